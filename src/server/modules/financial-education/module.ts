import { defineModule } from '../../kernel/module';
import { financialEducationRoutes } from './routes';
import { createFinancialEducationService } from './service';

export const financialEducationModule = defineModule({
  name: 'financial-education',
  service: ({ db, config }) => createFinancialEducationService(db, { url: config.educacaoFinanceiraUrl, secret: config.webhookTokenSecret }),
  routes: (service) => financialEducationRoutes(service),
});
