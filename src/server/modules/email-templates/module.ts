import { defineModule } from '../../kernel/module';
import { emailTemplateRoutes } from './routes';
import { createEmailTemplateService } from './service';
import { createShortTextService } from './short-texts-service';

export const emailTemplatesModule = defineModule({
  name: 'email-templates',
  service: ({ db }) => ({ emails: createEmailTemplateService(db), shortTexts: createShortTextService(db) }),
  routes: (services) => emailTemplateRoutes(services),
});
