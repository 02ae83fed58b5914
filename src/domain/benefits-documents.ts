import { CONTRIBUTION_TYPES, type ContributionType } from './accounts';
import { formatCpf } from './cpf';
import { formatCnpj } from './masks';
import { Money, toCents, type MoneyValue } from './money';

/**
 * The figures of the yearly documents and paychecks (services 19, 20 and 23), computed from the stored rows with
 * exact decimals: the same figures feed the API's JSON, the PDFs and the pages.
 */

export { CONTRIBUTION_TYPE_LABELS, OWN_CONTRIBUTION_TYPES, type ContributionType } from './accounts';

const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Money(0));
const cents = (value: Parameters<typeof toCents>[0]) => toCents(value).toFixed(2);

// ---------------------------------------------------------------------------------------------------------------
// Paycheck (20)

export interface PaycheckLine {
  codigo: string;
  descricao: string;
  tipo: 'provento' | 'desconto';
  valor: string;
  /** A health-plan deduction: the operator it is passed to. */
  idOperadoraSaude?: number;
  /** A dependant's share of the health plan (absent: the holder's). */
  dependenteSaude?: { cpf: string; nome: string; dataNascimento: string };
}

/** Earnings, deductions and what is left: the lines of a paycheck add up to its net value. */
export function paycheckLineTotals(lines: PaycheckLine[]) {
  const earnings = sum(lines.filter((line) => line.tipo === 'provento').map((line) => line.valor));
  const deductions = sum(lines.filter((line) => line.tipo === 'desconto').map((line) => line.valor));
  return { proventos: cents(earnings), descontos: cents(deductions), liquido: cents(earnings.minus(deductions)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Income report (19): the "Comprovante de Rendimentos Pagos e de Imposto sobre a Renda Retido na Fonte"

export interface BenefitPaymentFigures {
  tipo: 'mensal' | 'abono_anual';
  valorBruto: string;
  parcelaIsenta: string;
  impostoRenda: string;
  /** The paycheck's lines: its health-plan deductions go to quadro 7. */
  rubricas?: PaycheckLine[];
}

/** A health-plan operator as the fund keeps it: CNPJ in 14 digits. */
export interface HealthPlanOperator {
  id: number;
  nome: string;
  cnpj: string;
}

/** What the year's paychecks paid to one health-plan operator: the holder's share and each dependant's. */
export interface HealthPlanPaid {
  nomeOperadora: string;
  /** 00.000.000/0000-00 */
  cnpjOperadora: string;
  valorTitular: string;
  /** CPF as 000.000.000-00, dataNascimento as yyyy-MM-dd; ordered by name. */
  dependentes: Array<{ cpf: string; nome: string; dataNascimento: string; valor: string }>;
  /** Holder and dependants together. */
  total: string;
}

/**
 * The health-plan deductions of a year's paychecks (13th included when it deducts), summed exactly per operator and,
 * within it, for the holder and per dependant: the quadro 7 lines of the Receita's comprovante (operator's CNPJ and
 * name, the amount paid for the holder and for each dependant), which the person deducts as a medical expense.
 * Operators are ordered by name. A line naming an operator the fund does not keep is a broken record: it throws.
 */
export function healthPlanPaidOfYear(lines: PaycheckLine[], operators: HealthPlanOperator[]): HealthPlanPaid[] {
  const byOperator = new Map<number, { holder: MoneyValue; dependants: Map<string, { nome: string; dataNascimento: string; valor: MoneyValue }> }>();
  for (const line of lines) {
    if (line.tipo !== 'desconto' || line.idOperadoraSaude === undefined) continue;
    const entry = byOperator.get(line.idOperadoraSaude) ?? { holder: new Money(0), dependants: new Map() };
    const dependant = line.dependenteSaude;
    if (dependant) {
      const previous = entry.dependants.get(dependant.cpf);
      entry.dependants.set(dependant.cpf, { nome: dependant.nome, dataNascimento: dependant.dataNascimento, valor: (previous?.valor ?? new Money(0)).plus(line.valor) });
    } else {
      entry.holder = entry.holder.plus(line.valor);
    }
    byOperator.set(line.idOperadoraSaude, entry);
  }
  return [...byOperator.entries()]
    .map(([id, entry]) => {
      const operator = operators.find((candidate) => candidate.id === id);
      if (!operator) throw new Error(`Operadora de plano de saúde ${id} não cadastrada.`);
      const dependants = [...entry.dependants.entries()]
        .map(([cpf, dependant]) => ({ cpf: formatCpf(cpf), nome: dependant.nome, dataNascimento: dependant.dataNascimento, valor: cents(dependant.valor) }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
      const total = [...entry.dependants.values()].reduce((sumSoFar, dependant) => sumSoFar.plus(dependant.valor), entry.holder);
      return { nomeOperadora: operator.nome, cnpjOperadora: formatCnpj(operator.cnpj), valorTitular: cents(entry.holder), dependentes: dependants, total: cents(total) };
    })
    .sort((a, b) => a.nomeOperadora.localeCompare(b.nomeOperadora, 'pt-BR'));
}

export interface ContributionFigures {
  tipo: ContributionType;
  valor: string;
}

export interface IncomeReportFigures {
  /** 3.01 Total dos rendimentos: the monthly benefits less their exempt portion. */
  rendimentosTributaveis: string;
  /**
   * 3.03 Contribuições a entidades de previdência complementar deducted by this paying source: the own contributions
   * of a year in which the fund paid the person a benefit. A contributor's are withheld from the salary and reported
   * in the employer's comprovante (its own line 3.03): repeating them here would invite a double deduction, so they
   * appear in quadro 7 only, for checking and for the sporadic ones paid by slip.
   */
  contribuicaoPrevidenciaComplementar: string;
  /** 3.05 Imposto sobre a renda retido na fonte (monthly benefits). */
  impostoRetido: string;
  /** 4.01 Parcela isenta (65 anos ou mais), except the 13th's. */
  parcelaIsenta: string;
  /** 4.02 Parcela isenta do 13º salário (65 anos ou mais). */
  parcelaIsentaDecimoTerceiro: string;
  /** 5.01 Décimo terceiro salário (taxed exclusively at source), less its exempt portion. */
  decimoTerceiro: string;
  /** 5.02 Imposto sobre a renda retido na fonte sobre o 13º salário. */
  impostoDecimoTerceiro: string;
  /** 7: own contributions of the year by type and their total, what the participant may deduct. */
  contribuicoesDedutiveis: { basica: string; suplementar: string; esporadica: string; total: string };
  /** How many paychecks of the year the figures add up (monthly and 13th). */
  pagamentos: number;
  /** 7: what the paychecks deducted for each health-plan operator (a medical expense for the person). */
  planosSaude: HealthPlanPaid[];
}

/**
 * The income report of one plan link and calendar year: paychecks (assisted people and pensioners) and the
 * participant's own paid contributions (contributors), both when the link had both that year.
 */
export function incomeReportFigures(payments: BenefitPaymentFigures[], contributions: ContributionFigures[], healthPlanOperators: HealthPlanOperator[] = []): IncomeReportFigures {
  const monthly = payments.filter((payment) => payment.tipo === 'mensal');
  const thirteenth = payments.filter((payment) => payment.tipo === 'abono_anual');
  const ownByType = (tipo: ContributionType) => sum(contributions.filter((row) => row.tipo === tipo).map((row) => row.valor));
  const own = { basica: ownByType('basica'), suplementar: ownByType('suplementar'), esporadica: ownByType('esporadica') };
  const ownTotal = own.basica.plus(own.suplementar).plus(own.esporadica);
  const thirteenthExempt = sum(thirteenth.map((payment) => payment.parcelaIsenta));
  return {
    rendimentosTributaveis: cents(sum(monthly.map((payment) => payment.valorBruto)).minus(sum(monthly.map((payment) => payment.parcelaIsenta)))),
    contribuicaoPrevidenciaComplementar: cents(monthly.length > 0 ? ownTotal : 0),
    impostoRetido: cents(sum(monthly.map((payment) => payment.impostoRenda))),
    parcelaIsenta: cents(sum(monthly.map((payment) => payment.parcelaIsenta))),
    parcelaIsentaDecimoTerceiro: cents(thirteenthExempt),
    decimoTerceiro: cents(sum(thirteenth.map((payment) => payment.valorBruto)).minus(thirteenthExempt)),
    impostoDecimoTerceiro: cents(sum(thirteenth.map((payment) => payment.impostoRenda))),
    contribuicoesDedutiveis: { basica: cents(own.basica), suplementar: cents(own.suplementar), esporadica: cents(own.esporadica), total: cents(ownTotal) },
    pagamentos: payments.length,
    planosSaude: healthPlanPaidOfYear(
      payments.flatMap((payment) => payment.rubricas ?? []),
      healthPlanOperators,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Contribution statement (23)

export interface StatementContribution {
  /** yyyy-MM or yyyy-MM-dd */
  competencia: string;
  tipo: ContributionType;
  valor: string;
}

export interface StatementMonth {
  competencia: string; // yyyy-MM
  porTipo: Record<ContributionType, string>;
  total: string;
}

export interface ContributionTotals {
  totaisPorTipo: Record<ContributionType, string>;
  /** Básica + suplementar + esporádica: what the participant may deduct. */
  totalProprias: string;
  totalPatrocinadora: string;
  total: string;
}

export interface ContributionStatementFigures extends ContributionTotals {
  meses: StatementMonth[];
}

const zeroByType = (): Record<ContributionType, MoneyValue> => ({ basica: new Money(0), suplementar: new Money(0), esporadica: new Money(0), patrocinadora: new Money(0) });
const toCentsByType = (values: Record<ContributionType, MoneyValue>) =>
  Object.fromEntries(CONTRIBUTION_TYPES.map((tipo) => [tipo, cents(values[tipo])])) as Record<ContributionType, string>;

/** Totals per type of a set of contributions, the own (deductible) total and the sponsor's. */
export function contributionTotals(rows: ContributionFigures[]): ContributionTotals {
  const totals = zeroByType();
  for (const row of rows) totals[row.tipo] = totals[row.tipo].plus(row.valor);
  const own = totals.basica.plus(totals.suplementar).plus(totals.esporadica);
  return { totaisPorTipo: toCentsByType(totals), totalProprias: cents(own), totalPatrocinadora: cents(totals.patrocinadora), total: cents(own.plus(totals.patrocinadora)) };
}

/** The year's contributions by month (oldest first) and type, the totals per type and the own (deductible) total. */
export function contributionStatementFigures(rows: StatementContribution[]): ContributionStatementFigures {
  const months = new Map<string, StatementContribution[]>();
  for (const row of rows) {
    const month = row.competencia.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), row]);
  }
  return {
    meses: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([competencia, ofMonth]) => {
        const totals = contributionTotals(ofMonth);
        return { competencia, porTipo: totals.totaisPorTipo, total: totals.total };
      }),
    ...contributionTotals(rows),
  };
}
