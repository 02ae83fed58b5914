import { fundToday, isBusinessDay } from '@/domain/business-days';
import { formatDateBr } from '@/domain/format-date';
import { REQUEST_STATUS } from '@/domain/requests';
import { deadlineAlerts, requestDeadlines } from '@/domain/requests-deadlines';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../realtime/socket-server';
import { notifyAdministrators } from '../notices/administrators';
import type { NoticeService } from '../notices/service';
import type { RequestKinds } from './request-kind';
import * as repository from './repository';

const OPEN_STATUSES = [REQUEST_STATUS.RECEIVED, REQUEST_STATUS.IN_REVIEW, REQUEST_STATUS.PENDING_DOCUMENTS];

/**
 * The daily look at the open requests' legal deadlines (the recurring job `requests.deadlines`, business days only):
 * a deadline within 2 business days alerts the administrators; a deadline passed alerts them and tells the
 * participant, with an apology and the new date. Each alert once (alerta_prazo).
 */
export async function alertDeadlines(deps: { db: Database; kinds: RequestKinds; notices: NoticeService; realtime: RealtimeHub }, now: Date) {
  const today = fundToday(now);
  if (!isBusinessDay(today)) return { diaUtil: false, proximos: 0, vencidos: 0 };
  let proximos = 0;
  let vencidos = 0;
  for (const request of await repository.openRequests(deps.db, OPEN_STATUSES)) {
    const deadlines = requestDeadlines(deps.kinds.get(request.idFuncionalidade)?.definition, (request.dados ?? {}) as Record<string, unknown>, request.criadoEm);
    for (const alert of deadlineAlerts(deadlines, today)) {
      if (!(await repository.recordDeadlineAlert(deps.db, { idRequisicao: request.id, prazo: alert.deadline.descricao.slice(0, 200), tipo: alert.tipo }))) continue;
      const data = formatDateBr(alert.deadline.data);
      if (alert.tipo === 'proximo') {
        proximos += 1;
        await notifyAdministrators(deps.db, deps.realtime, {
          titulo: `Prazo em até 2 dias úteis: solicitação ${request.protocolo}`,
          descricao: `${alert.deadline.descricao} vence em ${data} (${request.servico} de ${request.pessoaNome}).`,
          link: '/request-management',
        });
        continue;
      }
      vencidos += 1;
      const novaData = formatDateBr(alert.novaData!);
      await notifyAdministrators(deps.db, deps.realtime, {
        titulo: `Prazo vencido: solicitação ${request.protocolo}`,
        descricao: `${alert.deadline.descricao} venceu em ${data} (${request.servico} de ${request.pessoaNome}). O participante foi avisado da nova data, ${novaData}.`,
        link: '/request-management',
      });
      await deps.notices.notify({
        idPessoa: request.idPessoa,
        tipo: 'prazo_solicitacao',
        titulo: `Solicitação ${request.protocolo}: um prazo não foi cumprido`,
        descricao: `Pedimos desculpas: o prazo "${alert.deadline.descricao}" venceu em ${data}. O fundo se compromete a cumpri-lo até ${novaData}.`,
        link: '/services/requests',
        email: {
          chave: 'prazo_solicitacao',
          valores: { nome: request.pessoaNome.split(' ')[0], protocolo: request.protocolo, servico: request.servico, prazo: alert.deadline.descricao, data, novaData },
        },
      });
    }
  }
  return { diaUtil: true, proximos, vencidos };
}
