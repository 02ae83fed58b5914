import { useCallback, useState, type FormEvent } from 'react';
import type { TaxIncentiveResult as Result } from '@/domain/tax-incentive';
import { splitFieldErrors } from '@/domain/api-errors';
import { formatDecimalInput, parseDecimalInput } from '@/domain/masks';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { retornarContribuicoesAnuais, simularIncentivoFiscal } from '@/services/tax-incentive';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { DecemberNotice } from './DecemberNotice';
import { TaxIncentiveResult } from './TaxIncentiveResult';

const FIELDS = ['rendaTributavelAnual', 'contribuicoesAnuais', 'outrasDeducoes'] as const;
type Field = (typeof FIELDS)[number];
const sanitize = (text: string) => text.replace(/[^\d.,]/g, '');

/** Service 29: the tax saved by deducting this year's contributions, and what is left of the 12 %. */
export function TaxIncentiveSimulator({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchYear = useCallback(() => retornarContribuicoesAnuais(idVinculoPlano), [idVinculoPlano]);
  const year = useApiQuery(fetchYear);
  // contribuicoesAnuais null = not typed: it shows this year's own contributions as the fund recorded them.
  const [typed, setTexts] = useState<Record<Field, string | null>>({ rendaTributavelAnual: '', contribuicoesAnuais: null, outrasDeducoes: '' });
  const [result, setResult] = useState<Result | null>(null);
  // What the last simulation that answered was made with: the December notice takes its income.
  const [simulated, setSimulated] = useState<{ rendaTributavelAnual: string; outrasDeducoes?: string } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'root', string>>>({});

  const prefilled = year.data?.contribuicoesAnuais;
  const texts: Record<Field, string> = {
    rendaTributavelAnual: typed.rendaTributavelAnual ?? '',
    contribuicoesAnuais: typed.contribuicoesAnuais ?? (prefilled ? formatDecimalInput(prefilled) : ''),
    outrasDeducoes: typed.outrasDeducoes ?? '',
  };

  const setText = (field: Field) => (text: string) => setTexts((current) => ({ ...current, [field]: sanitize(text) }));

  const onSubmitSimulation = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setErrors({});
    try {
      const body = {
        rendaTributavelAnual: parseDecimalInput(texts.rendaTributavelAnual) ?? texts.rendaTributavelAnual,
        contribuicoesAnuais: parseDecimalInput(texts.contribuicoesAnuais || '0') ?? texts.contribuicoesAnuais,
        ...(texts.outrasDeducoes ? { outrasDeducoes: parseDecimalInput(texts.outrasDeducoes) ?? texts.outrasDeducoes } : {}),
      };
      setResult(await simularIncentivoFiscal(body));
      setSimulated({ rendaTributavelAnual: body.rendaTributavelAnual, ...(body.outrasDeducoes ? { outrasDeducoes: body.outrasDeducoes } : {}) });
    } catch (error) {
      setResult(null);
      setSimulated(null);
      if (!(error instanceof ApiError)) setErrors({ root: TRANSPORT_MESSAGES.unexpected });
      else {
        const { byField, other } = splitFieldErrors(error.errors, FIELDS);
        setErrors({ ...byField, root: other.length ? other.join(' ') : error.errors.length ? undefined : error.message });
      }
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={onSubmitSimulation} className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        {errors.root ? <Alert>{errors.root}</Alert> : null}
        <fieldset disabled={isSending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Dados da simulação</legend>
          <TextField
            label="Renda tributável do ano (R$)"
            inputMode="decimal"
            placeholder="0,00"
            value={texts.rendaTributavelAnual}
            onChange={(event) => setText('rendaTributavelAnual')(event.target.value)}
            hint="Salários, benefícios e aluguéis do ano, antes dos descontos (veja no informe de rendimentos)."
            error={errors.rendaTributavelAnual}
          />
          <TextField
            label="Suas contribuições ao plano no ano (R$)"
            inputMode="decimal"
            placeholder="0,00"
            value={texts.contribuicoesAnuais}
            onChange={(event) => setText('contribuicoesAnuais')(event.target.value)}
            hint={
              year.data
                ? `Preenchido com o que você já pagou em ${year.data.ano} (${year.data.meses} ${year.data.meses === 1 ? 'mês' : 'meses'}); some o que ainda vai pagar até dezembro.`
                : year.isLoading
                  ? 'Buscando as suas contribuições do ano…'
                  : 'Só as suas contribuições; as da patrocinadora não entram.'
            }
            error={errors.contribuicoesAnuais}
          />
          <TextField
            label="Outras deduções do ano (R$, opcional)"
            inputMode="decimal"
            placeholder="0,00"
            value={texts.outrasDeducoes}
            onChange={(event) => setText('outrasDeducoes')(event.target.value)}
            hint="INSS, dependentes, saúde e educação, para comparar com a declaração simplificada."
            error={errors.outrasDeducoes}
          />
        </fieldset>
        <Button type="submit" isLoading={isSending}>
          Simular
        </Button>
      </form>
      {result ? <TaxIncentiveResult result={result} /> : null}
      <DecemberNotice idVinculoPlano={idVinculoPlano} simulated={simulated} />
    </div>
  );
}
