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
  recurringJobs: (service) => [
    {
      name: 'requests.deadlines',
      cron: '0 8 * * 1-5',
      description: 'Avisa os administradores dos prazos legais das solicitações a até 2 dias úteis, e eles e o participante dos prazos vencidos (dias úteis).',
      handler: (occurrence) => service.alertDeadlines(occurrence),
    },
  ],
});
