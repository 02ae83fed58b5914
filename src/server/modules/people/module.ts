import { defineModule } from '../../kernel/module';
import { peopleRoutes } from './routes';
import { createPeopleService } from './service';

export const peopleModule = defineModule({
  name: 'people',
  service: ({ db }) => createPeopleService(db),
  routes: (service) => peopleRoutes(service),
});
