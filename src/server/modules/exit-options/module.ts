import { defineModule } from '../../kernel/module';
import { EXIT_REQUEST_KINDS } from './request-kinds';
import { exitRoutes } from './routes';
import { createExitService } from './service';

export const exitOptionsModule = defineModule({
  name: 'exit-options',
  service: ({ db, clock }) => createExitService(db, clock),
  routes: (service) => exitRoutes(service),
  requestKinds: () => EXIT_REQUEST_KINDS,
});
