import { formatBrl, formatPercent, formatQuotas } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import type { ExtratoIrRegressivo } from '@/services/extracts';
import { SECTION_CLASSES } from './ExtractFrame';

/** The regressive table of Lei 11.053/2004, in words. */
const TABLE_ROWS: Array<[string, string]> = [
  ['Até 2 anos', '35 %'],
  ['De 2 a 4 anos', '30 %'],
  ['De 4 a 6 anos', '25 %'],
  ['De 6 a 8 anos', '20 %'],
  ['De 8 a 10 anos', '15 %'],
  ['Mais de 10 anos', '10 %'],
];

const REGIME_TEXT: Record<string, string> = {
  regressivo: 'Você optou pela tabela regressiva: estes são os valores que valem para você.',
  progressivo: 'Você está na tabela progressiva. Este extrato mostra, para comparação, quanto seria o imposto se fosse a regressiva.',
  nenhum: 'Você ainda não escolheu a tabela de imposto (regime "Não informado"). Este extrato ajuda a comparar antes de escolher.',
};

const TH = 'py-2 pr-3 font-semibold';
const NUMBER = 'py-2 pr-3 text-right tabular-nums';

/** The regressive table explained, then each contribution month (lot) with its value today, its rate and the tax. */
export function RegressiveTaxView({ extract }: { extract: ExtratoIrRegressivo }) {
  const { lotes, porAliquota, totais } = extract;
  return (
    <div className="space-y-8">
      <section aria-labelledby="titulo-como-funciona" className={SECTION_CLASSES}>
        <h2 id="titulo-como-funciona" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
          Como funciona a tabela regressiva
        </h2>
        <p className="mb-3 text-gray-700 dark:text-gray-300">
          Na tabela regressiva (Lei 11.053/2004), cada contribuição paga imposto de acordo com o tempo que ficou no plano: quanto mais tempo, menor a alíquota. O
          prazo conta a partir do mês de cada contribuição e muda de faixa no dia em que ela completa 2, 4, 6, 8 e 10 anos. O imposto é retido na fonte, no
          resgate ou no pagamento do benefício, e é definitivo.
        </p>
        <p className="mb-4 font-medium text-gray-900 dark:text-white">{REGIME_TEXT[extract.regimeTributacao ?? 'nenhum']}</p>
        <table className="w-full max-w-sm text-left text-sm">
          <caption className="sr-only">Alíquotas da tabela regressiva por tempo no plano</caption>
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className={TH}>Tempo no plano</th>
              <th scope="col" className={`${TH} text-right`}>Alíquota</th>
            </tr>
          </thead>
          <tbody>
            {TABLE_ROWS.map(([period, rate]) => (
              <tr key={period} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                <td className="py-1.5 pr-3">{period}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="titulo-resumo" className={SECTION_CLASSES}>
        <h2 id="titulo-resumo" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Se você resgatasse hoje
        </h2>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
          Valores em {formatDateBr(extract.dataReferencia)}, com a cota de {formatDateBr(extract.dataCota)} ({formatQuotas(extract.valorCota)}).
        </p>
        <dl className="mb-3 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
            <dt className="text-sm text-gray-700 dark:text-gray-300">Valor atual das contribuições</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid="total-valor-atual">
              {formatBrl(totais.valorAtual)}
            </dd>
          </div>
          <div className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
            <dt className="text-sm text-gray-700 dark:text-gray-300">Imposto estimado</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid="total-imposto">
              {formatBrl(totais.imposto)}
            </dd>
          </div>
        </dl>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
          O valor atual é o seu saldo, o mesmo do extrato de saldo: todas as cotas × o valor da cota, arredondado uma vez. Cada lote mostra a sua parte desse saldo
          em centavos, e a soma dos lotes dá exatamente o saldo (por isso um lote pode diferir em R$ 0,01 da conta das suas cotas × o valor da cota).
        </p>
        <div role="region" aria-labelledby="titulo-resumo" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Resumo por alíquota</caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className={TH}>Alíquota</th>
                <th scope="col" className={`${TH} hidden text-right sm:table-cell`}>Meses</th>
                <th scope="col" className={`${TH} text-right`}>Valor atual</th>
                <th scope="col" className={`${TH} text-right`}>Imposto</th>
              </tr>
            </thead>
            <tbody>
              {porAliquota.map((row) => (
                <tr key={row.aliquota} className="border-b border-gray-100 dark:border-gray-800">
                  <td className="py-2 pr-3">{formatPercent(row.aliquota)}</td>
                  <td className={`${NUMBER} hidden sm:table-cell`}>{row.lotes}</td>
                  <td className={NUMBER}>{formatBrl(row.valorAtual)}</td>
                  <td className={NUMBER}>{formatBrl(row.imposto)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="titulo-lotes" className={SECTION_CLASSES}>
        <h2 id="titulo-lotes" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Contribuições mês a mês
        </h2>
        <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">Cada mês de contribuição é um lote, com a alíquota do tempo que já passou no plano.</p>
        {lotes.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Nenhuma contribuição paga até agora.</p>
        ) : (
          <details>
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary-strong">
              Ver {lotes.length === 1 ? 'a contribuição' : `as ${lotes.length} contribuições`} mês a mês
            </summary>
          <div role="region" aria-labelledby="titulo-lotes" tabIndex={0} className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[34rem] text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200 dark:border-gray-700">
                  <th scope="col" className={TH}>Competência</th>
                  <th scope="col" className={`${TH} text-right`}>Cotas</th>
                  <th scope="col" className={`${TH} text-right`}>Valor atual</th>
                  <th scope="col" className={`${TH} text-right`}>Alíquota</th>
                  <th scope="col" className={`${TH} text-right`}>Imposto</th>
                </tr>
              </thead>
              <tbody>
                {lotes.map((lot) => (
                  <tr key={lot.competencia} className="border-b border-gray-100 dark:border-gray-800">
                    <td className="py-2 pr-3">{formatMonthBr(`${lot.competencia}-01`)}</td>
                    <td className={NUMBER}>{formatQuotas(lot.cotas)}</td>
                    <td className={NUMBER}>{formatBrl(lot.valorAtual)}</td>
                    <td className={NUMBER}>{formatPercent(lot.aliquota)}</td>
                    <td className={NUMBER}>{formatBrl(lot.imposto)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-gray-300 font-semibold dark:border-gray-600">
                  <th scope="row" className="py-2 pr-3 text-left">Total</th>
                  <td className={NUMBER}>{formatQuotas(totais.cotas)}</td>
                  <td className={NUMBER}>{formatBrl(totais.valorAtual)}</td>
                  <td />
                  <td className={NUMBER}>{formatBrl(totais.imposto)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          </details>
        )}
      </section>
    </div>
  );
}
