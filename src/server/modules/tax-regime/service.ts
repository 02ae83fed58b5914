import { ageOn, monthsUntilAge } from '@/domain/benefit-simulator-projection';
import { Money } from '@/domain/money';
import { REGIME_LABEL, REGIME_NOT_INFORMED, regimeChoice, simulateRegimes, type RegimeChoice, type TaxRegime } from '@/domain/tax-regime';
import { systemClock, type Clock } from '../../clock';
import { progressiveFinalTaxRange } from '@/domain/redemption-final-tax';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import type { ExtractService } from '../extracts/service';
import type { RequestService } from '../requests/service';
import type { SimulationService } from '../benefit-simulator/service';
import * as repository from './repository';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

export const REGIME_SERVICE_MESSAGES = {
  confirmationRequired: 'Para escolher o regime regressivo, marque a confirmação de que está ciente de que a escolha é irretratável (Lei 14.803/2024).',
  alreadyProgressive: 'Você já está no regime progressivo: a única mudança possível é para o regressivo.',
  openRequest: (protocolo: string) =>
    `Você já tem uma solicitação de regime de tributação em andamento (protocolo ${protocolo}). Aguarde a análise do fundo ou cancele-a em Acompanhar solicitações.`,
  retirementAge: 'Informe a idade de aposentadoria entre 40 e 90 anos.',
  annualReturn: 'Informe a rentabilidade entre 0 % e 15 % ao ano, com até 2 casas decimais.',
  term: 'Informe o prazo da renda em anos completos: de 12 a 600 meses, em múltiplos de 12.',
  otherIncome: 'Informe as outras rendas mensais em reais, de 0 a R$ 1.000.000,00, com até 2 casas decimais.',
} as const;

/** The assistant's defaults when the plan has no benefit parameters (every demo plan has them). */
const DEFAULTS = { idadeAposentadoria: 60, rentabilidadeAnual: '4.00', pagamentosPorAno: 12 as const, prazoMeses: 240 };

export interface SimulationInput {
  idVinculoPlano: number;
  idadeAposentadoria?: number;
  rentabilidadeAnual?: string;
  prazoMeses?: number;
  outrasRendasMensais?: string;
}

export interface ChoiceInput {
  idPessoa: number;
  idVinculoPlano: number;
  regime: TaxRegime;
  confirmacaoIrretratavel?: boolean;
}

const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;

/** The assistant's inputs, with a message for each field that says what to type. */
function simulationProblems(input: SimulationInput) {
  const problems = [];
  if (input.idadeAposentadoria !== undefined && (input.idadeAposentadoria < 40 || input.idadeAposentadoria > 90)) {
    problems.push({ path: 'idadeAposentadoria', message: REGIME_SERVICE_MESSAGES.retirementAge, type: 'range' });
  }
  if (input.rentabilidadeAnual !== undefined && (!DECIMAL.test(input.rentabilidadeAnual) || new Money(input.rentabilidadeAnual).gt(15))) {
    problems.push({ path: 'rentabilidadeAnual', message: REGIME_SERVICE_MESSAGES.annualReturn, type: 'range' });
  }
  if (input.prazoMeses !== undefined && (input.prazoMeses < 12 || input.prazoMeses > 600 || input.prazoMeses % 12 !== 0)) {
    problems.push({ path: 'prazoMeses', message: REGIME_SERVICE_MESSAGES.term, type: 'range' });
  }
  if (input.outrasRendasMensais !== undefined && (!DECIMAL.test(input.outrasRendasMensais) || new Money(input.outrasRendasMensais).gt(1_000_000))) {
    problems.push({ path: 'outrasRendasMensais', message: REGIME_SERVICE_MESSAGES.otherIncome, type: 'range' });
  }
  return problems;
}

type RegimeLink = NonNullable<Awaited<ReturnType<typeof repository.findRegimeLink>>>;

