import type { ReactNode } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import type { ApiQuery } from '@/hooks/useApiQuery';

/** While loading: DashboardSkeleton named `label`, or a `skeleton` of the component's own. */
type Loading = { label: string; skeleton?: never } | { skeleton: ReactNode; label?: never };

type QueryStateProps<T> = Loading & {
  query: ApiQuery<T>;
  /** The error's first sentence; DashboardError's own when omitted. */
  errorTitle?: string;
  /** What an answer without anything to show renders instead of `children` (e.g. "Nenhum … cadastrado."). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** One query's three states: the skeleton while loading, the error with its retry on failure (or no answer), the content otherwise. */
export function QueryState<T>({ query, label, skeleton, errorTitle, isEmpty, empty, children }: QueryStateProps<T>) {
  const { data, error, isLoading, retry } = query;
  if (isLoading) return skeleton ?? <DashboardSkeleton label={label ?? ''} />;
  if (error || !data) return <DashboardError title={errorTitle} message={error?.message ?? ''} onRetry={retry} />;
  if (isEmpty?.(data)) return empty;
  return children(data);
}
