import { defineModule } from '../../kernel/module';
import { electionRoutes } from './routes';
import { createElectionService } from './service';
import { announceElections } from './notices';

export const electionsModule = defineModule({
  name: 'elections',
  needs: ['notices'],
  service: ({ db }, { notices }) => Object.assign(createElectionService(db), { announce: (now: Date) => announceElections({ db, notices }, now) }),
  routes: (service) => electionRoutes(service),
  recurringJobs: (service) => [
    {
      name: 'elections.notices',
      cron: '*/15 * * * *',
      description: 'Avisa quem pode votar e ainda não votou quando uma eleição abre e 24 horas antes de ela terminar.',
      handler: (occurrence) => service.announce(occurrence),
    },
  ],
});
