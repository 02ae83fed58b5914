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
 * SMS and WhatsApp deliveries: a worker takes 30 (pg-boss sorts the whole backlog to take a batch: about 180 ms with
 * 100 000 waiting) and runs 3 at a time. Each mostly waits for its provider, so a few at a time multiply the rate; not
 * more, since each starts with queries and a burst of them delays the participants' pages (bench/notices-drain.mjs,
 * 5 000 SMS on 2 cores: 10 at a time 190/s with the page's p95 ×7.5; 3 at a time 111/s, ×1.7).
 */
const DELIVERY_BATCH = 30;
const DELIVERY_CONCURRENCY = 3;

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
