import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

/** Antônio (DXC, assisted) has no demo account; his daughter Beatriz reports his death (src/server/db/seed/death-report.ts). */
const FATHER_CPF = '25678913409';
const DAUGHTER_CPF = '31864297573';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const PHONE_MESSAGE = 'Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.';
const yesterday = () => new Date(Date.now() - 36 * 3600 * 1000).toISOString().slice(0, 10);

for (const width of [1280, 390]) {
  test(`at ${width} px a daughter reports her father's death without signing in, and Ana confirms it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Comunicar falecimento' }).click();
    await expect(page).toHaveURL(/\/comunicar-falecimento$/);
    await expect(page).toHaveTitle('Comunicar falecimento | Portal do Participante');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Começar a comunicação' }).click();

    // Sent empty, every field says what it needs, and nothing leaves the page.
    await page.getByRole('button', { name: 'Enviar comunicação' }).click();
    await expect(page.getByText('Envie a certidão de óbito.')).toBeVisible();
    await expect(page.getByText('Informe um telefone ou um e-mail para contato.')).toBeVisible();

    await page.getByLabel('CPF da pessoa que faleceu').pressSequentially(FATHER_CPF);
    await expect(page.getByLabel('CPF da pessoa que faleceu')).toHaveValue('256.789.134-09');
    await page.getByLabel('Data do falecimento').fill(yesterday());
    await page.getByLabel('Seu nome completo').fill('Beatriz Pereira Lima');
    await page.getByLabel('Seu CPF').pressSequentially(DAUGHTER_CPF);
    await page.getByLabel('Seu parentesco com a pessoa que faleceu').selectOption('Filho(a)');
    // The phone is masked as it is typed, and checked as every phone of the portal: ten digits starting with 9 are
    // neither a landline nor a mobile.
    const phone = page.getByLabel('Telefone com DDD');
    await phone.pressSequentially('1198888777');
    await expect(phone).toHaveValue('(11) 9888-8777');
    await page.getByRole('button', { name: 'Enviar comunicação' }).click();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await phone.fill('');
    await phone.pressSequentially('11988887777');
    await expect(phone).toHaveValue('(11) 98888-7777');
    await expect(page.getByText(PHONE_MESSAGE)).toHaveCount(0);
    await page.locator('input[type=file]').setInputFiles({ name: 'certidao-obito.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('certidao-obito.pdf', { exact: true })).toBeVisible();
    if (width === 1280) await checkAndShoot(page, 'comunicar-falecimento-preenchido');
    await page.getByRole('button', { name: 'Enviar comunicação' }).click();

    await expect(page.getByRole('heading', { name: 'Comunicação recebida' })).toBeFocused();
    const protocol = (await page.getByTestId('protocolo-falecimento').textContent())!;
    expect(protocol).toMatch(/^CF\d{10}$/);
    await expect(page.getByRole('heading', { name: 'O que acontece agora' })).toBeVisible();
    await expect(page.getByText('A equipe da fundação confere a certidão de óbito e os dados enviados.')).toBeVisible();
    if (width === 1280) await checkAndShoot(page, 'comunicar-falecimento-protocolo');

    // Ana finds it in the request centre, opens it, chooses the pension and confirms.
    await signInByApi(page, DEMO.ana);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/request-management');
    await page.getByRole('button', { name: `Abrir a comunicação ${protocol}` }).click();
    const dialog = page.getByRole('dialog', { name: `Comunicação ${protocol}` });
    await expect(dialog.getByText('Antônio Pereira Lima', { exact: false }).first()).toBeVisible();
    await expect(dialog.getByText('Helena Pereira Lima (Cônjuge)', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Abrir a certidão/ })).toHaveAttribute('href', /\/api\/retornarCertidaoFalecimento\/\d+$/);
    if (width === 1280) await checkAndShoot(page, 'comunicacao-falecimento-detalhe');
    await dialog.getByLabel('Pensão por morte').check();
    await dialog.getByRole('button', { name: 'Confirmar falecimento' }).click();
    await expect(page.getByText('Falecimento confirmado.')).toBeVisible();
    await expect(dialog.getByTestId(/^situacao-vinculo-/)).toHaveText('Falecido');
    await expect(dialog.getByText('Confirmada.')).toBeVisible();

    // The pension request is opened on his link, in the request centre like any other.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await page.reload();
    // A table row on a desktop, a card of the list on a phone.
    const request = width === 1280 ? page.getByRole('row') : page.getByRole('list', { name: 'Solicitações' }).getByRole('listitem');
    await expect(request.filter({ hasText: 'Antônio Pereira Lima' }).filter({ hasText: 'Pensão por morte' }).first()).toBeVisible();
  });
}
