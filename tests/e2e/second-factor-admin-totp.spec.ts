import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO, expectShell, signInThroughForm } from './support/demo';
import { checkAndShoot } from './support/page-checks';

// Teodoro, not Ana: while his second factor is on, a password alone no longer signs him in, and the other browser
// tests sign in as Ana at the same time. The test turns it off again at the end.
const ADMIN = DEMO.teodoro;

/** What the phone's authenticator app shows, `offsetSteps` periods from now (same library, same RFC 6238 settings). */
function appCode(secret: string, offsetSteps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an administrator turns on the second factor, signs in with the app’s code and with a recovery code, then turns it off', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, ADMIN);
  await expectShell(page);

  // The sidebar's account links lead administrators to the page.
  await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Verificação em duas etapas' }).click();
  await expect(page).toHaveURL(/\/settings\/seguranca$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verificação em duas etapas');
  await expect(page.getByText('Desativada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ativar a verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: /QR code para cadastrar/ })).toBeVisible();
  const secret = (await page.getByTestId('segredo-totp').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkAndShoot(page, 'admin-totp-cadastro');

  // A wrong code first: the message, and nothing changes.
  const code = page.getByLabel('Código de verificação');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  const rightNow = appCode(secret);
  await code.fill(rightNow === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Código de verificação' })).toContainText('Código de verificação inválido');

  await code.fill(appCode(secret));
  await page.getByRole('button', { name: 'Ativar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  for (const recoveryCode of recoveryCodes) expect(recoveryCode).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
  await checkAndShoot(page, 'admin-totp-codigos-recuperacao');
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText(/^Ativada desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/Restam 10 códigos de recuperação/)).toBeVisible();

  // Signed out, the password alone is not enough: the code is asked for, and no session exists before it.
  await signOut(page);
  await signInThroughForm(page, ADMIN);
  const loginCode = page.getByLabel('Código de verificação');
  await expect(loginCode).toBeVisible();
  await expect(loginCode).toBeFocused();
  await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('login.token');
  await checkAndShoot(page, 'admin-totp-login-codigo');

  // The code used to enrol was this step's: the phone's next one (it changes every 30 s) signs in.
  await loginCode.fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Solicitações aguardando')).toBeVisible();
  expect((await page.context().cookies()).map(({ name }) => name)).toContain('login.token');

  // Without the phone: a recovery code instead, once.
  await signOut(page);
  await signInThroughForm(page, ADMIN);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  const recoveryField = page.getByLabel('Código de recuperação');
  await expect(recoveryField).toBeFocused();
  await checkAndShoot(page, 'admin-totp-login-recuperacao');
  await recoveryField.fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Solicitações aguardando')).toBeVisible();

  // Turned off with another recovery code: the password alone signs in again (as the other tests expect of him).
  await page.goto('/settings/seguranca');
  await expect(page.getByText(/Restam 9 códigos de recuperação/)).toBeVisible();
  await page.getByLabel('Código de verificação').fill(recoveryCodes[1]);
  await page.getByRole('button', { name: 'Desativar', exact: true }).click();
  await expect(page.getByText('Desativada', { exact: true })).toBeVisible();
  await signOut(page);
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/$/);
});
