import { defineModule } from '../../kernel/module';
import { deathReportRoutes } from './routes';
import { createDeathReportService, type DeathReportService } from './service';

declare module '../../kernel/module' {
  interface ModuleServices {
    'death-report': DeathReportService;
  }
}

export const deathReportModule = defineModule({
  name: 'death-report',
  service: ({ db, uploads, clock }) => createDeathReportService(db, { storage: uploads.storage, clock }),
  routes: (service, { config }) => deathReportRoutes(service, { publicRouteRateLimit: config.publicRouteRateLimit }),
});
