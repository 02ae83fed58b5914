import { formatBrl, formatPercent } from '@/domain/format-decimal';
import type { Planejamento } from '@/services/retirement-planning';

const incomeTerm = (months: number) => (months % 12 === 0 ? `${months / 12} anos` : `${months} meses`);
const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** The one number first: the whole monthly income at the target age, in today's reais, and what it is made of. */
export function IncomePicture({ planning }: { planning: Planejamento }) {
  const { rendaTotal, premissas, idadeAlvo } = planning;
  const year = Number(planning.dataReferencia.slice(0, 4)) + Math.round(planning.mesesAteIdadeAlvo / 12);
  return (
    <section aria-labelledby="titulo-renda" className={`${card} space-y-4`}>
      <h2 id="titulo-renda" className="text-lg font-semibold text-gray-900 dark:text-white">
        Sua renda aos {idadeAlvo} anos
      </h2>
      <p>
        <span className="block text-3xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="renda-total-hoje">
          {formatBrl(rendaTotal.totalHoje)}
        </span>
        <span className="text-sm text-gray-700 dark:text-gray-300">
          por mês, em reais de hoje ({formatBrl(rendaTotal.totalNominal)} em valores de {year}).
        </span>
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">Do plano</dt>
          <dd className="font-semibold tabular-nums text-gray-900 dark:text-white" data-testid="renda-fundo-hoje">
            {formatBrl(rendaTotal.fundoHoje)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">INSS (sua estimativa)</dt>
          <dd className="font-semibold tabular-nums text-gray-900 dark:text-white">{formatBrl(rendaTotal.inss)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">Outras rendas</dt>
          <dd className="font-semibold tabular-nums text-gray-900 dark:text-white">{formatBrl(rendaTotal.outras)}</dd>
        </div>
      </dl>
      {/* Short items, not one long paragraph: the picture arrives after the page's intro and must not become its largest paint. */}
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
        <li>
          Cenário esperado: rentabilidade de {formatPercent(premissas.rentabilidadeEsperada)} e inflação de {formatPercent(premissas.inflacaoAnual)} ao ano.
        </li>
        <li>
          Saldo de hoje {formatBrl(planning.saldoAtual)}; contribuição de {formatBrl(planning.contribuicaoMensal)} por mês, sua e da patrocinadora.
        </li>
        <li>Renda do plano por {incomeTerm(premissas.prazoRendaMeses)}. É uma estimativa, antes do imposto de renda.</li>
      </ul>
    </section>
  );
}
