import { defineModule } from '../../kernel/module';
import { agreementRoutes } from './routes';
import { createAgreementService } from './service';

export const agreementModule = defineModule({
  name: 'agreement',
  service: ({ db }) => createAgreementService(db),
  routes: (service) => agreementRoutes(service),
});
