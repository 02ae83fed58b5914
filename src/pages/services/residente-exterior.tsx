import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { DeclarationFrame } from '@/components/declarations/DeclarationFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const ForeignResidentForm = lazyPart(() => import('@/components/declarations/ForeignResidentForm').then((module) => module.ForeignResidentForm), 'Carregando o formulário');

const ForeignResidentPage: NextPageWithLayout = () => (
  <DeclarationFrame title="Residente no exterior" intro="Declare que mora fora do Brasil e informe o endereço no exterior." idFuncionalidade={FUNCTIONALITY.FOREIGN_RESIDENT} form={ForeignResidentForm} />
);

ForeignResidentPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ForeignResidentPage;
