import type { ReactElement } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const LoginPage: NextPageWithLayout = () => (
  <>
    <PageTitle title="Entrar" />
    <h1 className="mb-1 text-2xl font-bold text-gray-900 dark:text-white">Acesse sua conta</h1>
    <p className="mb-6 text-gray-700 dark:text-gray-300">Entre com seu CPF e sua senha.</p>
    <LoginForm />
  </>
);

LoginPage.getLayout = (page: ReactElement) => <AuthLayout>{page}</AuthLayout>;

export default LoginPage;
