import { defineModule } from '../../kernel/module';
import { scheduleOpeningAnnouncements } from './opening';
import { reregistrationRoutes } from './routes';
import { createReregistrationService } from './service';

export const reregistrationModule = defineModule({
  name: 'reregistration',
  needs: ['attachments'],
  service: ({ db, mailer, realtime }, { attachments }) => createReregistrationService(db, { mailer, attachments, realtime }),
  routes: (service, { config }) => reregistrationRoutes(service, { publicRouteRateLimit: config.publicRouteRateLimit }),
  // Scheduled campaigns are announced to their people on their first day.
  start: (app, _service, { db, realtime }) => scheduleOpeningAnnouncements(app, db, realtime),
});
