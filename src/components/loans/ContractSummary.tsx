import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { SimulacaoEmprestimo } from '@/services/loans';
import { SYSTEM_NAMES } from './LoanSimulationResult';

interface ContractSummaryProps {
  simulation: SimulacaoEmprestimo;
  valor: string;
  prazoMeses: number;
  participante: string;
  plano: string;
  matricula: string;
}

/** The contract in plain Portuguese, built from the simulation the participant just read. */
export function ContractSummary({ simulation, valor, prazoMeses, participante, plano, matricula }: ContractSummaryProps) {
  const first = simulation.parcelas[0];
  const last = simulation.parcelas[simulation.parcelas.length - 1];
  const clauses: Array<[string, string]> = [
    ['Quem contrata', `${participante}, participante do plano ${plano} (matrícula ${matricula}), toma emprestado da entidade de previdência que administra o plano.`],
    ['Valor', `${formatBrl(valor)}. Descontado o IOF de ${formatBrl(simulation.iof)}, você recebe ${formatBrl(simulation.valorLiquido)} na sua conta em ${formatDateBr(simulation.dataCredito)}.`],
    ['Juros', `${formatPercent(simulation.taxaMensal)} ao mês, fixos durante todo o contrato: ${formatBrl(simulation.jurosTotais)} de juros no total.`],
    [
      'Parcelas',
      `${prazoMeses} parcelas mensais pela ${SYSTEM_NAMES[simulation.sistema]}, a primeira de ${formatBrl(simulation.valorParcela)}${first ? ` em ${formatDateBr(first.vencimento)}` : ''}${last ? ` e a última em ${formatDateBr(last.vencimento)}` : ''}, somando ${formatBrl(simulation.totalPago)}, como no cronograma acima.`,
    ],
    ['Custo efetivo total (CET)', `${formatPercent(simulation.cet.mensal)} ao mês e ${formatPercent(simulation.cet.anual)} ao ano, com os juros e o IOF.`],
    ['Margem', `A parcela cabe na sua margem consignável: sobra ${formatBrl(simulation.margemRestante)} por mês.`],
    [
      'Quitar ou amortizar antes',
      'Você pode quitar o saldo ou adiantar parte dele a qualquer momento, com redução proporcional dos juros: o saldo é o valor presente das parcelas em aberto, pela taxa do contrato. Também pode pedir a renegociação do prazo.',
    ],
    ['Se você sair do plano', 'Se você se desligar do plano com saldo em aberto, o saldo devedor é descontado do valor do resgate.'],
  ];
  return (
    <section aria-labelledby="titulo-contrato" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-gray-900/10 dark:bg-gray-900 dark:ring-white/10" data-testid="contrato-emprestimo">
      <h2 id="titulo-contrato" className="text-xl font-semibold text-gray-900 dark:text-white">
        Contrato de empréstimo: resumo em linguagem simples
      </h2>
      <dl className="space-y-3">
        {clauses.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold text-gray-900 dark:text-white">{term}</dt>
            <dd className="text-gray-700 dark:text-gray-300">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
