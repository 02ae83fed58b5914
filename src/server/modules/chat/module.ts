import { defineModule } from '../../kernel/module';
import { chatRoutes } from './routes';
import { createChatService } from './service';

export const chatModule = defineModule({
  name: 'chat',
  service: ({ db, realtime }) => createChatService(db, realtime),
  routes: (service) => chatRoutes(service),
});
