import { defineModule } from '../../kernel/module';
import { profileRoutes } from './routes';
import { createProfileService } from './service';

export const profileModule = defineModule({
  name: 'profile',
  service: ({ clock, db }) => createProfileService(db, clock),
  routes: (service) => profileRoutes(service),
});
