import { portalOrigin } from '../../config';
import { defineModule } from '../../kernel/module';
import { representativeRoutes } from './routes';
import { createRepresentativeService } from './service';
import { createValidityNotices } from './validity-notices';

export const representativesModule = defineModule({
  name: 'representatives',
  needs: ['notices'],
  service: ({ db, mailer, config, clock }, { notices }) => ({
    ...createRepresentativeService({ db, mailer, clock, portalUrl: portalOrigin(config), notices }),
    sendValidityNotices: createValidityNotices(db, notices),
  }),
  routes: (service) => representativeRoutes(service),
  recurringJobs: (service) => [
    {
      name: 'representatives.validity',
      cron: '0 8 * * *',
      description: 'Avisa a pessoa representada e o representante 30 e 7 dias antes do fim da vigência de uma representação, e quando ela termina.',
      handler: (occurrence) => service.sendValidityNotices(occurrence),
    },
  ],
});
