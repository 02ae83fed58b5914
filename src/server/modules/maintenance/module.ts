import { defineModule } from '../../kernel/module';
import { maintenanceRoutes } from './routes';
import { createMaintenanceService } from './service';

export const maintenanceModule = defineModule({
  name: 'maintenance',
  service: ({ db }) => createMaintenanceService(db),
  routes: (service) => maintenanceRoutes(service),
});
