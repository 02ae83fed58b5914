import { defineModule } from '../../kernel/module';
import { settingsRoutes } from './routes';
import { createSettingsService } from './service';

export const fundContactModule = defineModule({
  name: 'fund-contact',
  service: ({ db }) => createSettingsService(db),
  routes: (service) => settingsRoutes(service),
});
