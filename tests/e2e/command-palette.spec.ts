import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { networkQuiet, ownFetchesDone, trackRequests } from './support/network-quiet';

test.describe('command palette', () => {
  test('an administrator finds a person by name, sees the empty result, and views the portal as Carlos', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Procurar...' })).toBeVisible();
    await page.keyboard.press('Control+k');

    const palette = page.getByRole('dialog', { name: 'Procurar pessoas' });
    await expect(palette).toBeVisible();
    const search = palette.getByLabel('Procurar pessoa por nome ou CPF');
    await expect(search).toBeFocused();

    await search.fill('zzzz');
    await expect(palette.getByRole('heading', { name: 'Nenhuma pessoa foi encontrada' })).toBeVisible();
    await expect(palette.getByText('Não encontramos nada com esse termo. Por favor, tente novamente.')).toBeVisible();

    await search.fill('Carlos');
    const card = palette.getByRole('listitem').filter({ hasText: 'Carlos Contribuinte' });
    await expect(card).toContainText('529.982.247-25');
    await expect(card).toContainText('21/07/1979');
    await card.getByRole('button', { name: 'Visualizar Perfil' }).click();

    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/Você está vendo o portal como\s*Carlos Contribuinte/)).toBeVisible();
  });

  test('a participant filters the pages by typing, opens one, and finds the current page disabled', async ({ page }) => {
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    await page.getByRole('button', { name: 'Procurar...' }).click();

    const palette = page.getByRole('dialog', { name: 'Procurar' });
    await expect(palette).toBeVisible();
    await expect(palette.getByRole('option', { name: /Início/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(palette.getByRole('option', { name: 'Serviços' })).toBeVisible();

    await palette.getByRole('combobox').fill('servi');
    await expect(palette.getByRole('option')).toHaveCount(1);
    await expect(palette.getByRole('option', { name: /Início/ })).toHaveCount(0);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/services$/);
    await expect(palette).toBeHidden();
    // As a person would: the shortcut once the new page is on screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Procurar' }).getByRole('option', { name: /Serviços/ })).toHaveAttribute('aria-disabled', 'true');
  });

  for (const width of [1280, 390] as const) {
    test(`a participant finds pages by common words at ${width} px: 'senha' → Alterar senha, 'endereço' → Informações Cadastrais`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signInByApi(page, DEMO.paulo);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
      await page.getByRole('button', { name: 'Procurar...' }).click();
      const palette = page.getByRole('dialog', { name: 'Procurar' });
      const search = palette.getByRole('combobox');

      await search.fill('senha');
      await expect(palette.getByRole('option')).toHaveText(['Alterar senha']);
      await search.fill('conversa');
      await expect(palette.getByRole('option')).toHaveText(['Chat']);
      await search.fill('dependente');
      await expect(palette.getByRole('option')).toHaveText(['Beneficiários de IR', 'Beneficiários Previdencial']);
      await search.fill('endereço');
      await expect(palette.getByRole('option')).toHaveText(['Informações Cadastrais']);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/perfil$/);
      await expect(palette).toBeHidden();
    });
  }

  test('closed and reopened at once (Escape, then Ctrl+K before the browser reports the close), the palette stays open', async ({ page }) => {
    trackRequests(page);
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    // The shortcut is listened to from an effect, which runs just after the page is painted: a key pressed within
    // those milliseconds goes unheard. A person is not that quick: the test waits for a settled page.
    await expect(page.getByRole('button', { name: 'Procurar...' })).toBeVisible();
    await networkQuiet(page);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Procurar' });
    await expect(palette.getByRole('option', { name: 'Serviços' })).toBeVisible();

    // In one task, as a busy phone handles two key presses before the dialog's queued "close" event.
    await page.evaluate(async () => {
      const dialog = document.querySelector('dialog[open]');
      dialog?.dispatchEvent(new Event('cancel', { cancelable: true }));
      await Promise.resolve();
      if (document.querySelector('dialog[open]')) throw new Error('Escape did not close the palette');
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
    });
    await expect(palette).toBeVisible();
    // The late "close" event of the first closing has been delivered by now: the palette is still open.
    await page.waitForTimeout(300);
    await expect(palette).toBeVisible();
    await expect(palette.getByRole('combobox')).toBeFocused();
  });

  test('offline when the palette is first wanted: a toast says so, the page stays, and the next opening works', async ({ page }) => {
    trackRequests(page);
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    await expect(page.getByRole('button', { name: /^Notificações/ })).toBeVisible();
    // What the page fetches on its own done first (the menu links' prefetches among it): refused, they would leave
    // script tags that webpack waits on for good.
    await ownFetchesDone(page);

    // The palette's code is fetched on demand: refuse every further chunk, as a dropped connection would.
    const chunks = '**/_next/static/chunks/**';
    await page.route(chunks, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Procurar...' }).click();
    await expect(page.getByText('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Procurar' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');

    await page.unroute(chunks);
    await page.getByRole('button', { name: 'Procurar...' }).click();
    await expect(page.getByRole('dialog', { name: 'Procurar' }).getByRole('option', { name: 'Serviços' })).toBeVisible();
  });
});
