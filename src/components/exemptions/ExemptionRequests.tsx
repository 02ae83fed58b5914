import { useEffect } from 'react';
import { ServiceRequestForm } from '@/components/requests/services/ServiceRequestForm';
import type { ServiceTarget } from '@/components/requests/services/service-target';
import { EnabledService } from '@/components/services/EnabledService';
import { lazyPart } from '@/components/ui/lazy-part';
import { REQUEST_SERVICES } from '@/domain/exemptions-request-services';
import type { Exemption65Values } from './Exemption65Details';
import type { Standing } from './ExemptionAsides';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// What each page shows above its form is drawn from the rules' answer: its code is fetched beside it.
const Exemption65Aside = lazyPart(() => import('./ExemptionAsides').then((module) => module.Exemption65Aside), 'Carregando os seus valores');
// The next paycheck with the exemption, its own request: fetched on mount too, not once the figures are drawn.
const Exemption65Details = lazyPart(() => import('./Exemption65Details').then((module) => module.Exemption65Details), 'Carregando o seu próximo contracheque');
const StandingNotice = lazyPart(() => import('./ExemptionAsides').then((module) => module.StandingNotice), 'Carregando a sua isenção');

const FOR_BENEFICIARIES = 'ele é para quem recebe aposentadoria ou pensão do plano';

/** Service 22: the exempt portion at 65. No fields and no documents: the age comes from the records. */
export function Exemption65Request({ target }: { target: ServiceTarget }) {
  useEffect(() => {
    Exemption65Aside.preload();
    Exemption65Details.preload();
  }, []);
  return (
    <EnabledService idFuncionalidade={FUNCTIONALITY.EXEMPTION_65} audience={FOR_BENEFICIARIES}>
      <ServiceRequestForm definition={REQUEST_SERVICES[FUNCTIONALITY.EXEMPTION_65]} target={target} aside={(rules) => <Exemption65Aside rules={rules} details={<Exemption65Details valores={rules.valores as unknown as Exemption65Values} />} />} />
    </EnabledService>
  );
}

/** Service 24: the serious-illness exemption, with the illness from the law's list and the official medical report. */
export function SeriousIllnessRequest({ target }: { target: ServiceTarget }) {
  useEffect(() => StandingNotice.preload(), []);
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
