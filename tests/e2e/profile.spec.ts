import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../api/pdf-text';
import { DEMO, DEMO_PASSWORD, expectShell, signInByApi } from './support/demo';

// Sofia's profile and contact; her password is never changed here (other specs sign in as her).
async function openProfile(page: Page) {
  await signInByApi(page, DEMO.sofia);
  await expectShell(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Informações Cadastrais' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page).toHaveTitle('Informações Cadastrais | Portal do Participante');
}

function detail(page: Page, label: string) {
  return page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
}

test.describe('Informações Cadastrais (/perfil)', () => {
  test('shows the personal data, the address and the plan link with its contribution settings', async ({ page }) => {
    await openProfile(page);
    await expect(detail(page, 'Nome')).toHaveText('Sofia Autopatrocinada');
    await expect(detail(page, 'CPF')).toHaveText('390.533.447-05');
    await expect(detail(page, 'Data de nascimento')).toHaveText('17/05/1986');
    await expect(detail(page, 'E-mail').first()).toHaveText(/@example\.com$/);
    await expect(detail(page, 'Pessoa politicamente exposta')).toHaveText('Não');
    await expect(page.locator('address')).toContainText('Rua XV de Novembro, 300');
    await expect(page.locator('address')).toContainText('CEP 80010-010');

    const link = page.getByRole('region', { name: /matrícula 400355/ });
    await expect(link).toContainText('Autopatrocinado');
    await expect(detail(page, 'Data de adesão')).toHaveText('01/06/2014');
    await expect(detail(page, 'Salário')).toHaveText(/^R\$\s8\.400,00$/);
    await expect(detail(page, 'Valor da contribuição')).toHaveText(/^R\$\s850,00$/);
    await expect(detail(page, 'Forma de pagamento')).toHaveText('Débito automático');
    await expect(detail(page, 'Agência e conta')).toHaveText('0402 / 11223-4');
    await expect(detail(page, 'Dia de vencimento')).toHaveText('Dia 10');
  });

  test('edits the phone, the e-mail (with the current password) and the address; they stay after a reload', async ({ page }) => {
    await openProfile(page);
    const phone = `(41) 9${String(Date.now()).slice(-4)}-1234`;
    const email = `sofia.${Date.now() % 100000}@example.com`;

    await page.getByRole('button', { name: 'Alterar contato' }).click();
    const contact = page.getByRole('dialog', { name: 'Alterar contato' });
    await contact.getByLabel('Telefone').fill('12');
    await contact.getByRole('button', { name: 'Salvar contato' }).click();
    await expect(contact.getByText('Informe um telefone com DDD.')).toBeVisible();
    await contact.getByLabel('Telefone').fill(phone);
    await contact.getByRole('button', { name: 'Salvar contato' }).click();
    await expect(page.getByText('Contato atualizado.')).toBeVisible();
    await expect(detail(page, 'Telefone')).toHaveText(phone);

    await page.getByRole('button', { name: 'Alterar contato' }).click();
    await contact.getByLabel('E-mail').fill(email);
    await contact.getByLabel('Senha atual').fill('Errada@2026');
    await contact.getByRole('button', { name: 'Salvar contato' }).click();
    await expect(contact.getByText('Para trocar o e-mail, informe sua senha atual correta.')).toBeVisible();
    await contact.getByLabel('Senha atual').fill(DEMO_PASSWORD);
    await contact.getByRole('button', { name: 'Salvar contato' }).click();
    await expect(contact).toBeHidden();
    await expect(detail(page, 'E-mail')).toHaveText(email);

    await page.getByRole('button', { name: 'Alterar endereço' }).click();
    const address = page.getByRole('dialog', { name: 'Alterar endereço' });
    await expect(address.getByLabel('CEP')).toHaveValue('80010-010');
    await address.getByLabel('Número').fill('');
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(address.getByText('O número é obrigatório')).toBeVisible();
    await address.getByLabel('Número').fill('512');
    await address.getByLabel('Complemento (opcional)').fill('Sala 4');
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByText('Endereço atualizado.')).toBeVisible();
    await expect(page.locator('address')).toContainText('Rua XV de Novembro, 512 · Sala 4');

    await page.reload();
    await expect(detail(page, 'Telefone')).toHaveText(phone);
    await expect(detail(page, 'E-mail')).toHaveText(email);
    await expect(page.locator('address')).toContainText('Rua XV de Novembro, 512 · Sala 4');
  });

  test('Baixar meus dados (PDF) saves a readable PDF of the same data', async ({ page }) => {
    await openProfile(page);
    const choice = page.getByRole('group', { name: 'Baixar meus dados' });
    const pdfButton = choice.getByRole('button', { name: 'Baixar meus dados (PDF)' });
    expect((await pdfButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const downloadEvent = page.waitForEvent('download');
    await pdfButton.click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('meus-dados-39053344705.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Sofia Autopatrocinada');
    await expect(page.getByText('Seus dados foram baixados.')).toBeVisible();
  });

  test('Baixar meus dados (JSON) saves a JSON file with the person and the plan links', async ({ page }) => {
    await openProfile(page);
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('meus-dados-39053344705.json');
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { pessoa: { nome: string; cpf: string }; vinculos: Array<Record<string, unknown>>; contribuicoes: unknown[] };
    expect(data.pessoa).toMatchObject({ nome: 'Sofia Autopatrocinada', cpf: '39053344705' });
    expect(data.vinculos).toHaveLength(1);
    expect(JSON.stringify(data.vinculos)).toContain('400355');
    expect(data.contribuicoes.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  test('an administrator viewing as Sofia sees her data, and changing her e-mail asks for no password', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.getByRole('button', { name: /Procurar/ }).click();
    await page.getByLabel('Procurar pessoa por nome ou CPF').fill('Sofia Autopatrocinada');
    await page.getByRole('button', { name: /Visualizar Perfil/ }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Você está vendo o portal como Sofia Autopatrocinada' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Informações Cadastrais' }).click();
    await expect(detail(page, 'Nome')).toHaveText('Sofia Autopatrocinada');
    await expect(detail(page, 'CPF')).toHaveText('390.533.447-05');
    await page.getByRole('button', { name: 'Alterar contato' }).click();
    const contact = page.getByRole('dialog', { name: 'Alterar contato' });
    await contact.getByLabel('E-mail').fill('outro.endereco@example.com');
    await expect(contact.getByLabel('Senha atual')).toHaveCount(0);
    await contact.getByRole('button', { name: 'Cancelar' }).click();

    // The sidebar's Alterar senha changes the administrator's own password, and says so.
    await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Esta troca vale para a sua própria senha (Ana Administradora), não para a de Sofia Autopatrocinada.')).toBeVisible();
  });
});
