import { subDays } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { NOTIFICATION_TYPE, PLAN_ID } from '@/domain/constants';
import { formatDateBr } from '@/domain/format-date';
import { DEFAULT_REFUSAL_REASONS, proofOfLifeCycle, type ProofOfLifeRule } from '@/domain/proof-of-life';
import type { Queryable } from '../client';
import { notificacao, notificacaoPessoa } from '../schema/notifications';
import { avisoProvaVida, configuracaoProvaVida } from '../schema/proof-of-life';

const monthOf = (today: string, back: number) => ((Number(today.slice(5, 7)) - 1 - back + 120) % 12) + 1;

/**
 * Proof of life (issue 29), so that both journeys can be tried on any day a fresh start happens:
 * - HPE runs its campaign in the month of the seed: Maria's proof is open until the month's last day;
 * - DXC ran its campaign four months before, and the 60 days of grace are over: Paulo's proof is overdue. He got the
 *   cycle's reminders and, three days ago, the notice that his benefit may be suspended, so an administrator can
 *   confirm the suspension (the list at /provas-de-vida) and he can send a proof that reactivates it.
 */
export async function seedProofOfLife(tx: Queryable, people: { paulo: number; idAdmin: number; pauloLink: number; pauloBirth: string }, now: Date) {
  const today = fundToday(now);
  const settings = (mesFixo: number) => ({ regraMes: 'mes_fixo' as const, mesFixo, carenciaDias: 60, diasAntesVencimento: 15, intervaloCarenciaDias: 15, motivosRecusa: [...DEFAULT_REFUSAL_REASONS] });
  const dxcMonth = monthOf(today, 4);
  await tx.insert(configuracaoProvaVida).values([
    { idPlano: PLAN_ID.HPE, ...settings(monthOf(today, 0)) },
    { idPlano: PLAN_ID.DXC, ...settings(dxcMonth) },
  ]);
  const rule: ProofOfLifeRule = { mes: { tipo: 'mes_fixo', mes: dxcMonth }, carenciaDias: 60 };
  const year = Number(today.slice(0, 4));
  const thisYear = proofOfLifeCycle(rule, people.pauloBirth, year);
  const cycle = thisYear.abertura <= today ? thisYear : proofOfLifeCycle(rule, people.pauloBirth, year - 1);
  const reminders = ['abertura', 'quinze_dias', 'vencimento'];
  await tx.insert(avisoProvaVida).values([
    ...reminders.map((aviso) => ({ idVinculoPlano: people.pauloLink, vencimento: cycle.vencimento, aviso })),
    { idVinculoPlano: people.pauloLink, vencimento: cycle.vencimento, aviso: 'suspensao_prevista', enviadoEm: subDays(now, 3) },
  ]);
  const [notice] = await tx
    .insert(notificacao)
    .values({
      titulo: 'Seu benefício pode ser suspenso: faça a prova de vida',
      descricao: `O prazo da sua prova de vida terminou em ${formatDateBr(cycle.fimCarencia)}. O fundo pode suspender o seu benefício a partir de agora: faça a prova de vida pelo portal (fotos pelo celular ou um atestado de vida) para manter o pagamento.`,
      idTipoNotificacao: NOTIFICATION_TYPE.INFORMATIVE,
      idPlano: PLAN_ID.DXC,
      idRemetente: people.idAdmin,
      dataNotificacao: subDays(now, 3),
      link: '/services/prova-de-vida',
    })
    .returning({ id: notificacao.id });
  await tx.insert(notificacaoPessoa).values({ idNotificacao: notice.id, idPessoa: people.paulo, reagido: 'N', vizualizado: 'N', lidoEm: null });
}
