import type { NextPaycheck } from '@/domain/exemptions-income-tax';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { Money } from '@/domain/money';
import { Figure } from '@/components/statements/Figure';

type Projected = Omit<NextPaycheck, 'isencoes'>;

/** What retornarRegrasSolicitacao gives the exemption at 65 (the exemptions module's request kinds). */
export interface Exemption65Values {
  dataNascimento: string;
  idade: number;
  /** yyyy-MM-dd: from that month on the portion was due. */
  aniversario65: string;
  parcelaIsentaMensal: string;
  regimeTributacao: 'progressivo' | 'regressivo' | null;
  /** The next paycheck as it stands and with the portion; null before the plan pays any benefit. */
  proximoContracheque: { atual: Projected; comIsencao: Projected; dataPagamento: string } | null;
  isencaoConcedida?: { competenciaInicio: string } | null;
}

const sectionClass = 'space-y-3 rounded-2xl bg-white p-5 text-gray-700 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:text-gray-300 dark:ring-white/10';
const headingClass = 'text-lg font-semibold text-gray-900 dark:text-white';

/** Which regime the portion belongs to (Lei 7.713/1988, art. 6º, XV: the progressive table) and whether the person's does. */
function RegimeSection({ regime }: { regime: Exemption65Values['regimeTributacao'] }) {
  return (
    <section aria-labelledby="isencao-regime" className={sectionClass}>
      <h2 id="isencao-regime" className={headingClass}>
        Para qual regime de tributação
      </h2>
      <p>A parcela isenta vale para quem tem o imposto calculado pela tabela progressiva. No regime regressivo o imposto é definitivo, pelo tempo de cada contribuição, e não tem essa parcela.</p>
      <p className="font-semibold text-gray-900 dark:text-white" data-testid="isencao-regime">
        {regime === 'regressivo'
          ? 'O seu regime é o regressivo: a parcela isenta não se aplica ao seu benefício.'
          : regime === 'progressivo'
            ? 'O seu regime é o progressivo: o seu benefício tem direito à parcela isenta.'
            : 'O seu regime não foi informado, e o seu imposto é calculado pela tabela progressiva: o seu benefício tem direito à parcela isenta.'}
      </p>
    </section>
  );
}

/** The new net pay, before asking: the next paycheck as it stands and with the portion (projectNextPaycheck). */
function NextPaycheckSection({ paycheck }: { paycheck: NonNullable<Exemption65Values['proximoContracheque']> }) {
  const { atual, comIsencao } = paycheck;
  const more = new Money(comIsencao.valorLiquido).minus(atual.valorLiquido);
  return (
    <section aria-labelledby="isencao-contracheque" className={sectionClass}>
      <h2 id="isencao-contracheque" className={headingClass}>
        O seu próximo contracheque com a isenção
      </h2>
      <p>
        Competência {formatMonthBr(`${atual.competencia}-01`)}, pago em {formatDateBr(paycheck.dataPagamento)}, com o valor bruto de {formatBrl(atual.valorBruto)} e os outros descontos de{' '}
        {formatBrl(atual.outrosDescontos)} do último contracheque.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label={`Líquido sem a isenção (imposto de ${formatBrl(atual.impostoRenda)})`} value={formatBrl(atual.valorLiquido)} testId="isencao-liquido-atual" />
        <Figure label={`Líquido com a isenção (imposto de ${formatBrl(comIsencao.impostoRenda)})`} value={formatBrl(comIsencao.valorLiquido)} isStrong testId="isencao-liquido-com" />
      </dl>
      <p className="font-semibold text-gray-900 dark:text-white" data-testid="isencao-diferenca">
        {more.gt(0) ? `Você passa a receber ${formatBrl(more.toFixed(2))} a mais por mês.` : 'O seu imposto já é zero sem a isenção: o líquido não muda.'}
      </p>
      <p>A isenção vale a partir do contracheque do mês seguinte à aprovação.</p>
    </section>
  );
}

/** The tax withheld since the 65th birthday: not paid back on the payroll, but in the annual declaration. */
function WithheldSection({ birthday }: { birthday: string }) {
  return (
    <section aria-labelledby="isencao-retido" className={sectionClass}>
      <h2 id="isencao-retido" className={headingClass}>
        E o imposto já retido?
      </h2>
      <p>
        Você fez 65 anos em {formatDateBr(birthday)}: desde esse mês a parcela já era isenta. O imposto que o fundo reteve sobre ela não volta pelo contracheque. Você o recupera na declaração anual do
        imposto de renda, informando a parcela como rendimento isento de quem tem 65 anos ou mais: a diferença vem na restituição. Para os anos já declarados, faça a declaração retificadora de cada
        um (a Receita aceita os últimos 5 anos).
      </p>
    </section>
  );
}

/** Service 22's explanations beside its figures: the regime, the new net pay and the tax already withheld. */
export function Exemption65Details({ valores }: { valores: Exemption65Values }) {
  const isRegressive = valores.regimeTributacao === 'regressivo';
  const isOldEnough = valores.idade >= 65;
  const paycheck = valores.proximoContracheque;
  return (
    <div className="space-y-4">
      <RegimeSection regime={valores.regimeTributacao} />
      {!isRegressive && isOldEnough && paycheck && !valores.isencaoConcedida ? <NextPaycheckSection paycheck={paycheck} /> : null}
      {!isRegressive && isOldEnough ? <WithheldSection birthday={valores.aniversario65} /> : null}
    </div>
  );
}
