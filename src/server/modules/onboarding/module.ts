import { defineModule } from '../../kernel/module';
import { onboardingRoutes } from './routes';
import { createOnboardingService } from './service';

export const onboardingModule = defineModule({
  name: 'onboarding',
  service: ({ db, realtime }) => createOnboardingService(db, realtime),
  routes: (service) => onboardingRoutes(service),
});
