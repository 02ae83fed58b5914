import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO, newestOutboxId } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { signInAs } from './support/roles';

// The seeded HPE campaign: Maria and Bruno answered, Carlos and Otavio pending. The tests move its counts in order.
test.describe.configure({ mode: 'serial' });

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const OTAVIO_EMAIL = 'otavio.iniciante@example.com';

/** The token of the newest re-registration link e-mailed to `email` after `afterId` (the outbox administrators read). */
async function mailedToken(request: APIRequestContext, adminToken: string, email: string, afterId: number): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/retornarCaixaSaida', { headers: { Authorization: `Bearer ${adminToken}` } });
      const mails = (await response.json()) as Array<{ id: number; destinatario: string; corpo: string }>;
      const mail = mails.filter((item) => item.id > afterId && item.destinatario === email).sort((a, b) => b.id - a.id)[0];
      token = mail ? /\/recadastramento\?token=([A-Za-z0-9_-]+)/.exec(mail.corpo)?.[1] : undefined;
      return token;
    })
    .toBeTruthy();
  return token as string;
}

/** A person's dependants of one kind (by name, among the HPE campaign's answers), as the administrator reads them. */
async function dependantsOf(request: APIRequestContext, adminToken: string, nome: string, tipo: 'imposto-renda' | 'previdencial') {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const campaigns = (await (await request.get('/api/retornarCampanhasRecadastramento', { headers })).json()) as Array<{ id: number; titulo: string }>;
  const hpe = campaigns.find((campaign) => campaign.titulo.startsWith('Recadastramento HPE'))!;
  const panel = (await (await request.get(`/api/retornarPainelRecadastramento/${hpe.id}`, { headers })).json()) as { respostas: Array<{ idPessoa: number; nome: string }> };
  const idPessoa = panel.respostas.find((row) => row.nome === nome)!.idPessoa;
  const list = (await (await request.get(`/api/retornarDependentes/${idPessoa}?tipo=${tipo}`, { headers })).json()) as { dependentes: Array<{ nome: string; finalidade: string | null }> };
  return list.dependentes.map(({ nome: name, finalidade }) => ({ nome: name, finalidade }));
}

async function expectCounts(page: Page, counts: { total: number; concluidos: number; pendentes: number }) {
  await expect(page.getByTestId('contagem-Total')).toHaveText(String(counts.total));
  await expect(page.getByTestId('contagem-Concluídos')).toHaveText(String(counts.concluidos));
  await expect(page.getByTestId('contagem-Pendentes')).toHaveText(String(counts.pendentes));
}

async function answerForm(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByText('comprovante.png', { exact: true })).toBeVisible();
  await page.getByLabel('Declaro que as informações acima estão corretas.').check();
  await page.getByRole('button', { name: 'Enviar recadastramento' }).click();
}

