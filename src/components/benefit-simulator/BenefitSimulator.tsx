import { useState } from 'react';
import type { SimulacaoBeneficioInput } from '@/domain/benefit-simulation-input';
import { simularBeneficio, type ProjecaoBeneficio } from '@/services/simulations';
import { SimulatorForm } from './SimulatorForm';
import { SimulationResult } from './SimulationResult';
import type { SimulatorFormValues, SimulatorPerson } from './simulator-form-values';

export const PUBLIC_DEFAULTS: SimulatorFormValues = {
  objetivo: 'renda',
  saldoInicial: '',
  contribuicaoMensal: '',
  rendaDesejada: '',
  rentabilidadeAnual: '4,00',
  anosAteRenda: '',
  idadeAposentadoria: '',
  formaRenda: 'prazo',
  prazoAnos: '20',
  percentualSaldo: '0,50',
  // As most funds do: a 13th income (abono anual) each December.
  pagamentosPorAno: '13',
};

interface BenefitSimulatorProps {
  defaultValues: SimulatorFormValues;
  person: SimulatorPerson | null;
  hints?: Parameters<typeof SimulatorForm>[0]['hints'];
}

/** The form and, once simulated, its answer; a new answer only on "Simular" (never per keystroke). */
export function BenefitSimulator({ defaultValues, person, hints }: BenefitSimulatorProps) {
  const [result, setResult] = useState<{ projection: ProjecaoBeneficio; request: SimulacaoBeneficioInput } | null>(null);
  const onSimulate = async (request: SimulacaoBeneficioInput) => {
    setResult({ projection: await simularBeneficio(request), request });
  };
  return (
    <div className="space-y-10">
      <section aria-label="Dados da simulação" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 sm:p-6 dark:bg-gray-900 dark:ring-white/10">
        <SimulatorForm defaultValues={defaultValues} person={person} hints={hints} onSimulate={onSimulate} />
      </section>
      {result ? <SimulationResult projection={result.projection} request={result.request} today={person?.dataReferencia} /> : null}
    </div>
  );
}

/** The public simulator: typed values only. */
export function PublicBenefitSimulator() {
  return <BenefitSimulator defaultValues={PUBLIC_DEFAULTS} person={null} />;
}
