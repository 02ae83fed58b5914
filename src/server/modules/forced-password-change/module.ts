import { defineModule } from '../../kernel/module';
import { forcedPasswordChangeRoutes } from './routes';
import { createForcedPasswordChangeService } from './service';

export const forcedPasswordChangeModule = defineModule({
  name: 'forced-password-change',
  service: ({ db, mailer, realtime }) => createForcedPasswordChangeService({ db, mailer, realtime }),
  routes: (service) => forcedPasswordChangeRoutes(service),
});
