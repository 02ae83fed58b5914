import { useEffect, useRef, useState } from 'react';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { EXIT_OPTIONS_SERVICE } from '@/domain/exit-options-services/exit-options';
import type { OpcoesDesligamento } from '@/services/exit-options';
import { ServiceRequestForm } from '@/components/requests/services/ServiceRequestForm';
import type { ServiceTarget } from '@/components/requests/services/service-target';
import { Figure as BalanceFigure } from '@/components/statements/Figure';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ExitConfirmation } from './ExitConfirmation';
import { bpdFigures, FigureList, OPTION_COPY, portabilityFigures, redemptionFigures, selfSponsorshipFigures, type Figure, type OptionKey } from './exit-figures';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const OPTIONS: OptionKey[] = ['resgate', 'portabilidade', 'bpd', 'autopatrocinio'];

function figuresOf(option: OptionKey, data: OpcoesDesligamento): Figure[] {
  switch (option) {
    case 'resgate':
      return redemptionFigures(data.resgate);
    case 'portabilidade':
      return portabilityFigures(data.portabilidade);
    case 'bpd':
      return bpdFigures(data.bpd);
    case 'autopatrocinio':
      return selfSponsorshipFigures(data.autopatrocinio);
  }
}

interface OptionCardProps {
  option: OptionKey;
  data: OpcoesDesligamento;
  isChosen: boolean;
  /** False while an exit request is open: the card shows its values, without the button to choose it. */
  canChoose: boolean;
  onChoose: () => void;
}

function OptionCard({ option, data, isChosen, canChoose, onChoose }: OptionCardProps) {
  const copy = OPTION_COPY[option];
  const eligibility = data[option];
  const titleId = `opcao-${option}-titulo`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`opcao-${option}`}
      className={`flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 dark:bg-gray-900 ${isChosen ? 'ring-2 ring-primary' : 'ring-gray-900/5 dark:ring-white/10'}`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-white">
        {copy.titulo}
      </h2>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{copy.significado}</p>
      <p className="mt-2 text-sm font-semibold text-gray-800 dark:text-gray-200">{copy.vinculo}</p>
      <div className="mt-4 flex-1">
        <FigureList figures={figuresOf(option, data)} />
      </div>
      {canChoose ? (
        <div className="mt-5">
          {eligibility.elegivel ? (
            <Button variant={isChosen ? 'primary' : 'secondary'} className="w-full" onClick={onChoose} aria-pressed={isChosen}>
              {isChosen ? 'Opção escolhida' : copy.acao}
            </Button>
          ) : (
            <p className="text-sm text-gray-800 dark:text-gray-200">
              {eligibility.motivos.join(' ')}
              {eligibility.elegivelEm ? ` Disponível a partir de ${formatDateBr(eligibility.elegivelEm)}.` : ''}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The four options side by side with the participant's values and what each does to the link, then the chosen one's
 * request through the generic form (definition 30, the option already chosen).
 */
export function ExitOptionCards({ options: data, target, canChoose }: { options: OpcoesDesligamento; target: ServiceTarget; canChoose: boolean }) {
  const [chosen, setChosen] = useState<OptionKey | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!chosen) return;
    formHeading.current?.focus();
    formHeading.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [chosen]);

  return (
    <div className="space-y-8">
      <section aria-labelledby="saldo-titulo" className="space-y-3 text-gray-700 dark:text-gray-300">
        <h2 id="saldo-titulo" className="text-lg font-semibold text-gray-900 dark:text-white">
          O seu saldo hoje
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <BalanceFigure label="Suas contribuições" value={formatBrl(data.saldo.proprio)} testId="saldo-proprio" />
          <BalanceFigure label="Conta da patrocinadora" value={formatBrl(data.saldo.patrocinadora)} />
          <BalanceFigure
            label={`Seu direito: ${formatPercent(data.saldo.percentualAdquirido)} dela (${data.anosNoPlano} ${data.anosNoPlano === 1 ? 'ano' : 'anos'} de plano)`}
            value={formatBrl(data.saldo.patrocinadoraAdquirida)}
          />
          <BalanceFigure label="Disponível ao todo" value={formatBrl(data.saldo.disponivel)} testId="saldo-disponivel" isStrong />
        </dl>
        <p>Regime de tributação: {data.regime.descricao}.</p>
        {data.regime.observacao ? <Alert tone="info">{data.regime.observacao}</Alert> : null}
      </section>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {OPTIONS.map((option) => (
          <OptionCard key={option} option={option} data={data} isChosen={chosen === option} canChoose={canChoose} onChoose={() => setChosen(option)} />
        ))}
      </div>

      {chosen && canChoose ? (
        <section aria-labelledby="pedido-titulo" className="max-w-3xl space-y-4">
          <h2 id="pedido-titulo" ref={formHeading} tabIndex={-1} className="text-xl font-semibold text-gray-900 outline-none dark:text-white">
            Pedir: {OPTION_COPY[chosen].titulo}
          </h2>
          <ServiceRequestForm
            key={chosen}
            definition={EXIT_OPTIONS_SERVICE}
            target={target}
            defaultValues={{ opcao: chosen }}
            confirmation={(rules, values) => <ExitConfirmation idFuncionalidade={FUNCTIONALITY.EXIT_OPTIONS} rules={rules} values={values} />}
          />
        </section>
      ) : null}
    </div>
  );
}
