import type { ReactElement } from 'react';
import { MessageLayout } from '@/components/layout/MessageLayout';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { LinkButton } from '@/components/ui/LinkButton';
import type { NextPageWithLayout } from '@/types/next';

const NotFoundPage: NextPageWithLayout = () => (
  <StatusMessage title="Página não encontrada" code="Erro 404" heading="Página não encontrada" action={<LinkButton href="/">Voltar ao início</LinkButton>}>
    <p>O endereço pode ter sido digitado errado ou a página não existe mais. Confira o endereço ou volte ao início.</p>
  </StatusMessage>
);

NotFoundPage.getLayout = (page: ReactElement) => <MessageLayout>{page}</MessageLayout>;

export default NotFoundPage;
