import { cashWithdrawalLimit, finalTaxFields, installments, regimeDescription, withdrawalValues, type ExitOptions } from '@/domain/exit-options';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { HttpError } from '../../http-error';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { REQUEST_SERVICES } from '@/domain/exit-options-request-services';
import { changePlanLink, type PlanLinkChange, type RequestKind, type ServiceContext, type ServiceRules } from '../requests/request-kind';
import { exitData, exitOptionsOf } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/**
 * The exit services' part of criarSolicitacao (13, 14, 15, 16, 17, 30, 37, 38): their limits and eligibility before
 * the form, and the values each request carries, computed by the same function as retornarOpcoesDesligamento on the
 * same day, so the request holds exactly the figures the participant saw. One open exit request per link at a time
 * is the request module's rule (request-services.ts exclusiveWith).
 */

const optionsOf = (context: ServiceContext) => exitOptionsOf(context.tx, { ...context.link, dataNascimento: context.pessoa.dataNascimento }, context.today);

const eligibility = (option: { elegivel: boolean; motivos: string[]; elegivelEm: string | null }) => ({ elegivel: option.elegivel, motivos: option.motivos, elegivelEm: option.elegivelEm });

function assertEligible(option: { elegivel: boolean; motivos: string[] }) {
  if (!option.elegivel) throw new HttpError(422, option.motivos.join(' '));
}

/** What a redemption request carries: the values, the installments chosen, and what the tax becomes in the declaration. */
function redemptionValues(options: ExitOptions, dados: Record<string, unknown>) {
  const { bruto, imposto, descontoEmprestimos, liquido, impostoFinal } = options.resgate;
  const plan = installments(liquido, dados.forma === 'parcelada' ? Number(dados.parcelas) : 1);
  return { valores: { bruto, imposto, descontoEmprestimos, liquido, ...plan, ...finalTaxFields(impostoFinal) }, parcelas: plan.parcelas };
}

const portabilityValues = (options: ExitOptions) => ({ valores: { valor: options.portabilidade.valor, descontoEmprestimos: options.portabilidade.descontoEmprestimos } });
const bpdValues = ({ bpd }: ExitOptions) => ({ valores: { beneficioEstimado: bpd.beneficioEstimado, saldoProjetado: bpd.saldoProjetado, idadeInicio: bpd.idadeInicio, inicio: bpd.inicio, prazoMeses: bpd.prazoMeses } });
const selfSponsorshipValues = ({ autopatrocinio }: ExitOptions) => ({
  valores: {
    contribuicaoMensal: autopatrocinio.contribuicaoMensal,
    contribuicaoParticipante: autopatrocinio.contribuicaoParticipante,
    contribuicaoPatrocinadora: autopatrocinio.contribuicaoPatrocinadora,
    valorTaxaAdministrativa: autopatrocinio.valorTaxaAdministrativa,
  },
});

type KindHooks = Pick<RequestKind, 'rules' | 'prepare'>;

const redemption: KindHooks = {
  async rules(context) {
    const options = await optionsOf(context);
    return { limites: { parcelasMaximas: options.resgate.parcelasMaximas }, valores: { ...options.resgate, regime: options.regime } };
  },
  async prepare(context, dados) {
    return redemptionValues(await optionsOf(context), dados);
  },
};

