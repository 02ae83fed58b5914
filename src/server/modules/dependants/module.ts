import { defineModule } from '../../kernel/module';
import { createDesignatedService, designatedBeneficiariesOf } from './designated-service';
import { createDesignationSettingsService } from './designated-settings';
import { designatedRoutes } from './designated-routes';
import { DEPENDANT_REQUEST_KINDS } from './request-kinds';
import { dependantRoutes } from './routes';
import { createDependantService } from './service';

function createDependantsServices(db: Parameters<typeof createDependantService>[0], requests: Parameters<typeof createDesignatedService>[1]) {
  return {
    dependants: createDependantService(db),
    designated: createDesignatedService(db, requests),
    settings: createDesignationSettingsService(db),
    /** The public contract: a link's designated beneficiaries in force (the death report pays the balance by them). */
    designatedBeneficiariesOf,
  };
}

declare module '../../kernel/module' {
  interface ModuleServices {
    dependants: ReturnType<typeof createDependantsServices>;
  }
}

export const dependantsModule = defineModule({
  name: 'dependants',
  needs: ['requests'],
  service: ({ db }, { requests }) => createDependantsServices(db, requests),
  routes: (services) => async (app) => {
    await app.register(dependantRoutes(services.dependants));
    await app.register(designatedRoutes(services.designated, services.settings));
  },
  requestKinds: () => DEPENDANT_REQUEST_KINDS,
});
