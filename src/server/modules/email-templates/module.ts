import { defineModule } from '../../kernel/module';
import { emailTemplateRoutes } from './routes';
import { createEmailTemplateService } from './service';

export const emailTemplatesModule = defineModule({
  name: 'email-templates',
  service: ({ db }) => createEmailTemplateService(db),
  routes: (service) => emailTemplateRoutes(service),
});
