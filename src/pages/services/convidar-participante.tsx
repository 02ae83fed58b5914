import type { ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { INVITATION_FUNCTIONALITY, MAX_INVITATIONS_PER_DAY } from '@/domain/invitations';
import { AppLayout } from '@/components/layout/AppLayout';
import { EnabledService } from '@/components/services/EnabledService';
import { InvitationPanel } from '@/components/invitations/InvitationPanel';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const TITLE = 'Convidar participante';

/** Service 32: invite someone to know the fund; an e-mail goes out in the participant's name. */
const InvitePage: NextPageWithLayout = () => {
  const { effectivePessoa } = usePlan();

  return (
    <div className="max-w-3xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        Indique alguém para conhecer os planos do fundo. Enviamos um e-mail em seu nome com o endereço do portal. Você pode enviar até {MAX_INVITATIONS_PER_DAY} convites por dia.
      </p>
      <EnabledService idFuncionalidade={INVITATION_FUNCTIONALITY}>{effectivePessoa ? <InvitationPanel idPessoa={effectivePessoa.id} /> : null}</EnabledService>
    </div>
  );
};

InvitePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default InvitePage;
