import { defineModule } from '../../kernel/module';
import { statementRoutes } from './routes';
import { createStatementService } from './service';

export const statementsModule = defineModule({
  name: 'statements',
  service: ({ db }) => createStatementService(db),
  routes: (service) => statementRoutes(service),
});
