import { useState, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { INDEX_VALUE_IMPORT_HEADER, QUOTA_VALUE_IMPORT_HEADER } from '@/domain/imports-headers';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

const QuotaValuesManager = lazyPart(() => import('@/components/quota-values/QuotaValuesManager').then((module) => module.QuotaValuesManager), 'Carregando os valores de cota');
const EconomicIndexesManager = lazyPart(() => import('@/components/economic-indexes/EconomicIndexesManager').then((module) => module.EconomicIndexesManager), 'Carregando os índices');
const CsvImportPanel = lazyPart(() => import('@/components/imports/CsvImportPanel').then((module) => module.CsvImportPanel), 'Carregando o envio de arquivo');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const HEADER = QUOTA_VALUE_IMPORT_HEADER.join(';');
const INDEX_HEADER = INDEX_VALUE_IMPORT_HEADER.join(';');

const QuotaValuesPage: NextPageWithLayout = () => {
  const [uploads, setUploads] = useState(0);
  const [indexUploads, setIndexUploads] = useState(0);
  return (
    <SettingsPageFrame title="Indexadores" intro={<p>
      Valores de cota de cada plano; nos planos com perfis de investimento, de cada perfil. O saldo dos participantes usa o valor mais recente da sua série;
                  as contribuições já registradas mantêm o valor de cota com que foram compradas. Mais abaixo, as variações mensais dos índices econômicos (IPCA, INPC, IGP-M).
      </p>}>
            <section aria-labelledby="titulo-valores" className={`mb-8 ${SECTION_CLASSES}`}>
              <h2 id="titulo-valores" className="mb-4 text-lg font-semibold">
                Valores de cota
              </h2>
              <QuotaValuesManager refreshKey={uploads} />
            </section>
            <section aria-labelledby="titulo-arquivo-cotas" className={`mb-8 ${SECTION_CLASSES}`}>
              <h2 id="titulo-arquivo-cotas" className="mb-2 text-lg font-semibold">
                Enviar arquivo de valores
              </h2>
              <p className="mb-4 max-w-prose text-sm text-gray-700 dark:text-gray-300">
                Colunas: <code className="font-mono break-all">{HEADER}</code>. Perfil vazio nos planos sem perfis; data AAAA-MM-DD ou DD/MM/AAAA; valor com vírgula decimal.
                Um valor igual ao já registrado é ignorado; para mudar um valor, use Corrigir na tabela.
              </p>
              <CsvImportPanel endpoint="importarValoresCota" importacao="valoresCota" header={HEADER} noun="valores de cota" onImported={() => setUploads((count) => count + 1)} />
            </section>
            <section aria-labelledby="titulo-indices" className={`mb-8 ${SECTION_CLASSES}`}>
              <h2 id="titulo-indices" className="mb-4 text-lg font-semibold">
                Índices econômicos
              </h2>
              <EconomicIndexesManager refreshKey={indexUploads} />
            </section>
            <section aria-labelledby="titulo-arquivo-indices" className={SECTION_CLASSES}>
              <h2 id="titulo-arquivo-indices" className="mb-2 text-lg font-semibold">
                Enviar arquivo de índices
              </h2>
              <p className="mb-4 max-w-prose text-sm text-gray-700 dark:text-gray-300">
                Colunas: <code className="font-mono break-all">{INDEX_HEADER}</code>. Código IPCA, INPC ou IGP-M; competência AAAA-MM ou MM/AAAA; variação do mês em %, com
                vírgula decimal (negativa com o sinal de menos). Um valor igual ao já registrado é ignorado; para mudar um valor, use Corrigir na tabela.
              </p>
              <CsvImportPanel endpoint="importarValoresIndice" importacao="valoresIndice" header={INDEX_HEADER} noun="variações de índices" onImported={() => setIndexUploads((count) => count + 1)} />
            </section>
    </SettingsPageFrame>
  );
};

QuotaValuesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default QuotaValuesPage;
