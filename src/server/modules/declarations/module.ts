import { defineModule } from '../../kernel/module';
import { declarationRoutes } from './routes';
import { createDeclarationService } from './service';

export const declarationsModule = defineModule({
  name: 'declarations',
  needs: ['requests'],
  service: ({ db }, { requests }) => createDeclarationService(db, requests),
  routes: (service) => declarationRoutes(service),
});
