import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, apiToken, expectShell, newestOutboxId, readSecurityCode, signInThroughForm } from './support/demo';

// Bruno, not Carlos: these tests change the account's password, and put the demo password back afterwards.
const CPF = DEMO.bruno;
const BRUNO_EMAIL = 'bruno.vinculado@example.com';

// Both tests change Bruno's password: one after the other in one worker, never side by side.
test.describe.configure({ mode: 'default' });

async function resetThroughApi(request: APIRequestContext, adminToken: string, password: string) {
  const afterId = await newestOutboxId(request, adminToken);
  const cpf = CPF.replace(/\D/g, '');
  expect((await request.post('/api/solicitarCodigoSeguranca', { data: { cpf } })).status()).toBe(200);
  const codigo = await readSecurityCode(request, adminToken, afterId, BRUNO_EMAIL);
  const response = await request.post('/api/redefinirSenha', { data: { cpf, codigo, senha: password, confirmacaoSenha: password } });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('password reset (/alterar-senha)', () => {
  test.afterAll(async ({ request }) => {
    await resetThroughApi(request, await apiToken(request, DEMO.ana), DEMO_PASSWORD);
  });

  test('Bruno asks for a code, confirms it, chooses a new password and signs in with it', async ({ page, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    const afterId = await newestOutboxId(request, adminToken);
    const newPassword = `Nova#Senha${Date.now() % 100000}`;

    await page.goto('/alterar-senha');
    await expect(page).toHaveTitle('Alterar senha | Portal do Participante');
    await page.getByLabel('CPF', { exact: true }).pressSequentially(CPF.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'código de segurança' })).toBeVisible();

    const code = await readSecurityCode(request, adminToken, afterId, BRUNO_EMAIL);
    await page.getByLabel('Código de segurança').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Código de segurança inválido' })).toBeVisible();
    await page.getByLabel('Código de segurança').fill(code);
    await page.getByRole('button', { name: 'Confirmar código' }).click();

    const password = page.getByLabel('Nova senha', { exact: true });
    const save = page.getByRole('button', { name: 'Salvar nova senha' });
    await expect(password).toBeVisible();
    await password.fill('semregras');
    await expect(save).toBeDisabled();
    const checklist = page.getByRole('list', { name: 'A senha precisa ter' });
    await expect(checklist.getByRole('listitem')).toHaveText([
      'Pelo menos 8 caracteres: atendido',
      'Letra maiúscula: pendente',
      'Letra minúscula: atendido',
      'Número: pendente',
      'Caractere especial: pendente',
    ]);

    await password.fill('Aa1!');
    await expect(save).toBeDisabled();
    await expect(checklist.getByRole('listitem').first()).toHaveText('Pelo menos 8 caracteres: pendente');

    // A common password meets the checklist; the server refuses it and the form says why under the field.
    await password.fill('Mudar@123');
    await expect(save).toBeEnabled();
    await page.getByLabel('Confirmação da nova senha', { exact: true }).fill('Mudar@123');
    await save.click();
    await expect(page.getByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.')).toBeVisible();

    await password.fill(newPassword);
    await expect(save).toBeEnabled();
    await page.getByLabel('Confirmação da nova senha', { exact: true }).fill(`${newPassword}x`);
    await save.click();
    await expect(page.getByText('As senhas devem ser iguais')).toBeVisible();

    await page.getByLabel('Confirmação da nova senha', { exact: true }).fill(newPassword);
    await save.click();
    await expect(page.getByText('Senha alterada com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, CPF, newPassword);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Bruno');
  });
});

test.describe('signed-in password change (/alterar-senha)', () => {
  const newPassword = `Troca#Senha${Date.now() % 100000}`;

  test.afterAll(async ({ request }) => {
    const token = await apiToken(request, CPF, newPassword);
    const response = await request.post('/api/alterarSenha', {
      headers: { Authorization: `Bearer ${token}` },
      data: { senhaAtual: newPassword, novaSenha: DEMO_PASSWORD, confirmacaoSenha: DEMO_PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(200);
  });

  test('Bruno changes his password from the sidebar, other sessions end, and the new password signs in', async ({ page, request }) => {
    const otherSession = await apiToken(request, CPF);
    await signInThroughForm(page, CPF);
    await expectShell(page);
    await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Alterar senha' }).click();
    await expect(page).toHaveURL(/\/alterar-senha$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alterar senha');
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();

    const save = page.getByRole('button', { name: 'Alterar senha' });
    await page.getByLabel('Senha atual').fill('Errada@2026');
    const password = page.getByLabel('Nova senha', { exact: true });
    await password.fill('semregras');
    await expect(save).toBeDisabled();
    await expect(page.getByRole('list', { name: 'A senha precisa ter' }).getByRole('listitem')).toHaveText([
      'Pelo menos 8 caracteres: atendido',
      'Letra maiúscula: pendente',
      'Letra minúscula: atendido',
      'Número: pendente',
      'Caractere especial: pendente',
    ]);
    await password.fill(newPassword);
    await expect(save).toBeEnabled();
    await page.getByLabel('Confirmação da nova senha').fill(`${newPassword}x`);
    await save.click();
    await expect(page.getByText('As senhas devem ser iguais')).toBeVisible();
    await page.getByLabel('Confirmação da nova senha').fill(newPassword);
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'A senha atual está incorreta.' })).toBeVisible();

    await page.getByLabel('Senha atual').fill(DEMO_PASSWORD);
    await save.click();
    await expect(page.getByText('Senha alterada com sucesso.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'as outras sessões abertas com a sua conta foram encerradas' })).toBeVisible();
    await expect(page.getByLabel('Senha atual')).toHaveValue('');

    // The API ends the other sessions and keeps this one.
    expect((await request.post('/api/logout', { headers: { Authorization: `Bearer ${otherSession}` } })).status()).toBe(401);
    await page.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: 'Início' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Bruno');

    await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, CPF, newPassword);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Bruno');
  });
});
