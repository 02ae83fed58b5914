import { useState, type ReactElement } from 'react';
import { PublicLayout } from '@/components/layout/PublicLayout';
import { Button } from '@/components/ui/Button';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// The form (file drop, fields) loads when the person starts: on a phone the page reads at once, without waiting for it.
const DeathReportForm = lazyPart(() => import('@/components/death-report/DeathReportForm').then((module) => module.DeathReportForm), 'Carregando o formulário');

const TITLE = 'Comunicar falecimento';

/** Public, no session (issue 29): a family member reports the death of a participant. */
const DeathReportPage: NextPageWithLayout = () => {
  const [isFormOpen, setIsFormOpen] = useState(false);
  return (
    <>
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-2 text-gray-700 dark:text-gray-300">
        Se uma pessoa da sua família participava de um plano da fundação e faleceu, comunique aqui. Você não precisa entrar no portal.
      </p>
      <p className="mb-8 text-gray-700 dark:text-gray-300">Tenha em mãos a certidão de óbito (em PDF ou uma foto legível). Ao final, você recebe um número de protocolo.</p>
      {isFormOpen ? (
        <DeathReportForm />
      ) : (
        <Button onClick={() => setIsFormOpen(true)} onPointerEnter={DeathReportForm.preload} onFocus={DeathReportForm.preload}>
          Começar a comunicação
        </Button>
      )}
    </>
  );
};

DeathReportPage.getLayout = (page: ReactElement) => <PublicLayout>{page}</PublicLayout>;

export default DeathReportPage;
