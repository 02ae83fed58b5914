import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The viewer (filters, table, people search) is fetched when an administrator opens the page.
const AuditViewer = lazyPart(() => import('@/components/audit/AuditViewer').then((module) => module.AuditViewer), 'Carregando a auditoria');

const AuditPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Auditoria"
    preload={AuditViewer.preload}
    intro={<p>Quem fez o quê, quando e para quem: as alterações feitas no portal, inclusive as de administradores vendo o portal como um participante.</p>}
  >
    <AuditViewer />
  </SettingsPageFrame>
);

AuditPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default AuditPage;