const HOOKS: Record<number, KindHooks> = {
  [FUNCTIONALITY.CASH_WITHDRAWAL]: {
    async rules(context): Promise<Partial<ServiceRules>> {
      const data = await exitData(context.tx, { ...context.link, dataNascimento: context.pessoa.dataNascimento }, context.today);
      const percentual = data.benefit?.percentualSaqueAVista ?? '0';
      const valorMaximo = cashWithdrawalLimit(data.balance.saldoTotal, percentual);
      const isPossible = Number(valorMaximo) > 0;
      return {
        limites: { valorMaximo, valorMaximoFormatado: formatBrl(valorMaximo) },
        elegivel: isPossible,
        motivos: isPossible ? [] : ['Você ainda não tem saldo para sacar.'],
        valores: {
          saldo: data.balance.saldoTotal,
          percentual: String(percentual),
          valorMaximo,
          percentualFormatado: formatPercent(percentual),
          // The regime's tax on the largest withdrawal, and what it becomes in the annual declaration.
          regime: { regime: context.link.regimeTributacao, descricao: regimeDescription(context.link.regimeTributacao) },
          saqueMaximo: isPossible ? withdrawalValues(valorMaximo, context.link.regimeTributacao, data.lotes, context.today) : null,
        },
      };
    },
    async prepare(context, dados) {
      const data = await exitData(context.tx, { ...context.link, dataNascimento: context.pessoa.dataNascimento }, context.today);
      return { valores: withdrawalValues(String(dados.valor), context.link.regimeTributacao, data.lotes, context.today) };
    },
  },
  [FUNCTIONALITY.REDEMPTION]: redemption,
  [FUNCTIONALITY.DISABILITY_REDEMPTION]: redemption,
  [FUNCTIONALITY.PORTABILITY]: {
    async rules(context) {
      const options = await optionsOf(context);
      return { ...eligibility(options.portabilidade), valores: options.portabilidade };
    },
    async prepare(context) {
      return portabilityValues(await optionsOf(context));
    },
  },
  [FUNCTIONALITY.BPD]: {
    async rules(context) {
      const options = await optionsOf(context);
      return { ...eligibility(options.bpd), valores: options.bpd };
    },
    async prepare(context) {
      return bpdValues(await optionsOf(context));
    },
  },
  [FUNCTIONALITY.SELF_SPONSORSHIP]: {
    async rules(context) {
      return { valores: (await optionsOf(context)).autopatrocinio };
    },
    async prepare(context) {
      return selfSponsorshipValues(await optionsOf(context));
    },
  },
  [FUNCTIONALITY.EXIT_OPTIONS]: {
    async rules(context) {
      const options = await optionsOf(context);
      return { limites: { parcelasMaximas: options.resgate.parcelasMaximas }, valores: options };
    },
    async prepare(context, dados) {
      const options = await optionsOf(context);
      switch (dados.opcao) {
        case 'resgate':
          return redemptionValues(options, dados);
        case 'portabilidade':
          assertEligible(options.portabilidade);
          return portabilityValues(options);
        case 'bpd':
          assertEligible(options.bpd);
          return bpdValues(options);
        default:
          return selfSponsorshipValues(options);
      }
    },
  },
};

/** What each exit option makes of the link once the fund has carried it out (Resolução CNPC 50/2022). */
const EXIT_CHANGES: Record<string, PlanLinkChange> = {
  resgate: { idSituacao: SITUATION_ID.CLOSED },
  portabilidade: { idSituacao: SITUATION_ID.PORTED },
  bpd: { idCategoria: CATEGORY_ID.BPD, idSituacao: SITUATION_ID.ACTIVE },
  autopatrocinio: { idCategoria: CATEGORY_ID.SELF_SPONSORED, idSituacao: SITUATION_ID.ACTIVE },
};

/** The link's change on conclusion; a cash withdrawal (13) leaves the link as it is. */
const CONCLUSIONS: Record<number, (dados: Record<string, unknown>) => PlanLinkChange> = {
  [FUNCTIONALITY.REDEMPTION]: () => EXIT_CHANGES.resgate,
  [FUNCTIONALITY.DISABILITY_REDEMPTION]: () => EXIT_CHANGES.resgate,
  [FUNCTIONALITY.PORTABILITY]: () => EXIT_CHANGES.portabilidade,
  [FUNCTIONALITY.BPD]: () => EXIT_CHANGES.bpd,
  [FUNCTIONALITY.SELF_SPONSORSHIP]: () => EXIT_CHANGES.autopatrocinio,
  [FUNCTIONALITY.EXIT_OPTIONS]: (dados) => EXIT_CHANGES[String(dados.opcao)] ?? {},
  [FUNCTIONALITY.PLAN_WITHDRAWAL]: () => ({ idSituacao: SITUATION_ID.LEFT }),
};

const EXIT_SERVICES = [
  FUNCTIONALITY.CASH_WITHDRAWAL,
  FUNCTIONALITY.REDEMPTION,
  FUNCTIONALITY.PORTABILITY,
  FUNCTIONALITY.BPD,
  FUNCTIONALITY.SELF_SPONSORSHIP,
  FUNCTIONALITY.EXIT_OPTIONS,
  FUNCTIONALITY.DISABILITY_REDEMPTION,
  FUNCTIONALITY.PLAN_WITHDRAWAL,
];

export const EXIT_REQUEST_KINDS: RequestKind[] = EXIT_SERVICES.map((idFuncionalidade) => {
  const conclusion = CONCLUSIONS[idFuncionalidade];
  return {
    idFuncionalidade,
    definition: REQUEST_SERVICES[idFuncionalidade],
    ...HOOKS[idFuncionalidade],
    ...(conclusion ? { onConcluded: (tx, request, dados) => changePlanLink(tx, request, conclusion(dados)) } : {}),
  } satisfies RequestKind;
});
