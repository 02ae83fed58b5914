import { defineModule } from '../../kernel/module';
import { createDesignatedService } from './designated-service';
import { createDesignationSettingsService } from './designated-settings';
import { designatedRoutes } from './designated-routes';
import { DEPENDANT_REQUEST_KINDS } from './request-kinds';
import { dependantRoutes } from './routes';
import { createDependantService } from './service';

export const dependantsModule = defineModule({
  name: 'dependants',
  needs: ['requests'],
  service: ({ db }, { requests }) => ({ dependants: createDependantService(db), designated: createDesignatedService(db, requests), settings: createDesignationSettingsService(db) }),
  routes: (services) => async (app) => {
    await app.register(dependantRoutes(services.dependants));
    await app.register(designatedRoutes(services.designated, services.settings));
  },
  requestKinds: () => DEPENDANT_REQUEST_KINDS,
});
