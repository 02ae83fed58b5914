import { defineModule } from '../../kernel/module';
import { cepRoutes } from './routes';
import { createCepService } from './service';

export const postalCodeModule = defineModule({
  name: 'postal-code',
  service: ({ db, config, log }) => createCepService(db, config.cepProviders, log),
  routes: (service, { config }) => cepRoutes(service, { rateLimit: config.cepLookupRateLimit }),
});