/** Service 1: the link's regime, the assistant comparing both over the participant's numbers, and the choice (a request). */
export function createRegimeService(db: Database, deps: { requests: RequestService; extracts: ExtractService; simulations: SimulationService }, clock: Clock = systemClock) {
  /** The rule of Lei 14.803/2024, and no second choice while one is waiting for the fund. */
  async function choiceOf(link: RegimeLink): Promise<RegimeChoice & { solicitacaoAberta?: { id: number; protocolo: string; regime: string | null } }> {
    const open = await repository.findOpenRegimeRequest(db, link.id);
    if (open) return { podeEscolher: false, opcoesPermitidas: [], motivo: REGIME_SERVICE_MESSAGES.openRequest(open.protocolo), solicitacaoAberta: open };
    return regimeChoice(link);
  }

  return {
    async current(auth: AuthenticatedPerson, idVinculoPlano: number) {
      const link = reachableLink(auth, await repository.findRegimeLink(db, idVinculoPlano));
      return {
        regime: link.regimeTributacao,
        regimeDescricao: link.regimeTributacao ? REGIME_LABEL[link.regimeTributacao] : REGIME_NOT_INFORMED,
        ...(await choiceOf(link)),
      };
    },

    async simulate(auth: AuthenticatedPerson, input: SimulationInput, now = clock()) {
      const link = reachableLink(auth, await repository.findRegimeLink(db, input.idVinculoPlano));
      const problems = simulationProblems(input);
      if (problems.length) throw invalidFields(problems);
      // The regressive extract of /services/extrato-ir-regressivo, as it is: its lots and its total tax, on the same
      // instant as the simulator's starting point, so both are dated by the same fund's day.
      const extract = await deps.extracts.regressiveTaxExtract(auth, link.id, now);
      // The benefit simulator's starting point (services 11 and 1 agree on the participant's numbers).
      const basis = await deps.simulations.simulationData(auth, link.id, now);
      const today = basis.dataReferencia;
      const idadeAposentadoria = input.idadeAposentadoria ?? basis.parametros?.idadeAposentadoria ?? DEFAULTS.idadeAposentadoria;
      const rentabilidadeAnual = input.rentabilidadeAnual ?? basis.parametros?.rentabilidadeReferencia ?? DEFAULTS.rentabilidadeAnual;
      const pagamentosPorAno: 12 | 13 = basis.parametros?.pagamentosPorAno ?? DEFAULTS.pagamentosPorAno;
      const contribuicaoMensal = basis.contribuicaoMensal?.total ?? '0';
      const outrasRendasMensais = input.outrasRendasMensais ?? '0';
      const simulation = simulateRegimes({
        hoje: today,
        lotes: extract.lotes,
        contribuicaoMensal,
        mesesAteAposentadoria: monthsUntilAge(basis.dataNascimento, idadeAposentadoria, today),
        rentabilidadeAnual,
        prazoMeses: input.prazoMeses ?? DEFAULTS.prazoMeses,
        pagamentosPorAno,
        outrasRendasMensais,
        extrato: extract.totais,
        regimeAtual: link.regimeTributacao,
      });
      const { resgate, renda, pontoDeEquilibrio, recomendacao } = simulation;
      const monthly = new Money(renda.renda.rendaMensal);
      return {
        dataReferencia: today,
        regimeAtual: link.regimeTributacao,
        premissas: {
          idadeAtual: ageOn(basis.dataNascimento, today),
          idadeAposentadoria,
          mesesAteAposentadoria: renda.renda.mesesAteAposentadoria,
          rentabilidadeAnual: renda.renda.rentabilidadeAnual,
          prazoMeses: renda.renda.prazoMeses,
          pagamentosPorAno,
          contribuicaoMensal: renda.renda.contribuicaoMensal,
          outrasRendasMensais: renda.renda.outrasRendasMensais,
        },
        resgate: { valorBruto: resgate.valorBruto },
        renda: {
          saldoAtual: renda.renda.saldoAtual,
          saldoProjetado: renda.renda.saldoProjetado,
          rendaMensal: renda.renda.rendaMensal,
          inicioRenda: renda.renda.inicioRenda,
          pagamentos: renda.renda.pagamentos,
          rendaTotal: renda.renda.rendaTotal,
        },
        progressivo: {
          imposto: { resgate: resgate.progressivo.imposto, rendaMensal: renda.progressivo.impostoMensal, rendaTotal: renda.progressivo.impostoTotal },
          aliquotaEfetiva: { resgate: resgate.progressivo.aliquotaEfetiva, renda: renda.progressivo.aliquotaEfetiva },
          valorLiquido: { resgate: resgate.progressivo.valorLiquido, rendaMensal: monthly.minus(renda.progressivo.impostoMensal).toFixed(2) },
          // The 15 % is an advance: the declaration's final tax on the redemption, from no other income to the most.
          impostoFinalResgate: progressiveFinalTaxRange(resgate.valorBruto, Number(today.slice(0, 4))),
        },
        regressivo: {
          imposto: {
            resgate: resgate.regressivo.imposto,
            rendaMensal: renda.regressivo.impostoMedioPorPagamento,
            rendaPrimeiroPagamento: renda.regressivo.impostoPrimeiroPagamento,
            rendaTotal: renda.regressivo.impostoTotal,
          },
          aliquotaEfetiva: { resgate: resgate.regressivo.aliquotaEfetiva, renda: renda.regressivo.aliquotaEfetiva, rendaPrimeiroPagamento: renda.regressivo.aliquotaPrimeiroPagamento },
          valorLiquido: { resgate: resgate.regressivo.valorLiquido, rendaMensal: monthly.minus(renda.regressivo.impostoMedioPorPagamento).toFixed(2) },
          porAliquota: renda.regressivo.porAliquota,
        },
        pontoDeEquilibrio,
        recomendacao,
      };
    },

    async choose(auth: AuthenticatedPerson, input: ChoiceInput, now = new Date()) {
      await deps.requests.checkTarget(db, auth, input);
      if (input.regime === 'regressivo' && input.confirmacaoIrretratavel !== true) {
        throw invalidFields([{ path: 'confirmacaoIrretratavel', message: REGIME_SERVICE_MESSAGES.confirmationRequired, type: 'required' }]);
      }
      return db.transaction(async (tx) => {
        const link = (await repository.lockRegimeLink(tx, input.idVinculoPlano))!;
        const open = await repository.findOpenRegimeRequest(tx, link.id);
        if (open) throw new HttpError(409, REGIME_SERVICE_MESSAGES.openRequest(open.protocolo));
        const rule = regimeChoice(link);
        if (!rule.opcoesPermitidas.includes(input.regime)) throw new HttpError(409, rule.motivo ?? REGIME_SERVICE_MESSAGES.alreadyProgressive);
        // dados.regime is what requisicoes/effects.ts sets on the link when the fund concludes the request.
        const dados = input.regime === 'regressivo' ? { regime: input.regime, confirmacaoIrretratavel: true, confirmadoEm: now.toISOString() } : { regime: input.regime };
        const created = await deps.requests.create(tx, auth, { idPessoa: input.idPessoa, idVinculoPlano: link.id, idFuncionalidade: FUNCTIONALITY.TAX_REGIME, dados });
        return { ...created, regime: input.regime };
      });
    },
  };
}

export type RegimeService = ReturnType<typeof createRegimeService>;
