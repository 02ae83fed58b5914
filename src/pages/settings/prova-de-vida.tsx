import { useEffect, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanSettings } from '@/components/settings/PlanSettings';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The rules' form shows once the plans have arrived: its code is fetched beside them, from the start.
const ProofOfLifeSettingsForm = lazyPart(
  () => import('@/components/proof-of-life/ProofOfLifeSettingsForm').then((module) => module.ProofOfLifeSettingsForm),
  'Carregando as regras',
);

/** The proof-of-life rules of each plan (issue 29): campaign month, grace period, reminders and refusal reasons. */
const ProofOfLifeSettingsPage: NextPageWithLayout = () => {
  useEffect(() => ProofOfLifeSettingsForm.preload(), []);
  return (
    <SettingsPageFrame
      title="Prova de vida"
      width="max-w-3xl"
      intro={<p>Quando a prova de vida anual de cada plano acontece, quanto tempo de carência há antes de uma suspensão, quando os lembretes saem e os motivos de recusa que a análise oferece.</p>}
    >
      <PlanSettings hint="As regras valem a partir da próxima verificação diária.">{(idPlano) => <ProofOfLifeSettingsForm idPlano={idPlano} />}</PlanSettings>
    </SettingsPageFrame>
  );
};

ProofOfLifeSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ProofOfLifeSettingsPage;
