import type { ReactElement } from 'react';
import { ExternalLink } from 'lucide-react';
import packageJson from '../../package.json';
import { ApiHealthPanel } from '@/components/health/ApiHealthPanel';
import { MessageLayout } from '@/components/layout/MessageLayout';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const SECTION_TITLE = 'mb-2 text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400';

/** For the fund's engineers: which version runs and whether the API answers. */
const DevelopmentPage: NextPageWithLayout = () => (
  <div className="text-left">
    <PageTitle title="Desenvolvimento" />
    <h1 className="mb-6 text-2xl font-bold text-gray-900 dark:text-white">Informações técnicas</h1>
    <section aria-labelledby="versao-app" className="mb-6">
      <h2 id="versao-app" className={SECTION_TITLE}>
        Aplicação
      </h2>
      <p>
        Versão <strong>{packageJson.version}</strong>
      </p>
    </section>
    <section aria-labelledby="estado-api" className="mb-6">
      <h2 id="estado-api" className={SECTION_TITLE}>
        API
      </h2>
      <ApiHealthPanel />
    </section>
    <a
      href="/api/docs"
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary-strong underline underline-offset-4"
    >
      Documentação da API (OpenAPI)
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  </div>
);

DevelopmentPage.getLayout = (page: ReactElement) => <MessageLayout>{page}</MessageLayout>;

export default DevelopmentPage;
