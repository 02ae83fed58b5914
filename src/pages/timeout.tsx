import type { ReactElement } from 'react';
import { useRouter } from 'next/router';
import { LogIn } from 'lucide-react';
import { useAuth } from '@/contexts/AuthContext';
import { MessageLayout } from '@/components/layout/MessageLayout';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { Button } from '@/components/ui/Button';
import type { NextPageWithLayout } from '@/types/next';

const TimeoutPage: NextPageWithLayout = () => {
  const router = useRouter();
  const { signOut } = useAuth();

  const onSignInAgain = () => {
    signOut();
    void router.replace('/login');
  };

  return (
    <StatusMessage
      title="Sessão expirada"
      heading="Sua sessão expirou"
      action={
        <Button onClick={onSignInAgain} icon={<LogIn aria-hidden="true" className="size-5" />}>
          Entrar novamente
        </Button>
      }
    >
      <p>Por segurança, encerramos o acesso depois de um período sem uso. Entre novamente para continuar.</p>
    </StatusMessage>
  );
};

TimeoutPage.getLayout = (page: ReactElement) => <MessageLayout>{page}</MessageLayout>;

export default TimeoutPage;
