import { eq } from 'drizzle-orm';
import { benefitRequestEligibility, combineEligibility, inBenefitEligibility, incomeChangeAvailability, type Eligibility } from '@/domain/benefits-eligibility';
import { estimatedFirstIncome } from '@/domain/benefits-income';
import { fundToday } from '@/domain/business-days';
import { Money } from '@/domain/money';
import { type ServiceLimits } from '@/domain/requests-services';
import { REQUEST_SERVICES } from '@/domain/benefits-request-services';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { vinculoPlano } from '../../db/schema/plans';
import { HttpError } from '../../http-error';
import { currentBalance } from '../extracts/balance';
import { changePlanLink, type PlanLinkChange, type RequestKind, type ServiceContext, type ServiceRules } from '../requests/request-kind';
import * as repository from './repository';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/**
 * The benefit services with rules of their own: the benefit request (12: age, years in the plan, situation), the
 * income change (31: within the plan's range, once per period) and the benefit suspension (21: only a benefit being
 * paid, one request at a time). The plan's rules come from configuracao_beneficio (settings/beneficios).
 */

export const BENEFIT_MESSAGES = {
  noRules: 'O plano ainda não tem as regras de benefício definidas. Fale com o fundo.',
  openSuspension: (protocolo: string) => `Você já tem um pedido de suspensão do benefício em andamento (protocolo ${protocolo}).`,
} as const;

type PlanRules = NonNullable<Awaited<ReturnType<typeof repository.findBenefitRules>>['beneficio']>;

async function planRules(context: ServiceContext): Promise<{ beneficio: PlanRules; idadeMinimaBpd: number }> {
  const { beneficio, idadeMinimaBpd } = await repository.findBenefitRules(context.tx, context.link.idPlano);
  if (!beneficio) throw new HttpError(404, BENEFIT_MESSAGES.noRules);
  return { beneficio, idadeMinimaBpd: idadeMinimaBpd ?? beneficio.idadeAposentadoria };
}

/** The income range the plan allows, as the form's limits (request-services.ts incomeFields). */
const incomeLimits = (rules: PlanRules): ServiceLimits => ({
  prazoRendaMinimoMeses: rules.prazoRendaMinimoMeses,
  prazoRendaMaximoMeses: rules.prazoRendaMaximoMeses,
  percentualRendaMinimo: new Money(rules.percentualRendaMinimo).toFixed(2),
  percentualRendaMaximo: new Money(rules.percentualRendaMaximo).toFixed(2),
});

/**
 * Today's balance (the home's figure), the plan's figures the first income is estimated with, and that income at the
 * ends of the plan's range (the page shows "from R$ … to R$ …" for each form).
 */
async function balanceValues(context: ServiceContext, rules: PlanRules) {
  const balance = await currentBalance(context.tx, context.link, context.today);
  const plano = { rentabilidadeReferencia: new Money(rules.rentabilidadeReferencia).toFixed(2), pagamentosPorAno: rules.pagamentosPorAno === 12 ? (12 as const) : (13 as const) };
  const saldo = balance ? balance.saldoTotal : null;
  const limits = incomeLimits(rules);
  return {
    saldo,
    dataSaldo: balance ? balance.dataCota : null,
    ...plano,
    rendaEstimada: saldo
      ? {
          percentualMinimo: estimatedFirstIncome(saldo, { formaRenda: 'percentual', percentualSaldo: String(limits.percentualRendaMinimo) }, plano),
          percentualMaximo: estimatedFirstIncome(saldo, { formaRenda: 'percentual', percentualSaldo: String(limits.percentualRendaMaximo) }, plano),
          prazoMinimo: estimatedFirstIncome(saldo, { formaRenda: 'prazo', prazoMeses: rules.prazoRendaMinimoMeses }, plano),
          prazoMaximo: estimatedFirstIncome(saldo, { formaRenda: 'prazo', prazoMeses: rules.prazoRendaMaximoMeses }, plano),
        }
      : null,
  };
}

