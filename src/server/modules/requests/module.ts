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
  needs: ['notices'],
  service: ({ db, realtime, log, requestKinds }, { notices }) => createRequestService(db, { realtime, notices, log, kinds: requestKinds }),
  routes: (service) => requestRoutes(service),
});
