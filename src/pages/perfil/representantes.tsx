import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ProfileSubpage } from '@/components/profile/ProfileSubpage';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const RepresentativesPanel = lazyPart(() => import('@/components/representatives/RepresentativesPanel').then((module) => module.RepresentativesPanel), 'Carregando os representantes');

/** Representantes: the person's legal representatives (curator, attorney, guardian) and whom the person represents. */
const RepresentativesPage: NextPageWithLayout = () => (
  <ProfileSubpage
    title="Representantes"
    intro="Um curador, procurador ou responsável legal pode acessar o portal com o próprio CPF e agir por você, depois que o fundo conferir o documento."
    choosePerson="Escolha uma pessoa na busca para ver os representantes dela."
  >
    {(idPessoa) => <RepresentativesPanel idPessoa={idPessoa} />}
  </ProfileSubpage>
);

RepresentativesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RepresentativesPage;
