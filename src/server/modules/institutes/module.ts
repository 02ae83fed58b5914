import { defineModule } from '../../kernel/module';
import { instituteRoutes } from './routes';
import { createInstituteService } from './service';

export const institutesModule = defineModule({
  name: 'institutes',
  service: ({ db }) => createInstituteService(db),
  routes: (service) => instituteRoutes(service),
});
