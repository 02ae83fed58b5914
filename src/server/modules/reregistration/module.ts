import { defineModule } from '../../kernel/module';
import { portalOrigin } from '../../config';
import { scheduleOpeningAnnouncements } from './opening';
import { reregistrationRoutes } from './routes';
import { createReregistrationService } from './service';

export const reregistrationModule = defineModule({
  name: 'reregistration',
  needs: ['attachments', 'notices'],
  service: ({ db, realtime }, { attachments, notices }) => createReregistrationService(db, { notices, attachments, realtime }),
  routes: (service, { config }) => reregistrationRoutes(service, { publicRouteRateLimit: config.publicRouteRateLimit }),
  recurringJobs: (service, { config }) => [
    {
      name: 'reregistration.reminders',
      cron: '0 9 * * *',
      description: 'Lembra quem ainda não respondeu a um recadastramento aberto: no primeiro dia, a cada 7 dias e 3 dias antes do fim.',
      handler: (occurrence) => service.remindOnSchedule(portalOrigin(config), occurrence),
    },
  ],
  // Scheduled campaigns are announced to their people on their first day.
  start: (app, _service, { db, realtime }) => scheduleOpeningAnnouncements(app, db, realtime),
});
