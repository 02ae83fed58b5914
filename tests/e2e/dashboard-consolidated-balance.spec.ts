import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow } from './support/page-checks';
import { DEMO, signInAsCarlosOnHpe, signInByApi } from './support/demo';

// Issue 26: a person with several plan links sees the total across them, each plan's balance beside it.

/** R$ 1.234,56 → 1234.56 (the page's figure as the API writes it). */
const fromBrl = (text: string | null) => (text ?? '').replace(/[^\d,-]/g, '').replace(',', '.');

interface Consolidated {
  saldoTotal: string;
  vinculos: Array<{ idVinculoPlano: number; matricula: string; plano: { nome: string }; saldo: string }>;
}

/** What the API says, read with the page's own session: the consolidated balance and each link's own balance. */
async function expectedFigures(page: Page) {
  const idPessoa = await personId(page);
  const links = (await (await page.request.get(`/api/retornarPlanosAtivos/${idPessoa}`)).json()) as Array<{ id: number }>;
  const consolidated = (await (await page.request.get(`/api/retornarSaldoConsolidado/${idPessoa}`)).json()) as Consolidated;
  const own = await Promise.all(links.map(async (link) => ((await (await page.request.get(`/api/retornarSaldo/${link.id}`)).json()) as { saldoTotal: string }).saldoTotal));
  return { consolidated, own };
}

/** The signed-in person, from the session cookie the web keeps (login.pessoa, spec §3). */
async function personId(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'login.pessoa');
  return (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { id: number }).id;
}

/** The card or section: its total and one line per plan, each equal to that plan's own balance (retornarSaldo). */
async function expectConsolidated(page: Page, width: number) {
  const { consolidated, own } = await expectedFigures(page);
  expect(consolidated.vinculos.map((link) => link.plano.nome)).toEqual(['HPE', 'DXC']);
  expect(consolidated.vinculos.map((link) => link.saldo)).toEqual(own);
  const shown = page.getByTestId('saldo-consolidado');
  await expect(shown.getByTestId('saldo-consolidado-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  expect(fromBrl(await shown.getByTestId('saldo-consolidado-total').textContent())).toBe(consolidated.saldoTotal);
  const lines = shown.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const [index, link] of consolidated.vinculos.entries()) {
    await expect(lines.nth(index)).toContainText(`${link.plano.nome} · matrícula ${link.matricula}`);
    expect(fromBrl(await lines.nth(index).locator('span.tabular-nums').textContent())).toBe(link.saldo);
  }
  await expect(shown).toContainText('Soma dos saldos de cada plano');
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath(`consolidado-${width}.png`), fullPage: true });
}

for (const width of [1280, 390]) {
  test.describe(`the balance across plans at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Carlos (HPE and DXC) sees the total and each plan’s balance on the home and on /extract, without switching plans', async ({ page }) => {
      await signInAsCarlosOnHpe(page);
      await expect(page.getByText('Saldo em todos os planos')).toBeVisible();
      await expectConsolidated(page, width);
      // The plan's own card is still this plan's balance.
      const hpeLine = page.getByTestId('saldo-consolidado').getByRole('listitem').first();
      await expect(page.getByText(/^R\$\s[\d.]+,\d{2}$/).first()).toHaveText((await hpeLine.locator('span.tabular-nums').textContent()) ?? '');

      await page.getByRole('link', { name: 'Ver o extrato' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Saldo em todos os seus planos' })).toBeVisible();
      await expectConsolidated(page, width);
    });

    test('Sofia, with one plan link, sees no total card on the home or on /extract', async ({ page }) => {
      await signInByApi(page, DEMO.sofia);
      await expect(page.getByText('Saldo atual')).toBeVisible();
      await expect(page.getByTestId('saldo-consolidado')).toHaveCount(0);
      await page.goto('/extract');
      await expect(page.getByTestId('saldo-total')).toBeVisible();
      await expect(page.getByTestId('saldo-consolidado')).toHaveCount(0);
      await expect(page.getByText('Saldo em todos os')).toHaveCount(0);
    });
  });
}
