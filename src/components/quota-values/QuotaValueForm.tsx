import { useState, type FormEvent } from 'react';
import { parseDecimalComma } from '@/domain/csv-import';
import { QUOTA_VALUE_LIMITS } from '@/domain/quota-value-import';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarValorCota, criarValorCota, type ValorCota } from '@/services/quota-values';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

interface QuotaValueFormProps {
  series: { idPlano: number; idPerfilInvestimento: number | null };
  /** The series' stored values: a date among them is a correction, any other an addition. */
  values: ValorCota[];
  data: string;
  valor: string;
  onChange: (next: { data: string; valor: string }) => void;
  onSaved: () => void;
}

/** Add the value of a date, or correct the one it has (the button says which). */
export function QuotaValueForm({ series, values, data, valor, onChange, onSaved }: QuotaValueFormProps) {
  const [errors, setErrors] = useState<{ data?: string; valor?: string }>({});
  const [isSaving, setIsSaving] = useState(false);
  const isCorrection = values.some((value) => value.data === data);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDecimalComma(valor, QUOTA_VALUE_LIMITS);
    const next = { data: data ? undefined : 'Informe a data.', valor: parsed.ok ? undefined : parsed.mensagem };
    setErrors(next);
    if (next.data || !parsed.ok) return;
    setIsSaving(true);
    try {
      const body = { ...series, data, valor: parsed.value };
      await (isCorrection ? atualizarValorCota(body) : criarValorCota(body));
      toast.success(isCorrection ? 'Valor de cota corrigido.' : 'Valor de cota incluído.');
      onChange({ data: '', valor: '' });
      onSaved();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-[12rem_14rem_auto] sm:items-start">
      <TextField label="Data" type="date" value={data} error={errors.data} onChange={(event) => onChange({ data: event.target.value, valor })} disabled={isSaving} />
      <TextField
        id="valor-cota"
        label="Valor da cota"
        inputMode="decimal"
        placeholder="1,23456789"
        hint="Até 8 casas decimais, com vírgula."
        value={valor}
        error={errors.valor}
        onChange={(event) => onChange({ data, valor: event.target.value })}
        disabled={isSaving}
      />
      <Button type="submit" isLoading={isSaving} className="sm:mt-6 sm:justify-self-start">
        {isCorrection ? 'Corrigir valor' : 'Incluir valor'}
      </Button>
    </form>
  );
}
