import { defineModule } from '../../kernel/module';
import { quotaRoutes } from './routes';
import { createQuotaService } from './service';

export const quotaValuesModule = defineModule({
  name: 'quota-values',
  service: ({ db }) => createQuotaService(db),
  routes: (service) => quotaRoutes(service),
});
