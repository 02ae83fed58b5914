import { monthsUntilAge } from '@/domain/benefit-simulator-projection';
import { fundMonth, fundToday } from '@/domain/business-days';
import { Money } from '@/domain/money';
import { assessGoal, ipcaInflationAssumption, PLANNING_LIMITS, PLANNING_MESSAGES, retirementPicture, scenarioBand, trackingStatus, type PlanningInput, type ScenarioReturns } from '@/domain/retirement-planning';
import { defaultPlanningSettings, type PlanningSettings } from '@/domain/retirement-planning-settings';
import type { Queryable } from '../../db/client';
import { configuracaoPlanejamento } from '../../db/schema/retirement-planning';
import { HttpError } from '../../http-error';
import { findPlanSettings } from '../../plan-settings/repository';
import type { SimulationService } from '../benefit-simulator/service';
import * as repository from './repository';

/** The inflation assumed when the IPCA series has fewer than 12 months: the National Monetary Council's target. */
const INFLATION_WITHOUT_IPCA = '3.00';

type SettingsRow = typeof configuracaoPlanejamento.$inferSelect;
export type StartingPoint = NonNullable<Awaited<ReturnType<SimulationService['startingPointOf']>>>;

const fixed = (value: string) => new Money(value).toFixed(2);

export function settingsToApi(row: Omit<SettingsRow, 'idPlano' | 'atualizadoEm'>): PlanningSettings {
  return {
    rentabilidadePessimista: fixed(row.rentabilidadePessimista),
    rentabilidadeEsperada: fixed(row.rentabilidadeEsperada),
    rentabilidadeOtimista: fixed(row.rentabilidadeOtimista),
    inflacaoAnual: fixed(row.inflacaoAnual),
    prazoRendaMeses: row.prazoRendaMeses,
  };
}

/**
 * The planning's projection of a plan link on a day: the whole income at the goal's age (or the plan's, before a goal)
 * in the three scenarios, the band, the gap to the goal and where the person stands. The page shows it, the monthly
 * record keeps its total, and the demo seed writes the record's past months with it, so every figure is one
 * computation's.
 */
export function createPlanningProjection(db: Queryable, simulator: Pick<SimulationService, 'startingPointOf'>) {
  /** The plan's saved assumptions, or the defaults around its simulator reference and the IPCA's last 12 months. */
  async function assumptionsOf(idPlano: number, rentabilidadeReferencia: string): Promise<PlanningSettings> {
    const row = await findPlanSettings(db, configuracaoPlanejamento, idPlano);
    if (row) return settingsToApi(row);
    return defaultPlanningSettings(rentabilidadeReferencia, ipcaInflationAssumption(await repository.latestIpcaMonths(db)) ?? INFLATION_WITHOUT_IPCA);
  }

  /** Everything the page shows but the December room, from a starting point (the simulator's) and the goal, on `now`. */
  async function picture(link: { id: number; idPlano: number }, start: StartingPoint, goal: repository.GoalRow | null, now: Date) {
    if (!start.parametros) throw new HttpError(409, PLANNING_MESSAGES.noParameters);
    const today = fundToday(now);
    const premissas = await assumptionsOf(link.idPlano, start.parametros.rentabilidadeReferencia);
    const returns: ScenarioReturns = { pessimista: premissas.rentabilidadePessimista, esperada: premissas.rentabilidadeEsperada, otimista: premissas.rentabilidadeOtimista };
    const idadeAlvo = goal?.idadeAlvo ?? Math.max(start.parametros.idadeAposentadoria, start.idadeAtual + 1);
    const mesesAteIdade = (idade: number) => monthsUntilAge(start.dataNascimento, idade, today);
    const contribuicaoMensal = start.contribuicaoMensal?.total ?? '0.00';
    const input: PlanningInput = {
      saldoAtual: start.saldoAtual ?? '0.00',
      contribuicaoMensal,
      meses: mesesAteIdade(idadeAlvo),
      inflacaoAnual: premissas.inflacaoAnual,
      renda: { formaRenda: 'prazo', prazoMeses: premissas.prazoRendaMeses, pagamentosPorAno: start.parametros.pagamentosPorAno },
    };
    const other = { estimativaInss: goal?.estimativaInss ?? '0', outrasRendas: goal?.outrasRendas ?? '0' };
    const { cenarios, total } = retirementPicture(input, returns, other);
    const lacuna = goal
      ? assessGoal(input, returns.esperada, other, { rendaDesejada: goal.rendaDesejada }, { idadeAlvo, idadeMaxima: PLANNING_LIMITS.idadeMaxima, mesesAteIdade })
      : null;
    return {
      idVinculoPlano: link.id,
      dataReferencia: today,
      idadeAtual: start.idadeAtual,
      idadeAposentadoriaPlano: start.parametros.idadeAposentadoria,
      idadeAlvo,
      mesesAteIdadeAlvo: input.meses,
      saldoAtual: input.saldoAtual,
      contribuicaoMensal,
      premissas: { ...premissas, pagamentosPorAno: start.parametros.pagamentosPorAno },
      meta: goal
        ? {
            idadeAlvo: goal.idadeAlvo,
            rendaDesejada: fixed(goal.rendaDesejada),
            estimativaInss: fixed(goal.estimativaInss),
            outrasRendas: fixed(goal.outrasRendas),
            rendaTributavelAnual: goal.rendaTributavelAnual === null ? null : fixed(goal.rendaTributavelAnual),
            avisarDesvio: goal.avisarDesvio,
            atualizadoEm: goal.atualizadoEm.toISOString(),
          }
        : null,
      cenarios,
      rendaTotal: total,
      faixa: scenarioBand(input, returns, start.idadeAtual, input.meses, idadeAlvo),
      lacuna: lacuna ? { ...lacuna, situacao: trackingStatus(total.totalHoje, lacuna.rendaDesejada) } : null,
    };
  }

  /**
   * A goal's monthly record for the month of `now`: the projected total (today's reais, expected scenario) against the
   * goal, with the link it is of; null when the link is gone or its plan has no benefit parameters.
   */
  async function monthOf(goal: repository.GoalRow, now: Date) {
    const link = await repository.findLink(db, goal.idVinculoPlano);
    const start = link ? await simulator.startingPointOf(link.id, now) : null;
    if (!link || !start?.parametros) return null;
    const figures = await picture(link, start, goal, now);
    const row = {
      idVinculoPlano: link.id,
      competencia: `${fundMonth(now)}-01`,
      totalProjetado: figures.rendaTotal.totalHoje,
      rendaDesejada: fixed(goal.rendaDesejada),
      idadeAlvo: goal.idadeAlvo,
      situacao: figures.lacuna!.situacao,
    };
    return { link, row };
  }

  return { assumptionsOf, picture, monthOf };
}

export type PlanningProjection = ReturnType<typeof createPlanningProjection>;
