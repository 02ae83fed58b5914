import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { DeclarationFrame } from '@/components/declarations/DeclarationFrame';
import { ForeignResidentForm } from '@/components/declarations/ForeignResidentForm';
import { DECLARATION_FUNCTIONALITY } from '@/domain/declarations';
import type { NextPageWithLayout } from '@/types/next';

const ForeignResidentPage: NextPageWithLayout = () => (
  <DeclarationFrame title="Residente no exterior" intro="Declare que mora fora do Brasil e informe o endereço no exterior." idFuncionalidade={DECLARATION_FUNCTIONALITY.RESIDENTE_EXTERIOR}>
    {(target) => <ForeignResidentForm target={target} />}
  </DeclarationFrame>
);

ForeignResidentPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ForeignResidentPage;
