import Link from 'next/link';
import type { TaxIncentiveResult as Result } from '@/domain/tax-incentive';
import { formatBrl } from '@/domain/format-decimal';

const Row = ({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) => (
  <tr>
    <th scope="row" className={`py-2 pr-3 text-left ${isStrong ? 'font-semibold' : 'font-normal'}`}>
      {label}
    </th>
    <td className={`py-2 text-right tabular-nums ${isStrong ? 'font-semibold' : ''}`}>{formatBrl(value)}</td>
  </tr>
);

/** The simulation's figures, what they mean, and what is left of the 12 % this year. */
export function TaxIncentiveResult({ result }: { result: Result }) {
  const hasRoom = Number(result.contribuicaoAdicionalPossivel) > 0;
  return (
    <section aria-labelledby="resultado-incentivo" className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="resultado-incentivo" className="text-lg font-semibold text-gray-900 dark:text-white">
        Resultado para {result.ano}
      </h2>
      <p className="rounded-xl bg-primary-soft p-4 text-gray-900 dark:text-gray-100">
        Você economiza <strong className="text-2xl">{formatBrl(result.economiaImposto)}</strong> de imposto de renda no ano, deduzindo {formatBrl(result.deducaoPermitida)} de contribuições na declaração completa.
      </p>
      <table className="w-full text-gray-900 dark:text-gray-100">
        <caption className="sr-only">Valores da simulação</caption>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
          <Row label="Limite de dedução (12 % da renda tributável)" value={result.limiteDedutivel} />
          <Row label="Contribuições que você pode deduzir" value={result.deducaoPermitida} />
          {Number(result.contribuicaoExcedente) > 0 ? <Row label="Contribuições acima do limite (não deduzem)" value={result.contribuicaoExcedente} /> : null}
          <Row label="Imposto do ano sem a contribuição" value={result.impostoSemContribuicao} />
          <Row label="Imposto do ano com a contribuição" value={result.impostoComContribuicao} />
          <Row label="Economia de imposto" value={result.economiaImposto} isStrong />
        </tbody>
      </table>
      {hasRoom ? (
        <div className="rounded-xl border border-gray-300 p-4 text-gray-900 dark:border-gray-600 dark:text-gray-100">
          <p>
            Você ainda pode contribuir <strong>{formatBrl(result.contribuicaoAdicionalPossivel)}</strong> neste ano para usar todos os 12 %. Com isso, a economia passaria a {formatBrl(result.economiaComLimite)} (mais {formatBrl(result.economiaAdicionalPossivel)}).
          </p>
          <p className="mt-3">
            <Link href="/services/gerar-contribuicao" className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
              Fazer uma contribuição esporádica
            </Link>
          </p>
        </div>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">Você já usa todo o limite de 12 % neste ano.</p>
      )}
      <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
        <h3 className="text-base font-semibold text-gray-900 dark:text-white">Declaração completa ou simplificada?</h3>
        <p>
          A dedução só vale na declaração completa (com deduções legais). Na simplificada, a Receita desconta 20 % da renda, até {formatBrl(result.descontoSimplificado)} no seu caso, no lugar de todas as deduções, e a contribuição não muda o imposto: pela
          simplificada ele seria {formatBrl(result.impostoDeclaracaoSimplificada)}.
        </p>
        <p>
          {result.completaCompensa
            ? 'Com os valores informados, a declaração completa sai mais barata.'
            : 'Com os valores informados, a simplificada ainda sai mais barata: some as outras deduções (INSS, dependentes, saúde, educação) para comparar de verdade.'}{' '}
          O cálculo usa a tabela anual do imposto de renda de {result.ano}, faixa a faixa (não uma alíquota fixa), e vale para quem também contribui para a Previdência Social.
        </p>
      </div>
    </section>
  );
}
