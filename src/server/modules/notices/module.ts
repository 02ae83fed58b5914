import { defineModule } from '../../kernel/module';
import { createDeliveryService, type DeliveryService } from './delivery';
import { noticeRoutes } from './routes';
import { createNoticeService, NOTICE_DELIVERY_JOB, type NoticeService } from './service';

declare module '../../kernel/module' {
  interface ModuleServices {
    notices: NoticeService;
  }
}

/**
 * SMS and WhatsApp deliveries: a worker takes 30 at a fetch and sends them one after the other. The batch spreads the
 * fetch's cost over 30 deliveries; one at a time keeps the participants' pages fast while a notice to everyone drains
 * (bench/notices-drain.mjs, 20 000 SMS on 2 cores, with the fetch-order index: 3 at a time 260/s and the page's p95
 * x1.75; 2 at a time 289/s, x1.64; 1 at a time 209/s, x1.25, within the x1.5 the portal allows).
 */
const DELIVERY_BATCH = 30;
const DELIVERY_CONCURRENCY = 1;

/** Deliveries written but not queued are looked for this long after they were written (a crash between the two). */
const FORGOTTEN_AFTER_MS = 2 * 60_000;

export const noticesModule = defineModule({
  name: 'notices',
  service: ({ db, mailer, jobs, realtime, config, now }) => {
    const deliveries = createDeliveryService({ db, mailer, jobs, realtime, config });
    jobs.define<{ idEnvio: number }>({ name: NOTICE_DELIVERY_JOB, handler: deliveries.deliver, batchSize: DELIVERY_BATCH, concurrency: DELIVERY_CONCURRENCY });
    // Any job that gives up (an e-mail, a notice, a feature's) alerts the administrators at once.
    jobs.onGivenUp(deliveries.alertAdministrators);
    const notices = createNoticeService({ db, mailer, jobs, realtime, config, now: now ? () => new Date(now()) : undefined });
    return Object.assign(notices, { deliveries });
  },
  routes: (service, { config }) => noticeRoutes(service, service.deliveries, config.whatsapp),
  recurringJobs: (service) => [
    {
      name: 'notices.requeue',
      cron: '*/5 * * * *',
      description: 'Põe na fila os avisos por SMS e WhatsApp gravados e nunca enfileirados (uma queda entre os dois passos).',
      handler: (occurrence) => service.queueForgotten(new Date(occurrence.getTime() - FORGOTTEN_AFTER_MS)),
    },
  ],
});

export type { DeliveryService };
