import { randomBytes } from 'node:crypto';
import { fundToday } from '@/domain/business-days';
import { formatDateBr } from '@/domain/format-date';
import { canRemind, isReminderDay, linkExpiry, REREGISTRATION_PAGE } from '@/domain/reregistration';
import type { Database } from '../../db/client';
import { recordAudit } from '../../audit/record';
import { hashToken } from '../../plugins/authentication';
import type { NoticeService } from '../notices/service';
import { peopleWhoWithdrew } from '../privacy/repository';
import * as repository from './repository';

/** The re-registration reminders: by an administrator's button (service.ts, sendReminders) or on their days. */
export interface ReminderDeps {
  db: Database;
  notices: NoticeService;
}

/**
 * Reminds the campaign's pending people on their channels for reminders; the e-mail carries a single-use link (a new
 * token each, only its hash kept). Rate-limited per person: whoever got a reminder in the last 24 hours is skipped,
 * however often it is asked for.
 */
export async function remindPending({ db, notices }: ReminderDeps, campaign: { id: number; titulo: string; fim: string }, origin: string, now: Date) {
  const pending = (await repository.listParticipants(db, campaign.id)).filter((row) => !row.respondidoEm);
  let enviados = 0;
  let recentes = 0;
  let semEmail = 0;
  let semAutorizacao = 0;
  // The reminder serves the plan's re-registration duty, so it goes to whoever never chose; not to whoever withdrew
  // e-mail in the privacy centre (src/domain/privacy.ts, hasWithdrawn).
  const withdrawn = await peopleWhoWithdrew(db, pending.map((row) => row.idPessoa), 'email');
  for (const row of pending) {
    if (!row.email) {
      semEmail += 1;
      continue;
    }
    if (withdrawn.has(row.idPessoa)) {
      semAutorizacao += 1;
      continue;
    }
    if (!canRemind(row.ultimoLembreteEm, now)) {
      recentes += 1;
      continue;
    }
    const token = randomBytes(32).toString('base64url');
    const expiraEm = linkExpiry(now, campaign.fim);
    await db.transaction(async (tx) => {
      await repository.insertToken(tx, { idRecadastramento: row.id, tokenHash: hashToken(token), expiraEm });
      await repository.markReminded(tx, row.id, now);
    });
    // By the person's channels for reminders (e-mail by default): only the e-mail carries the personal link; an SMS
    // or WhatsApp points to the signed-in page.
    await notices.notify({
      idPessoa: row.idPessoa,
      tipo: 'lembrete_recadastramento',
      titulo: `Lembrete: ${campaign.titulo}`.slice(0, 200),
      descricao: `O recadastramento "${campaign.titulo}" espera a sua resposta até ${formatDateBr(campaign.fim)}.`,
      link: REREGISTRATION_PAGE,
      email: {
        chave: 'lembrete_recadastramento',
        valores: {
          nome: row.nome.split(' ')[0],
          campanha: campaign.titulo,
          prazo: formatDateBr(campaign.fim),
          link: `${origin}/recadastramento?token=${token}`,
          validade: formatDateBr(fundToday(expiraEm)),
        },
      },
    });
    enviados += 1;
  }
  return { enviados, recentes, semEmail, semAutorizacao };
}

/**
 * The recurring job's part (module.ts): on each open campaign's reminder days (isReminderDay: its first day, every
 * 7 days after, and 3 days before its end) the pending people are reminded with no administrator pressing the
 * button. Audited as the system's (no actor). Returns what it did per campaign, kept with the job's run.
 */
export async function remindOnSchedule(deps: ReminderDeps, origin: string, now = new Date()) {
  const today = fundToday(now);
  const reminded: Array<{ idCampanha: number; enviados: number }> = [];
  for (const campaign of await repository.openCampaigns(deps.db, today)) {
    if (!isReminderDay(campaign.inicio, campaign.fim, today)) continue;
    const counts = await remindPending(deps, campaign, origin, now);
    await recordAudit(deps.db, { idAtor: null, idPessoaAlvo: null, acao: 'recadastramento.lembretes', detalhes: { idCampanha: campaign.id, automatico: true, ...counts } });
    reminded.push({ idCampanha: campaign.id, enviados: counts.enviados });
  }
  return { campanhas: reminded };
}
