import { defineModule } from '../../kernel/module';
import { announcePublications } from './publication-notices';
import { statementRoutes } from './routes';
import { createStatementService } from './service';

export const statementsModule = defineModule({
  name: 'statements',
  needs: ['notices'],
  service: ({ db }, { notices }) => Object.assign(createStatementService(db), { announcePublications: (now: Date) => announcePublications({ db, notices }, now) }),
  routes: (service) => statementRoutes(service),
  recurringJobs: (service) => [
    {
      name: 'statements.publications',
      cron: '0 7 * * *',
      description: 'Avisa cada pessoa do contracheque pago nos últimos dias e, em janeiro e fevereiro, do informe de rendimentos do ano anterior.',
      handler: (occurrence) => service.announcePublications(occurrence),
    },
  ],
});
