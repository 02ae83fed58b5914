import { fundMonth } from '@/domain/business-days';
import { decemberTaxRoom, isDecemberRoomSeason, lastBoletoDayOfYear, lastPixDayOfYear } from '@/domain/retirement-planning-december';
import { Money } from '@/domain/money';
import { goalErrors, isOffTrackNoticeDue, PLANNING_MESSAGES, type GoalInput } from '@/domain/retirement-planning';
import { planningSettingsErrors, type PlanningSettings } from '@/domain/retirement-planning-settings';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { configuracaoPlanejamento } from '../../db/schema/retirement-planning';
import { invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import { createPlanSettingsService } from '../../plan-settings/service';
import type { SimulationService } from '../benefit-simulator/service';
import type { NoticeService } from '../notices/service';
import type { TaxIncentiveService } from '../tax-incentive/service';
import { createOffTrackNotice } from './off-track-notice';
import { createPlanningProjection, settingsToApi, type StartingPoint } from './projection';
import * as repository from './repository';

const SETTINGS_MESSAGES = { planNotFound: 'Plano não encontrado.', noSettings: 'O plano ainda não tem premissas de planejamento.' } as const;

const fixed = (value: string) => new Money(value).toFixed(2);

export interface RetirementPlanningDeps {
  simulator: SimulationService;
  taxIncentive: Pick<TaxIncentiveService, 'ownContributionsOfYear'>;
  notices: NoticeService;
}

/**
 * Retirement planning ('Minha aposentadoria', issue 30): the whole income picture at the target age from the benefit
 * simulator's own starting point and projection (projection.ts), the goal saved per plan link, its monthly record with
 * the off-track notice for whoever asked, and the December tax room; and the plan's planning assumptions
 * (settings/beneficios).
 */
export function createRetirementPlanningService(db: Database, deps: RetirementPlanningDeps, clock: Clock = systemClock) {
  const settings = createPlanSettingsService(db, { table: configuracaoPlanejamento, toApi: settingsToApi, auditAction: 'configuracaoPlanejamento.alterada', messages: SETTINGS_MESSAGES });
  const projection = createPlanningProjection(db, deps.simulator);
  const sendOffTrackNotice = createOffTrackNotice(db, deps.notices);

  /** Everything the page shows, from a starting point (the simulator's) and the goal, on `now`. */
  async function view(link: { id: number; idPlano: number }, start: StartingPoint, goal: repository.GoalRow | null, now: Date) {
    const figures = await projection.picture(link, start, goal, now);
    const today = figures.dataReferencia;
    return { ...figures, deducaoDezembro: start.contribuicaoMensal && isDecemberRoomSeason(today) ? await decemberRoomOf(link.id, goal, today) : null };
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
        // Opt-in: absent keeps the choice; a new goal starts without the notice.
        avisarDesvio: input.avisarDesvio ?? before?.avisarDesvio ?? false,
        atualizadoEm: now,
      };
      await db.transaction(async (tx) => {
        await repository.saveGoal(tx, link.id, values);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: link.idPessoa, acao: 'planejamento.meta_salva', ip, detalhes: { idVinculoPlano: link.id, idadeAlvo: input.idadeAlvo, avisarDesvio: values.avisarDesvio } });
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
     * for the month of `now`; a goal whose plan lost its parameters is skipped, and counted. Whoever asked for the
     * off-track notice is told when the month is off track and the record before it was not (isOffTrackNoticeDue):
     * once when they drift off, not again every month they stay off.
     */
    async recordMonth(now: Date) {
      const competencia = `${fundMonth(now)}-01`;
      let registrados = 0;
      let semParametros = 0;
      let avisos = 0;
      for (const goal of await repository.allGoals(db)) {
        const month = await projection.monthOf(goal, now);
        if (!month) {
          semParametros += 1;
          continue;
        }
        const { link, row } = month;
        if (goal.avisarDesvio && isOffTrackNoticeDue(row.situacao, await repository.previousSituation(db, link.id, competencia))) {
          // The record is the notice's claim, in its transaction: recorded once, told once.
          if (await sendOffTrackNotice(link, row)) {
            registrados += 1;
            avisos += 1;
          }
        } else if (await repository.recordMonth(db, row)) {
          registrados += 1;
        }
      }
      return { competencia: competencia.slice(0, 7), registrados, semParametros, avisos };
    },

    /** settings/beneficios: the plan's assumptions (the defaults until saved). */
    async getSettings(idPlano: number) {
      await settings.assertPlanExists(db, idPlano);
      const parameters = await deps.simulator.getParameters(idPlano).catch(() => null);
      return projection.assumptionsOf(idPlano, parameters?.rentabilidadeReferencia ?? '0.00');
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
