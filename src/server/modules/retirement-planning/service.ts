import { monthsUntilAge } from '@/domain/benefit-simulator-projection';
import { fundToday } from '@/domain/business-days';
import { decemberTaxRoom, isDecemberRoomSeason, lastBoletoDayOfYear, lastPixDayOfYear } from '@/domain/retirement-planning-december';
import { Money } from '@/domain/money';
import {
  assessGoal,
  goalErrors,
  ipcaInflationAssumption,
  PLANNING_LIMITS,
  PLANNING_MESSAGES,
  retirementPicture,
  scenarioBand,
  trackingStatus,
  type GoalInput,
  type PlanningInput,
  type ScenarioReturns,
} from '@/domain/retirement-planning';
import { defaultPlanningSettings, planningSettingsErrors, type PlanningSettings } from '@/domain/retirement-planning-settings';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { configuracaoPlanejamento } from '../../db/schema/retirement-planning';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import { createPlanSettingsService } from '../../plan-settings/service';
import type { SimulationService } from '../benefit-simulator/service';
import type { TaxIncentiveService } from '../tax-incentive/service';
import * as repository from './repository';

/** The inflation assumed when the IPCA series has fewer than 12 months: the National Monetary Council's target. */
const INFLATION_WITHOUT_IPCA = '3.00';

const SETTINGS_MESSAGES = { planNotFound: 'Plano não encontrado.', noSettings: 'O plano ainda não tem premissas de planejamento.' } as const;

type SettingsRow = typeof configuracaoPlanejamento.$inferSelect;

const fixed = (value: string) => new Money(value).toFixed(2);

function settingsToApi(row: Omit<SettingsRow, 'idPlano' | 'atualizadoEm'>): PlanningSettings {
  return {
    rentabilidadePessimista: fixed(row.rentabilidadePessimista),
    rentabilidadeEsperada: fixed(row.rentabilidadeEsperada),
    rentabilidadeOtimista: fixed(row.rentabilidadeOtimista),
    inflacaoAnual: fixed(row.inflacaoAnual),
    prazoRendaMeses: row.prazoRendaMeses,
  };
}

/**
 * Retirement planning ('Minha aposentadoria', issue 30): the whole income picture at the target age from the benefit
 * simulator's own starting point and projection, the goal saved per plan link, its monthly record, and the December
 * tax room; and the plan's planning assumptions (settings/beneficios).
 */
