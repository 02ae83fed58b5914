import { defineModule } from '../../kernel/module';
import { authRoutes } from './routes';
import { createAuthService } from './service';

export const authModule = defineModule({
  name: 'auth',
  needs: ['second-factor'],
  service: ({ db, config, mailer, realtime, log }, { 'second-factor': secondFactor }) => createAuthService({ db, config, mailer, realtime, log, secondFactor }),
  routes: (service, { config }) => authRoutes(service, { publicRouteRateLimit: config.publicRouteRateLimit }),
});
