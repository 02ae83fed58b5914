import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { DeclarationFrame } from '@/components/declarations/DeclarationFrame';
import { PepForm } from '@/components/declarations/PepForm';
import { DECLARATION_FUNCTIONALITY } from '@/domain/declarations';
import type { NextPageWithLayout } from '@/types/next';

const PepPage: NextPageWithLayout = () => (
  <DeclarationFrame title="Pessoa politicamente exposta" intro="Declare se você exerce ou exerceu, nos últimos cinco anos, função pública relevante." idFuncionalidade={DECLARATION_FUNCTIONALITY.PEP}>
    {(target) => <PepForm target={target} />}
  </DeclarationFrame>
);

PepPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PepPage;
