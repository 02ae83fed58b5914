import { defineModule } from '../../kernel/module';
import { requestRoutes } from './routes';
import { createRequestService, type RequestService } from './service';

declare module '../../kernel/module' {
  interface ModuleServices {
    requests: RequestService;
  }
}

export const requestsModule = defineModule({
  name: 'requests',
  service: ({ db, realtime, mailer, log, requestKinds }) => createRequestService(db, { realtime, mailer, log, kinds: requestKinds }),
  routes: (service) => requestRoutes(service),
});
