import { defineModule } from '../../kernel/module';
import type { FastifyInstance } from 'fastify';
import type { UploadStorage } from '../../storage/upload-storage';
import { attachmentRoutes } from './routes';
import { createAttachmentService, type AttachmentService } from './service';
import { createTusUploads, type TusUploads } from './tus';

declare module '../../kernel/module' {
  interface ModuleServices {
    attachments: AttachmentService;
  }
}

/** How often unfinished uploads past their 24 h are swept. */
const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

function sweepUnfinishedUploads(app: FastifyInstance, tus: TusUploads, storage: UploadStorage) {
  const sweep = async () => {
    try {
      await tus.sweepExpired();
      await storage.sweepTemp(UPLOAD_SWEEP_INTERVAL_MS * 24);
    } catch (error) {
      app.log.warn({ err: error }, 'limpeza de envios expirados falhou');
    }
  };
  const timer = setInterval(() => void sweep(), UPLOAD_SWEEP_INTERVAL_MS).unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}

export const attachmentsModule = defineModule({
  name: 'attachments',
  service: ({ db, config, uploads }) => {
    const attachments = createAttachmentService(db, uploads.storage, { maxBytes: uploads.maxBytes });
    return { ...attachments, tus: createTusUploads(uploads.storage, attachments, { maxBytes: uploads.maxBytes, trustProxy: config.trustProxy }) };
  },
  routes: (service) => attachmentRoutes(service, service.tus),
  start: (app, service, { uploads }) => sweepUnfinishedUploads(app, service.tus, uploads.storage),
});
