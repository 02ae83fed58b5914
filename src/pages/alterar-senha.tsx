import type { ReactElement } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { PasswordPageLayout } from '@/components/password-change/PasswordPageLayout';
import { SignedInPasswordChange } from '@/components/password-change/SignedInPasswordChange';
import { PasswordResetFlow } from '@/components/password-reset/PasswordResetFlow';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const ChangePasswordPage: NextPageWithLayout = () => {
  const { isLoaded, isSignedIn } = useAuth();
  return (
    <>
      <PageTitle title="Alterar senha" />
      {/* The session cookies are read in the browser: until then neither variant is chosen. */}
      {isLoaded ? isSignedIn ? <SignedInPasswordChange /> : <PasswordResetFlow /> : null}
    </>
  );
};

ChangePasswordPage.getLayout = (page: ReactElement) => <PasswordPageLayout>{page}</PasswordPageLayout>;

export default ChangePasswordPage;