/** The income the link is paid in now (vinculo_plano) and what it pays on today's balance; null before a benefit. */
function currentIncome(link: ServiceContext['link'], valores?: Awaited<ReturnType<typeof balanceValues>>) {
  const estimate = (renda: { formaRenda: 'prazo' | 'percentual'; prazoMeses?: number; percentualSaldo?: string }) => (valores?.saldo ? estimatedFirstIncome(valores.saldo, renda, valores) : null);
  if (link.formaRenda === 'prazo' && link.prazoRendaMeses) {
    return { formaRenda: 'prazo' as const, prazoMeses: link.prazoRendaMeses, percentualSaldo: null, valorEstimado: estimate({ formaRenda: 'prazo', prazoMeses: link.prazoRendaMeses }) };
  }
  if (link.formaRenda === 'percentual' && link.percentualRenda) {
    const percentualSaldo = new Money(link.percentualRenda).toFixed(2);
    return { formaRenda: 'percentual' as const, prazoMeses: null, percentualSaldo, valorEstimado: estimate({ formaRenda: 'percentual', percentualSaldo }) };
  }
  return null;
}

/** What the request records: the balance it was asked on and the first income it pays in the form chosen. */
async function incomeValues(context: ServiceContext, dados: Record<string, unknown>, rules: ServiceRules) {
  const valores = rules.valores as Awaited<ReturnType<typeof balanceValues>>;
  if (!valores.saldo) return {};
  const renda = dados.formaRenda === 'prazo' ? { formaRenda: 'prazo' as const, prazoMeses: Number(dados.prazoMeses) } : { formaRenda: 'percentual' as const, percentualSaldo: String(dados.percentualSaldo) };
  return { saldo: valores.saldo, dataSaldo: valores.dataSaldo, rendaEstimada: estimatedFirstIncome(valores.saldo, renda, valores) };
}

/** Locks the link so that two requests asked at the same moment are counted one after the other. */
async function lockLink(context: ServiceContext) {
  await context.tx.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.id, context.link.id)).for('update');
}

async function incomeChangeWindow(context: ServiceContext, rules: PlanRules): Promise<Eligibility> {
  const latest = await repository.findLatestCountingRequest(context.tx, context.link.id, FUNCTIONALITY.INCOME_CHANGE);
  return incomeChangeAvailability(latest ? fundToday(latest.criadoEm) : null, rules.mesesEntreAlteracoesRenda, context.today);
}

const benefitRequest: Omit<RequestKind, 'idFuncionalidade'> = {
  async rules(context) {
    const { beneficio, idadeMinimaBpd } = await planRules(context);
    const eligibility = benefitRequestEligibility({
      dataNascimento: context.pessoa.dataNascimento,
      dataAdesao: context.link.dataAdesao,
      idCategoria: context.link.idCategoria,
      idSituacao: context.link.idSituacao,
      today: context.today,
      idadeMinima: beneficio.idadeMinima,
      anosMinimosPlano: beneficio.anosMinimosPlano,
      idadeMinimaBpd,
    });
    return {
      limites: { ...incomeLimits(beneficio), idadeMinima: beneficio.idadeMinima, anosMinimosPlano: beneficio.anosMinimosPlano },
      ...eligibility,
      valores: { ...(await balanceValues(context, beneficio)), dataNascimento: context.pessoa.dataNascimento, dataAdesao: context.link.dataAdesao },
    };
  },
  prepare: incomeValues,
};

async function incomeChangeValues(context: ServiceContext, rules: PlanRules) {
  const valores = await balanceValues(context, rules);
  return { ...valores, rendaAtual: currentIncome(context.link, valores) };
}

