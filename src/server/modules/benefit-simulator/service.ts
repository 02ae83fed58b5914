import { contributesMonthly } from '@/domain/accounts';
import { ageOn, monthsUntilAge, projectBenefit, projectForIncome, type Projection } from '@/domain/benefit-simulator-projection';
import {
  BENEFIT_RULE_FIELDS,
  DEFAULT_BENEFIT_RULES,
  benefitParameterErrors,
  benefitRuleErrors,
  simulationInputErrors,
  type ParametrosBeneficio,
  type ParametrosBeneficioPlano,
  type RegrasBeneficio,
  type SimulacaoBeneficioInput,
} from '@/domain/benefit-simulator-input';
import { Money } from '@/domain/money';
import { fundToday } from '@/domain/business-days';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { configuracaoBeneficio } from '../../db/schema/benefits';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { createPlanSettingsService } from '../../plan-settings/service';
import { currentBalance } from '../extracts/balance';
import * as repository from './repository';

export const SIMULATION_SERVICE_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noParameters: 'O plano ainda não tem parâmetros de benefício.',
} as const;

type ParametersRow = Pick<typeof configuracaoBeneficio.$inferSelect, 'pagamentosPorAno' | 'rentabilidadeReferencia' | 'idadeAposentadoria'>;
type SimulationLink = NonNullable<Awaited<ReturnType<typeof repository.findLinkForSimulation>>>;
type PlanParametersRow = ParametersRow & Pick<typeof configuracaoBeneficio.$inferSelect, keyof RegrasBeneficio>;


function toApi(row: ParametersRow): ParametrosBeneficio {
  return {
    pagamentosPorAno: row.pagamentosPorAno === 12 ? 12 : 13,
    rentabilidadeReferencia: new Money(row.rentabilidadeReferencia).toFixed(2),
    idadeAposentadoria: row.idadeAposentadoria,
  };
}

/** GET/PUT /…ParametrosBeneficio: the simulator's parameters and the benefit rules, decimals with 2 places. */
function toPlanApi(row: PlanParametersRow): ParametrosBeneficioPlano {
  return {
    ...toApi(row),
    idadeMinima: row.idadeMinima,
    anosMinimosPlano: row.anosMinimosPlano,
    percentualRendaMinimo: new Money(row.percentualRendaMinimo).toFixed(2),
    percentualRendaMaximo: new Money(row.percentualRendaMaximo).toFixed(2),
    prazoRendaMinimoMeses: row.prazoRendaMinimoMeses,
    prazoRendaMaximoMeses: row.prazoRendaMaximoMeses,
    mesesEntreAlteracoesRenda: row.mesesEntreAlteracoesRenda,
    percentualSaqueAVista: new Money(row.percentualSaqueAVista).toFixed(2),
  };
}

/**
 * The benefit simulator (service 11): the projection of src/domain/benefit-simulator-projection.ts over typed values (public),
 * the participant's real starting point (balance, contribution, age) and the plan's parameters (settings/beneficios).
 */
