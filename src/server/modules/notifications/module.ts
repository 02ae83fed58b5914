import { defineModule } from '../../kernel/module';
import { notificationRoutes } from './routes';
import { createNotificationService } from './service';

export const notificationsModule = defineModule({
  name: 'notifications',
  service: ({ db, realtime }) => createNotificationService(db, realtime),
  routes: (service) => notificationRoutes(service),
});
