import { defineModule } from '../../kernel/module';
import { documentRoutes } from './routes';
import { createDocumentService } from './service';

export const documentsModule = defineModule({
  name: 'documents',
  service: ({ db }) => createDocumentService(db),
  routes: (service) => documentRoutes(service),
});
