import { defineModule } from '../../kernel/module';
import { dependantRoutes } from './routes';
import { createDependantService } from './service';

export const dependantsModule = defineModule({
  name: 'dependants',
  service: ({ db }) => createDependantService(db),
  routes: (service) => dependantRoutes(service),
});
