// Over 300 lines: the loan service is one transaction boundary for its seven operations (simulate, request, payoff, prepayment, renegotiation, settings, margin); split, each would re-read the same link, settings and margin.
import type { ApiValidationError } from '@/domain/api-types';
import { addBusinessDays, fundToday } from '@/domain/business-days';
import { CATEGORY_ID } from '@/domain/constants';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { contractOf as loanContract, outstandingBalance } from '@/domain/loans-payoff';
import { addMonthsClamped, availableMargin, interestStillDue, nextDue, openOf, payoffAt, prepay, ratePercent, renegotiate, simulateLoan, totalPaid, type Installment, type LoanOperation, type LoanSettings, type LoanSystem } from '@/domain/loans';
import { Money, type MoneyValue } from '@/domain/money';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { configuracaoEmprestimo } from '../../db/schema/loans';
import { createPlanSettingsService } from '../../plan-settings/service';
import type { RequestService } from '../requests/service';
import * as repository from './repository';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Money in messages reads as the pages write it, with a plain space after R$. */
const brl = (value: string) => formatBrl(value).replace('\u00a0', ' ');

export const LOAN_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  loanNotFound: 'Empréstimo não encontrado.',
  notLoanPlan: 'Empréstimos existem apenas nos planos com empréstimo (como o Mais Valor): este plano não oferece empréstimo.',
  noSettings: 'O plano ainda não tem parâmetros de empréstimo configurados. Fale com o fundo pelo chat.',
  notOpen: 'Este empréstimo não está em aberto (quitado, renegociado ou sem parcelas a pagar).',
  acceptance: 'Leia o contrato e marque que aceita os termos para pedir o empréstimo.',
  amount: 'Informe um valor em reais maior que zero, com até duas casas decimais (ex.: 5000.00).',
  term: (max: number) => `Escolha um prazo de 1 a ${max} meses.`,
  ceiling: (valor: string, teto: string) =>
    `O valor de ${brl(valor)} passa o teto de empréstimo do plano de ${brl(teto)} em ${brl(new Money(valor).minus(teto).toFixed(2))}.`,
  margin: (parcela: string, margem: string) =>
    `A parcela de ${brl(parcela)} passa a sua margem disponível de ${brl(margem)} em ${brl(new Money(parcela).minus(margem).toFixed(2))}.`,
  minimumTime: (meses: number, data: string) => `O plano pede ${meses} meses de vínculo para o empréstimo: você poderá pedir a partir de ${formatDateBr(data)}.`,
  pastDate: 'Escolha a data de hoje ou uma data futura.',
  prepaymentTooLarge: (saldo: string) => `O valor cobre todo o saldo devedor de ${brl(saldo)}: para pagar tudo, peça a quitação.`,
  openRequest: (protocolo: string) => `Já existe um pedido sobre este empréstimo em andamento (protocolo ${protocolo}). Aguarde a conclusão ou cancele-o em Acompanhar solicitações.`,
  openNewLoan: (protocolo: string) => `Já existe um pedido de empréstimo em andamento (protocolo ${protocolo}). Aguarde a conclusão ou cancele-o em Acompanhar solicitações.`,
  settings: {
    taxaMensal: 'Informe a taxa de juros ao mês, maior que zero e até 10,00 %, com até duas casas decimais (ex.: 1.50).',
    prazoMaximo: 'Informe o prazo máximo em meses, de 1 a 420.',
    valorMaximo: 'Informe o teto do empréstimo em reais, maior que zero e até R$ 10.000.000,00, com até duas casas decimais.',
    percentualMargem: 'Informe o percentual da renda que as parcelas podem ocupar, maior que zero e até 100,00 %, com até duas casas decimais.',
    tempoMinimoMeses: 'Informe o tempo mínimo de vínculo em meses, de 0 a 600.',
  },
} as const;

const DECIMAL_TEXT = /^\d{1,12}([.,]\d{1,2})?$/;

/** A decimal given as a number or a text ('1.50', '1,50'), at most two places; null when it is not one. */
export function parseDecimal(value: unknown): MoneyValue | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) && value >= 0 ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL_TEXT.test(text)) return null;
  return new Money(text.replace(',', '.'));
}