test('Ana sends reminders, Otavio answers from the e-mailed link without signing in, and the counts move', async ({ page, browser, request }) => {
  const adminToken = await apiToken(request, DEMO.ana);
  await signInAs(page, 'administrador');
  await page.getByRole('link', { name: 'Recadastramento' }).first().click();
  await expect(page).toHaveURL(/\/re-registration/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recadastramento');
  await expectCounts(page, { total: 4, concluidos: 2, pendentes: 2 });
  const pending = page.getByRole('table', { name: 'Pessoas que ainda não responderam' });
  await expect(pending.getByRole('rowheader')).toHaveText(['Carlos Contribuinte', 'Otavio Iniciante']);
  // Spec §2.6: the re-registration mode shrinks the menu to Voltar, Configurações and Chat.
  const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
  // (Configurações appears once its index page is built: the menu shows only pages that exist.)
  await expect(menu.getByRole('link', { name: 'Voltar' })).toBeVisible();
  const entries = await menu.getByRole('link').allInnerTexts();
  expect(entries.map((text) => text.trim()).filter((text) => !['Voltar', 'Configurações', 'Chat'].includes(text))).toEqual([]);
  expect(entries.map((text) => text.trim())).toContain('Chat');
  await checkAndShoot(page, 're-registration-painel');

  // The mode survives a reload: of the dashboard, and of a settings page reached from it in the same tab.
  const expectModeMenu = async () => {
    await expect(menu.getByRole('link', { name: 'Voltar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Central de Solicitações' })).toHaveCount(0);
  };
  await page.reload();
  await expectModeMenu();
  await page.goto('/settings/eleicoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Eleições' })).toBeVisible();
  await expectModeMenu();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Eleições' })).toBeVisible();
  await expectModeMenu();
  // Voltar leaves the mode, and a reload does not bring it back.
  await menu.getByRole('link', { name: 'Voltar' }).click();
  await expect(menu.getByRole('link', { name: 'Central de Solicitações' })).toBeVisible();
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Central de Solicitações' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Voltar' })).toHaveCount(0);
  await page.goto('/re-registration');
  await expectCounts(page, { total: 4, concluidos: 2, pendentes: 2 });

  // Reminders: one link per pending person; pressing again sends nothing (at most one a day).
  const afterId = await newestOutboxId(request, adminToken);
  await page.getByRole('button', { name: 'Enviar lembretes' }).click();
  await expect(page.getByText('2 lembretes enviados por e-mail.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar lembretes' }).click();
  await expect(page.getByText(/Nenhum lembrete enviado/)).toBeVisible();
  const token = await mailedToken(request, adminToken, OTAVIO_EMAIL, afterId);

  // Otavio, in a browser without any session, opens the link from his e-mail.
  const visitor = await browser.newContext();
  const link = await visitor.newPage();
  await link.goto(`/recadastramento?token=${token}`);
  await expect(link.getByText('Olá, Otavio.', { exact: false })).toBeVisible();
  // The token leaves the address bar (and the history) at once; a reload of the tab still finds the form.
  await expect(link).toHaveURL(/\/recadastramento$/);
  expect(await link.evaluate(() => document.querySelector('meta[name="referrer"]')?.getAttribute('content'))).toBe('no-referrer');
  await link.reload();
  await expect(link.getByText('Olá, Otavio.', { exact: false })).toBeVisible();
  await expect(link.getByRole('heading', { name: /Recadastramento HPE/ })).toBeVisible();
  await expect(link.getByLabel('E-mail')).toHaveValue(OTAVIO_EMAIL);
  await checkAndShoot(link, 'recadastramento-link-formulario');
  await link.getByRole('button', { name: 'Enviar recadastramento' }).click();
  await expect(link.getByText('Anexe o comprovante pedido.')).toBeVisible();
  // A dependant added from the link, with the profile's form and rules.
  await link.getByRole('button', { name: 'Adicionar dependente de IR' }).click();
  const dialog = link.getByRole('dialog', { name: 'Adicionar dependente de IR' });
  await dialog.getByLabel('CPF').fill('111.111.111-11');
  await dialog.getByRole('button', { name: 'Incluir' }).click();
  await expect(dialog.getByText('O nome é obrigatório.')).toBeVisible();
  await expect(dialog.getByText('CPF inválido.')).toBeVisible();
  await dialog.getByLabel('Nome completo').fill('Lia Iniciante');
  await dialog.getByLabel('CPF').fill('');
  await dialog.getByLabel('Data de nascimento').fill('2015-03-02');
  await dialog.getByRole('button', { name: 'Incluir' }).click();
  await expect(dialog).toBeHidden();
  await expect(link.getByText('Novo: será incluído ao enviar').first()).toBeVisible();
  await checkAndShoot(link, 'recadastramento-link-dependente');
  await answerForm(link);
  await expect(link.getByRole('heading', { name: 'Recadastramento enviado' })).toBeVisible();
  await checkAndShoot(link, 'recadastramento-link-enviado');

  // The link is single use.
  await link.goto(`/recadastramento?token=${token}`);
  await expect(link.getByText(/Este link já foi usado/)).toBeVisible();
  await visitor.close();

  await page.reload();
  await expectCounts(page, { total: 4, concluidos: 3, pendentes: 1 });
  await expect(page.getByRole('table', { name: 'Pessoas que já responderam' }).getByRole('row', { name: /Otavio Iniciante/ })).toContainText('Link do e-mail');
  // The dependant Otavio added came with his answer.
  expect(await dependantsOf(request, adminToken, 'Otavio Iniciante', 'imposto-renda')).toEqual([{ nome: 'Lia Iniciante', finalidade: null }]);
});

