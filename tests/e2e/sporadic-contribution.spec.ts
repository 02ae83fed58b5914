import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('Contribuição esporádica (/services/gerar-contribuicao)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Sofia generates a sporadic contribution, sees the slip line and the PIX code, copies both, and finds it pending', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await page.goto('/services');
    await page.getByRole('link', { name: 'Contribuição esporádica' }).click();
    await expect(page).toHaveURL(/\/services\/gerar-contribuicao$/);
    await expect(page).toHaveTitle('Contribuição esporádica | Portal do Participante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contribuição esporádica');

    const value = page.getByLabel('Valor da contribuição (R$)');
    // Our page writes money in the standard format (the spec's 'R$122,08' is the onboarding step's literal).
    await expect(page.getByText(/^\*Valor mínimo R\$\s122,08$/)).toBeVisible();
    await value.fill('100,00');
    await page.getByRole('button', { name: 'Gerar boleto e PIX' }).click();
    await expect(page.getByText(/^O valor mínimo da contribuição esporádica é R\$\s122,08\.$/)).toBeVisible();
    await expect(value).toHaveAttribute('aria-invalid', 'true');

    await value.fill('150,75');
    await page.getByRole('button', { name: 'Gerar boleto e PIX' }).click();
    const created = page.getByRole('region', { name: 'Contribuição gerada' });
    await expect(created).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contribuição gerada' })).toBeFocused();
    await expect(created).toContainText(/R\$\s150,75/);
    const line = created.getByTestId('linha-digitavel');
    // Itaú (341), currency 9, the fields of the line, and the value at the end: R$ 150,75 → 0000015075.
    await expect(line).toHaveText(/^34191\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{4}0000015075$/);
    const pix = created.getByTestId('pix-copia-e-cola');
    await expect(pix).toHaveText(/^000201.*br\.gov\.bcb\.pix.*5406150\.755802BR.*6304[0-9A-F]{4}$/);
    await expect(created.getByRole('img', { name: /^QR code do PIX de R\$\s150,75 para o fundo$/ })).toBeVisible();

    await created.getByRole('button', { name: 'Copiar a linha digitável do boleto' }).click();
    await expect(page.getByText('Copiado')).toBeVisible();
    expect(await clipboardText(page)).toBe((await line.textContent())!.replace(/\D/g, ''));
    await created.getByRole('button', { name: 'Copiar o código PIX copia e cola' }).click();
    expect(await clipboardText(page)).toBe(await pix.textContent());

    // The list below has it too, and keeps it after a reload.
    const pending = page.getByRole('region', { name: 'Aguardando pagamento' });
    await expect(pending.locator('summary').filter({ hasText: /R\$\s150,75/ })).toContainText('Aguardando pagamento');
    await checkAndShoot(page, 'gerar-contribuicao');
    await page.reload();
    const item = page.getByRole('region', { name: 'Aguardando pagamento' }).getByRole('listitem').filter({ hasText: /R\$\s150,75/ });
    await expect(item).toContainText('Aguardando pagamento');
    await item.getByText('Ver boleto e PIX').click();
    await expect(item.getByTestId('pix-copia-e-cola')).toHaveText(/6304[0-9A-F]{4}$/);
    await checkAndShoot(page, 'gerar-contribuicao-pendente');
  });
});

test.describe('Regras de contribuição (/settings/contribution-management)', () => {
  test('an administrator raises the DXC minimum and a DXC participant sees the new minimum at once', async ({ page, browser, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    const dxc = 7;
    const original = await (await request.get(`/api/retornarConfiguracaoContribuicao/${dxc}`, { headers: { Authorization: `Bearer ${adminToken}` } })).json();
    try {
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.goto('/settings/contribution-management');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regras de contribuição');
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'DXC' });
      const form = page.getByRole('form', { name: 'Regras de contribuição do plano' });
      await expect(form.getByLabel('Valor mínimo (R$)')).toHaveValue('122,08');
      await expect(form.getByLabel('Fator do salário')).toHaveValue('1,0833');
      await expect(form.getByLabel('Banco')).toHaveValue('341');
      await expect(form.getByLabel('Suspensão máxima (meses)')).toHaveValue('6');
      await form.getByLabel('Suspensão máxima (meses)').fill('25');
      await form.getByRole('button', { name: 'Salvar regras' }).click();
      await expect(form.getByText('Informe o prazo máximo de suspensão entre 1 e 24 meses.')).toBeVisible();
      await form.getByLabel('Suspensão máxima (meses)').fill('6');

      await form.getByLabel('Dia de vencimento').fill('29');
      await form.getByRole('button', { name: 'Salvar regras' }).click();
      await expect(form.getByText('Informe um dia de vencimento entre 1 e 28.')).toBeVisible();
      await form.getByLabel('Dia de vencimento').fill('10');
      await form.getByLabel('Valor mínimo (R$)').fill('200,00');
      await form.getByRole('button', { name: 'Salvar regras' }).click();
      await expect(page.getByText('Regras de contribuição salvas.')).toBeVisible();
      await expect(form.getByText('*Valor mínimo R$200,00')).toBeVisible();
      await checkAndShoot(page, 'contribution-management');

      const participant = await browser.newPage();
      await signInByApi(participant, DEMO.carlos);
      const dialog = participant.getByRole('dialog', { name: 'Escolha o plano' });
      await dialog.getByLabel('Plano').selectOption({ label: 'DXC' });
      await dialog.getByRole('button', { name: 'Acessar' }).click();
      await expectShell(participant);
      await participant.goto('/services/gerar-contribuicao');
      await expect(participant.getByText(/^\*Valor mínimo R\$\s200,00$/)).toBeVisible();
      await participant.getByLabel('Valor da contribuição (R$)').fill('150');
      await participant.getByRole('button', { name: 'Gerar boleto e PIX' }).click();
      await expect(participant.getByText(/^O valor mínimo da contribuição esporádica é R\$\s200,00\.$/)).toBeVisible();
      await participant.close();
    } finally {
      const restored = await request.put(`/api/atualizarConfiguracaoContribuicao/${dxc}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: original });
      expect(restored.status()).toBe(200);
    }
  });
});