function check(errors: ApiValidationError[]) {
  if (errors.length) throw invalidFields(errors);
}

export interface SettingsInput {
  taxaMensal: number | string;
  sistema: LoanSystem;
  prazoMaximo: number;
  valorMaximo: number | string;
  percentualMargem: number | string;
  tempoMinimoMeses: number;
  cobraIof: boolean;
}

type SettingsRow = repository.LoanSettingsRow;

const settingsOf = (row: SettingsRow): LoanSettings => ({
  taxaMensal: new Money(row.taxaMensal).toFixed(2),
  sistema: row.sistema,
  prazoMaximo: row.prazoMaximo,
  valorMaximo: new Money(row.valorMaximo).toFixed(2),
  percentualMargem: new Money(row.percentualMargem).toFixed(2),
  tempoMinimoMeses: row.tempoMinimoMeses,
  cobraIof: row.cobraIof,
});

type LoanRow = repository.LoanRow;

/** A loan row as its schedule and rate (the balance, the payoff, the prepayment and the renegotiation start from it). */
const contractOf = (row: LoanRow) => loanContract({ ...row, valorContratado: String(row.valorContratado), taxaMensal: String(row.taxaMensal) });

/** The installment a loan takes from the margin: its next open one (SAC's are decreasing). */
const nextInstallment = (row: LoanRow) => openOf(contractOf(row))[0]?.valorParcela ?? '0.00';

type MarginLink = { id: number; idCategoria: number; salario: string | null };

/** The monthly income the margin is a share of: an assisted person's latest benefit net of income tax, else the salary. */
async function monthlyIncome(tx: Queryable, link: MarginLink) {
  if (link.idCategoria === CATEGORY_ID.ASSISTED || link.idCategoria === CATEGORY_ID.PENSIONER) {
    const benefit = await repository.latestBenefit(tx, link.id);
    if (benefit) return new Money(benefit.valorBruto).minus(benefit.impostoRenda).toFixed(2);
  }
  return link.salario === null ? null : new Money(link.salario).toFixed(2);
}

/**
 * The margin left for a new installment: the plan's share of the income less the open loans' installments (one left
 * out: the one being replaced). The simulations, the requests and the conclusion of a new loan all read it here.
 */
export async function marginOf(tx: Queryable, link: MarginLink, settings: Pick<LoanSettings, 'percentualMargem'>, exceptLoan?: number) {
  const loans = await repository.listLoans(tx, link.id);
  const open = loans.filter((loan) => loan.status === 'aberto' && loan.id !== exceptLoan).map(nextInstallment);
  return availableMargin(settings.percentualMargem, await monthlyIncome(tx, link), open);
}

export interface SimulationInput {
  idVinculoPlano: number;
  valor: number | string;
  prazoMeses: number;
  dataCredito?: string;
}

export interface LoanRequestInput {
  idPessoa: number;
  idVinculoPlano: number;
  valor: number | string;
  prazoMeses: number;
  aceiteContrato?: boolean;
}

