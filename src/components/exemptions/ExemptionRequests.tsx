import Link from 'next/link';
import type { ReactNode } from 'react';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Figure } from '@/components/statements/Figure';
import { usePlan } from '@/contexts/PlanContext';
import { ServiceRequestForm, type ServiceTarget } from '@/components/request-services/ServiceRequestForm';
import { Alert } from '@/components/ui/Alert';
import { formatBrl, formatDateBr, formatMonthBr } from '@/domain/format';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import type { ServiceRules } from '@/services/request-services';

/** What retornarRegrasSolicitacao says of an exemption already granted or asked for. */
interface Standing {
  isencaoConcedida?: { competenciaInicio: string } | null;
  solicitacaoAberta?: { id: number; protocolo: string } | null;
}

const linkClass = 'font-semibold text-primary-strong underline';

/** An exemption already granted or on its way: said before the form, which the server would refuse. */
function StandingNotice({ valores }: { valores: Standing }) {
  if (valores.isencaoConcedida) {
    return (
      <Alert tone="success">
        Você já tem esta isenção, aplicada desde {formatMonthBr(`${valores.isencaoConcedida.competenciaInicio}-01`)}. Veja o efeito no{' '}
        <Link href="/services/contracheque" className={linkClass}>
          próximo contracheque
        </Link>
        .
      </Alert>
    );
  }
  if (valores.solicitacaoAberta) {
    return (
      <Alert tone="info">
        Você já pediu esta isenção (protocolo {valores.solicitacaoAberta.protocolo}). Acompanhe o andamento em{' '}
        <Link href="/services/requests" className={linkClass}>
          Acompanhar solicitações
        </Link>
        .
      </Alert>
    );
  }
  return null;
}

interface Exemption65Values extends Standing {
  dataNascimento: string;
  idade: number;
  parcelaIsentaMensal: string;
}

function Exemption65Aside({ rules }: { rules: ServiceRules }) {
  const valores = rules.valores as unknown as Exemption65Values;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Sua idade (do cadastro)" value={`${valores.idade} anos`} />
        <Figure label="Data de nascimento" value={formatDateBr(valores.dataNascimento)} />
        <Figure label="Parcela isenta por mês" value={formatBrl(valores.parcelaIsentaMensal)} />
      </dl>
      <p className="text-gray-700 dark:text-gray-300">
        Depois da aprovação, a partir do mês seguinte, {formatBrl(valores.parcelaIsentaMensal)} do seu benefício mensal deixam de entrar no cálculo do imposto de renda. Vale para o regime progressivo;
        no regressivo, o imposto é definitivo e não tem essa parcela.
      </p>
      <StandingNotice valores={valores} />
    </div>
  );
}

/**
 * Only for a link the service is enabled for (assisted people and pensioners receiving a benefit): anyone else is told
 * so, without asking the server for rules it would refuse.
 */
function WhenEnabled({ idFuncionalidade, children }: { idFuncionalidade: number; children: ReactNode }) {
  const { funcionalidades, isLoading } = usePlan();
  if (isLoading) return <DashboardSkeleton label="Carregando o serviço" />;
  if (!funcionalidades.some((item) => item.id === idFuncionalidade)) {
    return (
      <p className="text-gray-700 dark:text-gray-300">
        Este serviço não está disponível para o seu plano: ele é para quem recebe aposentadoria ou pensão do plano. Veja os serviços do seu plano em{' '}
        <Link href="/services" className={linkClass}>
          Serviços
        </Link>
        .
      </p>
    );
  }
  return children;
}

/** Service 22: the exempt portion at 65. No fields and no documents: the age comes from the records. */
export function Exemption65Request({ target }: { target: ServiceTarget }) {
  return (
    <WhenEnabled idFuncionalidade={REQUEST_SERVICE.ISENCAO_65}>
      <ServiceRequestForm definition={REQUEST_SERVICES[REQUEST_SERVICE.ISENCAO_65]} target={target} aside={(rules) => <Exemption65Aside rules={rules} />} />
    </WhenEnabled>
  );
}

/** Service 24: the serious-illness exemption, with the illness from the law's list and the official medical report. */
export function SeriousIllnessRequest({ target }: { target: ServiceTarget }) {
  return (
    <WhenEnabled idFuncionalidade={REQUEST_SERVICE.ISENCAO_MOLESTIA_GRAVE}>
      <ServiceRequestForm
        definition={REQUEST_SERVICES[REQUEST_SERVICE.ISENCAO_MOLESTIA_GRAVE]}
        target={target}
        aside={(rules) => (
          <div className="space-y-4">
            <p className="text-gray-700 dark:text-gray-300">
              Depois da aprovação, a partir do mês seguinte, todo o seu benefício fica isento de imposto de renda, no regime progressivo ou no regressivo.
            </p>
            <StandingNotice valores={(rules.valores ?? {}) as Standing} />
          </div>
        )}
      />
    </WhenEnabled>
  );
}
