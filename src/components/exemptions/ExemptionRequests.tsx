import { useEffect } from 'react';
import Link from 'next/link';
import { Figure } from '@/components/statements/Figure';
import { ServiceRequestForm } from '@/components/requests/services/ServiceRequestForm';
import type { ServiceTarget } from '@/components/requests/services/service-target';
import { EnabledService } from '@/components/services/EnabledService';
import { Alert } from '@/components/ui/Alert';
import { lazyPart } from '@/components/ui/lazy-part';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { REQUEST_SERVICES } from '@/domain/exemptions-request-services';
import type { ServiceRules } from '@/services/requests-services';
import type { Exemption65Values } from './Exemption65Details';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** What retornarRegrasSolicitacao says of an exemption already granted (one asked for and open: the generic notice). */
interface Standing {
  isencaoConcedida?: { competenciaInicio: string } | null;
}

const linkClass = 'font-semibold text-primary-strong underline';

/** An exemption already granted: said before the form, which the server would refuse. */
function StandingNotice({ valores }: { valores: Standing }) {
  if (!valores.isencaoConcedida) return null;
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

const Exemption65Details = lazyPart(() => import('./Exemption65Details').then((module) => module.Exemption65Details), 'Carregando o seu próximo contracheque');

function Exemption65Aside({ rules }: { rules: ServiceRules }) {
  const valores = rules.valores as unknown as Exemption65Values;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Sua idade (do cadastro)" value={`${valores.idade} anos`} />
        <Figure label="Data de nascimento" value={formatDateBr(valores.dataNascimento)} />
        <Figure label="Parcela isenta por mês" value={formatBrl(valores.parcelaIsentaMensal)} />
      </dl>
      <StandingNotice valores={valores} />
      <Exemption65Details valores={valores} />
    </div>
  );
}

const FOR_BENEFICIARIES = 'ele é para quem recebe aposentadoria ou pensão do plano';

/** Service 22: the exempt portion at 65. No fields and no documents: the age comes from the records. */
export function Exemption65Request({ target }: { target: ServiceTarget }) {
  useEffect(() => Exemption65Details.preload(), []);
  return (
    <EnabledService idFuncionalidade={FUNCTIONALITY.EXEMPTION_65} audience={FOR_BENEFICIARIES}>
      <ServiceRequestForm definition={REQUEST_SERVICES[FUNCTIONALITY.EXEMPTION_65]} target={target} aside={(rules) => <Exemption65Aside rules={rules} />} />
    </EnabledService>
  );
}

/** Service 24: the serious-illness exemption, with the illness from the law's list and the official medical report. */
export function SeriousIllnessRequest({ target }: { target: ServiceTarget }) {
  return (
    <EnabledService idFuncionalidade={FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION} audience={FOR_BENEFICIARIES}>
      <ServiceRequestForm
        definition={REQUEST_SERVICES[FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION]}
        target={target}
        aside={(rules) => <StandingNotice valores={(rules.valores ?? {}) as Standing} />}
      />
    </EnabledService>
  );
}