/** Loans of the loan-enabled plan kind ('2'): parameters, consultation, simulations and the requests (functionality 28). */
export function createLoanService(db: Database, requests: RequestService) {
  const planSettings = createPlanSettingsService(db, {
    table: configuracaoEmprestimo,
    toApi: settingsOf,
    auditAction: 'emprestimo.parametros',
    messages: { planNotFound: LOAN_MESSAGES.planNotFound, noSettings: LOAN_MESSAGES.noSettings },
  });

  /** The loan parameters are kept only for plans with loans. */
  async function loanPlan(idPlano: number) {
    const plan = await planSettings.findPlan(db, idPlano);
    if (!plan) throw new HttpError(404, LOAN_MESSAGES.planNotFound);
    if (plan.tipo !== '2') throw new HttpError(403, LOAN_MESSAGES.notLoanPlan);
  }

  /** A link the caller reaches, of a loan-enabled plan, with its plan's loan parameters. */
  async function loanLink(tx: Queryable, auth: AuthenticatedPerson, idVinculoPlano: number) {
    const row = await repository.findLink(tx, idVinculoPlano);
    reachableLink(auth, row?.link);
    if (row!.tipoPlano !== '2') throw new HttpError(403, LOAN_MESSAGES.notLoanPlan);
    const settings = await repository.findLoanSettings(tx, row!.link.idPlano);
    if (!settings) throw new HttpError(409, LOAN_MESSAGES.noSettings);
    return { link: row!.link, settings: settingsOf(settings) };
  }

  /** A loan the caller reaches (another person's → 403; absent → 403 for a participant, 404 for an administrator). */
  async function reachableLoan(tx: Queryable, auth: AuthenticatedPerson, idEmprestimo: number, options: { lock?: boolean } = {}) {
    const loan = await repository.findLoan(tx, idEmprestimo, options);
    const row = loan ? await repository.findLink(tx, loan.idVinculoPlano) : null;
    reachableLink(auth, row?.link, LOAN_MESSAGES.loanNotFound);
    const { link, settings } = await loanLink(tx, auth, loan!.idVinculoPlano);
    return { loan: loan!, link, settings };
  }

  async function openLoan(tx: Queryable, auth: AuthenticatedPerson, idEmprestimo: number) {
    const found = await reachableLoan(tx, auth, idEmprestimo);
    if (found.loan.status !== 'aberto' || openOf(contractOf(found.loan)).length === 0) throw new HttpError(422, LOAN_MESSAGES.notOpen);
    return found;
  }

  function today(now: Date) {
    return fundToday(now);
  }

  function validateNewLoan(settings: LoanSettings, input: { valor: number | string; prazoMeses: number }) {
    const valor = parseDecimal(input.valor);
    const errors: ApiValidationError[] = [];
    if (!valor || valor.lte(0)) errors.push({ path: 'valor', message: LOAN_MESSAGES.amount, type: 'format' });
    if (!Number.isInteger(input.prazoMeses) || input.prazoMeses < 1 || input.prazoMeses > settings.prazoMaximo) {
      errors.push({ path: 'prazoMeses', message: LOAN_MESSAGES.term(settings.prazoMaximo), type: 'range' });
    }
    check(errors);
    return valor!.toFixed(2);
  }

  async function simulation(tx: Queryable, auth: AuthenticatedPerson, input: SimulationInput, now: Date) {
    const { link, settings } = await loanLink(tx, auth, input.idVinculoPlano);
    const valor = validateNewLoan(settings, input);
    const dataCredito = input.dataCredito ?? addBusinessDays(today(now), 1);
    const simulated = simulateLoan({ valor, taxaMensalPercent: settings.taxaMensal, prazoMeses: input.prazoMeses, sistema: settings.sistema, dataCredito, cobraIof: settings.cobraIof });
    const margemDisponivel = await marginOf(tx, link, settings);
    return {
      link,
      settings,
      result: {
        valor,
        prazoMeses: input.prazoMeses,
        sistema: settings.sistema,
        taxaMensal: settings.taxaMensal,
        dataCredito,
        valorParcela: simulated.valorParcela,
        jurosTotais: simulated.jurosTotais,
        totalPago: totalPaid(simulated.parcelas),
        iof: simulated.iof,
        valorLiquido: simulated.valorLiquido,
        cet: simulated.cet,
        dentroDaMargem: new Money(simulated.valorParcela).lte(margemDisponivel),
        dentroDoTeto: new Money(valor).lte(settings.valorMaximo),
        margemDisponivel,
        margemRestante: new Money(margemDisponivel).minus(simulated.valorParcela).toFixed(2),
        valorMaximo: settings.valorMaximo,
        parcelas: simulated.parcelas,
      },
    };
  }

  function payoffDate(data: string | undefined, now: Date) {
    const day = today(now);
    if (data !== undefined && data < day) check([{ path: 'data', message: LOAN_MESSAGES.pastDate, type: 'range' }]);
    return data ?? day;
  }

  function payoffOf(loan: LoanRow, data: string) {
    const contract = contractOf(loan);
    const open = openOf(contract);
    return {
      idEmprestimo: loan.id,
      data,
      valorQuitacao: payoffAt(contract, data),
      parcelasEmAberto: open.length,
      saldoNominal: totalPaid(open),
      desconto: interestStillDue(contract, data),
    };
  }

  function prepaymentOf(loan: LoanRow, input: { valor: number | string; modo: 'prazo' | 'parcela' }, data: string) {
    const contract = contractOf(loan);
    const valor = parseDecimal(input.valor);
    if (!valor || valor.lte(0)) check([{ path: 'valor', message: LOAN_MESSAGES.amount, type: 'format' }]);
    const saldo = payoffAt(contract, data);
    if (valor!.gte(saldo)) check([{ path: 'valor', message: LOAN_MESSAGES.prepaymentTooLarge(saldo), type: 'range' }]);
    const open = openOf(contract);
    const result = prepay(contract, valor!.toFixed(2), input.modo, data);
    return {
      idEmprestimo: loan.id,
      data,
      valor: valor!.toFixed(2),
      modo: input.modo,
      valorParcelaAtual: open[0].valorParcela,
      prazoRestanteAtual: open.length,
      ...result,
    };
  }

  async function renegotiationOf(tx: Queryable, loan: LoanRow, link: { id: number; idCategoria: number; salario: string | null }, settings: LoanSettings, prazoMeses: number, data: string) {
    if (!Number.isInteger(prazoMeses) || prazoMeses < 1 || prazoMeses > settings.prazoMaximo) {
      check([{ path: 'prazoMeses', message: LOAN_MESSAGES.term(settings.prazoMaximo), type: 'range' }]);
    }
    const contract = contractOf(loan);
    const open = openOf(contract);
    const result = renegotiate(contract, { taxaMensalPercent: settings.taxaMensal, sistema: settings.sistema }, prazoMeses, data);
    const margemDisponivel = await marginOf(tx, link, settings, loan.id);
    return {
      idEmprestimo: loan.id,
      ...result,
      valorParcelaAtual: open[0]?.valorParcela ?? '0.00',
      prazoRestanteAtual: open.length,
      taxaMensalAtual: ratePercent(String(loan.taxaMensal)),
      dentroDaMargem: new Money(result.valorParcela).lte(margemDisponivel),
      margemDisponivel,
    };
  }

  /** Opens the request (functionality 28) in the caller's transaction, once per loan (or per link for a new loan). */
  async function openRequest(tx: Queryable, auth: AuthenticatedPerson, link: { id: number; idPessoa: number }, dados: Record<string, unknown> & { operacao: LoanOperation }) {
    await repository.lockLink(tx, link.id);
    const open = await repository.openLoanRequests(tx, link.id, FUNCTIONALITY.LOAN_REQUEST);
    const clash = open.find((row) => {
      const other = (row.dados ?? {}) as Record<string, unknown>;
      return dados.operacao === 'contratacao' ? other.operacao === 'contratacao' : other.idEmprestimo === dados.idEmprestimo;
    });
    if (clash) throw new HttpError(409, dados.operacao === 'contratacao' ? LOAN_MESSAGES.openNewLoan(clash.protocolo) : LOAN_MESSAGES.openRequest(clash.protocolo));
    const created = await requests.create(tx, auth, { idPessoa: link.idPessoa, idVinculoPlano: link.id, idFuncionalidade: FUNCTIONALITY.LOAN_REQUEST, dados });
    return { id: created.id, protocolo: created.protocolo, dados };
  }

  function assertMargin(valorParcela: string, margemDisponivel: string) {
    if (new Money(valorParcela).gt(margemDisponivel)) throw new HttpError(422, LOAN_MESSAGES.margin(valorParcela, margemDisponivel));
  }

  return {
    async settings(idPlano: number) {
      await loanPlan(idPlano);
      const row = await planSettings.find(db, idPlano);
      if (!row) throw new HttpError(404, LOAN_MESSAGES.noSettings);
      return settingsOf(row);
    },

    async saveSettings(auth: AuthenticatedPerson, idPlano: number, input: SettingsInput) {
      await loanPlan(idPlano);
      const messages = LOAN_MESSAGES.settings;
      const errors: ApiValidationError[] = [];
      const decimal = (path: 'taxaMensal' | 'valorMaximo' | 'percentualMargem', max: string) => {
        const value = parseDecimal(input[path]);
        if (!value || value.lte(0) || value.gt(max)) errors.push({ path, message: messages[path], type: 'range' });
        return value?.toFixed(2) ?? '0.00';
      };
      const integer = (path: 'prazoMaximo' | 'tempoMinimoMeses', min: number, max: number) => {
        if (!Number.isInteger(input[path]) || input[path] < min || input[path] > max) errors.push({ path, message: messages[path], type: 'range' });
      };
      const taxaMensal = decimal('taxaMensal', '10');
      const valorMaximo = decimal('valorMaximo', '10000000');
      const percentualMargem = decimal('percentualMargem', '100');
      integer('prazoMaximo', 1, 420);
      integer('tempoMinimoMeses', 0, 600);
      check(errors);
      return planSettings.save(auth, idPlano, { taxaMensal, sistema: input.sistema, prazoMaximo: input.prazoMaximo, valorMaximo, percentualMargem, tempoMinimoMeses: input.tempoMinimoMeses, cobraIof: input.cobraIof });
    },

    /** retornarEmprestimos: every loan of the link with its schedule, the balance today, the margin and the ceiling. */
    async list(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const { link, settings } = await loanLink(db, auth, idVinculoPlano);
      const day = today(now);
      const loans = await repository.listLoans(db, link.id);
      const emprestimos = loans.map((loan) => {
          const contract = contractOf(loan);
          const isOpen = loan.status === 'aberto';
          return {
            id: loan.id,
            valorContratado: new Money(loan.valorContratado).toFixed(2),
            taxaMensal: ratePercent(String(loan.taxaMensal)),
            prazoMeses: loan.prazoMeses,
            valorParcela: new Money(loan.valorParcela).toFixed(2),
            parcelasPagas: loan.parcelasPagas,
            saldoDevedor: outstandingBalance({ ...loan, valorContratado: String(loan.valorContratado), taxaMensal: String(loan.taxaMensal) }, day),
            status: loan.status as 'aberto' | 'quitado' | 'renegociado',
            sistema: loan.sistema,
            dataContratacao: loan.dataContratacao,
            dataCredito: contract.dataCredito,
            iof: new Money(loan.iof).toFixed(2),
            valorLiquido: loan.valorLiquido === null ? null : new Money(loan.valorLiquido).toFixed(2),
            proximaParcela: isOpen ? (openOf(contract)[0] ?? null) : null,
            parcelas: contract.parcelas.map((row: Installment) => ({ ...row, paga: row.numero <= loan.parcelasPagas })),
            idEmprestimoAnterior: loan.idEmprestimoAnterior ?? null,
          };
      });
      return {
        emprestimos,
        proximoVencimento: nextDue(emprestimos.flatMap((loan) => (loan.proximaParcela ? [loan.proximaParcela] : []))),
        margemDisponivel: await marginOf(db, link, settings),
        valorMaximo: settings.valorMaximo,
        prazoMaximo: settings.prazoMaximo,
        taxaMensal: settings.taxaMensal,
        dataConsulta: day,
      };
    },

    async simulate(auth: AuthenticatedPerson, input: SimulationInput, now = new Date()) {
      const { result, settings } = await simulation(db, auth, input, now);
      if (!result.dentroDoTeto) check([{ path: 'valor', message: LOAN_MESSAGES.ceiling(result.valor, settings.valorMaximo), type: 'maximum' }]);
      return result;
    },

    /** solicitarEmprestimo: the simulation frozen in a request (functionality 28), within the ceiling and the margin, with the contract accepted. */
    async request(auth: AuthenticatedPerson, input: LoanRequestInput, now = new Date()) {
      await requests.checkTarget(db, auth, input);
      if (input.aceiteContrato !== true) {
        // The link's kind first: a plan without loans says so rather than asking for an acceptance.
        await loanLink(db, auth, input.idVinculoPlano);
        check([{ path: 'aceiteContrato', message: LOAN_MESSAGES.acceptance, type: 'required' }]);
      }
      return db.transaction(async (tx) => {
        const { link, settings, result } = await simulation(tx, auth, { idVinculoPlano: input.idVinculoPlano, valor: input.valor, prazoMeses: input.prazoMeses }, now);
        const eligibleFrom = addMonthsClamped(link.dataAdesao, settings.tempoMinimoMeses);
        if (eligibleFrom > today(now)) throw new HttpError(422, LOAN_MESSAGES.minimumTime(settings.tempoMinimoMeses, eligibleFrom));
        if (!result.dentroDoTeto) throw new HttpError(422, LOAN_MESSAGES.ceiling(result.valor, settings.valorMaximo));
        assertMargin(result.valorParcela, result.margemDisponivel);
        return openRequest(tx, auth, link, {
          operacao: 'contratacao',
          valor: result.valor,
          prazoContratoMeses: result.prazoMeses,
          sistema: result.sistema,
          taxaMensal: result.taxaMensal,
          dataCredito: result.dataCredito,
          valorParcela: result.valorParcela,
          jurosTotais: result.jurosTotais,
          totalPago: result.totalPago,
          iof: result.iof,
          valorLiquido: result.valorLiquido,
          cetMensal: result.cet.mensal,
          cetAnual: result.cet.anual,
          margemDisponivel: result.margemDisponivel,
          aceiteContrato: true,
          aceitoEm: now.toISOString(),
          parcelas: result.parcelas,
        });
      });
    },

    async simulatePayoff(auth: AuthenticatedPerson, input: { idEmprestimo: number; data?: string }, now = new Date()) {
      const { loan } = await openLoan(db, auth, input.idEmprestimo);
      return payoffOf(loan, payoffDate(input.data, now));
    },

    async requestPayoff(auth: AuthenticatedPerson, input: { idEmprestimo: number; data?: string }, now = new Date()) {
      return db.transaction(async (tx) => {
        const { loan, link } = await openLoan(tx, auth, input.idEmprestimo);
        const payoff = payoffOf(loan, payoffDate(input.data, now));
        return openRequest(tx, auth, link, { operacao: 'quitacao', ...payoff, parcelasPagasNoPedido: loan.parcelasPagas });
      });
    },

    async simulatePrepayment(auth: AuthenticatedPerson, input: { idEmprestimo: number; valor: number | string; modo: 'prazo' | 'parcela' }, now = new Date()) {
      const { loan } = await openLoan(db, auth, input.idEmprestimo);
      return prepaymentOf(loan, input, today(now));
    },

    async requestPrepayment(auth: AuthenticatedPerson, input: { idEmprestimo: number; valor: number | string; modo: 'prazo' | 'parcela' }, now = new Date()) {
      return db.transaction(async (tx) => {
        const { loan, link } = await openLoan(tx, auth, input.idEmprestimo);
        const result = prepaymentOf(loan, input, today(now));
        return openRequest(tx, auth, link, { operacao: 'amortizacao', ...result, parcelasPagasNoPedido: loan.parcelasPagas });
      });
    },

    async simulateRenegotiation(auth: AuthenticatedPerson, input: { idEmprestimo: number; prazoMeses: number }, now = new Date()) {
      const { loan, link, settings } = await openLoan(db, auth, input.idEmprestimo);
      return renegotiationOf(db, loan, link, settings, input.prazoMeses, today(now));
    },

    async requestRenegotiation(auth: AuthenticatedPerson, input: { idEmprestimo: number; prazoMeses: number }, now = new Date()) {
      return db.transaction(async (tx) => {
        const { loan, link, settings } = await openLoan(tx, auth, input.idEmprestimo);
        const result = await renegotiationOf(tx, loan, link, settings, input.prazoMeses, today(now));
        assertMargin(result.valorParcela, result.margemDisponivel);
        const { prazoMeses, cet, ...rest } = result;
        return openRequest(tx, auth, link, {
          operacao: 'renegociacao',
          ...rest,
          prazoContratoMeses: prazoMeses,
          cetMensal: cet.mensal,
          cetAnual: cet.anual,
          parcelasPagasNoPedido: loan.parcelasPagas,
        });
      });
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;
