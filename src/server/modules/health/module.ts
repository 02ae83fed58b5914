import { defineModule } from '../../kernel/module';
import { healthRoutes } from './routes';
import { createHealthService } from './service';

export const healthModule = defineModule({
  name: 'health',
  service: ({ database, config, redis, draining, uploads }) => createHealthService(database, config.appVersion, redis, draining, uploads.storage),
  routes: (service) => healthRoutes(service),
});
