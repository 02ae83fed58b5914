import { defineModule } from '../../kernel/module';
import { indexRoutes } from './routes';
import { createIndexService } from './service';

export const economicIndexesModule = defineModule({
  name: 'economic-indexes',
  service: ({ db }) => createIndexService(db),
  routes: (service) => indexRoutes(service),
});
