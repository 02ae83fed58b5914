import { defineModule } from '../../kernel/module';
import { taxIncentiveRoutes } from './routes';
import { createTaxIncentiveService, type TaxIncentiveService } from './service';

declare module '../../kernel/module' {
  interface ModuleServices {
    'tax-incentive': TaxIncentiveService;
  }
}

export const taxIncentiveModule = defineModule({
  name: 'tax-incentive',
  needs: ['notices'],
  service: ({ db }, { notices }) => createTaxIncentiveService(db, notices),
  routes: (service) => taxIncentiveRoutes(service),
  recurringJobs: (service) => [
    {
      name: 'tax-incentive.december',
      // The first days of December at 09:00: the run on the first business day sends, the others find it is not.
      cron: '0 9 1-7 12 *',
      description: 'No primeiro dia útil de dezembro, avisa quem pediu quanto ainda pode contribuir no ano para deduzir até 12 %.',
      handler: (occurrence) => service.sendDecemberNotices(occurrence),
    },
  ],
});
