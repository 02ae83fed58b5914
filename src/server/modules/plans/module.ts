import { defineModule } from '../../kernel/module';
import { planRoutes } from './routes';
import { createPlanService } from './service';

export const plansModule = defineModule({
  name: 'plans',
  service: ({ db, database }) => createPlanService(db, database),
  routes: (service) => planRoutes(service),
});
