import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ProfileSubpage } from '@/components/profile/ProfileSubpage';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The choices are fetched when the page opens: the profile page does not carry them.
const NoticePreferences = lazyPart(() => import('@/components/notices/NoticePreferences').then((module) => module.NoticePreferences), 'Carregando seus avisos');

/** Avisos: by which channels each kind of notice reaches the person being viewed, and their mobile number. */
const NoticesPage: NextPageWithLayout = () => (
  <ProfileSubpage
    title="Avisos"
    intro="O andamento e os prazos das suas solicitações, o recadastramento e as eleições: escolha se quer saber também por e-mail, SMS ou WhatsApp."
    choosePerson="Escolha uma pessoa na busca para ver os avisos dela."
  >
    {(idPessoa) => <NoticePreferences idPessoa={idPessoa} />}
  </ProfileSubpage>
);

NoticesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default NoticesPage;
