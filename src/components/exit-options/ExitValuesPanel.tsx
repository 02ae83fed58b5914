import type { ExitOptions } from '@/domain/exit-options';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import type { ServiceRules } from '@/services/requests-services';
import { bpdFigures, FigureList, OPTION_COPY, portabilityFigures, redemptionFigures, selfSponsorshipFigures, ValuesPanel, withdrawalFigures, type WithdrawalValues } from './exit-figures';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

type RedemptionValues = ExitOptions['resgate'] & { regime: ExitOptions['regime'] };

const TODAY_NOTE = 'Valores de hoje, pelo valor atual da cota. O fundo confirma os valores no extrato enviado em até 30 dias.';

/** The values panel of each exit service, from its rules (the same figures retornarOpcoesDesligamento gives). */
export function ExitValuesPanel({ idFuncionalidade, rules }: { idFuncionalidade: number; rules: ServiceRules }) {
  const valores = rules.valores;
  if (!valores) return null;
  switch (idFuncionalidade) {
    case FUNCTIONALITY.REDEMPTION:
    case FUNCTIONALITY.DISABILITY_REDEMPTION: {
      const redemption = valores as unknown as RedemptionValues;
      return (
        <ValuesPanel title="Os seus valores" figures={redemptionFigures(redemption)}>
          <p>Regime de tributação: {redemption.regime.descricao}.</p>
          <p>{TODAY_NOTE}</p>
          {redemption.regime.observacao ? <p>{redemption.regime.observacao}</p> : null}
          {idFuncionalidade === FUNCTIONALITY.REDEMPTION ? <p>{OPTION_COPY.resgate.vinculo}</p> : null}
        </ValuesPanel>
      );
    }
    case FUNCTIONALITY.PORTABILITY:
      return (
        <ValuesPanel title="Os seus valores" figures={portabilityFigures(valores as unknown as ExitOptions['portabilidade'])}>
          <p>{TODAY_NOTE}</p>
          <p>
            Depois do extrato, o termo de portabilidade vai à entidade receptora em até 5 dias úteis, e o dinheiro, em até 10 dias úteis depois do termo. As datas de cada passo aparecem no seu
            pedido.
          </p>
        </ValuesPanel>
      );
    case FUNCTIONALITY.BPD:
      return (
        <ValuesPanel title="O seu benefício estimado" figures={bpdFigures(valores as unknown as ExitOptions['bpd'])}>
          <p>É uma estimativa: o valor final depende da rentabilidade do plano até lá.</p>
          <p>{OPTION_COPY.bpd.vinculo}</p>
        </ValuesPanel>
      );
    case FUNCTIONALITY.SELF_SPONSORSHIP:
      return (
        <ValuesPanel title="A sua contribuição" figures={selfSponsorshipFigures(valores as unknown as ExitOptions['autopatrocinio'])}>
          <p>Calculada com as contribuições do último mês pago, a sua e a da patrocinadora.</p>
        </ValuesPanel>
      );
    case FUNCTIONALITY.CASH_WITHDRAWAL: {
      const withdrawal = valores as { saldo: string; percentual: string; valorMaximo: string; regime: { descricao: string }; saqueMaximo: WithdrawalValues | null };
      return (
        <ValuesPanel
          title="Quanto você pode sacar"
          figures={[
            { label: 'Saldo hoje', value: formatBrl(withdrawal.saldo) },
            { label: `Até ${formatPercent(withdrawal.percentual)} do saldo`, value: formatBrl(withdrawal.valorMaximo), isMain: true, testId: 'saque-maximo' },
          ]}
        >
          <p>Regime de tributação: {withdrawal.regime.descricao}. Se você sacar o valor máximo:</p>
          {withdrawal.saqueMaximo ? <WithdrawalFigures values={withdrawal.saqueMaximo} /> : null}
          <p>Para outro valor, a confirmação do pedido mostra as contas dele.</p>
        </ValuesPanel>
      );
    }
    default:
      return null;
  }
}

/** The largest withdrawal's tax: what is withheld, what is received now and what the tax becomes. */
function WithdrawalFigures({ values }: { values: WithdrawalValues }) {
  return (
    <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
      <FigureList figures={withdrawalFigures(values, 'saque-maximo')} />
    </div>
  );
}
