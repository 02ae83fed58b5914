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
 * SMS and WhatsApp deliveries one worker runs side by side: each mostly waits for its provider, so a few at a time
 * multiply the rate, while their short queries hold few of the pool's 20 connections (the participants' pages keep the rest).
 */
const DELIVERY_BATCH = 10;

/** Deliveries written but not queued are looked for this long after they were written (a crash between the two). */
const FORGOTTEN_AFTER_MS = 2 * 60_000;

export const noticesModule = defineModule({
  name: 'notices',
  service: ({ db, mailer, jobs, realtime, config, now }) => {
    const deliveries = createDeliveryService({ db, mailer, jobs, realtime, config });
    jobs.define<{ idEnvio: number }>({ name: NOTICE_DELIVERY_JOB, handler: deliveries.deliver, batchSize: DELIVERY_BATCH });
    // Any job that gives up (an e-mail, a notice, a feature's) alerts the administrators at once.
    jobs.onGivenUp(deliveries.alertAdministrators);
    const notices = createNoticeService({ db, mailer, jobs, realtime, config, now: now ? () => new Date(now()) : undefined });
    return Object.assign(notices, { deliveries });
  },
  routes: (service) => noticeRoutes(service, service.deliveries),
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
