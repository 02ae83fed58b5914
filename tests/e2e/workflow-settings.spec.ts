import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { bearer } from './support/realtime';
import { reopenFromRow, requestRow } from './support/request-centre';
import * as FUNCTIONALITY from '../../src/domain/functionality-ids';
// Desistência do plano (38): no other browser test moves its requests.

// Both tests change shared settings (restored at the end): one after the other.
test.describe.configure({ mode: 'serial' });

const DXC = 7;

async function signedInAsAna(page: import('@playwright/test').Page) {
  await signInByApi(page, DEMO.ana);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
}

/** Lucas asks to leave the plan and the fund starts analysing it: a request 'Em análise' of service 38. */
async function withdrawalInReview(request: APIRequestContext, adminToken: string) {
  const signIn = await request.post('/api/autenticar', { data: { cpf: DEMO.lucas.replace(/\D/g, ''), senha: DEMO_PASSWORD } });
  const { token: lucasToken, pessoa: me } = (await signIn.json()) as { token: string; pessoa: { id: number } };
  const links = (await (await request.get(`/api/retornarPlanosAtivos/${me.id}`, { headers: bearer(lucasToken) })).json()) as Array<{ id: number }>;
  const created = await request.post('/api/criarSolicitacao', { headers: bearer(lucasToken), data: { idPessoa: me.id, idVinculoPlano: links[0].id, idFuncionalidade: FUNCTIONALITY.PLAN_WITHDRAWAL, dados: {} } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, protocolo } = (await created.json()) as { id: number; protocolo: string };
  const moved = await request.post(`/api/alterarStatusSolicitacao/${id}`, { headers: bearer(adminToken), data: { idStatus: 2, comentario: null } });
  expect(moved.status(), await moved.text()).toBe(200);
  return { id, protocolo };
}

test('Ana takes "Em análise → Concluída" out of a workflow and the request centre offers only what is left', async ({ page, request }) => {
  const adminToken = await apiToken(request, DEMO.ana);
  const original = ((await (await request.get(`/api/retornarEsteira/${FUNCTIONALITY.PLAN_WITHDRAWAL}`, { headers: bearer(adminToken) })).json()) as { transicoes: unknown[] }).transicoes;
  const { id, protocolo } = await withdrawalInReview(request, adminToken);
  try {
    await signedInAsAna(page);
    await page.goto('/settings/esteira');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esteira de solicitações');
    await page.getByLabel('Serviço', { exact: true }).selectOption({ label: 'Desistência do plano' });
    const grid = page.getByRole('table', { name: /Transições permitidas/ });
    await expect(grid.getByRole('columnheader', { name: 'Concluída' })).toBeVisible();
    await expect(grid.getByRole('rowheader', { name: 'Em análise' })).toBeVisible();
    const stages = page.getByRole('list', { name: 'Situações e para onde cada uma pode seguir' });
    await expect(stages.getByRole('listitem').filter({ hasText: /^Em análise/ })).toContainText('Pendente de documentos, Concluída, Cancelada, Indeferida');

    // A workflow where a request would get stuck is refused, with the status named.
    for (const target of ['Em análise', 'Concluída', 'Cancelada', 'Indeferida']) await grid.getByLabel(`De "Pendente de documentos" para "${target}"`).uncheck();
    await page.getByRole('button', { name: 'Salvar esteira' }).click();
    await expect(page.getByRole('region', { name: 'Esteira do serviço' }).getByRole('alert')).toContainText('Uma solicitação em "Pendente de documentos" ficaria parada');
    await page.getByRole('button', { name: 'Desfazer alterações' }).click();
    await expect(grid.getByLabel('De "Pendente de documentos" para "Concluída"')).toBeChecked();

    // Keyboard: the checkbox takes the focus and Space unticks it.
    await grid.getByLabel('De "Em análise" para "Concluída"').focus();
    await page.keyboard.press('Space');
    await expect(grid.getByLabel('De "Em análise" para "Concluída"')).not.toBeChecked();
    await expect(stages.getByRole('listitem').filter({ hasText: /^Em análise/ })).toContainText('Pendente de documentos, Cancelada, Indeferida');
    await page.getByRole('button', { name: 'Salvar esteira' }).click();
    await expect(page.getByText('Esteira de "Desistência do plano" salva.')).toBeVisible();
    await checkAndShoot(page, 'settings-esteira');

    await page.goto(`/request-management?solicitacao=${id}&protocolo=${protocolo}`);
    const dialog = page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
    await expect(dialog.getByTestId('request-status')).toHaveText('Em análise');
    const choices = await dialog.getByLabel('Nova situação').locator('option:not([value=""])').allTextContents();
    expect(choices).toEqual(['Pendente de documentos', 'Cancelada', 'Indeferida']);
    await dialog.getByLabel('Nova situação').selectOption({ label: 'Pendente de documentos' });
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();
    // Saved, the dialog closes; Lucas's requests in the list show the new status, and the row opens it again.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Situação alterada para "Pendente de documentos". O participante foi avisado.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Pessoa' }).fill('Lucas');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(requestRow(page, protocolo)).toContainText('Pendente de documentos');
    await reopenFromRow(page, protocolo, 'Lucas Tomador');
    await expect(dialog.getByTestId('request-status')).toHaveText('Pendente de documentos');
  } finally {
    const restored = await request.put(`/api/atualizarEsteira/${FUNCTIONALITY.PLAN_WITHDRAWAL}`, { headers: bearer(adminToken), data: { transicoes: original } });
    expect(restored.status()).toBe(200);
    await request.post(`/api/alterarStatusSolicitacao/${id}`, { headers: bearer(adminToken), data: { idStatus: 5, comentario: 'Fim do teste.' } });
  }
});

test('Ana edits the vesting table of a plan in /settings/resgate', async ({ page, request }) => {
  const adminToken = await apiToken(request, DEMO.ana);
  const original = await (await request.get(`/api/retornarConfiguracaoInstitutos/${DXC}`, { headers: bearer(adminToken) })).json();
  try {
    await signedInAsAna(page);
    await page.goto('/settings/resgate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resgate');
    await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'DXC' });
    const form = page.getByRole('form', { name: 'Regras de Resgate' });
    await expect(form.getByLabel('Faixa 4: percentual (%)')).toHaveValue('100,00');

    await form.getByLabel('Faixa 4: percentual (%)').fill('90');
    await form.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(form.getByText('A última faixa de vesting deve dar 100 % do saldo da patrocinadora.')).toBeVisible();

    await form.getByRole('button', { name: 'Adicionar faixa' }).click();
    await form.getByLabel('Faixa 5: anos de plano').fill('12');
    await form.getByLabel('Faixa 5: percentual (%)').fill('100');
    await form.getByRole('button', { name: 'Remover a faixa 1' }).click();
    await form.getByLabel('Parcelas mensais do resgate (no máximo)').fill('6');
    await form.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(page.getByText('Regras de resgate salvas.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Solicitações abertas' })).toBeVisible();
    await checkAndShoot(page, 'settings-resgate');

    const saved = await (await request.get(`/api/retornarConfiguracaoInstitutos/${DXC}`, { headers: bearer(adminToken) })).json();
    expect(saved.vestingPatrocinadora).toEqual([
      { anos: 5, percentual: '50.00' },
      { anos: 8, percentual: '80.00' },
      { anos: 10, percentual: '90.00' },
      { anos: 12, percentual: '100.00' },
    ]);
    expect(saved.resgateParcelasMaximas).toBe(6);
    await page.reload();
    await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'DXC' });
    await expect(form.getByLabel('Faixa 4: anos de plano')).toHaveValue('12');
  } finally {
    expect((await request.put(`/api/atualizarConfiguracaoInstitutos/${DXC}`, { headers: bearer(adminToken), data: original })).status()).toBe(200);
  }
});

test('the other institutes pages show their rules and queue', async ({ page }) => {
  await signedInAsAna(page);
  for (const [path, title, field] of [
    ['/settings/portability-management', 'Portabilidade', 'Carência da portabilidade (anos de plano)'],
    ['/settings/self-sponsorship-management', 'Autopatrocínio', 'Taxa administrativa do autopatrocínio (%)'],
    ['/settings/bpd', 'Benefício Proporcional Diferido (BPD)', 'Idade de início do BPD (anos)'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByLabel(field)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Solicitações abertas' })).toBeVisible();
    await expect(page.getByText(/solicitaç(ão|ões) aberta|Nenhuma solicitação aberta/).first()).toBeVisible();
    await checkAndShoot(page, `settings${path.replace('/settings', '').replace(/\//g, '-')}`);
  }
});
