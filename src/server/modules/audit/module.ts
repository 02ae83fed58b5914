import { defineModule } from '../../kernel/module';
import { auditRoutes } from './routes';
import { createAuditService } from './service';

export const auditModule = defineModule({
  name: 'audit',
  service: ({ db }) => createAuditService(db),
  routes: (service) => auditRoutes(service),
});
