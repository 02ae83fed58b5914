import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMonthBr } from '@/domain/format-date';
import { signInAsCarlosOnHpe } from './support/demo';
import { checkAndShoot } from './support/page-checks';

interface Comparacao {
  inicio: string;
  fim: string;
  rentabilidadePlano: string | null;
  ipca: string | null;
  cdi: string | null;
}

interface Saldo {
  evolucao: Array<{ mes: string; saldo: string }>;
  comparacao: Comparacao;
}

/** The API's answer for a period, asked with the page's own session. */
async function balanceOf(page: Page, query: string): Promise<Saldo> {
  const response = await page.request.get(`/api/retornarSaldo/1${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Saldo;
}

/** R$ 1.234,56 → 1234.56 and 12,34 % → 12.34 (the page's figure as the API writes it). */
const fromBrl = (text: string) => text.replace(/[^\d,-]/g, '').replace(',', '.');
const fromPercent = (text: string) => text.replace(/[^\d,-]/g, '').replace(',', '.');

const monthBr = (month: string) => formatMonthBr(`${month}-01`);
const monthsBetween = ({ inicio, fim }: Comparacao) => (Number(fim.slice(0, 4)) - Number(inicio.slice(0, 4))) * 12 + Number(fim.slice(5)) - Number(inicio.slice(5)) + 1;

/** The chart's table and the comparison hold the API's figures for the period. */
async function expectPeriodShown(history: Locator, balance: Saldo, title: string) {
  await expect(history).not.toHaveAttribute('aria-busy', 'true');
  const figure = history.getByRole('figure', { name: title });
  await expect(figure.locator('canvas')).toHaveCount(1);
  const rows = figure.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(balance.evolucao.length);
  const [first] = balance.evolucao;
  await expect(rows.first().getByRole('rowheader')).toHaveText(monthBr(first.mes));
  expect(fromBrl((await rows.first().getByRole('cell').textContent()) ?? '')).toBe(first.saldo);
  const last = balance.evolucao.at(-1)!;
  await expect(rows.last().getByRole('rowheader')).toHaveText(monthBr(last.mes));

  const { comparacao } = balance;
  const comparison = history.getByTestId('comparacao-periodo');
  const count = monthsBetween(comparacao);
  await expect(comparison.getByRole('heading', { level: 3 })).toHaveText(`Rentabilidade acumulada de ${monthBr(comparacao.inicio)} a ${monthBr(comparacao.fim)} (${count} meses)`);
  for (const [key, label] of [
    ['rentabilidadePlano', 'Rentabilidade do plano'],
    ['ipca', 'Inflação (IPCA)'],
    ['cdi', 'CDI'],
  ] as const) {
    const item = comparison.getByTestId(`comparacao-${key}`);
    await expect(item.locator('dt')).toHaveText(label);
    const value = comparacao[key];
    if (value === null) await expect(item.locator('dd')).toContainText('Sem dados');
    else expect(fromPercent((await item.locator('dd').textContent()) ?? ''), label).toBe(value);
  }
}

test.describe('the whole balance history (issue 30)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Carlos sees 12 months by default, then 5 years and everything, each with the API’s months and comparison', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/extract');
    const history = page.getByRole('region', { name: 'Histórico do saldo' });
    await expect(history.getByRole('radio', { name: '12 meses' })).toBeChecked();

    const twelve = await balanceOf(page, '');
    expect(twelve.evolucao).toHaveLength(12);
    await history.getByText('Ver os valores do gráfico em tabela').click();
    await expectPeriodShown(history, twelve, 'Evolução do saldo nos últimos 12 meses');

    // Each other period is asked for when chosen; the table, still open, shows its months.
    const [asked] = await Promise.all([page.waitForRequest((request) => request.url().endsWith('/api/retornarSaldo/1?periodo=5a')), history.getByText('5 anos', { exact: true }).click()]);
    expect(asked.method()).toBe('GET');
    await expect(history.getByRole('radio', { name: '5 anos' })).toBeChecked();
    const fiveYears = await balanceOf(page, '?periodo=5a');
    expect(fiveYears.evolucao).toHaveLength(60);
    await expectPeriodShown(history, fiveYears, 'Evolução do saldo nos últimos 5 anos');
    await checkAndShoot(page, 'extrato-historico-5-anos');

    await history.getByText('Tudo', { exact: true }).click();
    await expect(history.getByRole('radio', { name: 'Tudo' })).toBeChecked();
    const everything = await balanceOf(page, '?periodo=tudo');
    expect(everything.evolucao.length).toBeGreaterThan(fiveYears.evolucao.length);
    // The comparison starts a month after the series' first: a month's return needs the month-end before it.
    expect(everything.comparacao.inicio > everything.evolucao[0].mes).toBe(true);
    await expectPeriodShown(history, everything, `Evolução do saldo desde ${monthBr(everything.evolucao[0].mes)}`);
    await checkAndShoot(page, 'extrato-historico-tudo');

    // Back to 12 months: the balance the page loaded first, no new request needed.
    await history.getByText('12 meses', { exact: true }).click();
    await expectPeriodShown(history, twelve, 'Evolução do saldo nos últimos 12 meses');
  });

  test('the balance extract offers the same choice beside the quota’s returns', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/extrato-saldo');
    const history = page.getByRole('region', { name: 'Histórico do saldo' });
    // Keyboard: Tab reaches the chosen period, the arrows move the choice.
    await history.getByRole('radio', { name: '12 meses' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(history.getByRole('radio', { name: '5 anos' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(history.getByRole('radio', { name: 'Tudo' })).toBeChecked();

    const everything = await balanceOf(page, '?periodo=tudo');
    await history.getByText('Ver os valores do gráfico em tabela').click();
    await expectPeriodShown(history, everything, `Evolução do saldo desde ${monthBr(everything.evolucao[0].mes)}`);
    await expect(page.getByRole('region', { name: 'Rentabilidade da cota' })).toBeVisible();
    await checkAndShoot(page, 'extrato-saldo-historico-tudo');
  });
});
