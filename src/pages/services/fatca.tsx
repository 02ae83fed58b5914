import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { DeclarationFrame } from '@/components/declarations/DeclarationFrame';
import { FatcaForm } from '@/components/declarations/FatcaForm';
import { DECLARATION_FUNCTIONALITY } from '@/domain/declarations';
import type { NextPageWithLayout } from '@/types/next';

const FatcaPage: NextPageWithLayout = () => (
  <DeclarationFrame title="Notificação FATCA" intro="Declare se você tem obrigações fiscais nos Estados Unidos." idFuncionalidade={DECLARATION_FUNCTIONALITY.FATCA}>
    {(target) => <FatcaForm target={target} />}
  </DeclarationFrame>
);

FatcaPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default FatcaPage;
