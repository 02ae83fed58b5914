import { useCallback, useState } from 'react';
import type { SimulacaoBeneficioInput } from '@/domain/benefit-simulator-input';
import { simularBeneficio, type ProjecaoBeneficio } from '@/services/benefit-simulator';
import { SimulatorForm } from './SimulatorForm';
import { SimulationResult } from './SimulationResult';
import { isSameRequest, toSimulationRequest, type SimulatorFormValues, type SimulatorPerson } from './simulator-form-values';

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

/**
 * The form and, once simulated, its answer; a new answer only on "Simular" (never per keystroke). The answer on screen
 * always belongs to the values on screen: a change that asks something else (the question, a value, the way of
 * receiving) takes it away, and a sentence says to simulate again.
 */
export function BenefitSimulator({ defaultValues, person, hints }: BenefitSimulatorProps) {
  const [result, setResult] = useState<{ projection: ProjecaoBeneficio; request: SimulacaoBeneficioInput } | null>(null);
  const [isOutdated, setIsOutdated] = useState(false);
  const onSimulate = async (request: SimulacaoBeneficioInput) => {
    setResult({ projection: await simularBeneficio(request), request });
    setIsOutdated(false);
  };
  const onValuesChange = useCallback(
    (values: SimulatorFormValues) => {
      if (!result || isSameRequest(toSimulationRequest(values, person), result.request)) return;
      setResult(null);
      setIsOutdated(true);
    },
    [result, person],
  );
  return (
    <div className="space-y-10">
      <section aria-label="Dados da simulação" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 sm:p-6 dark:bg-gray-900 dark:ring-white/10">
        <SimulatorForm defaultValues={defaultValues} person={person} hints={hints} onSimulate={onSimulate} onValuesChange={onValuesChange} />
      </section>
      <div>
        {/* Present from the start, so the sentence is announced when it appears. */}
        <div role="status">
          {isOutdated ? (
            <p className="rounded-lg bg-gray-100 px-4 py-3 text-gray-800 dark:bg-gray-800 dark:text-gray-200">
              Os dados da simulação mudaram. Clique em <strong>Simular</strong> para ver o novo resultado.
            </p>
          ) : null}
        </div>
        {result ? <SimulationResult projection={result.projection} request={result.request} today={person?.dataReferencia} /> : null}
      </div>
    </div>
  );
}

/** The public simulator: typed values only. */
export function PublicBenefitSimulator() {
  return <BenefitSimulator defaultValues={PUBLIC_DEFAULTS} person={null} />;
}
