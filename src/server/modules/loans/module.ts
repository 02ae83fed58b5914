import { defineModule } from '../../kernel/module';
import { LOAN_REQUEST_KINDS } from './request-kinds';
import { loanRoutes } from './routes';
import { createLoanService } from './service';

export const loansModule = defineModule({
  name: 'loans',
  needs: ['requests'],
  service: ({ db }, { requests }) => createLoanService(db, requests),
  routes: (service) => loanRoutes(service),
  requestKinds: () => LOAN_REQUEST_KINDS,
});
