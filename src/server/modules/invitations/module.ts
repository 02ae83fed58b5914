import { defineModule } from '../../kernel/module';
import { invitationRoutes } from './routes';
import { createInvitationService } from './service';

export const invitationsModule = defineModule({
  name: 'invitations',
  service: ({ db, mailer }) => createInvitationService(db, { mailer }),
  routes: (service, { config }) => invitationRoutes(service, { portalUrl: config.portalUrl }),
});