export function createSimulationService(db: Database, clock: Clock = systemClock) {
  const settings = createPlanSettingsService(db, {
    table: configuracaoBeneficio,
    toApi: toPlanApi,
    auditAction: 'configuracaoBeneficio.alterada',
    messages: { planNotFound: SIMULATION_SERVICE_MESSAGES.planNotFound, noSettings: SIMULATION_SERVICE_MESSAGES.noParameters },
  });

  /** See simulationData. */
  async function startingPoint(link: SimulationLink, now: Date) {
    const today = fundToday(now);
    const [balance, contributions, parameters] = await Promise.all([
      currentBalance(db, link, today),
      // Someone who no longer contributes (BPD, retired, left) projects today's balance alone.
      contributesMonthly(link) ? repository.latestMonthlyContributions(db, link.id) : Promise.resolve([]),
      settings.find(db, link.idPlano),
    ]);
    const sumOf = (types: string[]) => contributions.filter((row) => types.includes(row.tipo)).reduce((sum, row) => sum.plus(row.total), new Money(0));
    const parametros = parameters ? toApi(parameters) : null;
    return {
      idVinculoPlano: link.id,
      dataReferencia: today,
      saldoAtual: balance ? balance.saldoTotal : null,
      dataSaldo: balance ? balance.dataCota : null,
      contribuicaoMensal: contributions.length
        ? {
            competencia: contributions[0].competencia.slice(0, 7),
            participante: sumOf(['basica', 'suplementar']).toFixed(2),
            patrocinadora: sumOf(['patrocinadora']).toFixed(2),
            total: sumOf(['basica', 'suplementar', 'patrocinadora']).toFixed(2),
          }
        : null,
      dataNascimento: link.dataNascimento,
      idadeAtual: ageOn(link.dataNascimento, today),
      parametros,
      mesesAteAposentadoria: parametros ? monthsUntilAge(link.dataNascimento, parametros.idadeAposentadoria, today) : null,
    };
  }

  return {
    simulate(input: SimulacaoBeneficioInput): Projection {
      const errors = simulationInputErrors(input);
      if (errors.length) throw invalidFields(errors);
      const accumulation = { saldoInicial: input.saldoInicial, rentabilidadeAnual: input.rentabilidadeAnual, meses: input.meses };
      const income =
        input.formaRenda === 'prazo'
          ? { formaRenda: 'prazo' as const, prazoMeses: input.prazoMeses, pagamentosPorAno: input.pagamentosPorAno }
          : { formaRenda: 'percentual' as const, percentualSaldo: input.percentualSaldo, pagamentosPorAno: input.pagamentosPorAno };
      // The rules let exactly one of the two through ('' counts as not informed).
      if (!input.contribuicaoMensal) return projectForIncome(accumulation, income, input.rendaDesejada!);
      return projectBenefit({ ...accumulation, contribuicaoMensal: input.contribuicaoMensal }, income);
    },

    /**
     * Where the signed-in simulator and the regime assistant start: today's balance (the home's and the balance
     * extract's figure), the monthly contribution of the latest paid competence (own = basic + supplementary, and the
     * sponsor's; none for a link that no longer contributes), the owner's age and the plan's parameters.
     */
    async simulationData(auth: AuthenticatedPerson, idVinculoPlano: number, now = clock()) {
      return startingPoint(reachableLink(auth, await repository.findLinkForSimulation(db, idVinculoPlano)), now);
    },

    /**
     * The same starting point for the portal's own work (the planning's monthly record): no person asks, so no reach
     * check; null for a link that does not exist.
     */
    async startingPointOf(idVinculoPlano: number, now = clock()) {
      const link = await repository.findLinkForSimulation(db, idVinculoPlano);
      return link ? startingPoint(link, now) : null;
    },

    getParameters: settings.get,

    /**
     * Saves a plan's parameters. The benefit rules may be left out (a client that knows only the simulator's three):
     * each one absent keeps its saved value (or the default of a plan without parameters); all are checked together.
     */
    async updateParameters(auth: AuthenticatedPerson, idPlano: number, input: ParametrosBeneficio & Partial<RegrasBeneficio>): Promise<ParametrosBeneficioPlano> {
      const simulatorErrors = benefitParameterErrors(input);
      if (!(await settings.findPlan(db, idPlano))) {
        if (simulatorErrors.length) throw invalidFields(simulatorErrors);
        throw new HttpError(404, SIMULATION_SERVICE_MESSAGES.planNotFound);
      }
      return settings.save(auth, idPlano, (before) => {
        const saved: RegrasBeneficio = before ? toPlanApi(before) : DEFAULT_BENEFIT_RULES;
        const rules = Object.fromEntries(BENEFIT_RULE_FIELDS.map((field) => [field, input[field] ?? saved[field]])) as unknown as RegrasBeneficio;
        const values = { pagamentosPorAno: input.pagamentosPorAno, rentabilidadeReferencia: input.rentabilidadeReferencia, idadeAposentadoria: input.idadeAposentadoria, ...rules };
        const errors = [...simulatorErrors, ...benefitRuleErrors(values)];
        if (errors.length) throw invalidFields(errors);
        return values;
      });
    },
  };
}

export type SimulationService = ReturnType<typeof createSimulationService>;
