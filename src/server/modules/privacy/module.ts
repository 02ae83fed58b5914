import { defineModule } from '../../kernel/module';
import { privacyRoutes } from './routes';
import { createPrivacyService } from './service';

export const privacyModule = defineModule({
  name: 'privacy',
  service: ({ db }) => createPrivacyService(db),
  routes: (service) => privacyRoutes(service),
});
