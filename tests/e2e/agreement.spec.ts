import { expect, test } from '@playwright/test';
import { DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';

/**
 * settings/declaracao-concordancia: Ana publishes a new version of the declaration of agreement; Paulo (whom no other
 * spec has accept it) then reads the new text, with no acceptance, and accepts it. The version in force is shared by
 * every spec that reads the declaration: they all hold the 'declaracao-concordancia' lock.
 */

test.describe('publishing a new version of the declaration of agreement', () => {
  test('Ana publishes a new version after confirming; Paulo then reads it, not accepted yet, and accepts it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await withPersonLock('declaracao-concordancia', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Configurações' }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await page.getByRole('region', { name: 'Comunicação' }).getByRole('link', { name: /^Declaração de concordância/ }).click();
      await expect(page).toHaveURL(/\/settings\/declaracao-concordancia$/);
      await expect(page).toHaveTitle('Declaração de concordância | Portal do Participante');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaração de concordância');

      const inForce = page.getByRole('region', { name: 'Versão em vigor' });
      const versionNumber = inForce.locator('dt', { hasText: 'Versão' }).locator('xpath=following-sibling::dd');
      await expect(versionNumber).toHaveText(/^\d+$/);
      const current = Number(await versionNumber.textContent());
      const next = current + 1;
      await expect(inForce.getByRole('article', { name: `Texto da versão ${current}` })).toContainText('Regulamento do meu plano de benefícios');

      // The rules, before anything is sent: empty, too short, and the text in force.
      const form = page.getByRole('form', { name: 'Nova versão da declaração' });
      const text = form.getByLabel(`Texto da versão ${next}`);
      await form.getByRole('button', { name: 'Publicar nova versão' }).click();
      await expect(form.getByText('Informe o texto da nova versão.')).toBeVisible();
      await text.fill('Declaro que li o Regulamento.');
      await form.getByRole('button', { name: 'Publicar nova versão' }).click();
      await expect(form.getByText('O texto deve ter ao menos 50 caracteres.')).toBeVisible();
      await text.fill((await inForce.getByRole('article').innerText()).replace(/\n+/g, '\n\n'));
      await form.getByRole('button', { name: 'Publicar nova versão' }).click();
      await expect(form.getByText('O texto é igual ao da versão em vigor.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // A new text (it keeps the words the invitations spec looks for), and its live preview paragraph by paragraph.
      const stamp = `Versão de teste ${Date.now()}`;
      const first = `Declaro que recebi, li e compreendi o Regulamento do meu plano de benefícios, alterado em 2026. ${stamp}.`;
      const second = 'Sei que meus dados pessoais são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).';
      await text.fill(`${first}\n\n${second}`);
      const preview = page.getByRole('article', { name: 'Pré-visualização da nova versão' });
      await expect(preview.locator('p')).toHaveText([first, second]);
      await checkAndShoot(page, 'declaracao-concordancia-nova-versao');

      // Publishing asks first; Cancel keeps the text, nothing published.
      await form.getByRole('button', { name: 'Publicar nova versão' }).click();
      let dialog = page.getByRole('dialog', { name: `Publicar a versão ${next}` });
      await expect(dialog).toContainText('todos os participantes terão de aceitá-la');
      await checkAndShoot(page, 'declaracao-concordancia-confirmacao');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(versionNumber).toHaveText(String(current));
      await form.getByRole('button', { name: 'Publicar nova versão' }).click();
      dialog = page.getByRole('dialog', { name: `Publicar a versão ${next}` });
      await dialog.getByRole('button', { name: 'Publicar' }).click();
      await expect(page.getByText(`Versão ${next} da declaração publicada. Todos os participantes deverão aceitá-la.`)).toBeVisible();

      // In force now, with no acceptance; the previous one among the earlier versions, its text a click away.
      await expect(versionNumber).toHaveText(String(next));
      await expect(inForce.locator('dt', { hasText: 'Aceites' }).locator('xpath=following-sibling::dd')).toHaveText('0 aceites');
      await expect(inForce.getByRole('article', { name: `Texto da versão ${next}` }).locator('p')).toHaveText([first, second]);
      await expect(page.getByLabel(`Texto da versão ${next + 1}`)).toHaveValue('');
      const earlier = page.getByRole('region', { name: 'Versões anteriores' });
      const previousRow = earlier.getByRole('row', { name: new RegExp(`^Versão ${current} `) });
      await expect(previousRow.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
      await earlier.getByText(`Ler o texto da versão ${current}`).click();
      await expect(earlier.getByText(/Regulamento do meu plano de benefícios/).first()).toBeVisible();
      await checkAndShoot(page, 'declaracao-concordancia-publicada');

      // Paulo, on his own: the new version, no acceptance; he accepts it.
      const paulo = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      const participant = await paulo.newPage();
      await signInByApi(participant, DEMO.paulo);
      await expectShell(participant);
      await participant.goto('/services/declaracao-de-concordancia');
      const article = participant.getByRole('article', { name: 'Texto da declaração' });
      await expect(article).toContainText(stamp);
      await expect(participant.getByText(`Versão ${next}`, { exact: true })).toBeVisible();
      await expect(participant.getByText(/Declaração aceita em/)).toHaveCount(0);
      await participant.getByLabel('Li e concordo com a declaração').check();
      await participant.getByRole('button', { name: 'Aceitar declaração' }).click();
      await expect(participant.getByText('Declaração aceita. Obrigado!')).toBeVisible();
      await expect(participant.getByRole('status').filter({ hasText: 'Declaração aceita em' })).toBeVisible();
      await paulo.close();

      // Ana sees his acceptance counted.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Versão em vigor' }).locator('dt', { hasText: 'Aceites' }).locator('xpath=following-sibling::dd')).toHaveText('1 aceite');
    });
  });

  test('a participant opening the address reads that the page is for administrators', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expectShell(page);
    await page.goto('/settings/declaracao-concordancia');
    await expect(page.getByText('Esta página é exclusiva dos administradores.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar nova versão' })).toHaveCount(0);
  });
});
