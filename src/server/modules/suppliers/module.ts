import { defineModule } from '../../kernel/module';
import { supplierRoutes } from './routes';
import { createSupplierService } from './service';

export const suppliersModule = defineModule({
  name: 'suppliers',
  service: ({ db }) => createSupplierService(db),
  routes: (service) => supplierRoutes(service),
});
