import type { ReactElement } from 'react';
import { useRememberedErrorMessage } from '@/components/layout/error-message';
import { MessageLayout } from '@/components/layout/MessageLayout';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { LinkButton } from '@/components/ui/LinkButton';
import type { NextPageWithLayout } from '@/types/next';

const ServerErrorPage: NextPageWithLayout = () => {
  const reason = useRememberedErrorMessage();
  return (
    <StatusMessage title="Erro no servidor" code="Erro 500" heading="Algo deu errado do nosso lado" action={<LinkButton href="/">Voltar ao início</LinkButton>}>
      {reason ? (
        <p role="alert" className="mb-3 font-medium text-gray-900 dark:text-white">
          {reason}
        </p>
      ) : null}
      <p>Não conseguimos concluir o seu pedido agora. Aguarde alguns instantes e tente de novo. Se o problema continuar, fale com o fundo.</p>
    </StatusMessage>
  );
};

ServerErrorPage.getLayout = (page: ReactElement) => <MessageLayout>{page}</MessageLayout>;

export default ServerErrorPage;
