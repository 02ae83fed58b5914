import { useEffect, useRef, type ReactElement } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { logout } from '@/services/auth';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const LogoutPage: NextPageWithLayout = () => {
  const router = useRouter();
  const { isLoaded, isSignedIn, signOut } = useAuth();
  const hasStartedRef = useRef(false);

  useEffect(() => {
    if (!isLoaded || hasStartedRef.current) return;
    hasStartedRef.current = true;
    // A failed call changes nothing for the person: the session ends in this browser either way. Without a session
    // there is nothing to end on the server.
    const ended = isSignedIn ? logout().catch(() => undefined) : Promise.resolve();
    void ended.finally(() => {
      signOut();
      void router.replace('/login');
    });
  }, [isLoaded, isSignedIn, router, signOut]);

  return (
    <>
      <PageTitle title="Saindo" />
      <FullScreenLoader text="Encerrando sua sessão…" />
    </>
  );
};

LogoutPage.getLayout = (page: ReactElement) => page;

export default LogoutPage;