export function createRetirementPlanningService(db: Database, deps: { simulator: SimulationService; taxIncentive: TaxIncentiveService }, clock: Clock = systemClock) {
  const settings = createPlanSettingsService(db, { table: configuracaoPlanejamento, toApi: settingsToApi, auditAction: 'configuracaoPlanejamento.alterada', messages: SETTINGS_MESSAGES });

  /** The plan's saved assumptions, or the defaults around its simulator reference and the IPCA's last 12 months. */
  async function assumptionsOf(idPlano: number, rentabilidadeReferencia: string): Promise<PlanningSettings> {
    const row = await settings.find(db, idPlano);
    if (row) return settingsToApi(row);
    return defaultPlanningSettings(rentabilidadeReferencia, ipcaInflationAssumption(await repository.latestIpcaMonths(db)) ?? INFLATION_WITHOUT_IPCA);
  }

  type StartingPoint = NonNullable<Awaited<ReturnType<SimulationService['startingPointOf']>>>;

  /** Everything the page shows, from a starting point (the simulator's) and the goal, on `today`. */
  async function view(link: { id: number; idPlano: number }, start: StartingPoint, goal: repository.GoalRow | null, now: Date) {
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
    const picture = retirementPicture(input, returns, other);
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
            atualizadoEm: goal.atualizadoEm.toISOString(),
          }
        : null,
      cenarios: picture.cenarios,
      rendaTotal: picture.total,
      faixa: scenarioBand(input, returns, start.idadeAtual, input.meses, idadeAlvo),
      lacuna: lacuna ? { ...lacuna, situacao: trackingStatus(picture.total.totalHoje, lacuna.rendaDesejada) } : null,
      deducaoDezembro: start.contribuicaoMensal && isDecemberRoomSeason(today) ? await decemberRoomOf(link.id, goal, today) : null,
    };
  }

  /** The December card: what was paid and is due this year, and, with the year's income, the room left and its saving. */
  async function decemberRoomOf(idVinculoPlano: number, goal: repository.GoalRow | null, today: string) {
    const ano = Number(today.slice(0, 4));
    const [{ total: contribuicoesPagas }, esporadicasPendentes] = await Promise.all([
      deps.taxIncentive.ownContributionsOfYear(idVinculoPlano, ano),
      repository.pendingSporadicOfYear(db, idVinculoPlano, ano),
    ]);
    const base = { ano, contribuicoesPagas: fixed(contribuicoesPagas), esporadicasPendentes: fixed(esporadicasPendentes), ultimoDiaPix: lastPixDayOfYear(ano), ultimoDiaBoleto: lastBoletoDayOfYear(ano) };
    if (!goal?.rendaTributavelAnual) return { ...base, rendaTributavelAnual: null, limiteDedutivel: null, espacoRestante: null, economiaImposto: null };
    const room = decemberTaxRoom({ ano, rendaTributavelAnual: goal.rendaTributavelAnual, contribuicoesPagas, esporadicasPendentes });
    return { ...base, rendaTributavelAnual: room.rendaTributavelAnual, limiteDedutivel: room.limiteDedutivel, espacoRestante: room.espacoRestante, economiaImposto: room.economiaImposto };
  }

  return {
    /** GET retornarPlanejamento: the picture at the goal's age (or the plan's retirement age before a goal is saved). */
    async planning(auth: AuthenticatedPerson, idVinculoPlano: number, now = clock()) {
      const link = reachableLink(auth, await repository.findLink(db, idVinculoPlano));
      const start = await deps.simulator.simulationData(auth, link.id, now);
      return view(link, start, await repository.findGoal(db, link.id), now);
    },

    /** PUT atualizarPlanejamento: saves the goal (audited) and answers the picture with it. */
    async saveGoal(auth: AuthenticatedPerson, idVinculoPlano: number, input: GoalInput, ip: string, now = clock()) {
      const link = reachableLink(auth, await repository.findLink(db, idVinculoPlano));
      const start = await deps.simulator.simulationData(auth, link.id, now);
      const errors = goalErrors(input, start.idadeAtual);
      if (errors.length) throw invalidFields(errors);
      const before = await repository.findGoal(db, link.id);
      const values: repository.GoalValues = {
        idadeAlvo: input.idadeAlvo,
        rendaDesejada: input.rendaDesejada,
        estimativaInss: input.estimativaInss,
        outrasRendas: input.outrasRendas,
        // Absent keeps what was given; null clears it.
        rendaTributavelAnual: input.rendaTributavelAnual === undefined ? (before?.rendaTributavelAnual ?? null) : input.rendaTributavelAnual,
        atualizadoEm: now,
      };
      await db.transaction(async (tx) => {
        await repository.saveGoal(tx, link.id, values);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: link.idPessoa, acao: 'planejamento.meta_salva', ip, detalhes: { idVinculoPlano: link.id, idadeAlvo: input.idadeAlvo } });
      });
      return { ...(await view(link, start, await repository.findGoal(db, link.id), now)), message: PLANNING_MESSAGES.saved };
    },

    /** GET retornarHistoricoPlanejamento: the monthly record of the goal, oldest first. */
    async history(auth: AuthenticatedPerson, idVinculoPlano: number) {
      const link = reachableLink(auth, await repository.findLink(db, idVinculoPlano));
      const rows = await repository.history(db, link.id);
      return {
        historico: rows.map((row) => ({
          competencia: row.competencia.slice(0, 7),
          totalProjetado: fixed(row.totalProjetado),
          rendaDesejada: fixed(row.rendaDesejada),
          idadeAlvo: row.idadeAlvo,
          situacao: row.situacao,
        })),
      };
    },

    /**
     * The recurring job's part: each saved goal's projected total (today's reais, expected scenario) against it, once
     * for the month of `now`. A goal whose plan lost its parameters is skipped, and counted.
     */
    async recordMonth(now: Date) {
      const competencia = `${fundToday(now).slice(0, 7)}-01`;
      let registrados = 0;
      let semParametros = 0;
      for (const goal of await repository.allGoals(db)) {
        const link = await repository.findLink(db, goal.idVinculoPlano);
        const start = link ? await deps.simulator.startingPointOf(link.id, now) : null;
        if (!link || !start?.parametros) {
          semParametros += 1;
          continue;
        }
        const picture = await view(link, start, goal, now);
        const recorded = await repository.recordMonth(db, {
          idVinculoPlano: link.id,
          competencia,
          totalProjetado: picture.rendaTotal.totalHoje,
          rendaDesejada: goal.rendaDesejada,
          idadeAlvo: goal.idadeAlvo,
          situacao: picture.lacuna!.situacao,
        });
        if (recorded) registrados += 1;
      }
      return { competencia: competencia.slice(0, 7), registrados, semParametros };
    },

    /** settings/beneficios: the plan's assumptions (the defaults until saved). */
    async getSettings(idPlano: number) {
      await settings.assertPlanExists(db, idPlano);
      const parameters = await deps.simulator.getParameters(idPlano).catch(() => null);
      return assumptionsOf(idPlano, parameters?.rentabilidadeReferencia ?? '0.00');
    },

    async updateSettings(auth: AuthenticatedPerson, idPlano: number, input: PlanningSettings) {
      const errors = planningSettingsErrors(input);
      if (errors.length) throw invalidFields(errors);
      await settings.assertPlanExists(db, idPlano);
      return settings.save(auth, idPlano, { ...input, atualizadoEm: new Date() });
    },
  };
}

export type RetirementPlanningService = ReturnType<typeof createRetirementPlanningService>;
