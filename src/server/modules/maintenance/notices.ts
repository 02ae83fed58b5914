import { maintenanceNoticeDue, maintenanceNoticeTitle, type MaintenanceNoticeMoment } from '@/domain/maintenance-notices';
import { firstName } from '@/domain/notices';
import { formatDateTime } from '@/domain/notifications';
import type { Database } from '../../db/client';
import type { NoticeService } from '../notices/service';
import * as repository from './repository';

/** dd/mm/aaaa às hh:mm in Brasília, as the notices say it. */
const at = (date: Date) => formatDateTime(date.toISOString()).replace(' ', ' às ');

/** The job that announces one window at once when it is scheduled or moved (keyed by the window and its start). */
export const MAINTENANCE_ANNOUNCE_JOB = 'maintenance.announce';

/**
 * The maintenance notices due now (maintenanceNoticeDue), to every participant a window affects, on their channels
 * for maintenance (in the portal always). Run by the recurring job and, at once, when a window is scheduled or moved.
 * Each notice is claimed in the transaction that writes it, so two instances or a retried run send it once, and a
 * crash leaves it unsent and unclaimed (the next run sends it).
 */
export async function announceMaintenance(deps: { db: Database; notices: NoticeService }, now: Date) {
  const sent: Array<{ idJanela: number; momento: MaintenanceNoticeMoment; avisados: number }> = [];
  for (const window of await repository.scheduledWindows(deps.db, now)) {
    const notices = await repository.noticesOfWindow(deps.db, window.id);
    const ofThisStart = new Map(notices.filter((notice) => notice.inicio.getTime() === window.dataInicio.getTime()).map((notice) => [notice.momento, notice.enviadoEm]));
    const momento = maintenanceNoticeDue(window.dataInicio, ofThisStart, now);
    if (!momento) continue;
    const key = { idJanela: window.id, momento, inicio: window.dataInicio };
    const remarcada = momento === 'agendada' && notices.some((notice) => notice.momento === 'agendada');
    const inicio = at(window.dataInicio);
    const fim = at(window.dataFim);
    const recipients = await repository.affectedParticipants(deps.db);
    const notified = await deps.notices.notifyMany(
      {
        tipo: 'manutencao',
        titulo: maintenanceNoticeTitle(momento, remarcada),
        descricao: `O Portal do Participante ficará fora do ar de ${inicio} até ${fim} (horário de Brasília).${window.mensagem ? ` ${window.mensagem}` : ''}`.slice(0, 1000),
        link: null,
        email: { chave: 'aviso_manutencao', valores: (person) => ({ nome: firstName(person.nome), inicio, fim, mensagem: window.mensagem ?? '' }) },
      },
      recipients,
      { claim: (tx) => repository.claimNotice(tx, { ...key, enviadoEm: now }) },
    );
    if (!notified.length) continue;
    await repository.countNotified(deps.db, key, notified.length);
    sent.push({ idJanela: window.id, momento, avisados: notified.length });
  }
  return { enviados: sent };
}
