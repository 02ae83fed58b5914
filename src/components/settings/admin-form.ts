import { useState } from 'react';
import type { ApiValidationError } from '@/domain/api-types';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { toast } from '@/components/ui/toast';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The API's 400 by field (the first message of each), and the general message for the form's top. `rename` maps an
 * API field to the form's name for it (documents: idAnexo is the file).
 */
export function formErrorsOf(error: unknown, rename: Record<string, string> = {}): { fields: FieldErrors; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: TRANSPORT_MESSAGES.unexpected };
  const fields: FieldErrors = {};
  for (const item of error.errors as ApiValidationError[]) {
    const field = item.path.replace(/^\/?body\//, '').replace(/^\//, '').split('/')[0];
    fields[rename[field] ?? field] ??= item.message;
  }
  return { fields, message: error.message };
}

/**
 * An administrators' form: its values, the messages by field and at its top, and the saving state. `submit` shows the
 * client's findings; with none, it runs `save` (the call, the toast, the reset) and shows the API's refusal if any.
 */
export function useAdminForm<V extends object>(initial: V, rename?: Record<string, string>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  /** A text field's change handler; its message goes away as soon as it is edited, the rest stay until the next attempt. */
  const bind = (field: keyof V & string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  function reset(next: V) {
    setValues(next);
    setErrors({});
    setFormError(null);
  }

  async function submit(found: FieldErrors, save: () => Promise<void>) {
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    try {
      await save();
    } catch (error) {
      const { fields, message } = formErrorsOf(error, rename);
      setErrors(fields);
      setFormError(message);
    } finally {
      setIsSaving(false);
    }
  }

  return { values, setValues, errors, setErrors, formError, setFormError, isSaving, bind, reset, submit };
}

/** Removing an item after the confirmation dialog: which one is asked about, and the call while it runs. */
export function useConfirmedRemoval<T>(remove: (item: T) => Promise<unknown>, onRemoved: (item: T) => void) {
  const [removing, setRemoving] = useState<T | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  async function confirm() {
    if (!removing) return;
    setIsRemoving(true);
    try {
      await remove(removing);
      onRemoved(removing);
      setRemoving(null);
    } catch (error) {
      toast.error(formErrorsOf(error).message);
    } finally {
      setIsRemoving(false);
    }
  }

  return { removing, ask: setRemoving, cancel: () => setRemoving(null), confirm, isRemoving };
}
