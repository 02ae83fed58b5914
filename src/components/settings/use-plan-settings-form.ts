import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { showServerErrors } from '@/components/forms/server-errors';
import { toast } from '@/components/ui/toast';

/**
 * One plan's settings form: its values start from what the server holds; a save resets them to what it answered
 * and toasts, or shows the server's errors under the fields they name (the others above the form).
 */
export function usePlanSettingsForm<Values extends FieldValues, Saved>({
  resolver,
  initial,
  toFormValues,
  save,
  onSaved,
  successMessage,
  fields,
}: {
  resolver: Resolver<Values>;
  initial: Saved;
  toFormValues: (saved: Saved) => Values;
  save: (values: Values) => Promise<Saved>;
  onSaved?: (saved: Saved) => void;
  successMessage: string;
  fields: readonly Path<Values>[];
}) {
  const form = useForm<Values>({ resolver, defaultValues: toFormValues(initial) as DefaultValues<Values> });
  const onSubmitSettings = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      form.reset(toFormValues(saved));
      onSaved?.(saved);
      toast.success(successMessage);
    } catch (error) {
      showServerErrors(error, form.setError, fields);
    }
  });
  return { ...form, onSubmitSettings };
}
