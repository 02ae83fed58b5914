import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

async function signInToHpe(page: Page) {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(dialog).toHaveCount(0);
  await expectShell(page);
}

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

test.describe('Alterar e suspender contribuição; simulador de incentivo fiscal', () => {
  test.describe.configure({ mode: 'serial' });

  test('Carlos changes his percentages with the live preview in R$ and finds the request in his requests', async ({ page }) => {
    await signInToHpe(page);
    await page.goto('/services');
    await page.getByRole('link', { name: 'Alterar contribuição' }).click();
    await expect(page).toHaveURL(/\/services\/alterar-contribuicao$/);
    await expect(page).toHaveTitle('Alterar contribuição | Portal do Participante');

    // Today: 6 % of (1,0833 × 12 500 − 7 473,30) = 364,08 and 5 % of 13 541,25 = 677,06.
    const today = page.getByRole('table', { name: 'Sua contribuição hoje' });
    await expect(today).toContainText(money('R$ 364,08'));
    await expect(today).toContainText(money('R$ 1.041,14'));

    const basic = page.getByLabel('Contribuição básica (%)');
    const supplementary = page.getByLabel('Contribuição suplementar (%)');
    await expect(page.getByRole('button', { name: 'Revisar alteração' })).toBeDisabled();
    await supplementary.fill('8');
    await expect(page.getByText(/Contribuição mensal:\s*R\$\s1\.083,30/)).toBeVisible();
    await expect(page.getByText(/Nova contribuição mensal:\s*R\$\s1\.447,38/)).toBeVisible();

    // Spec §5: with the basic below 6 % on this salary the supplementary goes back to 0 and is disabled, with the reason.
    await basic.fill('5');
    await expect(supplementary).toBeDisabled();
    await expect(supplementary).toHaveValue('0');
    await expect(page.getByText('Disponível com a contribuição básica de 6%.')).toBeVisible();
    await expect(page.getByText(/Contribuição mensal:\s*R\$\s303,40/)).toBeVisible();
    await checkAndShoot(page, 'alterar-contribuicao-preview');

    await basic.fill('6');
    await supplementary.fill('8');
    await expect(page.getByText(/Nova contribuição mensal:\s*R\$\s1\.447,38/)).toBeVisible();
    await page.getByRole('button', { name: 'Revisar alteração' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
    await checkAndShoot(page, 'alterar-contribuicao-confirmar');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const sent = page.getByText(/^Pedido enviado\. Protocolo (\d{10})\.$/);
    await expect(sent).toBeVisible();
    const protocolo = /(\d{10})/.exec((await sent.textContent()) ?? '')![1];
    await checkAndShoot(page, 'alterar-contribuicao-enviado');

    await page.getByRole('link', { name: 'Acompanhar solicitações' }).first().click();
    await expect(page).toHaveURL(/\/services\/requests/);
    await expect(page.getByRole('row').filter({ hasText: protocolo })).toContainText('Alterar contribuição');

    // Back on the page, the open request is named instead of a second form.
    await page.goto('/services/alterar-contribuicao');
    await expect(page.getByText(new RegExp(`pedido de alteração em andamento \\(protocolo ${protocolo}\\)`))).toBeVisible();
  });

  test('Carlos asks to suspend his contributions for three months', async ({ page }) => {
    await signInToHpe(page);
    await page.goto('/services/suspend-contribution');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suspender contribuição');
    const months = page.getByLabel('Por quantos meses');
    await expect(months.locator('option')).toHaveCount(7);
    await page.getByRole('button', { name: 'Revisar pedido' }).click();
    await expect(page.getByText('Escolha por quantos meses.')).toBeVisible();
    await expect(page.getByText('Informe o motivo da suspensão.')).toBeVisible();
    await months.selectOption('3');
    await expect(page.getByText(/Período sem contribuição: [a-z]{3}\/\d{4} a [a-z]{3}\/\d{4}\./)).toBeVisible();
    await page.getByLabel('Motivo').fill('Licença não remunerada');
    await page.getByRole('button', { name: 'Revisar pedido' }).click();
    await checkAndShoot(page, 'suspender-contribuicao-confirmar');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByText(/^Pedido enviado\. Protocolo \d{10}\.$/)).toBeVisible();
  });

  test('Lucas (Mais Valor) simulates the tax incentive from his contributions of the year', async ({ page }) => {
    await signInByApi(page, DEMO.lucas);
    await expectShell(page);

    // His plan contributes by value: below the minimum, the field is raised to it when left (spec §5).
    await page.goto('/services/alterar-contribuicao');
    const value = page.getByLabel('Valor da contribuição mensal (R$)');
    await expect(value).toHaveValue('420,00');
    await expect(page.getByText(/^\*Valor mínimo R\$\s122,08$/)).toBeVisible();
    await value.fill('100');
    await value.blur();
    await expect(value).toHaveValue('122,08');
    await expect(page.getByText(/Nova contribuição mensal:\s*R\$\s122,08 \(menos R\$\s297,92 por mês\)/)).toBeVisible();
    await checkAndShoot(page, 'alterar-contribuicao-valor');

    await page.goto('/services');
    await page.getByRole('link', { name: 'Simulador de incentivo fiscal' }).click();
    await expect(page).toHaveURL(/\/services\/simulador-incentivo-fiscal$/);
    const contributions = page.getByLabel('Suas contribuições ao plano no ano (R$)');
    // R$ 420,00 a month of his own, prefilled from the months paid this year.
    await expect(contributions).toHaveValue(/^\d+,00$/);
    const prefilled = Number((await contributions.inputValue()).replace(',', '.'));
    expect(prefilled % 420).toBe(0);

    await page.getByLabel('Renda tributável do ano (R$)').fill('120.000,00');
    await contributions.fill('7.200,00');
    await page.getByRole('button', { name: 'Simular' }).click();
    const result = page.getByRole('region', { name: /^Resultado para \d{4}$/ });
    // 2026: 7 200 at 27,5 % saves 1 980,00; 7 200 more fits under the 12 % (14 400) and would save 1 980,00 more.
    await expect(result).toContainText(money('R$ 1.980,00'));
    await expect(result).toContainText(/Você ainda pode contribuir R\$\s7\.200,00 neste ano para usar todos os 12 %/);
    await expect(result.getByRole('link', { name: 'Fazer uma contribuição esporádica' })).toHaveAttribute('href', '/services/gerar-contribuicao');
    await checkAndShoot(page, 'simulador-incentivo-fiscal-resultado');

    // The December notice takes the simulated income; it stays asked for after a reload, and is cancelled.
    const december = page.getByRole('region', { name: 'Aviso de dezembro' });
    await december.getByRole('button', { name: 'Quero o aviso de dezembro' }).click();
    await expect(page.getByText(/^Pronto: no dia \d{2}\/12\/\d{4} avisaremos quanto você ainda pode contribuir no ano para deduzir até 12 %\.$/)).toBeVisible();
    await expect(december.getByRole('status')).toContainText(money('com a renda tributável de R$ 120.000,00 que você informou'));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Aviso de dezembro' }).getByRole('status')).toContainText(/^Aviso pedido: no dia \d{2}\/12\/\d{4}/);
    await checkAndShoot(page, 'simulador-incentivo-fiscal-aviso-dezembro');
    await page.getByRole('region', { name: 'Aviso de dezembro' }).getByRole('button', { name: 'Cancelar o aviso' }).click();
    await expect(page.getByText('Aviso de dezembro cancelado.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aviso de dezembro' }).getByRole('button', { name: 'Quero o aviso de dezembro' })).toBeDisabled();

    await page.getByLabel('Renda tributável do ano (R$)').fill('0');
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText(/^Informe a sua renda tributável do ano/)).toBeVisible();
  });
});
