import { useEffect, useState, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useMaintenanceWindows } from '@/hooks/useMaintenanceWindows';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import type { DesativacaoTemporaria } from '@/services/maintenance';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

// The form (react-hook-form, date-fns) and the list are fetched when the page mounts, in parallel with the list's data.
const MaintenanceWindowForm = lazyPart(() => import('@/components/maintenance/MaintenanceWindowForm').then((module) => module.MaintenanceWindowForm), 'Carregando o formulário');
const MaintenanceWindowList = lazyPart(
  () => import('@/components/maintenance/MaintenanceWindowList').then((module) => module.MaintenanceWindowList),
  'Carregando janelas de manutenção',
);

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

const TemporaryDeactivationPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  const windows = useMaintenanceWindows(isActingAsAdmin);
  const [editing, setEditing] = useState<DesativacaoTemporaria | null>(null);
  useEffect(() => {
    if (!isActingAsAdmin) return;
    MaintenanceWindowForm.preload();
    MaintenanceWindowList.preload();
  }, [isActingAsAdmin]);

  return (
    <SettingsPageFrame title="Desativação temporária" intro={<p>Durante uma janela de manutenção, os participantes são levados à página de Manutenção Programada.</p>}>
      <section aria-labelledby="titulo-form-manutencao" className={`mb-8 ${SECTION_CLASSES}`}>
        <h2 id="titulo-form-manutencao" className="mb-4 text-lg font-semibold">
          {editing ? 'Alterar janela' : 'Nova janela'}
        </h2>
        <MaintenanceWindowForm
          editing={editing}
          onSaved={() => {
            setEditing(null);
            windows.retry();
          }}
          onCancelEdit={() => setEditing(null)}
        />
      </section>
      <section aria-labelledby="titulo-lista-manutencao" className={SECTION_CLASSES}>
        <h2 id="titulo-lista-manutencao" className="mb-4 text-lg font-semibold">
          Janelas de manutenção
        </h2>
        {windows.isLoading ? (
          <DashboardSkeleton label="Carregando janelas de manutenção" />
        ) : windows.error || !windows.data ? (
          <DashboardError title="Não foi possível carregar as janelas de manutenção." message={windows.error?.message ?? ''} onRetry={windows.retry} />
        ) : (
          <MaintenanceWindowList windows={windows.data} onEdit={setEditing} onChanged={windows.retry} />
        )}
      </section>
    </SettingsPageFrame>
  );
};

TemporaryDeactivationPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TemporaryDeactivationPage;
