import { defineModule } from '../../kernel/module';
import { announceMaintenance, MAINTENANCE_ANNOUNCE_JOB } from './notices';
import { maintenanceRoutes } from './routes';
import { createMaintenanceService } from './service';

export const maintenanceModule = defineModule({
  name: 'maintenance',
  needs: ['notices'],
  service: ({ db, jobs, now }, { notices }) => {
    const clock = () => new Date(now?.() ?? Date.now());
    const announce = (at: Date) => announceMaintenance({ db, notices }, at);
    // Announcing to 100 000 participants takes over a minute (bench/notices-drain.mjs: 79 s on 2 cores): a try is given
    // 10 minutes before the queue takes it for lost (a retry would find the notice claimed and send nothing twice).
    jobs.define({ name: MAINTENANCE_ANNOUNCE_JOB, handler: async () => void (await announce(clock())), expireInSeconds: 600 });
    // A window scheduled or moved is announced at once, in the background: keyed by its start, so queued once.
    const scheduled = (window: { id: number; dataInicio: Date }) => jobs.send(MAINTENANCE_ANNOUNCE_JOB, { idJanela: window.id }, { key: `${window.id}@${window.dataInicio.toISOString()}` });
    return Object.assign(createMaintenanceService(db, { scheduled }), { announce });
  },
  routes: (service) => maintenanceRoutes(service),
  recurringJobs: (service) => [
    {
      name: 'maintenance.notices',
      cron: '*/5 * * * *',
      description: 'Avisa os participantes de uma manutenção programada quando ela é agendada, 24 horas e 1 hora antes de começar.',
      handler: (occurrence) => service.announce(occurrence),
    },
  ],
});
