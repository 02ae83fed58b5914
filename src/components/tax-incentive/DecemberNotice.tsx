import { useCallback, useState } from 'react';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarAvisoDeducao, retornarAvisoDeducao, type AvisoDeducao } from '@/services/tax-incentive';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : TRANSPORT_MESSAGES.unexpected);

/**
 * The December notice (opt-in): on the first business day of December the fund says what is left of the 12 % this
 * year, from the taxable income given here and the contributions it recorded. `simulated` is the simulator's income
 * (decimal text) when it holds one: asking or updating takes it.
 */
export function DecemberNotice({ idVinculoPlano, simulated }: { idVinculoPlano: number; simulated: { rendaTributavelAnual: string; outrasDeducoes?: string } | null }) {
  const fetchNotice = useCallback(() => retornarAvisoDeducao(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchNotice);
  const [saved, setSaved] = useState<AvisoDeducao | null>(null);
  const [busy, setBusy] = useState(false);
  const notice = saved ?? query.data;
  if (!notice) return null;

  async function save(ativo: boolean) {
    setBusy(true);
    try {
      const answer = await atualizarAvisoDeducao(idVinculoPlano, ativo && simulated ? { ativo, ...simulated } : { ativo });
      setSaved(answer);
      toast.success(answer.message);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const day = formatDateBr(notice.proximoAviso);
  // Compared as numbers: "120000" typed and "120000.00" kept are the same income.
  const differs = simulated !== null && notice.ativo && (Number(simulated.rendaTributavelAnual) !== Number(notice.rendaTributavelAnual) || Number(simulated.outrasDeducoes ?? 0) !== Number(notice.outrasDeducoes));
  return (
    <section aria-labelledby="aviso-dezembro" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="aviso-dezembro" className="text-lg font-semibold text-gray-900 dark:text-white">
        Aviso de dezembro
      </h2>
      {notice.ativo ? (
        <p className="text-gray-700 dark:text-gray-300" role="status">
          Aviso pedido: no dia <strong>{day}</strong> diremos quanto você ainda pode contribuir no ano para deduzir até 12 %, com a renda tributável de{' '}
          <strong>{formatBrl(notice.rendaTributavelAnual ?? '0')}</strong> que você informou.
        </p>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          Quer lembrar a tempo? No primeiro dia útil de dezembro ({day}) avisamos quanto você ainda pode contribuir no ano para deduzir até 12 %, com a renda tributável que você simulou e as contribuições pagas até lá.
          {simulated ? null : ' Simule acima com a sua renda para pedir o aviso.'}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {notice.ativo ? (
          <>
            {differs ? (
              <Button type="button" isLoading={busy} onClick={() => save(true)}>
                Usar a renda simulada ({formatBrl(simulated.rendaTributavelAnual)})
              </Button>
            ) : null}
            <Button type="button" variant="secondary" disabled={busy} onClick={() => save(false)}>
              Cancelar o aviso
            </Button>
          </>
        ) : (
          <Button type="button" isLoading={busy} disabled={!simulated} onClick={() => save(true)}>
            Quero o aviso de dezembro
          </Button>
        )}
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">Os canais do aviso (e-mail, SMS, WhatsApp) você escolhe em Meu perfil › Avisos.</p>
    </section>
  );
}
