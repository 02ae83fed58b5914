import { defineModule } from '../../kernel/module';
import { collectionRoutes } from './routes';
import { createContributionRulesService } from './rules-service';
import { createCollectionService } from './service';

export const sporadicContributionModule = defineModule({
  name: 'sporadic-contribution',
  service: ({ db, clock }) => ({ service: createCollectionService(db, clock), rules: createContributionRulesService(db) }),
  routes: (services) => collectionRoutes(services),
});
