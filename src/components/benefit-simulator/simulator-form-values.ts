import type { Resolver } from 'react-hook-form';
import { monthsUntilAge } from '@/domain/benefit-simulator-projection';
import { decimalFromMasked, simulationInputErrors, type SimulacaoBeneficioInput } from '@/domain/benefit-simulator-input';

/** What the simulator answers: the income a contribution pays, or the contribution an income needs (reverse mode). */
export type SimulationGoal = 'renda' | 'contribuicao';

/** The form's text of each field (masked pt-BR: '100.000,00', '4,00'); years and ages as typed digits. */
export interface SimulatorFormValues {
  objetivo: SimulationGoal;
  saldoInicial: string;
  contribuicaoMensal: string;
  rendaDesejada: string;
  rentabilidadeAnual: string;
  /** Public simulator: years until the income starts. */
  anosAteRenda: string;
  /** Signed-in simulator: the age the income starts at (the months follow from the birth date). */
  idadeAposentadoria: string;
  formaRenda: 'prazo' | 'percentual';
  prazoAnos: string;
  percentualSaldo: string;
  pagamentosPorAno: '12' | '13';
}

/** The signed-in person's dates: the months until the income follow from them. */
export interface SimulatorPerson {
  dataNascimento: string;
  dataReferencia: string;
  idadeAtual: number;
}

export const FORM_MESSAGES = {
  anosAteRenda: 'Informe em quantos anos a renda começa, de 1 a 50.',
  idadeAposentadoria: (idadeAtual: number) => `Informe uma idade de aposentadoria acima da sua idade de hoje (${idadeAtual} anos) e até ${idadeAtual + 50} anos.`,
  prazoAnos: 'Informe por quantos anos receber a renda, de 1 a 50.',
} as const;

const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Months until the income starts: from the years typed, or from the birth date and the retirement age. */
export function monthsOf(values: SimulatorFormValues, person: SimulatorPerson | null): number {
  if (!person) return wholeNumber(values.anosAteRenda) * 12;
  const age = wholeNumber(values.idadeAposentadoria);
  return Number.isNaN(age) ? Number.NaN : monthsUntilAge(person.dataNascimento, age, person.dataReferencia);
}

/** The API's body for the form's values. */
export function toSimulationRequest(values: SimulatorFormValues, person: SimulatorPerson | null): SimulacaoBeneficioInput {
  const isReverse = values.objetivo === 'contribuicao';
  return {
    saldoInicial: decimalFromMasked(values.saldoInicial),
    ...(isReverse ? { rendaDesejada: decimalFromMasked(values.rendaDesejada) } : { contribuicaoMensal: decimalFromMasked(values.contribuicaoMensal) }),
    rentabilidadeAnual: decimalFromMasked(values.rentabilidadeAnual),
    meses: monthsOf(values, person),
    formaRenda: values.formaRenda,
    ...(values.formaRenda === 'prazo' ? { prazoMeses: wholeNumber(values.prazoAnos) * 12 } : { percentualSaldo: decimalFromMasked(values.percentualSaldo) }),
    pagamentosPorAno: values.pagamentosPorAno === '12' ? 12 : 13,
  };
}

/** Whether two requests ask the same thing: the answer to one is the answer to the other. */
export function isSameRequest(a: SimulacaoBeneficioInput, b: SimulacaoBeneficioInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A blank money field is "not informed" for the API; the form asks for the one its goal needs. */
const REQUIRED_MESSAGE = {
  contribuicaoMensal: 'Informe a contribuição mensal em reais (pode ser 0,00).',
  rendaDesejada: 'Informe a renda mensal que você deseja receber.',
} as const;

/**
 * The API's rules (src/domain/benefit-simulator-input.ts) on the request the form would send, each error under the
 * field that holds it: months under the years or the age, the term under its years.
 */
export function simulatorResolver(person: SimulatorPerson | null): Resolver<SimulatorFormValues> {
  return async (values) => {
    const request = toSimulationRequest(values, person);
    const errors: Record<string, { type: string; message: string }> = {};
    const goalField = values.objetivo === 'contribuicao' ? 'rendaDesejada' : 'contribuicaoMensal';
    for (const error of simulationInputErrors(request)) {
      if (error.path === 'meses') {
        if (person) errors.idadeAposentadoria = { type: error.type, message: FORM_MESSAGES.idadeAposentadoria(person.idadeAtual) };
        else errors.anosAteRenda = { type: error.type, message: FORM_MESSAGES.anosAteRenda };
      } else if (error.path === 'prazoMeses') errors.prazoAnos = { type: error.type, message: FORM_MESSAGES.prazoAnos };
      else if (error.type === 'required') errors[goalField] = { type: error.type, message: REQUIRED_MESSAGE[goalField] };
      else errors[error.path] ??= { type: error.type, message: error.message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
