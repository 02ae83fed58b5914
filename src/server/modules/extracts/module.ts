import { defineModule } from '../../kernel/module';
import { extractRoutes } from './routes';
import { createExtractService, type ExtractService } from './service';

declare module '../../kernel/module' {
  interface ModuleServices {
    extracts: ExtractService;
  }
}

export const extractsModule = defineModule({
  name: 'extracts',
  service: ({ db, clock }) => createExtractService(db, clock),
  routes: (service) => extractRoutes(service),
});
