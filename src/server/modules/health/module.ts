import { defineModule } from '../../kernel/module';
import { healthRoutes } from './routes';
import { createHealthService } from './service';

export const healthModule = defineModule({
  name: 'health',
  service: ({ database, config }) => createHealthService(database, config.appVersion),
  routes: (service) => healthRoutes(service),
});
