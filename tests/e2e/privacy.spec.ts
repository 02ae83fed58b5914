import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { signInAs } from './support/roles';

/** Today in the fund's time zone, as the page writes dates (dd/MM/yyyy). */
function todayInBrasilia() {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date()).map(({ type, value }) => [type, value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

async function openPrivacyAsCarlos(page: Page) {
  await signInAs(page, 'participante');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Informações Cadastrais' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await page.getByRole('link', { name: 'Abrir a privacidade' }).click();
  await expect(page).toHaveURL(/\/perfil\/privacidade$/);
  await expect(page).toHaveTitle('Privacidade | Portal do Participante');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacidade');
}

test.describe('Privacidade (/perfil/privacidade, LGPD art. 18)', () => {
  test('Carlos withdraws his SMS consent and sees the date; the history keeps both choices after a reload', async ({ page }) => {
    await openPrivacyAsCarlos(page);
    const sms = page.getByRole('switch', { name: 'Receber comunicações por SMS' });
    await expect(sms).toBeChecked();
    await sms.uncheck();
    await expect(page.getByText('SMS: autorização retirada.')).toBeVisible();
    await expect(sms).not.toBeChecked();
    const today = todayInBrasilia();
    await expect(page.getByText(new RegExp(`Não autorizado desde ${today.replaceAll('/', '\\/')} \\d{2}:\\d{2}`))).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Receber comunicações por SMS' })).not.toBeChecked();
    const history = page.getByRole('region', { name: 'Histórico das autorizações' });
    const newest = history.getByRole('row').nth(1);
    await expect(newest.getByRole('cell').nth(0)).toHaveText(new RegExp(`^${today.replaceAll('/', '\\/')} \\d{2}:\\d{2}$`));
    await expect(newest.getByRole('cell').nth(1)).toHaveText('SMS: autorização retirada');
    await expect(newest.getByRole('cell').nth(2)).toHaveText('Carlos Contribuinte');
    await expect(history.getByRole('cell', { name: 'SMS: autorizado', exact: true })).toBeVisible();
  });

  test('Carlos downloads his data as JSON: his own records, his consents, no password', async ({ page }) => {
    await openPrivacyAsCarlos(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meus-dados-52998224725.json');
    const text = await readFile((await file.path())!, 'utf8');
    const data = JSON.parse(text) as { pessoa: { nome: string; cpf: string }; consentimentos: Array<{ canal: string }>; vinculos: unknown[]; saldos: unknown[] };
    expect(data.pessoa).toMatchObject({ nome: 'Carlos Contribuinte', cpf: '52998224725' });
    expect(data.vinculos).toHaveLength(2);
    expect(data.saldos).toHaveLength(2);
    expect(data.consentimentos.map((item) => item.canal)).toEqual(expect.arrayContaining(['email', 'sms', 'whatsapp']));
    expect(text).not.toMatch(/senhaHash|argon2|tokenHash/);
  });

  test('after Ana views the portal as Carlos, Carlos sees her in "Quem acessou meus dados"', async ({ browser }) => {
    const admin = await browser.newPage();
    await signInByApi(admin, DEMO.ana);
    await expect(admin.getByText('Solicitações aguardando')).toBeVisible();
    await admin.getByRole('button', { name: /Procurar/ }).click();
    await admin.getByLabel('Procurar pessoa por nome ou CPF').fill('Carlos Contribuinte');
    const viewed = admin.waitForResponse((response) => response.request().headers()['x-pessoa-alvo'] !== undefined && response.ok());
    await admin.getByRole('button', { name: /Visualizar Perfil/ }).first().click();
    await expect(admin.getByRole('status').filter({ hasText: 'Você está vendo o portal como Carlos Contribuinte' })).toBeVisible();
    await viewed;
    await admin.close();

    const page = await browser.newPage();
    await openPrivacyAsCarlos(page);
    const accesses = page.getByRole('region', { name: 'Lista de acessos aos seus dados' });
    await expect(accesses.getByRole('columnheader')).toHaveText(['Data e hora', 'Quem acessou', 'O que fez']);
    const row = accesses.getByRole('row').filter({ hasText: 'Visualizou o portal como você' }).first();
    await expect(row.getByRole('cell').nth(1)).toHaveText('Ana Administradora');
    await expect(row.getByRole('cell').nth(0)).toHaveText(new RegExp(`^${todayInBrasilia().replaceAll('/', '\\/')} \\d{2}:\\d{2}$`));
    await page.close();
  });
});
