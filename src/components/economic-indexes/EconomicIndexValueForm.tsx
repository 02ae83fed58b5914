import { useState, type FormEvent } from 'react';
import { parseVariacaoComma } from '@/domain/economic-index';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarValorIndice, criarValorIndice, type ValorIndice } from '@/services/economic-indexes';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

interface EconomicIndexValueFormProps {
  idIndice: number;
  codigo: string;
  /** The index's stored months: a month among them is a correction, any other an addition. */
  values: ValorIndice[];
  competencia: string;
  variacao: string;
  onChange: (next: { competencia: string; variacao: string }) => void;
  onSaved: () => void;
}

export const INDEX_CHANGE_FIELD_ID = 'variacao-indice';

/** Add a month's change of an index, or correct the one it has (the button says which). */
export function EconomicIndexValueForm({ idIndice, codigo, values, competencia, variacao, onChange, onSaved }: EconomicIndexValueFormProps) {
  const [errors, setErrors] = useState<{ competencia?: string; variacao?: string }>({});
  const [isSaving, setIsSaving] = useState(false);
  const isCorrection = values.some((value) => value.competencia === competencia);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseVariacaoComma(variacao);
    const next = { competencia: /^\d{4}-(0[1-9]|1[0-2])$/.test(competencia) ? undefined : 'Informe o mês (AAAA-MM).', variacao: parsed.ok ? undefined : parsed.mensagem };
    setErrors(next);
    if (next.competencia || !parsed.ok) return;
    setIsSaving(true);
    try {
      const body = { idIndice, competencia, variacao: parsed.value };
      await (isCorrection ? atualizarValorIndice(body) : criarValorIndice(body));
      toast.success(isCorrection ? `Variação do ${codigo} corrigida.` : `Variação do ${codigo} incluída.`);
      onChange({ competencia: '', variacao: '' });
      onSaved();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-[12rem_14rem_auto] sm:items-start">
      <TextField label="Mês" type="month" placeholder="AAAA-MM" value={competencia} error={errors.competencia} onChange={(event) => onChange({ competencia: event.target.value, variacao })} disabled={isSaving} />
      <TextField
        id={INDEX_CHANGE_FIELD_ID}
        label="Variação no mês (%)"
        inputMode="decimal"
        placeholder="0,39"
        hint="Com vírgula, até 4 casas; negativa com o sinal de menos."
        value={variacao}
        error={errors.variacao}
        onChange={(event) => onChange({ competencia, variacao: event.target.value })}
        disabled={isSaving}
      />
      <Button type="submit" isLoading={isSaving} className="sm:mt-6 sm:justify-self-start">
        {isCorrection ? 'Corrigir variação' : 'Incluir variação'}
      </Button>
    </form>
  );
}
