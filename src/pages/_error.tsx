import type { ReactElement } from 'react';
import type { NextPageContext } from 'next';
import { MessageLayout } from '@/components/layout/MessageLayout';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { LinkButton } from '@/components/ui/LinkButton';
import type { NextPageWithLayout } from '@/types/next';

interface ErrorPageProps {
  statusCode?: number;
}

const ErrorPage: NextPageWithLayout<ErrorPageProps> = ({ statusCode }) => (
  <StatusMessage
    title="Erro"
    code={statusCode ? `Erro ${statusCode}` : undefined}
    heading="Não foi possível mostrar esta página"
    action={<LinkButton href="/">Voltar ao início</LinkButton>}
  >
    <p>Ocorreu um erro inesperado. Volte ao início e tente de novo; se o problema continuar, fale com o fundo.</p>
  </StatusMessage>
);

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => ({
  statusCode: res?.statusCode ?? err?.statusCode,
});

ErrorPage.getLayout = (page: ReactElement) => <MessageLayout>{page}</MessageLayout>;

export default ErrorPage;
