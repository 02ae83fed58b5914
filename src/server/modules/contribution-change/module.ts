import { defineModule } from '../../kernel/module';
import { CONTRIBUTION_CHANGE_REQUEST_KINDS } from './request-kinds';
import { contributionChoiceRoutes } from './routes';
import { createContributionChoiceService } from './service';

export const contributionChangeModule = defineModule({
  name: 'contribution-change',
  needs: ['requests'],
  service: ({ db }, { requests }) => createContributionChoiceService(db, requests),
  routes: (service) => contributionChoiceRoutes(service),
  requestKinds: () => CONTRIBUTION_CHANGE_REQUEST_KINDS,
});
