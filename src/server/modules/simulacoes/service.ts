import { contributesMonthly } from '@/domain/accounts';
import { ageOn, monthsUntilAge, projectBenefit, projectForIncome, type Projection } from '@/domain/benefit-projection';
import { benefitParameterErrors, simulationInputErrors, type ParametrosBeneficio, type SimulacaoBeneficioInput } from '@/domain/benefit-simulation-input';
import { Money } from '@/domain/money';
import { fundToday } from '@/domain/business-days';
import type { Database } from '../../db/client';
import type { configuracaoBeneficio } from '../../db/schema';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../acesso/reach';
import { recordAudit } from '../audit/repository';
import { currentBalance } from '../extratos/balance';
import * as repository from './repository';

export const SIMULATION_SERVICE_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noParameters: 'O plano ainda não tem parâmetros de benefício.',
} as const;

type ParametersRow = Pick<typeof configuracaoBeneficio.$inferSelect, 'pagamentosPorAno' | 'rentabilidadeReferencia' | 'idadeAposentadoria'>;

function toApi(row: ParametersRow): ParametrosBeneficio {
  return {
    pagamentosPorAno: row.pagamentosPorAno === 12 ? 12 : 13,
    rentabilidadeReferencia: new Money(row.rentabilidadeReferencia).toFixed(2),
    idadeAposentadoria: row.idadeAposentadoria,
  };
}

/**
 * The benefit simulator (service 11): the projection of src/domain/benefit-projection.ts over typed values (public),
 * the participant's real starting point (balance, contribution, age) and the plan's parameters (settings/beneficios).
 */
export function createSimulationService(db: Database) {
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
    async simulationData(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = reachableLink(auth, await repository.findLinkForSimulation(db, idVinculoPlano));
      const today = fundToday(now);
      const [balance, contributions, parameters] = await Promise.all([
        currentBalance(db, link, today),
        // Someone who no longer contributes (BPD, retired, left) projects today's balance alone.
        contributesMonthly(link) ? repository.latestMonthlyContributions(db, link.id) : Promise.resolve([]),
        repository.findBenefitParameters(db, link.idPlano),
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
    },

    async getParameters(idPlano: number): Promise<ParametrosBeneficio> {
      const row = await repository.findBenefitParameters(db, idPlano);
      if (row) return toApi(row);
      throw new HttpError(404, (await repository.planExists(db, idPlano)) ? SIMULATION_SERVICE_MESSAGES.noParameters : SIMULATION_SERVICE_MESSAGES.planNotFound);
    },

    async updateParameters(auth: AuthenticatedPerson, idPlano: number, input: ParametrosBeneficio): Promise<ParametrosBeneficio> {
      const errors = benefitParameterErrors(input);
      if (errors.length) throw invalidFields(errors);
      if (!(await repository.planExists(db, idPlano))) throw new HttpError(404, SIMULATION_SERVICE_MESSAGES.planNotFound);
      const values = { pagamentosPorAno: input.pagamentosPorAno, rentabilidadeReferencia: input.rentabilidadeReferencia, idadeAposentadoria: input.idadeAposentadoria };
      return db.transaction(async (tx) => {
        const before = await repository.findBenefitParameters(tx, idPlano);
        await repository.saveBenefitParameters(tx, idPlano, values);
        const after = toApi(values);
        await recordAudit(tx, {
          idAtor: auth.pessoa.id,
          idPessoaAlvo: null,
          acao: 'configuracaoBeneficio.alterada',
          detalhes: { idPlano, antes: before ? toApi(before) : null, depois: after },
        });
        return after;
      });
    },
  };
}

export type SimulationService = ReturnType<typeof createSimulationService>;
