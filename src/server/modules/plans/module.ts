import { defineModule } from '../../kernel/module';
import { planRoutes } from './routes';
import { createPlanService } from './service';

export const plansModule = defineModule({
  name: 'plans',
  service: ({ db }) => createPlanService(db),
  routes: (service) => planRoutes(service),
});
