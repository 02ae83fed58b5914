import { expect, test, type Page } from '@playwright/test';
import { formatCpf, withCheckDigits } from '@/domain/cpf';
import { apiToken, DEMO, newestOutboxId, readMailTo, signInByApi, signInThroughForm } from './support/demo';
import { checkAndShoot } from './support/page-checks';

// New CPFs every run (a retry, a second run on the same database): nine digits from the clock and a random part.
const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
const base = (n: number) => withCheckDigits(`8${run.slice(-5)}${String(Math.floor(Math.random() * 90) + 10)}${n}`);
const helena = base(1);
const igor = base(2);
const email = `helena.${run}@exemplo.com`;
const HEADER = 'cpf;nome;data_nascimento;email;id_plano;matricula;id_categoria;id_situacao';
const NEW_PASSWORD = 'Helena#Portal2026';

// Line 3 has a bad birth date, line 4 repeats Helena's CPF; Carlos (line 5) is known: he only gains the Mais Valor link.
const withErrors = [
  HEADER,
  `${formatCpf(helena)};Helena Duarte;12/05/1988;${email};1;H${run};1;1`,
  `${igor};Igor Sá;31/02/1990;igor.${run}@exemplo.com;1;I${run};1;1`,
  `${helena};Helena Duarte;12/05/1988;${email};4;M${run};1;1`,
].join('\n');
const fixed = [HEADER, `${formatCpf(helena)};Helena Duarte;12/05/1988;${email};1;H${run};1;1`, `${igor};Igor Sá;28/02/1990;igor.${run}@exemplo.com;1;I${run};1;1`].join('\n');

async function check(page: Page, name: string, csv: string, lines: number) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(`${lines} linhas de dados no arquivo.`)).toBeVisible();
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado da conferência' })).toBeVisible();
}

test.describe('people import (settings/importar-pessoas) and the first access', () => {
  test('Ana sees the errors by line, fixes the file, imports it; the new person creates a password through the e-mailed link and signs in', async ({ page, browser, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    const afterId = await newestOutboxId(request, adminToken);
    await signInByApi(page, DEMO.ana);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings/importar-pessoas');
    await expect(page).toHaveTitle('Importar pessoas | Portal do Participante');
    await expect(page.getByText(HEADER, { exact: true })).toBeVisible();

    await check(page, 'pessoas.csv', withErrors, 3);
    const errors = page.getByRole('table', { name: 'Erros por linha' });
    await expect(errors.getByRole('row')).toHaveCount(3);
    await expect(errors.getByRole('row').nth(1)).toContainText('3');
    await expect(errors.getByRole('row').nth(1)).toContainText('data_nascimento');
    await expect(errors.getByRole('row').nth(1)).toContainText('Data de nascimento inválida: "31/02/1990". Use DD/MM/AAAA, por exemplo 31/12/1980.');
    await expect(errors.getByRole('row').nth(2)).toContainText('Este CPF já aparece na linha 2 do arquivo. Cada pessoa vem em uma linha só.');
    await checkAndShoot(page, 'importar-pessoas-erros');

    // Ana fixes the file (a real date, the repeated line removed) and checks it again.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await check(page, 'pessoas-corrigido.csv', fixed, 2);
    await expect(page.getByText('Nenhum erro encontrado.')).toBeVisible();
    await expect(page.getByText('O portal vai criar 2 pessoas novas e 2 vínculos com planos; cada pessoa nova receberá por e-mail o link de primeiro acesso para criar a senha.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(page.getByRole('heading', { name: 'Resumo da importação' })).toBeVisible();
    await expect(page.getByText('2 linhas importadas, 0 ignoradas (já existiam) e 0 com erro. O portal criou 2 pessoas novas e 2 vínculos com planos; cada pessoa nova recebeu por e-mail o link de primeiro acesso.')).toBeVisible();
    await checkAndShoot(page, 'importar-pessoas-resumo');

    // The same file again: nothing new, and the preview says why, line by line.
    await page.getByRole('button', { name: 'Importar outro arquivo' }).click();
    await check(page, 'pessoas-corrigido.csv', fixed, 2);
    const notices = page.getByRole('table', { name: 'Avisos por linha' });
    await expect(notices.getByRole('row')).toHaveCount(3);
    await expect(notices.getByRole('row').nth(1)).toContainText('CPF já cadastrado e já vinculado ao plano 1: nada a importar (os dados da pessoa não mudam).');
    await expect(page.getByText('Nenhuma linha nova de pessoas neste arquivo: as linhas válidas já estão registradas.')).toBeVisible();

    // Helena opens the link of her e-mail in her own browser.
    const mail = await readMailTo(request, adminToken, email, afterId);
    const link = /(http\S+\/alterar-senha\?token=[A-Za-z0-9_-]+)/.exec(mail)![1];
    const visitor = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const helenaPage = await visitor.newPage();
    await helenaPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(helenaPage.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
    await expect(helenaPage.getByText(/Olá, Helena\. Escolha a senha para entrar no portal\. Este link vale até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} e só pode ser usado uma vez\./)).toBeVisible();
    await checkAndShoot(helenaPage, 'primeiro-acesso');
    await helenaPage.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await helenaPage.getByLabel('Confirmação da nova senha').fill(NEW_PASSWORD);
    await helenaPage.getByRole('button', { name: 'Criar senha' }).click();
    await expect(helenaPage).toHaveURL(/\/login$/);
    await expect(helenaPage.getByText('Senha criada. Agora entre com o seu CPF e a nova senha.')).toBeVisible();

    // The link worked once: opened again, it says so.
    await helenaPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(helenaPage.getByText('Este link de primeiro acesso já foi usado. Entre com o seu CPF e a senha que você criou, ou use "Esqueci minha senha".', { exact: true })).toBeVisible();

    // She is on the login page the message speaks of: she signs in there, through the form.
    await signInThroughForm(helenaPage, formatCpf(helena), NEW_PASSWORD);
    // A new person goes through the onboarding first, as every person does at the first sign-in.
    await expect(helenaPage).toHaveURL(/\/onboarding/);
    await visitor.close();
  });
});
