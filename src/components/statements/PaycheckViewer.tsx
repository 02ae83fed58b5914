import { useCallback, useEffect, useRef } from 'react';
import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { QueryState } from '@/components/ui/QueryState';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { SITUATION_ID } from '@/domain/constants';
import type { VinculoPlano } from '@/domain/api-types';
import { chosenOrFirst, paycheckChoiceFromQuery, paycheckChoiceToQuery } from '@/domain/extracts-filters';
import { useApiQuery, type ApiQuery } from '@/hooks/useApiQuery';
import { useUrlQuery } from '@/hooks/useUrlQuery';
import { paycheckPdfUrl, retornarContracheque, retornarContracheques, type ContrachequeResumo } from '@/services/statements';
import { DownloadLink } from './DownloadLink';
import { Figure } from './Figure';
import { NextPaycheck } from './NextPaycheck';

type Choice = Pick<ContrachequeResumo, 'competencia' | 'tipo'>;

const monthOf = (competencia: string) => formatMonthBr(`${competencia}-01`);
const titleOf = ({ competencia, tipo }: Choice) => (tipo === 'abono_anual' ? `Abono anual (13º) de ${competencia.slice(0, 4)}` : `Contracheque de ${monthOf(competencia)}`);
const sameChoice = (a: Choice, b: Choice) => a.competencia === b.competencia && a.tipo === b.tipo;

/**
 * Service 20: the paychecks of the plan link, newest first; the chosen one with its lines, totals and PDF. Above them
 * the projected next paycheck: for a link in benefit (it is paid, so it has paychecks) it is asked for together with
 * the list instead of after it; for any other link, once the list shows there are paychecks to project from.
 */
export function PaycheckViewer({ vinculo }: { vinculo: VinculoPlano }) {
  const idVinculoPlano = vinculo.id;
  const fetchAnswer = useCallback(() => retornarContracheques(idVinculoPlano), [idVinculoPlano]);
  const answer = useApiQuery(fetchAnswer);
  const list: ApiQuery<ContrachequeResumo[]> = { ...answer, data: answer.data?.contracheques };
  const suspended = answer.data?.mesesSuspensos ?? [];
  // The paycheck shown is in the address (?competencia=AAAA-MM[&tipo=abono_anual], issue 26): a reload or a shared link
  // shows the same one; a month not on the list shows the newest.
  const { query, replaceQuery } = useUrlQuery();
  const chosen = query ? paycheckChoiceFromQuery(query) : null;
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const isFocusWanted = useRef(false);
  const chosenKey = chosen ? `${chosen.competencia}-${chosen.tipo}` : '';
  useEffect(() => {
    // After a choice, once its detail is on screen (it may be below the list on narrow screens): take the reader there.
    if (!isFocusWanted.current) return;
    isFocusWanted.current = false;
    detailHeading.current?.focus();
  }, [chosenKey]);

  const hasPaychecks = list.data ? list.data.length > 0 : vinculo.situacao.id === SITUATION_ID.IN_BENEFIT && !list.error;
  const choose = (paycheck: ContrachequeResumo) => {
    if (`${paycheck.competencia}-${paycheck.tipo}` === chosenKey) return detailHeading.current?.focus();
    isFocusWanted.current = true;
    replaceQuery(paycheckChoiceToQuery(paycheck));
  };

  return (
    <div className="space-y-6">
      {suspended.length ? (
        <Alert tone="info">
          <p className="font-semibold">Benefício suspenso por falta de prova de vida</p>
          <p>
            {suspended.length === 1 ? 'Mês sem pagamento' : 'Meses sem pagamento'}: {suspended.map(monthOf).join(', ')}. Quando a prova de vida for aprovada, o benefício volta e esses meses são pagos.{' '}
            <Link href="/services/prova-de-vida" className="font-semibold underline">
              Fazer a prova de vida
            </Link>
          </p>
        </Alert>
      ) : null}
      {hasPaychecks && suspended.length === 0 ? <NextPaycheck idVinculoPlano={idVinculoPlano} /> : null}
      <PaycheckList list={list} chosen={chosen} onChoose={choose} idVinculoPlano={idVinculoPlano} detailHeading={detailHeading} />
    </div>
  );
}

interface PaycheckListProps {
  list: ApiQuery<ContrachequeResumo[]>;
  chosen: Choice | null;
  onChoose: (paycheck: ContrachequeResumo) => void;
  idVinculoPlano: number;
  detailHeading: React.RefObject<HTMLHeadingElement | null>;
}

