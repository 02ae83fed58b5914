import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { PublicLayout } from '@/components/layout/PublicLayout';
import { forgetLinkToken, readLinkToken, useTokenOutOfUrl } from '@/components/reregistration/link-token';
import { lazyPart } from '@/components/ui/lazy-part';
import { Alert } from '@/components/ui/Alert';
import { LinkButton } from '@/components/ui/LinkButton';
import { PageTitle } from '@/components/ui/PageTitle';
import { formatDateBr, formatDateTimeBr } from '@/domain/format-date';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { ApiError } from '@/services/api';
import { retornarRecadastramento, retornarRecadastramentoPorLink, type Enviado, type Recadastramento } from '@/services/reregistration';
import type { NextPageWithLayout } from '@/types/next';
import { SignedInProviders } from '@/contexts/SignedInProviders';

// The form (file drop, fields) is fetched while the person's data loads.
const ReregistrationForm = lazyPart(() => import('@/components/reregistration/ReregistrationForm').then((module) => module.ReregistrationForm), 'Carregando o formulário');
const ReregistrationSent = lazyPart(() => import('@/components/reregistration/ReregistrationForm').then((module) => module.ReregistrationSent), 'Carregando');

const TITLE = 'Recadastramento';


type Load = { status: 'carregando' } | { status: 'pronto'; items: Recadastramento[] } | { status: 'erro'; error: ApiError };

function useReregistration(token: string | null, idPessoa: number | null) {
  const [load, setLoad] = useState<Load>({ status: 'carregando' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (token === null && idPessoa === null) return;
    let isCurrent = true;
    const request = token ? retornarRecadastramentoPorLink(token).then((item) => [item]) : retornarRecadastramento(idPessoa as number);
    request.then(
      (items) => isCurrent && setLoad({ status: 'pronto', items }),
      (error: unknown) => isCurrent && setLoad({ status: 'erro', error: error instanceof ApiError ? error : new ApiError(0, 'Ocorreu um erro inesperado.') }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, idPessoa, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'carregando' });
    setAttempt((value) => value + 1);
  }, []);
  return { load, retry };
}

function Campaign({ item, token }: { item: Recadastramento; token: string | null }) {
  const [sent, setSent] = useState<Enviado | null>(null);
  const onSent = useCallback((answer: Enviado) => {
    // The link is spent: the tab forgets it.
    forgetLinkToken();
    setSent(answer);
  }, []);
  return (
    <article aria-labelledby={`campanha-${item.campanha.id}`} className="mb-10">
      <h2 id={`campanha-${item.campanha.id}`} className="mb-2 text-2xl font-semibold text-gray-900 dark:text-white">
        {item.campanha.titulo}
      </h2>
      {sent ? (
        <ReregistrationSent answer={sent} titulo={item.campanha.titulo} />
      ) : item.respondidoEm ? (
        <Alert tone="success">Você já enviou este recadastramento em {formatDateTimeBr(item.respondidoEm, ' às ')}. Obrigado!</Alert>
      ) : (
        <ReregistrationForm item={item} channel={token ? { kind: 'link', token } : { kind: 'sessao' }} onSent={onSent} />
      )}
    </article>
  );
}

/** Spec §2.4: public from the e-mailed link (?token=…), or signed in; the person's data prefilled, confirm or update, send. */
const ReregistrationPage: NextPageWithLayout = () => {
  const router = useRouter();
  const token = readLinkToken(router);
  const { effectivePessoa } = usePlan();
  const { load, retry } = useReregistration(token, token ? null : (effectivePessoa?.id ?? null));
  useEffect(() => ReregistrationForm.preload(), []);

  let content: ReactNode;
  if (load.status === 'carregando') content = <DashboardSkeleton label="Carregando o recadastramento" />;
  else if (load.status === 'erro') {
    const isLinkProblem = token !== null && (load.error.status === 401 || load.error.status === 410);
    if (isLinkProblem) forgetLinkToken();
    content = isLinkProblem ? (
      <div className="space-y-4">
        <Alert>{load.error.message}</Alert>
        <LinkButton href="/login">Entrar no portal</LinkButton>
      </div>
    ) : (
      <DashboardError title="Não foi possível carregar o recadastramento." message={load.error.message} onRetry={retry} />
    );
  } else if (load.items.length === 0) content = <p className="text-gray-700 dark:text-gray-300">Não há recadastramento aberto para você agora.</p>;
  else content = load.items.map((item) => <Campaign key={item.campanha.id} item={item} token={token} />);

  return (
    <>
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      {load.status === 'pronto' && load.items[0] ? (
        <p className="mb-6 text-gray-700 dark:text-gray-300">
          {token ? `Olá, ${load.items[0].pessoa.nome.split(' ')[0]}. ` : ''}Campanha aberta de {formatDateBr(load.items[0].campanha.inicio)} a {formatDateBr(load.items[0].campanha.fim)}.
        </p>
      ) : (
        <p className="mb-6 text-gray-700 dark:text-gray-300">Mantenha seus dados em dia com o fundo.</p>
      )}
      {content}
    </>
  );
};

/** The link's visitor has no session: no shell. Signed in (no token): the portal's shell. */
function ReregistrationLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { isLoaded, isSignedIn } = useAuth();
  useTokenOutOfUrl(router);
  // No Referer from this page: its URL may still hold the token (the server sends Referrer-Policy: no-referrer too).
  const head = (
    <Head>
      <meta name="referrer" content="no-referrer" />
    </Head>
  );
  let body: ReactNode;
  if (!router.isReady || !isLoaded) body = <PublicLayout>{null}</PublicLayout>;
  else if (readLinkToken(router)) body = <PublicLayout>{children}</PublicLayout>;
  else if (!isSignedIn) body = <PublicLayout>{<WithoutLink />}</PublicLayout>;
  else body = <AppLayout>{children}</AppLayout>;
  return (
    <>
      {head}
      {body}
    </>
  );
}
ReregistrationLayout.providers = SignedInProviders;

/** A visitor without the link and without a session: how to answer. */
function WithoutLink() {
  return (
    <>
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-6 text-gray-700 dark:text-gray-300">Para responder, abra o link que enviamos para o seu e-mail ou entre no portal.</p>
      <LinkButton href="/login">Entrar no portal</LinkButton>
    </>
  );
}

ReregistrationPage.getLayout = (page: ReactElement) => <ReregistrationLayout>{page}</ReregistrationLayout>;

export default ReregistrationPage;
