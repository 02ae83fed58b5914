import { defineModule } from '../../kernel/module';
import { firstAccessRoutes } from './routes';
import { createFirstAccessService } from './service';

export const firstAccessModule = defineModule({
  name: 'first-access',
  service: ({ db }) => createFirstAccessService(db),
  routes: (service, { config }) => firstAccessRoutes(service, { publicRouteRateLimit: config.publicRouteRateLimit }),
});