const incomeChange: Omit<RequestKind, 'idFuncionalidade'> = {
  async rules(context) {
    const { beneficio } = await planRules(context);
    const situation = inBenefitEligibility(context.link.idSituacao, 'alteracao-renda');
    const window = await incomeChangeWindow(context, beneficio);
    const eligibility = combineEligibility(situation, window);
    return {
      limites: { ...incomeLimits(beneficio), mesesEntreAlteracoesRenda: beneficio.mesesEntreAlteracoesRenda },
      ...eligibility,
      // Refused only for the period: another request stands in the way (409), not who the person is.
      recusaPorConflito: situation.elegivel && !window.elegivel,
      valores: await incomeChangeValues(context, beneficio),
    };
  },
  async prepare(context, dados, rules) {
    await lockLink(context);
    const { beneficio } = await planRules(context);
    const window = await incomeChangeWindow(context, beneficio);
    if (!window.elegivel) throw new HttpError(409, window.motivos.join(' '));
    const { rendaAtual: atual } = await incomeChangeValues(context, beneficio);
    // The income it replaces, flat so that the request detail reads it field by field (request-data.ts).
    const anterior = atual
      ? { formaRendaAnterior: atual.formaRenda, ...(atual.prazoMeses ? { prazoMesesAnterior: atual.prazoMeses } : {}), ...(atual.percentualSaldo ? { percentualSaldoAnterior: atual.percentualSaldo } : {}), ...(atual.valorEstimado ? { rendaAnteriorEstimada: atual.valorEstimado } : {}) }
      : {};
    return { ...(await incomeValues(context, dados, rules)), ...anterior };
  },
};

const suspendBenefit: Omit<RequestKind, 'idFuncionalidade'> = {
  async rules(context) {
    const situation = inBenefitEligibility(context.link.idSituacao, 'suspensao');
    const open = await repository.findOpenRequest(context.tx, context.link.id, FUNCTIONALITY.BENEFIT_SUSPENSION);
    const pending: Eligibility = open ? { elegivel: false, motivos: [BENEFIT_MESSAGES.openSuspension(open.protocolo)], elegivelEm: null } : { elegivel: true, motivos: [], elegivelEm: null };
    return { ...combineEligibility(situation, pending), recusaPorConflito: situation.elegivel && open !== null, valores: { rendaAtual: currentIncome(context.link) } };
  },
  async prepare(context) {
    await lockLink(context);
    const open = await repository.findOpenRequest(context.tx, context.link.id, FUNCTIONALITY.BENEFIT_SUSPENSION);
    if (open) throw new HttpError(409, BENEFIT_MESSAGES.openSuspension(open.protocolo));
    return {};
  },
};

/** The income chosen in a benefit request or an income change: a term, or a percentage of the balance. */
const incomeOf = (dados: Record<string, unknown>): PlanLinkChange =>
  dados.formaRenda === 'prazo'
    ? { formaRenda: 'prazo', prazoRendaMeses: Number(dados.prazoMeses), percentualRenda: null }
    : { formaRenda: 'percentual', percentualRenda: String(dados.percentualSaldo), prazoRendaMeses: null };

export const BENEFIT_REQUEST_KINDS: RequestKind[] = [
  {
    idFuncionalidade: FUNCTIONALITY.BENEFIT_REQUEST,
    definition: REQUEST_SERVICES[FUNCTIONALITY.BENEFIT_REQUEST],
    ...benefitRequest,
    onConcluded: (tx, request, dados) => changePlanLink(tx, request, { idCategoria: CATEGORY_ID.ASSISTED, idSituacao: SITUATION_ID.IN_BENEFIT, ...incomeOf(dados) }),
  },
  {
    idFuncionalidade: FUNCTIONALITY.INCOME_CHANGE,
    definition: REQUEST_SERVICES[FUNCTIONALITY.INCOME_CHANGE],
    ...incomeChange,
    onConcluded: (tx, request, dados) => changePlanLink(tx, request, incomeOf(dados)),
  },
  {
    idFuncionalidade: FUNCTIONALITY.BENEFIT_SUSPENSION,
    definition: REQUEST_SERVICES[FUNCTIONALITY.BENEFIT_SUSPENSION],
    ...suspendBenefit,
    onConcluded: (tx, request) => changePlanLink(tx, request, { idSituacao: SITUATION_ID.SUSPENDED }),
  },
];
