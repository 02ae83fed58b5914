import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEMO, DEMO_PASSWORD, signInByApi } from './support/demo';

const LUCAS = '741.852.963-55';
const digits = (cpf: string) => cpf.replace(/\D/g, '');

/** Carlos has two plan links: these tests work on HPE, chosen in the plan modal. */
async function signInAsCarlosOnHpe(page: Page) {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Saldo atual')).toBeVisible();
}

/** Opens requests on Carlos's HPE link through the API, so the list surely has more than one page. */
async function createFatcaRequests(request: APIRequestContext, count: number) {
  const login = await request.post('/api/autenticar', { data: { cpf: digits(DEMO.carlos), senha: DEMO_PASSWORD } });
  const { token, pessoa } = (await login.json()) as { token: string; pessoa: { id: number } };
  const headers = { Authorization: `Bearer ${token}` };
  const links = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as { id: number; plano: { nome: string } }[];
  const hpe = links.find((link) => link.plano.nome === 'HPE');
  expect(hpe).toBeDefined();
  for (let index = 0; index < count; index++) {
    const response = await request.post('/api/enviarDeclaracaoFatca', {
      headers,
      data: { idPessoa: pessoa.id, idVinculoPlano: hpe?.id, cidadaniaAmericana: 'N', residenciaFiscalEua: 'N' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}


const table = (page: Page) => page.getByRole('table');
const firstRow = (page: Page) => table(page).getByRole('row').nth(1);

test.describe('requests on Carlos’s HPE link (services that end in a request, and tracking them)', () => {
  // In order in one worker: the pagination test adds requests that would otherwise come before the PEP one.
  test.describe.configure({ mode: 'default' });

  test('a PEP declaration gets a protocol, is listed first as Recebida, shows its history and can be cancelled', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/pep');
    await expect(page.getByRole('heading', { level: 1, name: 'Pessoa politicamente exposta' })).toBeVisible();
    await expect(page.getByText(/Pessoa politicamente exposta é quem exerce ou exerceu/)).toBeVisible();

    await page.getByRole('group', { name: 'Você é pessoa politicamente exposta?' }).getByLabel('Sim').check();
    await page.getByLabel('Cargo, emprego ou função').fill('Vereador');
    await page.getByLabel('Órgão ou entidade').fill('Câmara Municipal de Campinas');
    await page.getByLabel('Início do exercício').fill('2015-01-01');
    await page.getByLabel('Término do exercício').fill('2019-12-31');
    await page.getByRole('button', { name: 'Enviar declaração' }).click();
    await expect(page.getByText(/deixou a função há mais de cinco anos/)).toBeVisible();

    await page.getByLabel('Ainda exerço esta função').check();
    await expect(page.getByLabel('Término do exercício')).toBeDisabled();
    await page.getByRole('button', { name: 'Enviar declaração' }).click();

    await expect(page).toHaveURL(/\/success\?/);
    const protocol = (await page.getByText('Número do protocolo:').locator('strong').textContent()) ?? '';
    expect(protocol).toMatch(/^\d{10}$/);

    await page.getByRole('link', { name: 'Acompanhar solicitações' }).click();
    await expect(page).toHaveURL(/\/services\/requests$/);
    await expect(firstRow(page)).toContainText(protocol);
    await expect(firstRow(page)).toContainText('Pessoa politicamente exposta');
    await expect(firstRow(page)).toContainText('Recebida');
    await expect(firstRow(page)).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    await page.getByRole('button', { name: `Ver detalhes da solicitação ${protocol}` }).click();
    const detail = page.getByRole('dialog', { name: `Solicitação ${protocol}` });
    await expect(detail.getByText('Câmara Municipal de Campinas')).toBeVisible();
    await expect(detail.getByText('Ainda exerce')).toBeVisible();
    const history = detail.getByRole('region', { name: 'Histórico' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Recebida');
    await expect(history).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    await detail.getByRole('button', { name: 'Cancelar solicitação' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar solicitação?' });
    await confirm.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(page.getByText('Solicitação cancelada.')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').last()).toContainText('Cancelada');
    await expect(detail.getByRole('button', { name: 'Cancelar solicitação' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Fechar' }).click();
    await expect(table(page).getByRole('row').filter({ hasText: protocol })).toContainText('Cancelada');

    // Back on the declaration's page, the newest one is shown with what it said.
    await page.goto('/services/pep');
    const last = page.getByRole('region', { name: 'Sua última declaração' });
    await expect(last).toContainText(`Protocolo ${protocol}`);
    await expect(last).toContainText('Cancelada');
    await expect(last.getByText('Câmara Municipal de Campinas')).toBeVisible();
  });

  test('pages forward and back five at a time, and a status filter starts again at page 1', async ({ page, request }) => {
    await createFatcaRequests(request, 3);
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/requests');
    await expect(table(page).getByRole('row')).toHaveCount(6);
    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Próxima' });
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await expect(previous).toBeDisabled();

    const firstPageProtocol = await firstRow(page).getByRole('cell').first().textContent();
    await next.click();
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
    await expect(previous).toBeEnabled();
    await expect(firstRow(page).getByRole('cell').first()).not.toHaveText(firstPageProtocol ?? '');

    await previous.click();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();

    await next.click();
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
    await page.getByLabel('Situação').selectOption({ label: 'Recebida' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await expect(previous).toBeDisabled();
    const statuses = table(page).getByRole('row').filter({ has: page.getByRole('cell') });
    for (const row of await statuses.all()) await expect(row).toContainText('Recebida');
  });

  test('FATCA asks for the TIN when the person is a US citizen, masked as 123-45-6789', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/fatca');
    await expect(page.getByLabel(/^TIN/)).toHaveCount(0);
    await page.getByRole('group', { name: 'Você tem cidadania norte-americana?' }).getByLabel('Sim').check();
    await page.getByRole('group', { name: 'Você tem residência fiscal nos Estados Unidos?' }).getByLabel('Não').check();
    await page.getByRole('button', { name: 'Enviar declaração' }).click();
    await expect(page.getByText('Informe o TIN (número de identificação fiscal nos EUA).')).toBeVisible();
    await expect(page).toHaveURL(/\/services\/fatca$/);

    await page.getByLabel(/^TIN/).pressSequentially('12345');
    await expect(page.getByLabel(/^TIN/)).toHaveValue('123-45');
    await page.getByRole('button', { name: 'Enviar declaração' }).click();
    await expect(page.getByText('O TIN tem 9 dígitos, como 123-45-6789.')).toBeVisible();
  });

  test('a FATCA declaration with its document: uploaded with progress, listed in the detail and downloaded as sent', async ({ page }) => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/fatca');
    await page.getByRole('group', { name: 'Você tem cidadania norte-americana?' }).getByLabel('Não').check();
    await page.getByRole('group', { name: 'Você tem residência fiscal nos Estados Unidos?' }).getByLabel('Não').check();
    await expect(page.getByText('Upload do Documento (Opcional)')).toBeVisible();
    await expect(page.getByText('Formatos válidos: PNG, JPG, PDF, ZIP, MP4 até 600MB')).toBeVisible();
    // An executable is refused by the drop zone before anything is sent.
    await page.locator('input[type=file]').setInputFiles({ name: 'programa.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByText('Formato não aceito. Envie um arquivo PNG, JPG, PDF, ZIP ou MP4.')).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({ name: 'declaracao-fatca.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('declaracao-fatca.pdf', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar declaração' }).click();

    await expect(page).toHaveURL(/\/success\?/);
    const protocol = (await page.getByText('Número do protocolo:').locator('strong').textContent()) ?? '';
    await page.getByRole('link', { name: 'Acompanhar solicitações' }).click();
    await page.getByRole('button', { name: `Ver detalhes da solicitação ${protocol}` }).click();
    const detail = page.getByRole('dialog', { name: `Solicitação ${protocol}` });
    const documents = detail.getByRole('region', { name: 'Documentos' });
    await expect(documents.getByRole('listitem')).toHaveCount(1);
    await expect(documents).toContainText('declaracao-fatca.pdf');
    const downloading = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'Baixar declaracao-fatca.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('declaracao-fatca.pdf');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).equals(pdf)).toBe(true);
  });

  test('Pedir ajuda opens a conversation about the request and goes to the chat', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/requests');
    await firstRow(page).getByRole('button', { name: /^Ver detalhes/ }).click();
    await page.getByRole('dialog', { name: /^Solicitação \d+/ }).getByRole('button', { name: 'Pedir ajuda' }).click();
    await expect(page).toHaveURL(/\/chat\?idConversa=\d+$/);
  });

});

test.describe('requests of a person with one plan link', () => {
  test('a foreign-resident declaration: the §5 messages, server errors under fields, then the protocol', async ({ page }) => {
    await signInByApi(page, LUCAS);
    await expect(page.getByText('Saldo atual')).toBeVisible();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await expect(page.getByRole('region', { name: 'Minhas consultas' }).getByRole('link', { name: 'Acompanhar solicitações' })).toBeVisible();
    await page.getByRole('link', { name: 'Residente no exterior' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Residente no exterior' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sua última declaração' })).toBeVisible();

    await page.getByRole('button', { name: 'Enviar declaração' }).click();
    await expect(page.getByText('O código postal é obrigatório')).toBeVisible();
    await expect(page.getByText('O número de identificação fiscal é obrigatório')).toBeVisible();

    await page.getByLabel('País').selectOption('Portugal');
    await page.getByLabel('Código postal').fill('1000-001');
    await page.getByLabel('Número de identificação fiscal', { exact: true }).fill('PT123456789');

    let isFirstAttempt = true;
    await page.route('**/api/enviarDeclaracaoResidenteExterior', async (route) => {
      if (!isFirstAttempt) return route.continue();
      isFirstAttempt = false;
      await route.fulfill({ status: 400, json: { message: 'Dados inválidos.', errors: [{ path: 'body/postalCode', message: 'Código postal recusado pelo servidor.', type: 'pattern' }] } });
    });
    await page.getByRole('button', { name: 'Enviar declaração' }).click();
    await expect(page.getByText('Código postal recusado pelo servidor.')).toBeVisible();

    await page.getByRole('button', { name: 'Enviar declaração' }).click();
    await expect(page).toHaveURL(/\/success\?/);
    const protocol = (await page.getByText('Número do protocolo:').locator('strong').textContent()) ?? '';
    await page.getByRole('link', { name: 'Acompanhar solicitações' }).click();
    await expect(firstRow(page)).toContainText(protocol);
    await expect(firstRow(page)).toContainText('Residente no exterior');
  });

  test('the tracking page with a detail open and the PEP form with its errors have no serious accessibility violations (dark plan theme)', async ({ page }) => {
    await signInByApi(page, LUCAS);
    await expect(page.getByText('Saldo atual')).toBeVisible();
    await page.goto('/services/requests');
    await firstRow(page).getByRole('button', { name: /^Ver detalhes/ }).click();
    await expect(page.getByRole('dialog', { name: /^Solicitação \d+/ }).getByRole('region', { name: 'Histórico' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/services/pep');
    await page.getByRole('group', { name: 'Você é pessoa politicamente exposta?' }).getByLabel('Sim').check();
    await page.getByRole('button', { name: 'Enviar declaração' }).click();
    await expect(page.getByText('Informe o cargo, emprego ou função pública.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sua última declaração' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the drop zone on a phone and on a desktop', () => {
  async function openFatcaWithDocument(page: Page) {
    await signInByApi(page, LUCAS);
    await expect(page.getByText('Saldo atual')).toBeVisible();
    await page.goto('/services/fatca');
    // The form is fetched once the plan link is known; on a loaded machine the first tap can land while it is still
    // being mounted (once: 'Clicking the checkbox did not change its state'). A person taps again; so does the test.
    const no = page.getByRole('group', { name: 'Você tem cidadania norte-americana?' }).getByLabel('Não');
    await expect(async () => {
      await no.check();
      await expect(no).toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText('Upload do Documento (Opcional)')).toBeVisible();
  }

  test('a touch screen is told to tap, not to drag', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openFatcaWithDocument(page);
    await expect(page.getByText('Toque para escolher um arquivo')).toBeVisible();
    await expect(page.getByText('Arraste o arquivo até aqui ou')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    await context.close();
  });

  test('a mouse is told it may drag the file', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openFatcaWithDocument(page);
    await expect(page.getByText('Arraste o arquivo até aqui ou')).toBeVisible();
    await expect(page.getByText('Toque para escolher um arquivo')).toBeHidden();
    await context.close();
  });
});
