import { expect, test } from '@playwright/test';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { EVERYONE_NOTICES, withPersonLock } from './support/person-lock';

// The redirect is exercised with the answer of the window call replaced in this page only: a real active
// window would send every other test running in parallel to the maintenance page too.
test.describe('maintenance window (spec §4, §8)', () => {
  test('an active window sends a participant to Manutenção Programada with the end', async ({ page }) => {
    const dataFim = '2031-03-15T18:30:00.000Z';
    await page.route('**/api/retornarDesativacaoTemporaria', (route) =>
      route.fulfill({ json: { status: 'ativa', dataInicio: '2026-01-01T00:00:00.000Z', dataFim, isActive: true, mensagem: 'Atualização do sistema' } }),
    );
    await signInByApi(page, DEMO.maria);
    await expect(page).toHaveURL(/\/manutencao\?dataFim=/);
    await expect(page).toHaveTitle('Manutenção Programada | Portal do Participante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manutenção Programada');
    await expect(page.getByText('Previsão de retorno: 15/03/2031 às 15:30.')).toBeVisible();
  });

  test('the maintenance page is public', async ({ page }) => {
    await page.goto('/manutencao?dataFim=2031-03-15T18:30:00.000Z');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manutenção Programada');
  });

  test('a window whose end is past changes nothing', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/retornarDesativacaoTemporaria', (route) => {
      calls += 1;
      return route.fulfill({ json: { status: 'ativa', dataInicio: '2020-01-01T00:00:00.000Z', dataFim: '2020-01-02T00:00:00.000Z', isActive: true, mensagem: null } });
    });
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(calls).toBeGreaterThan(0);
  });

  test('a failed check shows the server message and goes to the error page', async ({ page }) => {
    await page.route('**/api/retornarDesativacaoTemporaria', (route) => route.fulfill({ status: 503, json: { message: 'Serviço de manutenção indisponível.' } }));
    await signInByApi(page, DEMO.maria);
    // The toast may go with the page change; the error page says it too.
    await expect(page).toHaveURL(/\/500$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Serviço de manutenção indisponível.' })).toBeVisible();
  });

  test('an administrator schedules, edits and ends a window in /settings/desativacao-temporaria', async ({ page, request }) => {
    // The window is announced to every participant: not while a test counts someone's notifications.
    await withPersonLock(EVERYONE_NOTICES, async () => {
      await signInByApi(page, DEMO.ana);
      await expect(page.getByText('Solicitações aguardando')).toBeVisible();
      await page.goto('/settings/desativacao-temporaria');
      await expect(page).toHaveTitle('Desativação temporária | Portal do Participante');

      const form = page.getByRole('form', { name: 'Nova janela de manutenção' });
      await form.getByRole('button', { name: 'Agendar manutenção' }).click();
      await expect(form.getByText('A data de início é obrigatória')).toBeVisible();
      await expect(form.getByText('A data de fim é obrigatória')).toBeVisible();

      await form.getByLabel('Início').fill('2030-05-10T22:00');
      await form.getByLabel('Fim').fill('2030-05-10T21:00');
      await form.getByRole('button', { name: 'Agendar manutenção' }).click();
      await expect(form.getByText('A data de fim deve ser depois da data de início')).toBeVisible();

      await form.getByLabel('Fim').fill('2030-05-11T02:00');
      await form.getByLabel('Mensagem (opcional)').fill('Troca de servidores');
      await form.getByRole('button', { name: 'Agendar manutenção' }).click();
      await expect(page.getByText('Janela de manutenção agendada.')).toBeVisible();

      const row = page.getByRole('row').filter({ hasText: 'Troca de servidores' });
      await expect(row).toContainText('10/05/2030 às 22:00');
      await expect(row).toContainText('Agendada');

      await row.getByRole('button', { name: 'Editar' }).click();
      const editForm = page.getByRole('form', { name: 'Alterar janela de manutenção' });
      await expect(editForm.getByLabel('Início')).toHaveValue('2030-05-10T22:00');
      await editForm.getByLabel('Fim').fill('2030-05-11T04:00');
      await editForm.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(page.getByText('Janela de manutenção atualizada.')).toBeVisible();
      await expect(row).toContainText('11/05/2030 às 04:00');

      await row.getByRole('button', { name: 'Encerrar agora' }).click();
      await expect(row).toContainText('Encerrada');

      const token = await apiToken(request, DEMO.ana);
      const current = await request.get('/api/retornarDesativacaoTemporaria', { headers: { Authorization: `Bearer ${token}` } });
      expect(((await current.json()) as { isActive: boolean }).isActive).toBe(false);
    });
  });
});
