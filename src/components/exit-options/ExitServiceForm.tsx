import type { ExitOptions } from '@/domain/exit-options';
import { formatBrl, formatPercent } from '@/domain/format';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import type { ServiceRules } from '@/services/request-services';
import { ServiceRequestForm, type ServiceTarget } from '@/components/request-services/ServiceRequestForm';
import { EnabledService } from '@/components/services/EnabledService';
import { bpdFigures, OPTION_COPY, portabilityFigures, redemptionFigures, selfSponsorshipFigures, ValuesPanel } from './exit-figures';

type RedemptionValues = ExitOptions['resgate'] & { regime: ExitOptions['regime'] };

const TODAY_NOTE = 'Valores de hoje, pelo valor atual da cota. O fundo confirma os valores no extrato enviado em até 30 dias.';

/** The values panel of each exit service, from its rules (the same figures retornarOpcoesDesligamento gives). */
function valuesPanel(idFuncionalidade: number, rules: ServiceRules) {
  const valores = rules.valores;
  if (!valores) return null;
  switch (idFuncionalidade) {
    case REQUEST_SERVICE.RESGATE:
    case REQUEST_SERVICE.RESGATE_INVALIDEZ: {
      const redemption = valores as RedemptionValues;
      return (
        <ValuesPanel title="Os seus valores" figures={redemptionFigures(redemption, redemption.regime.descricao)}>
          <p>{TODAY_NOTE}</p>
          {redemption.regime.observacao ? <p>{redemption.regime.observacao}</p> : null}
          {idFuncionalidade === REQUEST_SERVICE.RESGATE ? <p>{OPTION_COPY.resgate.vinculo}</p> : null}
        </ValuesPanel>
      );
    }
    case REQUEST_SERVICE.PORTABILIDADE:
      return (
        <ValuesPanel title="Os seus valores" figures={portabilityFigures(valores as ExitOptions['portabilidade'])}>
          <p>{TODAY_NOTE}</p>
          <p>O termo de portabilidade vai à entidade receptora em até 5 dias úteis e o dinheiro, em até 10 dias úteis depois disso.</p>
        </ValuesPanel>
      );
    case REQUEST_SERVICE.BPD:
      return (
        <ValuesPanel title="O seu benefício estimado" figures={bpdFigures(valores as ExitOptions['bpd'])}>
          <p>É uma estimativa: o valor final depende da rentabilidade do plano até lá.</p>
          <p>{OPTION_COPY.bpd.vinculo}</p>
        </ValuesPanel>
      );
    case REQUEST_SERVICE.AUTOPATROCINIO:
      return (
        <ValuesPanel title="A sua contribuição" figures={selfSponsorshipFigures(valores as ExitOptions['autopatrocinio'])}>
          <p>Calculada com as contribuições do último mês pago, a sua e a da patrocinadora.</p>
        </ValuesPanel>
      );
    case REQUEST_SERVICE.SAQUE_A_VISTA: {
      const withdrawal = valores as { saldo: string; percentual: string; valorMaximo: string };
      return (
        <ValuesPanel
          title="Quanto você pode sacar"
          figures={[
            { label: 'Saldo hoje', value: formatBrl(withdrawal.saldo) },
            { label: `Até ${formatPercent(withdrawal.percentual)} do saldo`, value: formatBrl(withdrawal.valorMaximo), isMain: true, testId: 'saque-maximo' },
          ]}
        >
          <p>O imposto de renda é retido conforme o seu regime de tributação e aparece no seu pedido.</p>
        </ValuesPanel>
      );
    }
    default:
      return null;
  }
}

/** A single exit service (13, 14, 15, 16, 17, 37, 38): its values, then the generic request form. */
export function ExitServiceForm({ idFuncionalidade, target }: { idFuncionalidade: number; target: ServiceTarget }) {
  return (
    <EnabledService idFuncionalidade={idFuncionalidade}>
      <ServiceRequestForm definition={REQUEST_SERVICES[idFuncionalidade]} target={target} aside={(rules) => valuesPanel(idFuncionalidade, rules)} />
    </EnabledService>
  );
}
