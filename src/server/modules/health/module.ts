import { defineModule } from '../../kernel/module';
import { healthRoutes } from './routes';
import { createHealthService } from './service';

export const healthModule = defineModule({
  name: 'health',
  service: ({ database, config, redis }) => createHealthService(database, config.appVersion, redis),
  routes: (service) => healthRoutes(service),
});
