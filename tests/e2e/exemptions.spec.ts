import { expect, test, type Browser } from '@playwright/test';
import { DEMO, signInThroughForm } from './support/demo';
import { checkAndShoot } from './support/page-checks';

async function signedIn(browser: Browser, cpf: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, cpf);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
  return page;
}

test.describe('income-tax exemptions (services 22 and 24)', () => {
  test('Maria asks for the exemption at 65, Ana approves it in the request centre, and Maria’s next paycheck shows the exempt portion', async ({ browser }) => {
    const maria = await signedIn(browser, DEMO.maria);
    await expect(maria.getByText('Último contracheque (líquido)')).toBeVisible();

    // Before: the next paycheck is taxed whole.
    await maria.goto('/services/contracheque');
    const next = maria.getByRole('region', { name: 'Próximo contracheque (previsão)' });
    await expect(next.getByText('Valor bruto')).toBeVisible();
    await expect(next).toContainText('R$\u00a06.850,00');
    await expect(next.getByText(/^Parcela isenta/)).toHaveCount(0);

    // From the services page, as a person would.
    await maria.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await maria.getByRole('region', { name: 'Meu benefício' }).getByRole('link', { name: 'Isenção aos 65 anos' }).click();
    await expect(maria).toHaveURL(/\/services\/exemption-65$/);
    await expect(maria.getByRole('heading', { level: 1 })).toHaveText('Isenção aos 65 anos');
    await expect(maria.getByText('Sua idade (do cadastro)')).toBeVisible();
    await expect(maria.getByText(/^\d{2} anos$/)).toBeVisible();
    await expect(maria.getByText('02/10/1955')).toBeVisible();
    await expect(maria.locator('dd').filter({ hasText: 'R$\u00a01.903,98' })).toBeVisible();
    await checkAndShoot(maria, 'isencao-65');

    await maria.getByRole('button', { name: 'Revisar pedido' }).click();
    await expect(maria.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
    await expect(maria.getByText('Você pede: Isenção aos 65 anos.')).toBeVisible();
    await checkAndShoot(maria, 'isencao-65-confirmacao');
    await maria.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(maria).toHaveURL(/\/success\?/);
    const protocolo = ((await maria.getByText('Número do protocolo:').locator('strong').textContent()) ?? '').trim();
    expect(protocolo).toMatch(/^\d{10}$/);

    // Back on the page: the request on its way is said before the form.
    await maria.goto('/services/exemption-65');
    await expect(maria.getByText(`Você já pediu esta isenção (protocolo ${protocolo})`)).toBeVisible();

    // Ana concludes it in the request centre.
    const ana = await signedIn(browser, DEMO.ana);
    await ana.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Solicitações' }).click();
    await expect(ana).toHaveURL(/\/request-management$/);
    await ana.getByRole('searchbox', { name: 'Pessoa' }).fill('Maria');
    await ana.getByRole('button', { name: 'Filtrar' }).click();
    await ana.getByRole('button', { name: `Ver solicitação ${protocolo} de Maria Assistida` }).click();
    const dialog = ana.getByRole('dialog', { name: `Solicitação ${protocolo}` });
    await expect(dialog).toContainText('Isenção aos 65 anos');
    await expect(dialog).toContainText('Parcela isenta mensal');
    await expect(dialog).toContainText('R$\u00a01.903,98');
    await dialog.getByLabel('Nova situação').selectOption({ label: 'Concluída' });
    await dialog.getByLabel('Comentário para o participante (opcional)').fill('Isenção concedida a partir do próximo mês.');
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();
    await expect(dialog.getByTestId('request-status')).toHaveText('Concluída');
    await ana.context().close();

    // Maria's next paycheck applies it: R$ 1.903,98 exempt before the table.
    await maria.goto('/services/contracheque');
    await expect(next.getByText('Parcela isenta (65 anos ou mais)')).toBeVisible();
    await expect(next.locator('dd').filter({ hasText: 'R$\u00a01.903,98' })).toBeVisible();
    await expect(next.getByText('Base de cálculo do IR')).toBeVisible();
    await expect(next).toContainText('R$\u00a04.946,02');
    await expect(next.getByRole('list')).toContainText('Parcela isenta aos 65 anos (Lei 7.713/1988, art. 6º, XV)');
    await checkAndShoot(maria, 'contracheque-proximo-isencao');

    await maria.goto('/services/exemption-65');
    await expect(maria.getByText(/^Você já tem esta isenção, aplicada desde [a-z]{3}\/\d{4}\./)).toBeVisible();
    await maria.context().close();
  });

  test('the serious-illness exemption asks for the illness and the medical report', async ({ page }) => {
    await signInThroughForm(page, DEMO.paulo);
    await expect(page.getByText(/Plano DXC · matrícula/)).toBeVisible();
    await page.goto('/services/exemption-molestia-grave');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Isenção por moléstia grave');
    await page.getByRole('button', { name: 'Revisar pedido' }).click();
    await expect(page.getByText('Envie o documento: Laudo médico oficial.')).toBeVisible();
    await checkAndShoot(page, 'isencao-molestia-grave');
  });

  test('someone not receiving a benefit (Bruno, BPD) is told the exemptions are for retirement and pension income', async ({ page }) => {
    await signInThroughForm(page, DEMO.bruno);
    await expect(page.getByText(/Plano HPE · matrícula/)).toBeVisible();
    await page.goto('/services/exemption-65');
    await expect(page.getByText(/^Este serviço não está disponível para o seu plano: ele é para quem recebe aposentadoria ou pensão do plano\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revisar pedido' })).toHaveCount(0);
  });
});
