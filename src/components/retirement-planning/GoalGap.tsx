import { formatBrl } from '@/domain/format-decimal';
import type { Planejamento } from '@/services/retirement-planning';
import { LinkButton } from '@/components/ui/LinkButton';

type Gap = NonNullable<Planejamento['lacuna']>;

/** Where the goal stands and what closes the gap: more each month, one contribution now, or a later age. */
export function GoalGap({ planning, gap }: { planning: Planejamento; gap: Gap }) {
  const missing = gap.diferenca.startsWith('-') ? '0.00' : gap.diferenca;
  return (
    <section aria-labelledby="titulo-lacuna" className="space-y-4 rounded-2xl bg-primary-soft p-5 ring-1 ring-gray-900/5 dark:ring-white/10">
      <h2 id="titulo-lacuna" className="text-lg font-semibold text-gray-900 dark:text-white">
        {gap.atingida ? 'Você está no caminho da sua meta' : 'O que falta para a sua meta'}
      </h2>
      {gap.atingida ? (
        <p className="text-gray-900 dark:text-gray-100">
          No cenário esperado, a sua renda aos {planning.idadeAlvo} anos ({formatBrl(planning.rendaTotal.totalHoje)}) alcança a meta de {formatBrl(gap.rendaDesejada)} por mês. Continue
          contribuindo como hoje.
        </p>
      ) : (
        <>
          <p className="text-gray-900 dark:text-gray-100">
            Faltam{' '}
            <strong className="tabular-nums" data-testid="lacuna">
              {formatBrl(missing)}
            </strong>{' '}
            por mês, em reais de hoje, para a meta de {formatBrl(gap.rendaDesejada)} aos {planning.idadeAlvo} anos.
            {gap.situacao === 'fora_do_caminho' ? ' Você está mais de 10 % abaixo da meta.' : ' Você está a menos de 10 % da meta.'}
          </p>
          <ul className="space-y-4">
            <li className="space-y-2">
              <p className="text-gray-900 dark:text-gray-100">
                Contribua mais{' '}
                <strong className="tabular-nums" data-testid="contribuicao-adicional">
                  {formatBrl(gap.contribuicaoAdicional)}
                </strong>{' '}
                por mês (de {formatBrl(planning.contribuicaoMensal)} para {formatBrl(gap.contribuicaoNecessaria)}, somando a da patrocinadora).
              </p>
              <LinkButton href={`/services/alterar-contribuicao?adicional=${gap.contribuicaoAdicional}`}>Alterar minha contribuição</LinkButton>
            </li>
            <li className="space-y-2">
              <p className="text-gray-900 dark:text-gray-100">
                Ou faça uma contribuição esporádica de <strong className="tabular-nums">{formatBrl(gap.aporteUnico)}</strong> hoje.
              </p>
              <LinkButton href={`/services/gerar-contribuicao?valor=${gap.aporteUnico}`}>
                Fazer uma contribuição esporádica
              </LinkButton>
            </li>
            <li>
              <p className="text-gray-900 dark:text-gray-100">
                {gap.idadeQueFecha !== null
                  ? `Ou, sem mudar nada, aposente-se aos ${gap.idadeQueFecha} anos: a renda nessa idade alcança a meta.`
                  : 'Sem mudar a contribuição, a meta não é alcançada até os 85 anos.'}
              </p>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
