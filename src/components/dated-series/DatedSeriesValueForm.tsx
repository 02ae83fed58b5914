import { useState, type FormEvent } from 'react';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

/** What the form holds: the date (or month) and the value as typed, with a decimal comma. */
export interface DatedValueDraft {
  date: string;
  value: string;
}

export type ParsedValue = { ok: true; value: string } | { ok: false; mensagem: string };

/** How one series' form reads: its two fields, its checks, its button and the call that saves. */
export interface DatedValueFormDefinition {
  dateField: { label: string; type: 'date' | 'month'; placeholder?: string };
  /** The value field's id lets the table's Corrigir button move the focus to it. */
  valueField: { id: string; label: string; placeholder: string; hint: string };
  /** The message for a date the form cannot send, or undefined. */
  checkDate: (date: string) => string | undefined;
  parseValue: (value: string) => ParsedValue;
  submitLabel: { create: string; correct: string };
}

interface DatedSeriesValueFormProps {
  definition: DatedValueFormDefinition;
  /** The series' stored dates: a date among them is a correction, any other an addition. */
  storedDates: string[];
  draft: DatedValueDraft;
  onChange: (next: DatedValueDraft) => void;
  /** Sends the value (with the API's decimal point); answers the toast to show. */
  onSave: (value: { date: string; value: string; isCorrection: boolean }) => Promise<string>;
  onSaved: () => void;
}

/** Add the value of a date, or correct the one it has (the button says which). */
export function DatedSeriesValueForm({ definition, storedDates, draft, onChange, onSave, onSaved }: DatedSeriesValueFormProps) {
  const [errors, setErrors] = useState<{ date?: string; value?: string }>({});
  const [isSaving, setIsSaving] = useState(false);
  const { date, value } = draft;
  const isCorrection = storedDates.includes(date);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = definition.parseValue(value);
    const next = { date: definition.checkDate(date), value: parsed.ok ? undefined : parsed.mensagem };
    setErrors(next);
    if (next.date || !parsed.ok) return;
    setIsSaving(true);
    try {
      toast.success(await onSave({ date, value: parsed.value, isCorrection }));
      onChange({ date: '', value: '' });
      onSaved();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-[12rem_14rem_auto] sm:items-start">
      <TextField
        label={definition.dateField.label}
        type={definition.dateField.type}
        placeholder={definition.dateField.placeholder}
        value={date}
        error={errors.date}
        onChange={(event) => onChange({ date: event.target.value, value })}
        disabled={isSaving}
      />
      <TextField
        id={definition.valueField.id}
        label={definition.valueField.label}
        inputMode="decimal"
        placeholder={definition.valueField.placeholder}
        hint={definition.valueField.hint}
        value={value}
        error={errors.value}
        onChange={(event) => onChange({ date, value: event.target.value })}
        disabled={isSaving}
      />
      <Button type="submit" isLoading={isSaving} className="sm:mt-6 sm:justify-self-start">
        {isCorrection ? definition.submitLabel.correct : definition.submitLabel.create}
      </Button>
    </form>
  );
}
