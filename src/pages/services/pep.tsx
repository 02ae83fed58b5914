import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { DeclarationFrame } from '@/components/declarations/DeclarationFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const PepForm = lazyPart(() => import('@/components/declarations/PepForm').then((module) => module.PepForm), 'Carregando o formulário');

const PepPage: NextPageWithLayout = () => (
  <DeclarationFrame title="Pessoa politicamente exposta" intro="Declare se você exerce ou exerceu, nos últimos cinco anos, função pública relevante." idFuncionalidade={FUNCTIONALITY.PEP} form={PepForm} />
);

PepPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PepPage;
