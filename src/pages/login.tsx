import type { ReactElement } from 'react';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

/**
 * The form's code (react-hook-form, the fields, the request) is not in the page's first load: its HTML is prerendered
 * (the build waits for lazy parts), so it shows at once, and React hydrates it when the code arrives. Fetched as soon
 * as this page's code runs, beside the rest of the hydration.
 */
const LoginForm = lazyPart(() => import('@/components/auth/LoginForm').then((module) => module.LoginForm), 'Carregando o formulário de acesso');
if (typeof window !== 'undefined') LoginForm.preload();

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