/** The months, newest first, beside the chosen paycheck (the newest until one is chosen). */
function PaycheckList({ list, chosen, onChoose, idVinculoPlano, detailHeading }: PaycheckListProps) {
  return (
    <QueryState
      query={list}
      label="Carregando os contracheques"
      errorTitle="Não foi possível carregar os contracheques."
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-gray-700 dark:text-gray-300">Nenhum contracheque neste plano. Eles aparecem aqui a partir do primeiro pagamento de benefício.</p>}
    >
      {(data) => {
        const current = chosenOrFirst(data, chosen, sameChoice) as ContrachequeResumo;

        return (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
              <nav aria-labelledby="titulo-meses" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
                <h2 id="titulo-meses" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
                  Meses
                </h2>
                <ul className="max-h-[28rem] space-y-1 overflow-y-auto pr-1">
                  {data.map((paycheck) => {
                    const isCurrent = sameChoice(paycheck, current);
                    return (
                      <li key={`${paycheck.competencia}-${paycheck.tipo}`}>
                        <button
                          type="button"
                          aria-current={isCurrent ? 'true' : undefined}
                          onClick={() => onChoose(paycheck)}
                          className={`flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left ${isCurrent ? 'bg-primary-soft font-semibold text-gray-900 dark:text-white' : 'text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'}`}
                        >
                          <span>{paycheck.tipo === 'abono_anual' ? `13º de ${paycheck.competencia.slice(0, 4)}` : monthOf(paycheck.competencia)}</span>
                          <span className="tabular-nums">{formatBrl(paycheck.valorLiquido)}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </nav>
              <PaycheckDetail key={`${current.competencia}-${current.tipo}`} idVinculoPlano={idVinculoPlano} choice={current} headingRef={detailHeading} />
          </div>
        );
      }}
    </QueryState>
  );
}

function PaycheckDetail({ idVinculoPlano, choice, headingRef }: { idVinculoPlano: number; choice: Choice; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const fetchDetail = useCallback(() => retornarContracheque(idVinculoPlano, choice.competencia, choice.tipo), [idVinculoPlano, choice.competencia, choice.tipo]);
  const { data, error, isLoading, retry } = useApiQuery(fetchDetail);
  const title = titleOf(choice);

  return (
    <section aria-labelledby="titulo-contracheque" aria-busy={isLoading || undefined} className="min-w-0 space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-contracheque" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-gray-900 outline-none dark:text-white">
        {title}
      </h2>
      {isLoading ? (
        <div role="status" aria-label="Carregando o contracheque" className="space-y-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar o contracheque." message={error?.message ?? ''} onRetry={retry} />
      ) : (
        <>
          <p className="text-gray-700 dark:text-gray-300">Pago em {formatDateBr(data.dataPagamento)}.</p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Proventos e descontos de {title}</caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="py-2 pr-2 font-semibold">
                  Descrição
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-semibold">
                  Proventos
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Descontos
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rubricas.map((line) => (
                <tr key={line.codigo} className="border-b border-gray-100 dark:border-gray-800">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    {line.descricao}
                  </th>
                  <td className="py-2 pr-2 text-right tabular-nums">{line.tipo === 'provento' ? formatBrl(line.valor) : ''}</td>
                  <td className="py-2 text-right tabular-nums">{line.tipo === 'desconto' ? formatBrl(line.valor) : ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-2">
                  Totais
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{formatBrl(data.totalProventos)}</td>
                <td className="py-2 text-right tabular-nums">{formatBrl(data.totalDescontos)}</td>
              </tr>
            </tfoot>
          </table>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label="Valor bruto" value={formatBrl(data.valorBruto)} />
            <Figure label="Imposto de renda" value={formatBrl(data.impostoRenda)} />
            <Figure label="Valor líquido" value={formatBrl(data.valorLiquido)} isStrong />
            {data.parcelaIsenta !== '0.00' ? <Figure label="Parcela isenta (65 anos ou mais)" value={formatBrl(data.parcelaIsenta)} /> : null}
          </dl>
          <DownloadLink href={paycheckPdfUrl(idVinculoPlano, choice)}>Baixar contracheque (PDF)</DownloadLink>
        </>
      )}
    </section>
  );
}
