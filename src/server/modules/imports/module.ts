import { defineModule } from '../../kernel/module';
import { createContributionImport } from './contribution-import';
import { createPeopleImport } from './people-import';
import { importRoutes } from './routes';

export const importsModule = defineModule({
  name: 'imports',
  service: ({ db, mailer }) => ({ contributions: createContributionImport(db), people: createPeopleImport(db, { mailer }) }),
  routes: ({ contributions, people }, { config }) => importRoutes(contributions, people, { portalUrl: config.portalUrl }),
});
