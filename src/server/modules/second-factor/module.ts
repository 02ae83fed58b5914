import { defineModule } from '../../kernel/module';
import { secondFactorRoutes } from './routes';
import { createSecondFactorService, type SecondFactorService } from './service';

declare module '../../kernel/module' {
  interface ModuleServices {
    'second-factor': SecondFactorService;
  }
}

export const secondFactorModule = defineModule({
  name: 'second-factor',
  service: ({ db, config, log, now }) => createSecondFactorService({ db, config, log, now }),
  routes: (service, { config }) => secondFactorRoutes(service, { rateLimit: config.publicRouteRateLimit }),
});
