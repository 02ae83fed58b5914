import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, apiToken, newestOutboxId, readSecurityCode, signInThroughForm } from './support/demo';

// Bruno, not Carlos: this test changes the account's password, and puts the demo password back afterwards.
const CPF = DEMO.bruno;

async function resetThroughApi(request: APIRequestContext, adminToken: string, password: string) {
  const afterId = await newestOutboxId(request, adminToken);
  const cpf = CPF.replace(/\D/g, '');
  expect((await request.post('/api/solicitarCodigoSeguranca', { data: { cpf } })).status()).toBe(200);
  const codigo = await readSecurityCode(request, adminToken, afterId);
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

    const code = await readSecurityCode(request, adminToken, afterId);
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
      'Letra maiúscula: pendente',
      'Letra minúscula: atendido',
      'Número: pendente',
      'Caractere especial: pendente',
    ]);

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
