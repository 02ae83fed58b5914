import { defineModule } from '../../kernel/module';
import { createProofOfLifeNotices } from './notices';
import { PROOF_OF_LIFE_REQUEST_KIND } from './request-kind';
import { proofOfLifeRoutes } from './routes';
import { createProofOfLifeService } from './service';
import { createProofOfLifeSettings } from './settings';

export const proofOfLifeModule = defineModule({
  name: 'proof-of-life',
  needs: ['requests', 'notices'],
  service: ({ db }, { requests, notices }) => {
    const proofNotices = createProofOfLifeNotices(db, notices);
    return { proofs: createProofOfLifeService(db, { requests, notices: proofNotices }), settings: createProofOfLifeSettings(db), notices: proofNotices };
  },
  routes: (service) => proofOfLifeRoutes(service.proofs, service.settings),
  requestKinds: () => [PROOF_OF_LIFE_REQUEST_KIND],
  recurringJobs: (service) => [
    {
      name: 'proof-of-life.reminders',
      cron: '0 8 * * *',
      description: 'Lembra da prova de vida quem recebe benefício (abertura, antes e no vencimento, na carência) e avisa, ao fim da carência, que o benefício pode ser suspenso.',
      handler: (occurrence) => service.notices.sendReminders(occurrence),
    },
  ],
});
