import { type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { FIRST_ACCESS_TTL_DAYS } from '@/domain/first-access';
import { PEOPLE_IMPORT_HEADER } from '@/domain/imports-headers';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

// The drop zone (react-dropzone) and the tables are fetched when the page mounts.
const CsvImportPanel = lazyPart(() => import('@/components/imports/CsvImportPanel').then((module) => module.CsvImportPanel), 'Carregando a importação');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const HEADER = PEOPLE_IMPORT_HEADER.join(';');

const PeopleImportPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame
      title="Importar pessoas"
      intro={
        <>
          <p>Envie o arquivo das pessoas e dos seus vínculos com os planos. Primeiro o portal confere cada linha e mostra os erros; depois você confirma a importação das linhas válidas.</p>
          <p>
            Colunas: <code className="font-mono text-sm break-all">{HEADER}</code>. Uma linha por pessoa; data de nascimento no formato DD/MM/AAAA; plano, categoria e
            situação pelo número. Um CPF já cadastrado mantém os dados que tem e só ganha o vínculo com o plano, se ainda não o tiver; por isso o mesmo arquivo pode ser enviado de
            novo. Cada pessoa nova recebe por e-mail um link de primeiro acesso, que vale por {FIRST_ACCESS_TTL_DAYS} dias e uma só vez, para criar a senha.
          </p>
        </>
      }
    >
      <section aria-labelledby="titulo-importacao" className={SECTION_CLASSES}>
        <h2 id="titulo-importacao" className="mb-4 text-lg font-semibold">
          Arquivo de pessoas
        </h2>
        <CsvImportPanel endpoint="importarPessoas" importacao="pessoas" header={HEADER} noun="pessoas" />
      </section>
    </SettingsPageFrame>
  );
};

PeopleImportPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PeopleImportPage;
