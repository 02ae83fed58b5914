import { defineModule } from '../../kernel/module';
import { simulationRoutes } from './routes';
import { createSimulationService, type SimulationService } from './service';

declare module '../../kernel/module' {
  interface ModuleServices {
    'benefit-simulator': SimulationService;
  }
}

export const benefitSimulatorModule = defineModule({
  name: 'benefit-simulator',
  service: ({ db, clock }) => createSimulationService(db, clock),
  routes: (service, { config }) => simulationRoutes(service, { publicRouteRateLimit: config.publicRouteRateLimit }),
});
