import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';

/** Invitations and the declaration of agreement (issue 16): Carlos invites and accepts; Lucas's plan has no invitations. */

async function signInAsCarlosOnHpe(page: Page) {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expectShell(page);
}

test.describe('invitations and the declaration of agreement', () => {
  test('Carlos invites someone from the services list, sees the invitation in the list, and the e-mail goes out', async ({ page, request }) => {
    const email = `convidada.${Date.now()}@example.com`;
    await signInAsCarlosOnHpe(page);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await page.getByRole('region', { name: 'Meu plano' }).getByRole('link', { name: 'Convidar participante' }).click();
    await expect(page).toHaveTitle('Convidar participante | Portal do Participante');
    await expect(page.getByText(/Você ainda não enviou nenhum convite|Convites enviados/).first()).toBeVisible();

    // Wrong e-mail and phone: the messages under the fields, nothing sent.
    await page.getByLabel('Nome').fill('Joana Convidada');
    await page.getByLabel('E-mail').fill('joana@semponto');
    await page.getByLabel('Telefone').fill('1187654');
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText('Informe um e-mail válido, como nome@exemplo.com.br.')).toBeVisible();
    await expect(page.getByText('Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.')).toBeVisible();
    await checkAndShoot(page, 'convidar-participante-erros');

    await page.getByLabel('E-mail').fill(email);
    const phone = page.getByLabel('Telefone');
    await phone.fill('');
    await phone.pressSequentially('11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText('Convite enviado para Joana.')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('');

    const table = page.getByRole('region', { name: 'Convites enviados' }).getByRole('table');
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell')).toHaveText([/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, 'Joana Convidada', email, '(11) 98765-4321']);
    await checkAndShoot(page, 'convidar-participante-lista');

    // The invitation e-mail, in the outbox an administrator can read.
    const outbox = await request.get('/api/retornarCaixaSaida', { headers: { Authorization: `Bearer ${await apiToken(request, DEMO.ana)}` } });
    const mail = ((await outbox.json()) as Array<{ destinatario: string; assunto: string; corpo: string }>).find((item) => item.destinatario === email);
    expect(mail?.assunto).toMatch(/^Carlos convidou você para conhecer a /);
    expect(mail?.corpo).toContain('Olá, Joana.');
  });

  test('Carlos reads and accepts the declaration of agreement and then sees the date of his acceptance', async ({ page }) => {
    // The declaration's version in force is shared: tests/e2e/agreement.spec.ts publishes new ones.
    await withPersonLock('declaracao-concordancia', async () => {
      await signInAsCarlosOnHpe(page);
      await page.goto('/services/declaracao-de-concordancia');
      await expect(page).toHaveTitle('Declaração de concordância | Portal do Participante');
      await expect(page.getByRole('article', { name: 'Texto da declaração' })).toContainText('Regulamento do meu plano de benefícios');
      await expect(page.getByText(/^Versão \d+$/)).toBeVisible();
      await page.getByRole('button', { name: 'Aceitar declaração' }).click();
      await expect(page.getByText('Marque "Li e concordo com a declaração" para continuar.')).toBeVisible();
      await page.getByLabel('Li e concordo com a declaração').check();
      await checkAndShoot(page, 'declaracao-de-concordancia-form');
      await page.getByRole('button', { name: 'Aceitar declaração' }).click();
      await expect(page.getByText('Declaração aceita. Obrigado!')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Declaração aceita em' })).toHaveText(/Declaração aceita em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)\./);
      await expect(page.getByRole('button', { name: 'Aceitar declaração' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByText(/Declaração aceita em \d{2}\/\d{2}\/\d{4} às/)).toBeVisible();
      await checkAndShoot(page, 'declaracao-de-concordancia-aceita');
    });
  });

  test('Lucas (Mais Valor, the loan-enabled kind) has no invitations: not in his services, and the page says so', async ({ page }) => {
    await signInByApi(page, DEMO.lucas);
    await expectShell(page);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
    await expect(page.getByRole('region', { name: 'Minhas consultas' }).getByRole('link', { name: 'Declaração de concordância' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Convidar participante' })).toHaveCount(0);
    await page.goto('/services/convidar-participante');
    await expect(page.getByText(/Este serviço não está disponível para o seu plano/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar convite' })).toHaveCount(0);
  });
});
