import { useEffect, useRef, type ReactElement } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { logout } from '@/services/auth';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const LogoutPage: NextPageWithLayout = () => {
  const router = useRouter();
  const { signOut } = useAuth();
  const hasStartedRef = useRef(false);

  useEffect(() => {
    if (hasStartedRef.current) return;
    hasStartedRef.current = true;
    // A failed call changes nothing for the person: the session ends in this browser either way.
    void logout()
      .catch(() => undefined)
      .finally(() => {
        signOut();
        void router.replace('/login');
      });
  }, [router, signOut]);

  return (
    <>
      <PageTitle title="Saindo" />
      <FullScreenLoader text="Encerrando sua sessão…" />
    </>
  );
};

LogoutPage.getLayout = (page: ReactElement) => page;

export default LogoutPage;
