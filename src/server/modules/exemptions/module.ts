import { defineModule } from '../../kernel/module';
import { EXEMPTION_REQUEST_KINDS } from './request-kinds';

export const exemptionsModule = defineModule({
  name: 'exemptions',
  // Its pages read the workflow's routes and the paychecks'; it adds the two kinds.
  requestKinds: () => EXEMPTION_REQUEST_KINDS,
});
