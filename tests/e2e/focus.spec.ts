import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { bearer } from './support/realtime';
import { expectSavedAndBackOnRow, requestOpener } from './support/request-centre';

/**
 * Issue 26: where the focus goes when the screen changes under it. After a page chosen in Ctrl+K (or the menu), on the
 * new page's main heading; after a refused sign-in, on the message; after a dialog, back on the control that opened it.
 */

/** What has the focus, as a keyboard or screen-reader user would find it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName.toLowerCase(), text: active?.textContent?.trim(), role: active?.getAttribute('role'), label: active?.getAttribute('aria-label'), inMain: Boolean(active?.closest('main')) };
  });

test.describe('focus after a navigation', () => {
  test('a page chosen in Ctrl+K puts the focus on its main heading, and Tab goes on inside the content', async ({ page }) => {
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Procurar' });
    await palette.getByRole('combobox').fill('servi');
    await expect(palette.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/services$/);
    await expect(palette).toBeHidden();
    const heading = page.getByRole('heading', { level: 1, name: 'Serviços' });
    await expect(heading).toBeFocused();
    expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Serviços', inMain: true });
    // The next Tab is in the page's content, not in the menu.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
  });

  test('a menu link chosen with the keyboard does the same; a page loaded afresh keeps the browser’s start', async ({ page }) => {
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Serviços' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
    // Give a late focus move the time to happen: there must be none on a first load.
    await page.waitForTimeout(500);
    expect((await focused(page)).tag).toBe('body');
  });

  test('on a 390 px phone, a page chosen in the menu drawer gets the focus on its heading', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Serviços' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeFocused();
  });
});

test.describe('focus after a refused sign-in', () => {
  test('a wrong password puts the focus on the message, every time', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('CPF', { exact: true }).pressSequentially(DEMO.paulo.replace(/\D/g, ''));
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('Errada#2026');
    await password.press('Enter');
    const message = page.getByRole('alert').filter({ hasText: 'CPF ou senha inválidos.' });
    await expect(message).toBeFocused();
    expect(await focused(page)).toMatchObject({ role: 'alert', text: 'CPF ou senha inválidos.' });

    // Tab goes on to the form; a second refusal with the same words takes the focus again.
    await page.keyboard.press('Tab');
    await expect(message).not.toBeFocused();
    await password.fill('Errada#2027');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(message).toBeFocused();
  });

  test('a wrong code at the second step puts the focus on its message too', async ({ page }) => {
    // The second factor of an administrator, answered by the page's own API calls replaced here: Teodoro's real one
    // belongs to admin-totp.spec.ts.
    await page.route('**/api/autenticar', (route) => route.fulfill({ status: 200, json: { segundoFator: true, desafio: 'desafio-de-teste' } }));
    await page.route('**/api/autenticarSegundoFator', (route) => route.fulfill({ status: 401, json: { message: 'Código de verificação inválido.' } }));
    await page.goto('/login');
    await page.getByLabel('CPF', { exact: true }).pressSequentially(DEMO.teodoro.replace(/\D/g, ''));
    await page.getByLabel('Senha', { exact: true }).fill('Qualquer#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const code = page.getByLabel('Código de verificação');
    await expect(code).toBeFocused();
    await code.fill('123456');
    await code.press('Enter');
    const message = page.getByRole('alert').filter({ hasText: 'Código de verificação inválido.' });
    await expect(message).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(code).toBeFocused();
    await expect(code).toHaveValue('');
  });
});

test.describe('focus after a dialog', () => {
  test('after "Salvar situação" the dialog closes and the focus is back on the request’s button; Escape and \'Fechar\' give it back too', async ({ page, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    await signInByApi(page, DEMO.ana);
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
    await page.goto('/request-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de Solicitações');
    // Bruno's requests: no other browser test moves them. One still open, moved between two open statuses.
    await page.getByRole('searchbox', { name: 'Pessoa' }).fill('Bruno');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const rows = page.getByRole('row').filter({ hasText: 'Bruno Vinculado' }).filter({ hasText: /Em análise|Pendente de documentos/ });
    await expect(rows.first()).toBeVisible();
    const row = rows.first();
    const protocolo = ((await row.getByRole('button').textContent()) ?? '').trim();
    const before = ((await row.getByRole('cell').last().textContent()) ?? '').trim();
    const next = before === 'Em análise' ? 'Pendente de documentos' : 'Em análise';
    const opener = requestOpener(page, protocolo, 'Bruno Vinculado');

    // A keyboard user opens it.
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
    await expect(dialog.getByTestId('request-status')).toHaveText(before);
    await dialog.getByLabel('Nova situação').selectOption({ label: next });
    await dialog.getByRole('button', { name: 'Salvar situação' }).focus();
    await page.keyboard.press('Enter');
    // The dialog closes; the list behind reloads (the row shows the new status) and draws a new button for the
    // request, which gets the focus: not dropped to the page's start.
    await expectSavedAndBackOnRow(page, protocolo, 'Bruno Vinculado', next);
    expect(await focused(page)).toMatchObject({ tag: 'button', label: `Ver solicitação ${protocolo} de Bruno Vinculado`, inMain: true });
    await expect(row).toContainText(next);

    // Opened again from there: the status it now has. Escape gives the focus back to the same button.
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('request-status')).toHaveText(next);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Closed with its 'Fechar' button, without a change, the same.
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('request-status')).toHaveText(next);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Back to the status it had, so a second run finds it as the seed left it.
    const found = await request.get('/api/retornarSolicitacoes?palavraChave=Bruno&page=0&limit=100', { headers: bearer(adminToken) });
    expect(found.status(), await found.text()).toBe(200);
    const id = ((await found.json()) as { requisicoes: { id: number; protocolo: string }[] }).requisicoes.find((item) => item.protocolo === protocolo)?.id;
    expect(id).toBeTruthy();
    const restored = await request.post(`/api/alterarStatusSolicitacao/${id}`, { headers: bearer(adminToken), data: { idStatus: before === 'Em análise' ? 2 : 3, comentario: null } });
    expect(restored.status(), await restored.text()).toBe(200);
  });
});
