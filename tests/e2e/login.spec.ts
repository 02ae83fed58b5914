import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, sessionTokenOf, signInThroughForm } from './support/demo';

test.describe('login', () => {
  test('a visitor without a session who opens / lands on /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Entrar | Portal do Participante');
    await expect(page.getByLabel('CPF', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
  });

  test('the form checks the CPF before calling the API', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('O CPF é obrigatório')).toBeVisible();
    await expect(page.getByText('A senha é obrigatória')).toBeVisible();
    await page.getByLabel('CPF', { exact: true }).fill('11111111111');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('CPF inválido')).toBeVisible();
  });

  test('what is typed before the form code arrives is kept, and Enter sends nothing until then', async ({ page }) => {
    // The form is prerendered and its code (react-hook-form, the request) comes after the page's: hold that code back.
    let releaseFormCode!: () => void;
    const formCodeHeld = new Promise<void>((resolve) => {
      releaseFormCode = resolve;
    });
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Esqueci minha senha')) await formCodeHeld;
      await route.fulfill({ response, body });
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeDisabled();
    await page.getByLabel('CPF', { exact: true }).pressSequentially(DEMO.paulo.replace(/\D/g, ''));
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    // The browser would submit the form itself (GET, the password in the address): the disabled button prevents it.
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    releaseFormCode();
    await expect(button).toBeEnabled();
    // The signed-in page's chunks need not pass through the handler (a request still in it when the test ends fails).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(DEMO.paulo);
    await button.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    expect(page.url()).not.toContain('senha');
  });

  test('a wrong password shows the API message', async ({ page }) => {
    // Paulo, not Carlos: failed attempts count towards a per-CPF lockout.
    await signInThroughForm(page, DEMO.paulo, 'SenhaErrada@1');
    await expect(page.getByRole('alert').filter({ hasText: 'CPF ou senha' })).toHaveText('CPF ou senha inválidos.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Carlos signs in and is asked for one of his two plans; once his session is revoked the next call sends him to /login', async ({ page, request }) => {
    await signInThroughForm(page, DEMO.carlos);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Carlos');
    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await expect(dialog.getByLabel('Plano').locator('option')).toHaveText(['Selecione', 'HPE', 'DXC']);

    // The token is in an HttpOnly, SameSite=Strict cookie set by the server: no script of the page can read it.
    const tokenCookie = (await page.context().cookies()).find(({ name }) => name === 'login.token');
    expect(tokenCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('login.token');
    expect(await page.evaluate(() => document.cookie)).toContain('login=true');

    const token = await sessionTokenOf(page);
    const logout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    const cookieNames = (await page.context().cookies()).map(({ name }) => name);
    expect(cookieNames).not.toContain('login.token');
  });

  test('an administrator sees the administrator home', async ({ page }) => {
    await signInThroughForm(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Escolha o plano' })).toHaveCount(0);
  });

  test('Sair ends the session', async ({ page, request }) => {
    await signInThroughForm(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    const token = await sessionTokenOf(page);
    await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const secondLogout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(secondLogout.status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the login page fits without sideways scrolling and keeps 44 px targets', async ({ page }) => {
      await page.goto('/login');
      const button = page.getByRole('button', { name: 'Entrar' });
      await expect(button).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      for (const target of [button, page.getByLabel('CPF', { exact: true }), page.getByRole('link', { name: 'Esqueci minha senha' })]) {
        const box = await target.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
    });
  });

  test('a dark choice is on <html> from the first paint: the inline theme script runs under the CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // Read as soon as the HTML is parsed, before the app's code could set anything.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
