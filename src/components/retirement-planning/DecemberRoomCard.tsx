import { useForm } from 'react-hook-form';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { formatDecimalInput, parseDecimalInput } from '@/domain/masks';
import { goalErrors } from '@/domain/retirement-planning';
import { atualizarPlanejamento, type Planejamento } from '@/services/retirement-planning';
import { showServerErrors } from '@/components/forms/server-errors';
import { rulesResolver } from '@/components/settings/rules-resolver';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { TextField } from '@/components/ui/TextField';

type Room = NonNullable<Planejamento['deducaoDezembro']>;
type IncomeValues = { rendaTributavelAnual: string };
const incomeOf = (values: IncomeValues) => parseDecimalInput(values.rendaTributavelAnual) ?? values.rendaTributavelAnual;

/**
 * October to December: how much more the person may contribute this year and deduct (up to 12 % of the gross taxable
 * income), the tax that saves, the last day a PIX and a boleto count, and one button to contribute exactly that.
 */
export function DecemberRoomCard({ planning, room, idVinculoPlano, onSaved }: { planning: Planejamento; room: Room; idVinculoPlano: number; onSaved: (planning: Planejamento) => void }) {
  const meta = planning.meta;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<IncomeValues>({
    resolver: rulesResolver((values) => (meta ? goalErrors({ ...meta, rendaTributavelAnual: incomeOf(values) }, planning.idadeAtual).filter((error) => error.path === 'rendaTributavelAnual') : [])),
    defaultValues: { rendaTributavelAnual: room.rendaTributavelAnual ? formatDecimalInput(room.rendaTributavelAnual) : '' },
  });

  // The income is kept with the goal: the goal as saved goes with it.
  const onSubmit = handleSubmit(async (values) => {
    if (!meta) return;
    try {
      const { idadeAlvo, rendaDesejada, estimativaInss, outrasRendas } = meta;
      onSaved(await atualizarPlanejamento(idVinculoPlano, { idadeAlvo, rendaDesejada, estimativaInss, outrasRendas, rendaTributavelAnual: incomeOf(values) }));
    } catch (failure) {
      showServerErrors(failure, setError, ['rendaTributavelAnual']);
    }
  });

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
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      {meta ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-72">
            <TextField
              label={`Sua renda bruta tributável em ${room.ano} (R$)`}
              inputMode="decimal"
              placeholder="0,00"
              error={errors.rendaTributavelAnual?.message}
              disabled={isSubmitting}
              {...register('rendaTributavelAnual', { setValueAs: (text: string) => text.replace(/[^\d.,]/g, '') })}
            />
          </div>
          <Button type="submit" variant="secondary" isLoading={isSubmitting} className="sm:mb-6">
            Calcular
          </Button>
        </form>
      ) : (
        <p className="text-gray-900 dark:text-gray-100">Para calcular, salve a sua meta acima: a renda do ano fica guardada com ela.</p>
      )}
      {room.limiteDedutivel !== null ? (
        <>
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
