import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

// DXC: Paulo's only plan. No other spec reads DXC's colour (plan-choice.spec.ts reads Mais Valor's and HPE's).
const DXC = 7;

/** A small solid-colour PNG (crc left as zero is refused by browsers, so it is computed). */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, index) => [red, green, blue][index % 3])]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

interface Theme {
  cor_primaria: string;
  logo: string | null;
  background: string | null;
}

async function themeOf(request: APIRequestContext, idPlano: number): Promise<Theme> {
  const response = await request.get(`/api/retornarConfiguracaoTema/${idPlano}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Theme;
}

test.describe('theme settings (/settings/theme-settings)', () => {
  // Both tests change DXC's theme: one after the other, in one worker (fullyParallel would run them side by side).
  test.describe.configure({ mode: 'default' });

  test('Ana sees the AA warning for a pale colour, saves a darker colour and a logo, and Paulo sees them on the shell and the login', async ({ browser, page, request }) => {
    const original = await themeOf(request, DXC);
    const adminToken = await apiToken(request, DEMO.ana);
    try {
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.goto('/settings/theme-settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tema dos planos');
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'DXC' });
      const hex = page.getByLabel('Cor primária (hexadecimal)');
      await expect(hex).toHaveValue(original.cor_primaria.toUpperCase());

      // A pale colour: white text on it reads at 1,80:1.
      await hex.fill('#7FD1B0');
      const warning = page.getByRole('status').filter({ hasText: 'Atenção ao contraste.' });
      await expect(warning).toContainText('Texto branco sobre esta cor tem contraste de 1,80:1, abaixo do mínimo de 4,5:1 da WCAG AA.');
      await expect(page.getByTestId('previa-portal')).toHaveCSS('--color-primary', '#7FD1B0');
      // A plain photograph: the preview shows this colour as it would be, contrast failures included (that is the point).
      await page.screenshot({ path: 'test-results/screenshots/theme-settings-aviso-1280.png', fullPage: true });

      // A darker one passes (4,96:1) and the warning goes.
      await hex.fill('#1A7F5A');
      await expect(warning).toHaveCount(0);
      await expect(page.getByText('Texto branco sobre a cor: 4,96:1 (atende à WCAG AA)')).toBeVisible();
      await page.locator('input[type=file]').first().setInputFiles({ name: 'logo-dxc.png', mimeType: 'image/png', buffer: solidPng(120, 40, [26, 127, 90]) });
      await expect(page.getByTestId('previa-login').getByRole('img', { name: 'Logo do plano DXC' })).toHaveAttribute('src', /^blob:/);
      await page.getByRole('button', { name: 'Salvar tema' }).click();
      await expect(page.getByText('Tema do plano DXC salvo.')).toBeVisible();
      await checkAndShoot(page, 'theme-settings');

      const saved = await themeOf(request, DXC);
      expect(saved.cor_primaria).toBe('#1A7F5A');
      expect(saved.logo).toMatch(new RegExp(`^/api/retornarImagemTema/${DXC}/logo\\?v=\\d+$`));
      expect(saved.background).toBe(original.background);

      // Paulo (DXC) sees the new colour and logo in the shell, and on the login screen after he leaves.
      const paulo = await (await browser.newContext()).newPage();
      await signInByApi(paulo, DEMO.paulo);
      await expectShell(paulo);
      await expect(paulo.locator('.theme-scope').first()).toHaveCSS('--color-primary', '#1A7F5A');
      await expect(paulo.locator(`img[src="${saved.logo}"]`).first()).toBeVisible();
      await paulo.goto('/logout');
      await paulo.goto('/login');
      await expect(paulo.locator('.theme-scope').first()).toHaveCSS('--color-primary', '#1A7F5A');
      await expect(paulo.locator(`img[src="${saved.logo}"]`)).toBeVisible();
      await paulo.screenshot({ path: 'test-results/screenshots/theme-settings-login-paulo.png' });
      await paulo.context().close();
    } finally {
      // The demo theme again, for the other tests (a failure here must not hide the test's own).
      const restored = await request.put(`/api/atualizarConfiguracaoTema/${DXC}`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { cor_primaria: original.cor_primaria, logo: original.logo, background: original.background },
      });
      if (!restored.ok()) console.error(`O tema do DXC não foi restaurado: ${restored.status()} ${await restored.text()}`);
    }
    expect((await themeOf(request, DXC)).cor_primaria).toBe(original.cor_primaria);
  });
  test('Ana saves a yellow (#FFD500): the page names the darker shade the portal derives, and Paulo’s pages have no axe violation', async ({ browser, page, request }) => {
    const original = await themeOf(request, DXC);
    const adminToken = await apiToken(request, DEMO.ana);
    try {
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.goto('/settings/theme-settings');
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'DXC' });
      const hex = page.getByLabel('Cor primária (hexadecimal)');
      await expect(hex).toHaveValue(original.cor_primaria.toUpperCase());
      await hex.fill('#FFD500');
      // The usual mix (#998000) would read 3,85:1 on white: the page says what the portal uses instead, and why.
      const adjusted = page.getByRole('status').filter({ hasText: 'Cor ajustada para leitura.' });
      await expect(adjusted).toContainText('o portal usará um tom ajustado dela, que atende à WCAG AA: na aparência clara, #826D00 (4,61:1).');
      await expect(page.getByText('Links e textos na cor:')).toContainText('#826D00 na aparência clara (4,61:1)');
      await expect(page.getByTestId('previa-portal')).toHaveCSS('--primary-strong-light', '#826d00');
      await page.getByRole('button', { name: 'Salvar tema' }).click();
      await expect(page.getByText('Tema do plano DXC salvo.')).toBeVisible();
      expect((await themeOf(request, DXC)).cor_primaria).toBe('#FFD500');
      await checkAndShoot(page, 'theme-settings-amarelo');

      // Paulo (DXC): the light look, the derived shades, and no WCAG violation on his home and his usual pages.
      const paulo = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await signInByApi(paulo, DEMO.paulo);
      await expectShell(paulo);
      const scope = paulo.locator('.theme-scope').first();
      await expect(scope).toHaveCSS('--color-primary', '#FFD500');
      await expect(scope).toHaveCSS('--color-on-primary', '#000000');
      await expect(scope).toHaveCSS('--primary-strong-light', '#826d00');
      await expect(paulo.locator('html')).not.toHaveClass(/dark/);
      await expect(paulo.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
      // The menu's selected entry is written in the derived shade.
      await expect(paulo.getByRole('navigation', { name: 'Menu principal' }).locator('[aria-current="page"]').first()).toHaveCSS('color', 'rgb(130, 109, 0)');
      // Axe (every WCAG A/AA rule), sideways scroll and target sizes at 1280 and 390 px, as the page crawler checks.
      for (const [path, name] of [
        ['/', 'inicio'],
        ['/services', 'servicos'],
        ['/extract', 'extrato'],
        ['/services/requests', 'solicitacoes'],
      ] as const) {
        if (path !== '/') await paulo.goto(path);
        await expect(paulo.getByRole('heading', { level: 1 })).toBeVisible();
        await paulo.waitForLoadState('networkidle');
        await checkAndShoot(paulo, `theme-settings-amarelo-paulo-${name}`);
      }
      await paulo.context().close();
    } finally {
      const restored = await request.put(`/api/atualizarConfiguracaoTema/${DXC}`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { cor_primaria: original.cor_primaria, logo: original.logo, background: original.background },
      });
      if (!restored.ok()) console.error(`O tema do DXC não foi restaurado: ${restored.status()} ${await restored.text()}`);
    }
    expect((await themeOf(request, DXC)).cor_primaria).toBe(original.cor_primaria);
  });
});
