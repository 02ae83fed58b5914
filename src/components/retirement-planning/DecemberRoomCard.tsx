import { useState, type FormEvent } from 'react';
import { splitFieldErrors } from '@/domain/api-errors';
import { formatBrl, formatDateBr } from '@/domain/format';
import { formatDecimalInput, parseDecimalInput } from '@/domain/masks';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarPlanejamento, type Planejamento } from '@/services/retirement-planning';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { TextField } from '@/components/ui/TextField';

type Room = NonNullable<Planejamento['deducaoDezembro']>;

/**
 * October to December: how much more the person may contribute this year and deduct (up to 12 % of the gross taxable
 * income), the tax that saves, the last day a PIX and a boleto count, and one button to contribute exactly that.
 */
export function DecemberRoomCard({ planning, room, idVinculoPlano, onSaved }: { planning: Planejamento; room: Room; idVinculoPlano: number; onSaved: (planning: Planejamento) => void }) {
  const [income, setIncome] = useState(room.rendaTributavelAnual ? formatDecimalInput(room.rendaTributavelAnual) : '');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const meta = planning.meta;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!meta) return;
    setIsSending(true);
    setError(undefined);
    try {
      const { idadeAlvo, rendaDesejada, estimativaInss, outrasRendas } = meta;
      onSaved(await atualizarPlanejamento(idVinculoPlano, { idadeAlvo, rendaDesejada, estimativaInss, outrasRendas, rendaTributavelAnual: parseDecimalInput(income) ?? income }));
    } catch (failure) {
      if (!(failure instanceof ApiError)) setError(TRANSPORT_MESSAGES.unexpected);
      else {
        const { byField, other } = splitFieldErrors(failure.errors, ['rendaTributavelAnual'] as const);
        setError(byField.rendaTributavelAnual ?? (other.join(' ') || failure.message));
      }
    } finally {
      setIsSending(false);
    }
  };

  const hasRoom = room.espacoRestante !== null && room.espacoRestante !== '0.00';
  return (
    <section aria-labelledby="titulo-dezembro" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-dezembro" className="text-lg font-semibold text-gray-900 dark:text-white">
        Dedução no Imposto de Renda de {room.ano}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        O que você contribui ao plano no ano pode ser abatido da renda, até 12 % da sua renda bruta tributável, se você faz a declaração completa e contribui para o INSS (ou outro
        regime público). Na declaração simplificada, a contribuição não reduz o imposto.
      </p>
      {meta ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-72">
            <TextField
              label={`Sua renda bruta tributável em ${room.ano} (R$)`}
              inputMode="decimal"
              placeholder="0,00"
              value={income}
              onChange={(event) => setIncome(event.target.value.replace(/[^\d.,]/g, ''))}
              error={error}
              disabled={isSending}
            />
          </div>
          <Button type="submit" variant="secondary" isLoading={isSending} className="sm:mb-6">
            Calcular
          </Button>
        </form>
      ) : (
        <p className="text-gray-900 dark:text-gray-100">Para calcular, salve a sua meta acima: a renda do ano fica guardada com ela.</p>
      )}
      {room.limiteDedutivel !== null ? (
        <>
          {error ? <Alert>{error}</Alert> : null}
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-gray-700 dark:text-gray-300">Limite de 12 %</dt>
              <dd className="font-semibold tabular-nums">{formatBrl(room.limiteDedutivel)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700 dark:text-gray-300">Já contribuído em {room.ano}</dt>
              <dd className="font-semibold tabular-nums">
                {formatBrl(room.contribuicoesPagas)}
                {room.esporadicasPendentes !== '0.00' ? ` + ${formatBrl(room.esporadicasPendentes)} a pagar` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700 dark:text-gray-300">Ainda cabe</dt>
              <dd className="font-semibold tabular-nums" data-testid="espaco-restante">
                {formatBrl(room.espacoRestante ?? '0.00')}
              </dd>
            </div>
          </dl>
          {hasRoom ? (
            <>
              <p className="text-gray-900 dark:text-gray-100">
                Contribuindo {formatBrl(room.espacoRestante!)} até o fim do ano, o seu imposto pode diminuir em até <strong className="tabular-nums">{formatBrl(room.economiaImposto ?? '0.00')}</strong>.
                Pague por PIX até {formatDateBr(room.ultimoDiaPix)} ou por boleto até {formatDateBr(room.ultimoDiaBoleto)} (último dia útil para os bancos).
              </p>
              <LinkButton href={`/services/gerar-contribuicao?valor=${room.espacoRestante}`}>Contribuir {formatBrl(room.espacoRestante!)}</LinkButton>
            </>
          ) : (
            <p className="text-gray-900 dark:text-gray-100">Você já usou todo o limite de 12 % de {room.ano}.</p>
          )}
        </>
      ) : null}
    </section>
  );
}
