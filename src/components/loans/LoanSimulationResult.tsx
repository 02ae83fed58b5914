import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { SimulacaoEmprestimo } from '@/services/loans';
import { Alert } from '@/components/ui/Alert';
import { Money } from '@/domain/money';
import { Figures } from './Figures';
import { ScheduleTable } from './ScheduleTable';

export const SYSTEM_NAMES = { price: 'Tabela Price (parcelas iguais)', sac: 'SAC (amortização constante, parcelas decrescentes)' } as const;

/** What the loan costs and how it is paid, all of it, before anything is signed (issue 15). */
export function LoanSimulationResult({ simulation, valor, prazoMeses }: { simulation: SimulacaoEmprestimo; valor: string; prazoMeses: number }) {
  const isVariable = simulation.sistema === 'sac';
  return (
    <section aria-labelledby="titulo-simulacao" className="space-y-5" data-testid="simulacao-emprestimo">
      <h2 id="titulo-simulacao" tabIndex={-1} className="text-xl font-semibold text-gray-900 dark:text-white">
        A sua simulação
      </h2>
      {!simulation.dentroDaMargem ? (
        <Alert>
          A parcela de {formatBrl(simulation.valorParcela)} passa da sua margem disponível de {formatBrl(simulation.margemDisponivel)} em {formatBrl(new Money(simulation.valorParcela).minus(simulation.margemDisponivel).toFixed(2))}. Diminua o valor ou aumente o prazo
          para continuar.
        </Alert>
      ) : null}
      {!simulation.dentroDoTeto ? (
        <Alert>
          O valor pedido passa do limite do plano, de {formatBrl(simulation.valorMaximo)}, em {formatBrl(new Money(valor).minus(simulation.valorMaximo).toFixed(2))}.
        </Alert>
      ) : null}
      <Figures
        label="Valores da simulação"
        figures={[
          { label: isVariable ? 'Primeira parcela' : 'Parcela mensal', value: formatBrl(simulation.valorParcela), isMain: true, testId: 'sim-parcela', note: `${prazoMeses} parcelas${isVariable ? ', decrescentes' : ''}` },
          { label: 'Valor creditado na sua conta', value: formatBrl(simulation.valorLiquido), testId: 'sim-liquido', note: `Em ${formatDateBr(simulation.dataCredito)}, já descontado o IOF` },
          { label: 'Valor pedido', value: formatBrl(valor), testId: 'sim-valor' },
          { label: 'Juros totais', value: formatBrl(simulation.jurosTotais), testId: 'sim-juros', note: `Taxa de ${formatPercent(simulation.taxaMensal)} ao mês` },
          { label: 'IOF', value: formatBrl(simulation.iof), testId: 'sim-iof', note: 'Imposto federal sobre a operação (Decreto 6.306/2007)' },
          { label: 'Total a pagar', value: formatBrl(simulation.totalPago), testId: 'sim-total', note: 'A soma de todas as parcelas' },
          { label: 'CET ao mês', value: formatPercent(simulation.cet.mensal), testId: 'sim-cet-mensal', note: 'Custo efetivo total: juros e IOF juntos' },
          { label: 'CET ao ano', value: formatPercent(simulation.cet.anual), testId: 'sim-cet-anual' },
          {
            label: 'Margem que sobra',
            value: simulation.dentroDaMargem ? formatBrl(simulation.margemRestante) : 'Acima da margem',
            testId: 'sim-margem-restante',
            note: `Margem disponível hoje: ${formatBrl(simulation.margemDisponivel)}`,
          },
        ]}
      />
      <div className="space-y-2">
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">Todas as parcelas</h3>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {SYSTEM_NAMES[simulation.sistema]}. A primeira vence um mês depois do crédito, as demais no mesmo dia dos meses seguintes.
        </p>
        <ScheduleTable caption="Cronograma de parcelas da simulação" parcelas={simulation.parcelas} testId="cronograma-simulacao" />
      </div>
    </section>
  );
}
