import type { ReactNode } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';

/**
 * Loads one plan's settings for its editor: a skeleton while they come, an error with a retry if they do not, else the
 * editor with them. `fetchSettings` is memoised by the caller (one call per plan); null is data (a plan without them).
 */
export function PlanSettingsLoader<Settings>({
  fetchSettings,
  loadingLabel,
  errorTitle,
  children,
}: {
  fetchSettings: () => Promise<Settings>;
  loadingLabel: string;
  errorTitle: string;
  children: (settings: Settings) => ReactNode;
}) {
  const settings = useApiQuery(fetchSettings);
  if (settings.isLoading) return <DashboardSkeleton label={loadingLabel} />;
  if (settings.error || settings.data === undefined) return <DashboardError title={errorTitle} message={settings.error?.message ?? ''} onRetry={settings.retry} />;
  return children(settings.data);
}
