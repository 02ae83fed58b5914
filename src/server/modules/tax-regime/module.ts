import { defineModule } from '../../kernel/module';
import { TAX_REGIME_REQUEST_KINDS } from './request-kinds';
import { regimeRoutes } from './routes';
import { createRegimeService } from './service';

export const taxRegimeModule = defineModule({
  name: 'tax-regime',
  needs: ['requests', 'extracts', 'benefit-simulator'],
  service: ({ db, clock }, { requests, extracts, 'benefit-simulator': simulations }) => createRegimeService(db, { requests, extracts, simulations }, clock),
  routes: (service) => regimeRoutes(service),
  requestKinds: () => TAX_REGIME_REQUEST_KINDS,
});
