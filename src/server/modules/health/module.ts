import { defineModule } from '../../kernel/module';
import { healthRoutes } from './routes';

export const healthModule = defineModule({
  name: 'health',
  routes: (_service, { database, config }) => healthRoutes(database, config.appVersion),
});
