import { ageOn } from './benefit-simulator-projection';
import { monthlyIncomeTax } from './income-tax';
import { Money, toCents } from './money';

/**
 * Income-tax exemptions on retirement and pension income (domain-rules.md, services 22 and 24), and the next
 * paycheck projected with them. The monthly figures use the same function as the paid paychecks
 * (monthlyIncomeTax), so a projection and the paycheck that follows it agree to the cent.
 */

interface DatedPortion {
  /** First competence (yyyy-MM) in which the value applies. */
  validFrom: string;
  monthly: string;
  source: string;
}

/**
 * The monthly exempt portion of retirement and pension income from the month the person turns 65
 * (Lei 7.713/1988, art. 6º, XV). Dated like the tables: a paycheck of a given month uses the value then in force.
 */
export const EXEMPT_PORTION_65: readonly DatedPortion[] = [
  { validFrom: '2015-04', monthly: '1903.98', source: 'Lei 7.713/1988, art. 6º, XV, "h", na redação da Lei 13.149/2015' },
];

export const EXEMPTION_AGE = 65;

/** The exempt portion in force in a competence (yyyy-MM or yyyy-MM-dd); '0.00' before the first value kept. */
export function exemptPortion65For(competence: string): string {
  const found = [...EXEMPT_PORTION_65].reverse().find((portion) => portion.validFrom <= competence.slice(0, 7));
  return found ? found.monthly : '0.00';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day of a competence month (yyyy-MM → yyyy-MM-dd). */
export function lastDayOfCompetence(competence: string): string {
  const [year, month] = competence.split('-').map(Number);
  return `${year}-${pad(month)}-${pad(new Date(year, month, 0).getDate())}`;
}

/** The day a person turns 65 (yyyy-MM-dd); someone born on 29 February turns it on 1 March of a common year. */
export function sixtyFifthBirthday(birthDate: string): string {
  const [year, month, day] = birthDate.split('-').map(Number);
  const date = new Date(year + EXEMPTION_AGE, month - 1, day);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The portion applies from the month in which the person turns 65: aged 65 by the month's last day. */
export function isAged65InCompetence(birthDate: string, competence: string): boolean {
  return ageOn(birthDate, lastDayOfCompetence(competence)) >= EXEMPTION_AGE;
}

/** The month after a competence (yyyy-MM). */
export function followingCompetence(competence: string): string {
  const [year, month] = competence.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
}

/**
 * The next paycheck's competence: the month after the last one the fund has on its payroll (a stored paycheck, even
 * one whose payment day has not come yet, is already closed), and never a month already past.
 */
export function nextPaycheckCompetence(lastCompetence: string, today: string): string {
  const next = followingCompetence(lastCompetence.slice(0, 7));
  const current = today.slice(0, 7);
  return next > current ? next : current;
}

export type ExemptionKind = '65' | 'molestia_grave';

export interface GrantedExemption {
  tipo: ExemptionKind;
  /** The first month it applies to (yyyy-MM-dd, the month's first day, or yyyy-MM). */
  competenciaInicio: string;
  doenca?: string | null;
}

/** The exemptions granted whose first month is on or before the competence. */
export function exemptionsInForce<T extends GrantedExemption>(exemptions: readonly T[], competence: string): T[] {
  return exemptions.filter((exemption) => exemption.competenciaInicio.slice(0, 7) <= competence.slice(0, 7));
}

export interface NextPaycheckInput {
  /** The last monthly payment: its gross value, its other deductions (health plan, loans) and its tax. */
  lastPayment: { valorBruto: string; outrosDescontos: string; impostoRenda: string };
  /** yyyy-MM */
  competencia: string;
  dataNascimento: string;
  regime: 'progressivo' | 'regressivo' | null;
  /** Every exemption granted to the link; only those in force in the competence count. */
  isencoes: readonly GrantedExemption[];
}

export interface NextPaycheck {
  competencia: string;
  valorBruto: string;
  parcelaIsenta: string;
  baseCalculo: string;
  impostoRenda: string;
  outrosDescontos: string;
  valorLiquido: string;
  isencoes: Array<{ tipo: ExemptionKind; competenciaInicio: string; doenca: string | null }>;
}

/**
 * The next monthly paycheck with the exemptions in force in its competence:
 * - serious illness (art. 6º, XIV): the whole income is exempt, in either regime;
 * - 65 or more (art. 6º, XV), progressive regime only: min(gross, portion in force) is exempt before the table.
 *   Under the regressive regime the tax is final at source, per contribution lot (Lei 11.053/2004), and the
 *   portion does not apply: the projection keeps the tax the payroll withheld last (the lots' rates only fall).
 * Net = gross − tax − other deductions.
 */
export function projectNextPaycheck(input: NextPaycheckInput): NextPaycheck {
  const gross = new Money(input.lastPayment.valorBruto);
  const inForce = exemptionsInForce(input.isencoes, input.competencia);
  const hasSeriousIllness = inForce.some((exemption) => exemption.tipo === 'molestia_grave');
  const isRegressive = input.regime === 'regressivo';
  const has65 = !isRegressive && inForce.some((exemption) => exemption.tipo === '65') && isAged65InCompetence(input.dataNascimento, input.competencia);
  const applied = inForce.filter((exemption) => exemption.tipo === 'molestia_grave' || has65);

  let exempt = new Money(0);
  let tax: string;
  if (hasSeriousIllness) {
    exempt = gross;
    tax = '0.00';
  } else {
    if (has65) exempt = Money.min(gross, exemptPortion65For(input.competencia));
    tax = isRegressive ? toCents(input.lastPayment.impostoRenda).toFixed(2) : monthlyIncomeTax(gross.minus(exempt).toFixed(2), input.competencia);
  }
  const base = gross.minus(exempt);
  return {
    competencia: input.competencia,
    valorBruto: toCents(gross).toFixed(2),
    parcelaIsenta: toCents(exempt).toFixed(2),
    baseCalculo: toCents(base).toFixed(2),
    impostoRenda: tax,
    outrosDescontos: toCents(input.lastPayment.outrosDescontos).toFixed(2),
    valorLiquido: toCents(gross.minus(tax).minus(input.lastPayment.outrosDescontos)).toFixed(2),
    isencoes: applied.map((exemption) => ({ tipo: exemption.tipo, competenciaInicio: exemption.competenciaInicio.slice(0, 7), doenca: exemption.doenca ?? null })),
  };
}

export const EXEMPTION_MESSAGES = {
  notYet65: (birthday: string) => `A isenção vale a partir dos 65 anos: você completa 65 em ${birthday}.`,
  regressive:
    'A parcela isenta dos 65 anos não se aplica ao regime regressivo: nele o imposto é definitivo, retido na fonte conforme o tempo de cada contribuição no plano (Lei 11.053/2004).',
  notReceivingIncome: 'A isenção vale para quem recebe aposentadoria ou pensão do plano.',
} as const;
