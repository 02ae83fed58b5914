import type { ReactElement } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { PasswordPageLayout } from '@/components/auth/password-change/PasswordPageLayout';
import { SignedInPasswordChange } from '@/components/auth/password-change/SignedInPasswordChange';
import { PasswordResetFlow } from '@/components/auth/password-reset/PasswordResetFlow';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// Reached only from a first-access e-mail (?token=…): its code is not in the page's first load.
const FirstAccessFlow = lazyPart(() => import('@/components/first-access/FirstAccessFlow').then((module) => module.FirstAccessFlow), 'Carregando o primeiro acesso');

const ChangePasswordPage: NextPageWithLayout = () => {
  const { isLoaded, isSignedIn } = useAuth();
  const router = useRouter();
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
