import { type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { CONTRIBUTION_IMPORT_HEADER, IMPORTED_CONTRIBUTION_TYPES } from '@/domain/imports-headers';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

// The drop zone (react-dropzone) and the tables are fetched when the page mounts.
const CsvImportPanel = lazyPart(() => import('@/components/imports/CsvImportPanel').then((module) => module.CsvImportPanel), 'Carregando a importação');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const HEADER = CONTRIBUTION_IMPORT_HEADER.join(';');

const ContributionImportPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame title="Importar contribuições" intro={<>
                  <p>Envie o arquivo das contribuições pagas. Primeiro o portal confere cada linha e mostra os erros; depois você confirma a importação das linhas válidas.</p>
                  <p>
                    Colunas: <code className="font-mono text-sm break-all">{HEADER}</code>. Competência no formato AAAA-MM; tipo {IMPORTED_CONTRIBUTION_TYPES.join(', ')}; valor com
                    vírgula decimal (ex.: 1.234,56). Uma linha igual a uma contribuição já registrada é ignorada, então o mesmo arquivo pode ser enviado de novo. Uma
                    contribuição esporádica quita a cobrança pendente do mesmo vínculo e valor.
                  </p>
      </>}>
            <section aria-labelledby="titulo-importacao" className={SECTION_CLASSES}>
              <h2 id="titulo-importacao" className="mb-4 text-lg font-semibold">
                Arquivo de contribuições
              </h2>
              <CsvImportPanel endpoint="importarContribuicoes" importacao="contribuicoes" header={HEADER} noun="contribuições" />
            </section>
    </SettingsPageFrame>
  );
};

ContributionImportPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ContributionImportPage;
