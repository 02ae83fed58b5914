import { defineModule } from '../../kernel/module';
import { taxIncentiveRoutes } from './routes';
import { createTaxIncentiveService } from './service';

export const taxIncentiveModule = defineModule({
  name: 'tax-incentive',
  service: ({ db }) => createTaxIncentiveService(db),
  routes: (service) => taxIncentiveRoutes(service),
});
