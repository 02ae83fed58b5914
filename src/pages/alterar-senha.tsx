import { useEffect, type ReactElement } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { PasswordPageLayout } from '@/components/auth/password-change/PasswordPageLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// Reached only from a first-access e-mail (?token=…): its code is not in the page's first load.
const FirstAccessFlow = lazyPart(() => import('@/components/first-access/FirstAccessFlow').then((module) => module.FirstAccessFlow), 'Carregando o primeiro acesso');
// The page draws a form only once the session cookies are read, after hydration: both forms' code (and the forms
// library they share, 15 kB gzip) is fetched from the page's first effect instead of weighing on its first load.
const SignedInPasswordChange = lazyPart(
  () => import('@/components/auth/password-change/SignedInPasswordChange').then((module) => module.SignedInPasswordChange),
  'Carregando o formulário',
);
const PasswordResetFlow = lazyPart(() => import('@/components/auth/password-reset/PasswordResetFlow').then((module) => module.PasswordResetFlow), 'Carregando o formulário');

const ChangePasswordPage: NextPageWithLayout = () => {
  const { isLoaded, isSignedIn } = useAuth();
  const router = useRouter();
  useEffect(() => {
    SignedInPasswordChange.preload();
    PasswordResetFlow.preload();
  }, []);
  // The first-access link's token, once the router has read the query string.
  const token = router.isReady && typeof router.query.token === 'string' && router.query.token !== '' ? router.query.token : null;
  return (
    <>
      <PageTitle title="Alterar senha" />
      {/* The session cookies and the query string are read in the browser: until then no variant is chosen. */}
      {!isLoaded || !router.isReady ? null : token ? <FirstAccessFlow token={token} /> : isSignedIn ? <SignedInPasswordChange /> : <PasswordResetFlow />}
    </>
  );
};

ChangePasswordPage.getLayout = (page: ReactElement) => <PasswordPageLayout>{page}</PasswordPageLayout>;

export default ChangePasswordPage;
