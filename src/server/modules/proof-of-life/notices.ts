import { fundToday } from '@/domain/business-days';
import { formatDateBr } from '@/domain/format-date';
import { firstName } from '@/domain/notices';
import { proofOfLifeReminderOn, type ProofOfLifeReminder } from '@/domain/proof-of-life';
import type { Database } from '../../db/client';
import type { NoticeService } from '../notices/service';
import * as repository from './repository';
import { linkStanding, planSettings } from './rules';

const PAGE = '/services/prova-de-vida';

const REMINDER_TITLES: Record<ProofOfLifeReminder, (prazo: string) => string> = {
  abertura: (prazo) => `Sua prova de vida está aberta: faça até ${prazo}`,
  quinze_dias: (prazo) => `Faltam poucos dias para a sua prova de vida: faça até ${prazo}`,
  vencimento: (prazo) => `Hoje é o último dia da sua prova de vida (${prazo})`,
  carencia: (prazo) => `Sua prova de vida está atrasada: faça até ${prazo} para não ter o benefício suspenso`,
};

/**
 * The proof of life's notices (issue 29), through the notices service (the person's channels; their representative's
 * too once registered): the reminders of a cycle, the notice before a suspension, and the suspension itself. Each
 * reminder is claimed per link and cycle before it goes, so a second run or instance sends none twice.
 */
export function createProofOfLifeNotices(db: Database, notices: NoticeService) {
  function send(link: { idPessoa: number; idPlano: number; nome: string }, titulo: string, descricao: string, prazo: string) {
    return notices.notify({
      idPessoa: link.idPessoa,
      tipo: 'prova_de_vida',
      titulo,
      descricao,
      idPlano: link.idPlano,
      link: PAGE,
      email: { chave: 'aviso_prova_vida', valores: { nome: firstName(link.nome), titulo, mensagem: descricao, prazo } },
    });
  }

  return {
    /** The daily run: today's reminders of every open cycle, and the notice to whoever's grace period has ended. */
    async sendReminders(now: Date) {
      const today = fundToday(now);
      const links = await repository.findReceivingLinks(db);
      const settings = new Map((await repository.findAllSettings(db)).map((row) => [row.idPlano, planSettings(row)]));
      let lembretes = 0;
      let avisosSuspensao = 0;
      for (const link of links) {
        if (link.emAnalise || link.suspensaEm) continue;
        const plan = settings.get(link.idPlano) ?? planSettings(null);
        const { situation } = linkStanding(link, plan, today);
        if (situation.status === 'em_dia') continue;
        const { ciclo } = situation;
        if (situation.status === 'vencida') {
          if (!(await repository.claimNotice(db, { idVinculoPlano: link.idVinculoPlano, vencimento: ciclo.vencimento, aviso: repository.SUSPENSION_NOTICE }))) continue;
          const descricao = `O prazo da sua prova de vida terminou em ${formatDateBr(ciclo.fimCarencia)}. O fundo pode suspender o seu benefício a partir de agora: faça a prova de vida pelo portal (fotos pelo celular ou um atestado de vida) para manter o pagamento.`;
          await send(link, 'Seu benefício pode ser suspenso: faça a prova de vida', descricao, formatDateBr(ciclo.fimCarencia));
          avisosSuspensao += 1;
          continue;
        }
        const reminder = proofOfLifeReminderOn(ciclo, today, plan.cadence);
        if (!reminder) continue;
        const aviso = reminder === 'carencia' ? `carencia:${today}` : reminder;
        if (!(await repository.claimNotice(db, { idVinculoPlano: link.idVinculoPlano, vencimento: ciclo.vencimento, aviso }))) continue;
        const prazo = formatDateBr(situation.ate);
        await send(
          link,
          REMINDER_TITLES[reminder](prazo),
          `A prova de vida anual mostra ao fundo que você continua recebendo o seu benefício. Faça pelo portal até ${prazo}: duas fotos pelo celular (seu rosto e um documento) ou um atestado de vida. Quem não puder fazer sozinho pode contar com o seu representante legal.`,
          prazo,
        );
        lembretes += 1;
      }
      return { lembretes, avisosSuspensao };
    },

    /** The suspension an administrator confirmed, told to the person on their channels. */
    async suspended(link: { idPessoa: number; idPlano: number; nome: string }, suspensaEm: string) {
      const desde = formatDateBr(suspensaEm);
      await send(
        link,
        `Seu benefício foi suspenso em ${desde} por falta de prova de vida`,
        `Como a prova de vida não foi feita no prazo, o pagamento do seu benefício está suspenso desde ${desde}. Faça a prova de vida pelo portal: quando ela for aprovada, o benefício volta e os meses suspensos são pagos.`,
        desde,
      );
    },
  };
}

export type ProofOfLifeNotices = ReturnType<typeof createProofOfLifeNotices>;
