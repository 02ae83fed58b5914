import { defineModule } from '../../kernel/module';
import { onboardingManagementRoutes } from './routes';
import { createOnboardingManagementService } from './service';

export const onboardingManagementModule = defineModule({
  name: 'onboarding-management',
  service: ({ db }) => createOnboardingManagementService(db),
  routes: (service) => onboardingManagementRoutes(service),
});
