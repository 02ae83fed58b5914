import { defineModule } from '../../kernel/module';
import { newsRoutes } from './routes';
import { createNewsService } from './service';

export const newsModule = defineModule({
  name: 'news',
  service: ({ db, uploads }) => createNewsService(db, uploads.storage),
  routes: (service) => newsRoutes(service),
});
