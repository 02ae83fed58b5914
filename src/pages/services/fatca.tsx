import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { DeclarationFrame } from '@/components/declarations/DeclarationFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const FatcaForm = lazyPart(() => import('@/components/declarations/FatcaForm').then((module) => module.FatcaForm), 'Carregando o formulário');

const FatcaPage: NextPageWithLayout = () => (
  <DeclarationFrame title="Notificação FATCA" intro="Declare se você tem obrigações fiscais nos Estados Unidos." idFuncionalidade={FUNCTIONALITY.FATCA} form={FatcaForm} />
);

FatcaPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default FatcaPage;
