import { defineModule } from '../../kernel/module';
import { healthRoutes } from './routes';
import { createHealthService } from './service';

export const healthModule = defineModule({
  name: 'health',
  service: ({ database, config, redis, draining }) => createHealthService(database, config.appVersion, redis, draining),
  routes: (service) => healthRoutes(service),
});
