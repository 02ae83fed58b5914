import { defineModule } from '../../kernel/module';
import { electionRoutes } from './routes';
import { createElectionService } from './service';

export const electionsModule = defineModule({
  name: 'elections',
  service: ({ db }) => createElectionService(db),
  routes: (service) => electionRoutes(service),
});
