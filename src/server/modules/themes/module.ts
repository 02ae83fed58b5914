import { defineModule } from '../../kernel/module';
import { themeRoutes } from './routes';
import { createThemeService } from './service';

export const themesModule = defineModule({
  name: 'themes',
  service: ({ db, uploads }) => createThemeService(db, uploads.storage),
  routes: (service) => themeRoutes(service),
});
