import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { contextsClosedAfterEachTest } from './support/own-contexts';
import { checkAndShoot } from './support/page-checks';

const newContext = contextsClosedAfterEachTest();

async function signedIn(browser: Browser, cpf: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signInByApi(page, cpf);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
  return page;
}

/** Carlos has two plans: the plan modal asks which one. */
async function carlosInHpe(browser: Browser): Promise<Page> {
  const page = await signedIn(browser, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Plano HPE · matrícula 100231')).toBeVisible();
  return page;
}

const list = (page: Page) => page.getByRole('region', { name: 'Documentos publicados' });

test.describe('documents', () => {
  test('Ana publishes a document for HPE; Carlos (HPE) sees and downloads it as sent; Lucas (Mais Valor) neither sees it nor reads its file', async ({ browser, request }) => {
    const stamp = Date.now();
    const title = `Comunicado HPE ${stamp}`;
    const pdf = Buffer.from(`%PDF-1.4\n% ${stamp}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

    const ana = await signedIn(browser, DEMO.ana);
    await ana.getByRole('link', { name: 'Documentos' }).first().click();
    await expect(ana).toHaveURL(/\/documents$/);
    await expect(ana).toHaveTitle('Documentos | Portal do Participante');
    const form = ana.getByRole('region', { name: 'Publicar documento' });
    await form.getByRole('button', { name: 'Publicar documento' }).click();
    await expect(form.getByText('Escolha o arquivo do documento.')).toBeVisible();
    await expect(form.getByText('Informe o título do documento.')).toBeVisible();
    await form.locator('input[type=file]').setInputFiles({ name: `comunicado-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Categoria').selectOption({ label: 'Outros' });
    await form.getByLabel('Todos os planos').uncheck();
    await form.getByLabel('Plano HPE').check();
    await form.getByRole('button', { name: 'Publicar documento' }).click();
    await expect(ana.getByText('Documento publicado.')).toBeVisible();
    await expect(list(ana).getByRole('heading', { name: title })).toBeVisible();
    await expect(list(ana).getByText('Outros ·').filter({ hasText: 'HPE' }).first()).toBeVisible();
    await checkAndShoot(ana, 'documentos-administrador');

    const carlos = await carlosInHpe(browser);
    await carlos.getByRole('link', { name: 'Documentos' }).first().click();
    await expect(list(carlos).getByRole('heading', { name: title })).toBeVisible();
    await expect(list(carlos).getByRole('heading', { name: 'Regulamento do Plano HPE' })).toBeVisible();
    await expect(list(carlos).getByRole('heading', { name: 'Regulamento do Plano Mais Valor' })).toHaveCount(0);
    const link = list(carlos).getByRole('link', { name: new RegExp(`^Baixar ${title}`) });
    const href = await link.getAttribute('href');
    const idAnexo = Number(href?.split('/').pop());
    const downloading = carlos.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`comunicado-${stamp}.pdf`);
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);

    // Filters: the category narrows the list, a year with nothing says so.
    await carlos.getByLabel('Categoria').selectOption({ label: 'Regulamento' });
    await expect(list(carlos).getByRole('heading', { name: title })).toHaveCount(0);
    await expect(list(carlos).getByRole('heading', { name: 'Regulamento do Plano DXC' })).toBeVisible();
    await carlos.getByLabel('Categoria').selectOption({ label: 'Todas' });
    await checkAndShoot(carlos, 'documentos-participante');

    const lucas = await signedIn(browser, DEMO.lucas);
    await lucas.goto('/documents');
    await expect(list(lucas).getByRole('heading', { name: 'Regulamento do Plano Mais Valor' })).toBeVisible();
    await expect(list(lucas).getByRole('heading', { name: title })).toHaveCount(0);
    const lucasToken = await apiToken(request, DEMO.lucas);
    const refused = await request.get(`/api/retornarAnexo/${idAnexo}`, { headers: { authorization: `Bearer ${lucasToken}` } });
    expect(refused.status()).toBe(403);
    const carlosToken = await apiToken(request, DEMO.carlos);
    const allowed = await request.get(`/api/retornarAnexo/${idAnexo}`, { headers: { authorization: `Bearer ${carlosToken}` } });
    expect(Buffer.from(await allowed.body()).equals(pdf)).toBe(true);
  });

  test('the minutes by year and the suppliers, from the services', async ({ browser }) => {
    const year = new Date().getFullYear();
    const carlos = await carlosInHpe(browser);
    await carlos.goto('/services');
    await carlos.getByRole('link', { name: 'Atas' }).click();
    await expect(carlos).toHaveURL(/\/services\/atas$/);
    await expect(carlos.getByRole('region', { name: String(year) })).toBeVisible();
    const lastYear = carlos.getByRole('region', { name: String(year - 1) });
    await expect(lastYear.getByRole('listitem')).toHaveCount(4);
    await expect(lastYear.getByText(`Ata da 1ª reunião ordinária do Conselho Deliberativo (${year - 1})`)).toBeVisible();
    await checkAndShoot(carlos, 'atas');

    await carlos.goto('/services/fornecedores');
    await expect(carlos.getByRole('heading', { level: 1 })).toHaveText('Fornecedores');
    await expect(carlos.getByRole('cell', { name: 'Custódia Brasil S.A.' })).toBeVisible();
    await expect(carlos.getByRole('button', { name: /Editar/ })).toHaveCount(0);
    await checkAndShoot(carlos, 'fornecedores-participante');

    const ana = await signedIn(browser, DEMO.ana);
    await ana.goto('/services/fornecedores');
    const form = ana.getByRole('region', { name: 'Novo fornecedor' });
    await form.getByLabel('Nome').fill('Gráfica Exemplo');
    await form.getByLabel('CNPJ').fill('11.222.333/0001-82');
    await form.getByLabel('Serviço').fill('Impressão');
    await form.getByLabel('Contato').fill('grafica@example.com');
    await form.getByRole('button', { name: 'Incluir fornecedor' }).click();
    await expect(form.getByText('CNPJ inválido: confira os números.')).toBeVisible();
    await form.getByLabel('CNPJ').fill('11.222.333/0001-81');
    await form.getByRole('button', { name: 'Incluir fornecedor' }).click();
    await expect(ana.getByText('Fornecedor incluído.')).toBeVisible();
    await expect(ana.getByRole('cell', { name: 'Gráfica Exemplo', exact: true })).toBeVisible();
    await checkAndShoot(ana, 'fornecedores-administrador');
  });
});
