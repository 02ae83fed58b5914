import { defineModule } from '../../kernel/module';
import { createInvestmentProfileAdminService } from './admin-service';
import { INVESTMENT_PROFILE_REQUEST_KINDS } from './request-kinds';
import { investmentProfileRoutes } from './routes';
import { createInvestmentProfileService } from './service';

export const investmentProfileModule = defineModule({
  name: 'investment-profile',
  needs: ['requests'],
  service: ({ db }, { requests }) => ({ service: createInvestmentProfileService(db, requests), admin: createInvestmentProfileAdminService(db) }),
  routes: (services) => investmentProfileRoutes(services),
  requestKinds: () => INVESTMENT_PROFILE_REQUEST_KINDS,
});
