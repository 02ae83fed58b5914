import { defineModule } from '../../kernel/module';
import { workflowRoutes } from './routes';
import { createWorkflowService } from './service';

export const workflowModule = defineModule({
  name: 'workflow',
  service: ({ db }) => createWorkflowService(db),
  routes: (service) => workflowRoutes(service),
});
