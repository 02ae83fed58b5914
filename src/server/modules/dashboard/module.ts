import { defineModule } from '../../kernel/module';
import { dashboardRoutes } from './routes';
import { createDashboardService } from './service';

export const dashboardModule = defineModule({
  name: 'dashboard',
  service: ({ clock, db }) => createDashboardService(db, clock),
  routes: (service) => dashboardRoutes(service),
});
