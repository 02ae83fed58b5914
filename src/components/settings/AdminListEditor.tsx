import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import type { ApiQuery } from '@/hooks/useApiQuery';

// The pieces every administrators' list with create, edit and delete is made of (banners, news, documents, suppliers).
// Light on purpose: the suppliers' page loads them eagerly, so nothing here may pull a dialog or a form in.

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** A white card titled by its h2; `spaced` when another card follows it (the form above the list). */
export function AdminSection({ id, title, spaced = false, children }: { id: string; title: ReactNode; spaced?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={spaced ? `mb-8 ${SECTION_CLASSES}` : SECTION_CLASSES}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface AdminListStatesProps<T> {
  query: ApiQuery<T[]>;
  loadingLabel: string;
  errorTitle: string;
  emptyText: string;
  /** The items, once there is at least one. */
  children: (items: T[]) => ReactNode;
}

/** The list while loading, when it failed (with retry), when empty, and then the items. */
export function AdminListStates<T>({ query, loadingLabel, errorTitle, emptyText, children }: AdminListStatesProps<T>) {
  if (query.isLoading) return <DashboardSkeleton label={loadingLabel} />;
  if (query.error || !query.data) return <DashboardError title={errorTitle} message={query.error?.message ?? ''} onRetry={query.retry} />;
  if (query.data.length === 0) return <p className="text-gray-700 dark:text-gray-300">{emptyText}</p>;
  return <>{children(query.data)}</>;
}

interface RowActionsProps {
  /** Completes the buttons' names: "Editar {of}", "Excluir {of}". */
  of: string;
  onEdit: () => void;
  onRemove: () => void;
  isRemoving?: boolean;
}

/** A row's Editar and Excluir buttons. */
export function RowActions({ of, onEdit, onRemove, isRemoving = false }: RowActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Editar ${of}`}>
        Editar
      </Button>
      <Button size="sm" variant="secondary" isLoading={isRemoving} onClick={onRemove} aria-label={`Excluir ${of}`}>
        Excluir
      </Button>
    </div>
  );
}

interface FormActionsProps {
  submitLabel: string;
  isSaving: boolean;
  /** Given while editing: shows the cancel button. */
  onCancel: (() => void) | null;
  cancelLabel: string;
  className?: string;
}

/** The form's submit button and, while editing, its cancel button. */
export function FormActions({ submitLabel, isSaving, onCancel, cancelLabel, className }: FormActionsProps) {
  return (
    <div className={className ? `flex flex-wrap gap-3 ${className}` : 'flex flex-wrap gap-3'}>
      <Button type="submit" isLoading={isSaving}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSaving}>
          {cancelLabel}
        </Button>
      ) : null}
    </div>
  );
}
