import { useCallback } from 'react';
import { maskedFromDecimal } from '@/domain/benefit-simulator-input';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarDadosSimulacao, type DadosSimulacao } from '@/services/benefit-simulator';
import { QueryState } from '@/components/ui/QueryState';
import { BenefitSimulator, PUBLIC_DEFAULTS } from './BenefitSimulator';
import type { SimulatorFormValues } from './simulator-form-values';

function defaultsFrom(data: DadosSimulacao): SimulatorFormValues {
  return {
    ...PUBLIC_DEFAULTS,
    saldoInicial: maskedFromDecimal(data.saldoAtual ?? '0.00'),
    contribuicaoMensal: maskedFromDecimal(data.contribuicaoMensal?.total ?? '0.00'),
    rentabilidadeAnual: data.parametros ? maskedFromDecimal(data.parametros.rentabilidadeReferencia) : PUBLIC_DEFAULTS.rentabilidadeAnual,
    idadeAposentadoria: String(data.parametros?.idadeAposentadoria ?? Math.max(60, data.idadeAtual + 1)),
    pagamentosPorAno: data.parametros?.pagamentosPorAno === 12 ? '12' : '13',
  };
}

function hintsFrom(data: DadosSimulacao) {
  const contribution = data.contribuicaoMensal;
  const plan = data.parametros;
  return {
    saldoInicial: data.saldoAtual && data.dataSaldo ? `O seu saldo no plano, com a cota de ${formatDateBr(data.dataSaldo)}.` : 'O plano ainda não tem valor de cota: informe um saldo.',
    contribuicaoMensal: contribution
      ? `Em ${formatMonthBr(`${contribution.competencia}-01`)}: ${formatBrl(contribution.participante)} suas e ${formatBrl(contribution.patrocinadora)} da patrocinadora.`
      : 'Ainda não há contribuição mensal paga: informe um valor.',
    rentabilidadeAnual: plan ? `O plano usa ${formatPercent(plan.rentabilidadeReferencia)} ao ano como referência (acima da inflação).` : undefined,
    pagamentosPorAno: plan
      ? `O seu plano paga ${plan.pagamentosPorAno} rendas por ano. O abono anual é uma renda a mais paga em dezembro, como um 13º salário.`
      : undefined,
  };
}

/** The signed-in simulator: starts from the participant's balance, contribution and age on the chosen plan link. */
export function ParticipantSimulator({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchData = useCallback(() => retornarDadosSimulacao(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchData);
  return (
    <QueryState query={query} label="Carregando o seu saldo e a sua contribuição" errorTitle="Não foi possível carregar os seus dados para a simulação.">
      {(start) => (
        <BenefitSimulator
          key={idVinculoPlano}
          defaultValues={defaultsFrom(start)}
          person={{ dataNascimento: start.dataNascimento, dataReferencia: start.dataReferencia, idadeAtual: start.idadeAtual }}
          hints={hintsFrom(start)}
        />
      )}
    </QueryState>
  );
}