const BANNER_HEADING = /^Recadastramento HPE \d{4} — responda até \d{2}\/\d{2}\/\d{4}$/;
const bannerOf = (page: Page) => page.getByRole('region', { name: BANNER_HEADING });

// Issue 26: before Carlos answers (the next test), his pending campaign shows on his home, in his notifications and in Ctrl+K.
for (const width of [1280, 390]) {
  test(`Carlos, pending, sees the campaign on his home at ${width} px: what, by when, one button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'participante');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Confira os seus dados (endereço, contatos e dependentes) e envie o comprovante.');
    // Above the panel.
    const bannerBox = await banner.boundingBox();
    const balanceBox = await page.getByText('Saldo atual').boundingBox();
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(balanceBox!.y);
    // axe, sideways scroll and target sizes at both widths, once.
    if (width === 1280) await checkAndShoot(page, 'recadastramento-aviso');
    const answer = banner.getByRole('link', { name: 'Responder recadastramento' });
    expect((await answer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await answer.click();
    await expect(page).toHaveURL(/\/recadastramento$/);
    await expect(page.getByRole('heading', { name: /Recadastramento HPE/ })).toBeVisible();
  });
}

test('Carlos finds the campaign in his notifications (opened from it) and through Ctrl+K', async ({ page }) => {
  await signInAs(page, 'participante');
  await page.getByRole('button', { name: /^Notificações/ }).click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  const notice = panel.getByRole('button', { name: /Recadastramento HPE \d{4}: responda até \d{2}\/\d{2}\/\d{4}/ });
  await expect(notice).toBeVisible();
  await notice.click();
  const detail = page.getByRole('dialog', { name: /Recadastramento HPE \d{4}: responda até/ });
  await expect(detail).toContainText('confira os seus dados');
  await detail.getByRole('link', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/recadastramento$/);
  await expect(page.getByRole('heading', { name: /Recadastramento HPE/ })).toBeVisible();

  await page.goto('/');
  await expect(bannerOf(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Procurar' });
  await palette.getByPlaceholder('Procurar...').fill('recadastramento');
  await expect(palette.getByRole('option')).toHaveText(['Recadastramento']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recadastramento$/);
  await expect(page.getByRole('heading', { name: /Recadastramento HPE/ })).toBeVisible();
});

test('an administrator viewing the portal as Carlos sees his pending campaign on his home', async ({ page }) => {
  await signInAs(page, 'administrador');
  await page.getByRole('button', { name: /Procurar/ }).click();
  await page.getByLabel('Procurar pessoa por nome ou CPF').fill('Carlos Contribuinte');
  await page.getByRole('button', { name: /Visualizar Perfil/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'DXC' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText(/Você está vendo o portal como\s*Carlos Contribuinte/)).toBeVisible();
  // On his DXC enrolment too: the campaign is the person's, whichever plan is shown.
  await expect(bannerOf(page)).toBeVisible();
  await expect(bannerOf(page).getByRole('link', { name: 'Responder recadastramento' })).toHaveAttribute('href', '/recadastramento');
});

test('Carlos answers signed in with his data prefilled, and the campaign is complete', async ({ page, request }) => {
  await signInAs(page, 'participante');
  await page.goto('/recadastramento');
  await expect(page.getByRole('heading', { name: /Recadastramento HPE/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Endereço', exact: true })).toHaveValue('Avenida Paulista');
  await expect(page.getByRole('textbox', { name: 'Número', exact: true })).toHaveValue('1578');
  // Edit Helena (her purpose), remove Pedro and bring him back, then add a dependant of IR.
  await page.getByRole('button', { name: 'Editar Helena Contribuinte' }).first().click();
  const edit = page.getByRole('dialog', { name: 'Editar Helena Contribuinte' });
  await expect(edit.getByLabel('Nome completo')).toHaveValue('Helena Contribuinte');
  await edit.getByLabel('Finalidade').fill('Pensão vitalícia');
  await edit.getByRole('button', { name: 'Guardar alterações' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Alterado: será atualizado ao enviar').first()).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Pedro Contribuinte' }).first().click();
  await expect(page.getByRole('heading', { name: 'Serão excluídos ao enviar' })).toBeVisible();
  await page.getByRole('button', { name: 'Desfazer a exclusão de Pedro Contribuinte' }).click();
  await expect(page.getByRole('heading', { name: 'Serão excluídos ao enviar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Adicionar dependente de IR' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar dependente de IR' });
  await add.getByLabel('Nome completo').fill('Davi Contribuinte');
  await add.getByRole('button', { name: 'Incluir' }).click();
  await expect(add).toBeHidden();
  // Issue 26: a proof of address is an image or a PDF; the drop zone says so and refuses a video.
  await expect(page.getByRole('radio', { name: /Comprovante de endereço/ })).toBeChecked();
  await expect(page.getByText('Formatos válidos: PNG, JPG ou PDF até 600MB')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'comprovante.mp4', mimeType: 'video/mp4', buffer: Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]) });
  await expect(page.getByText('comprovante.mp4: Envie o comprovante de endereço como imagem (PNG ou JPG) ou PDF. Vídeos e arquivos ZIP não são aceitos.')).toBeVisible();
  await answerForm(page);
  await expect(page.getByRole('heading', { name: 'Recadastramento enviado' })).toBeVisible();
  await checkAndShoot(page, 'recadastramento-enviado');
  await page.reload();
  await expect(page.getByText(/Você já enviou este recadastramento/)).toBeVisible();

  const adminToken = await apiToken(request, DEMO.ana);
  const campaigns = (await (await request.get('/api/retornarCampanhasRecadastramento', { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as Array<{ id: number; titulo: string }>;
  const hpe = campaigns.find((campaign) => campaign.titulo.startsWith('Recadastramento HPE'))!;
  const panel = await (await request.get(`/api/retornarPainelRecadastramento/${hpe.id}`, { headers: { Authorization: `Bearer ${adminToken}` } })).json();
  expect(panel).toMatchObject({ total: 4, concluidos: 4, pendentes: 0, percentualConcluido: '100.0' });
  // The dependants' changes came with the answer.
  expect(await dependantsOf(request, adminToken, 'Carlos Contribuinte', 'imposto-renda')).toContainEqual({ nome: 'Davi Contribuinte', finalidade: null });
  const beneficiaries = await dependantsOf(request, adminToken, 'Carlos Contribuinte', 'previdencial');
  expect(beneficiaries).toHaveLength(2);
  expect(beneficiaries).toContainEqual({ nome: 'Helena Contribuinte', finalidade: 'Pensão vitalícia' });
  expect(beneficiaries).toContainEqual({ nome: 'Pedro Contribuinte', finalidade: 'Pensão por morte' });
});

test('once Carlos has answered, his home no longer shows the campaign', async ({ page }) => {
  await signInAs(page, 'participante');
  await expect(page.getByText('Saldo atual')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Responder recadastramento' })).toHaveCount(0);
});
