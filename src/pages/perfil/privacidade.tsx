import type { ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { ConsentSettings } from '@/components/privacy/ConsentSettings';
import { DataAccessList } from '@/components/privacy/DataAccessList';
import { DownloadDataButton } from '@/components/profile/DownloadDataButton';
import { ProfileSubpage } from '@/components/profile/ProfileSubpage';
import type { NextPageWithLayout } from '@/types/next';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** The privacy centre (LGPD, Lei 13.709/2018, art. 18) of the person being viewed. */
const PrivacyPage: NextPageWithLayout = () => {
  const { effectivePessoa } = usePlan();
  return (
    <ProfileSubpage
      title="Privacidade"
      intro="Seus direitos como titular dos dados (Lei Geral de Proteção de Dados, art. 18): escolha como o fundo fala com você, baixe tudo o que o fundo guarda sobre você e veja quem acessou seus dados."
      choosePerson="Escolha uma pessoa na busca para ver a privacidade dela."
    >
      {(idPessoa) => (
        <div className="space-y-8">
          <section aria-labelledby="titulo-comunicacoes" className={SECTION_CLASSES}>
            <h2 id="titulo-comunicacoes" className="mb-4 text-xl font-semibold text-gray-900 dark:text-white">
              Comunicações
            </h2>
            <ConsentSettings idPessoa={idPessoa} />
          </section>
          <section aria-labelledby="titulo-meus-dados" className={SECTION_CLASSES}>
            <h2 id="titulo-meus-dados" className="mb-2 text-xl font-semibold text-gray-900 dark:text-white">
              Meus dados
            </h2>
            <p className="mb-4 max-w-prose text-gray-700 dark:text-gray-300">
              Dados cadastrais, endereço, dependentes, vínculos, contribuições e saldos, solicitações, conversas, notificações, recadastramentos, empréstimos, anexos, autorizações e avisos. Seu voto em eleições é secreto e não faz parte do arquivo.
            </p>
            {effectivePessoa ? <DownloadDataButton idPessoa={idPessoa} cpf={effectivePessoa.cpf} /> : null}
          </section>
          <section aria-labelledby="titulo-acessos" className={SECTION_CLASSES}>
            <h2 id="titulo-acessos" className="mb-2 text-xl font-semibold text-gray-900 dark:text-white">
              Quem acessou meus dados
            </h2>
            <p className="mb-4 max-w-prose text-gray-700 dark:text-gray-300">Administradores do fundo que visualizaram o portal como você ou agiram por você.</p>
            <DataAccessList idPessoa={idPessoa} />
          </section>
        </div>
      )}
    </ProfileSubpage>
  );
};

PrivacyPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PrivacyPage;
