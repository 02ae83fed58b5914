import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';

test.describe('an administrator views the portal as a person (spec §4, §6)', () => {
  test('people search → Visualizar Perfil → banner and participant portal with X-Pessoa-Alvo; Sair da visualização returns to the admin home', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();

    await page.getByRole('button', { name: /Procurar/ }).click();
    await page.getByLabel('Procurar pessoa por nome ou CPF').fill('Maria Assistida');
    const viewProfile = page.getByRole('button', { name: /Visualizar Perfil/ }).first();
    await expect(viewProfile).toBeVisible();

    const panelRequest = page.waitForRequest((request) => request.url().includes('/api/retornarPainelParticipante/'));
    await viewProfile.click();

    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('status').filter({ hasText: 'Você está vendo o portal como' });
    await expect(banner).toContainText('Você está vendo o portal como Maria Assistida');
    await expect(banner).toContainText('Ana Administradora');
    await expect(page.locator('footer')).toContainText('Maria Assistida');
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria');

    const idPessoaAlvo = (await panelRequest).headers()['x-pessoa-alvo'];
    const target = JSON.parse(decodeURIComponent((await page.context().cookies()).find((item) => item.name === 'login.pessoaTarget')?.value ?? 'null')) as {
      id: number;
      nome: string;
      admin: string;
    };
    expect(target).toMatchObject({ nome: 'Maria Assistida', admin: 'N' });
    expect(idPessoaAlvo).toBe(String(target.id));

    await banner.getByRole('button', { name: 'Sair da visualização' }).click();
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await expect(banner).toHaveCount(0);
    const names = (await page.context().cookies()).map((item) => item.name);
    expect(names).not.toContain('login.pessoaTarget');
    expect(names).toContain('login.token');
  });

  test('on /extract Ana is told how to reach a person, and the controls it names exist: Procurar... → Visualizar Perfil', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.goto('/extract');
    const hint = page.getByText('Os valores são de um participante.');
    await expect(hint).toHaveText(
      'Os valores são de um participante. Para vê-los, procure a pessoa pelo nome ou CPF em "Procurar...", no topo da página (ou Ctrl+K), e escolha "Visualizar Perfil".',
    );
    await expect(page.getByText('Visualizar como participante')).toHaveCount(0);

    // Followed word for word: Ctrl+K opens the search, and the result offers 'Visualizar Perfil'.
    await page.keyboard.press('Control+k');
    await page.getByLabel('Procurar pessoa por nome ou CPF').fill('Paulo Pensionista');
    await page.getByRole('button', { name: /Visualizar Perfil/ }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Você está vendo o portal como' })).toContainText('Paulo Pensionista');
    await page.goto('/extract');
    await expect(page.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
    await expect(hint).toHaveCount(0);
    await expect(page.getByTestId('saldo-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  });

  test('viewing as a person with two enrolments asks for the plan; closing the question ends the view', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await page.getByRole('button', { name: /Procurar/ }).click();
    await page.getByLabel('Procurar pessoa por nome ou CPF').fill('Carlos Contribuinte');
    await page.getByRole('button', { name: /Visualizar Perfil/ }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await expect(dialog).toContainText('Carlos Contribuinte');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await expect(page.getByText('Você está vendo o portal como')).toHaveCount(0);
  });
});
