import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

/** Elections (issue 16): a participant votes with a confirmation and a receipt; an administrator creates, closes and reads the results. */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The image has loaded (a broken one has no natural width) and sits in its fixed 56 px box. */
async function expectPhotoLoaded(page: Page, name: string, scope = page.locator('body')) {
  const image = scope.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([56, 56]);
}

/** A fresh open HPE election of its own, so that parallel or repeated runs never find Carlos's vote already cast. */
async function createOpenElection(request: APIRequestContext, titulo: string) {
  const token = await apiToken(request, DEMO.ana);
  const response = await request.post('/api/criarEleicao', {
    headers: bearer(token),
    data: {
      titulo,
      inicio: new Date(Date.now() - 60_000).toISOString(),
      fim: new Date(Date.now() + 24 * 3600_000).toISOString(),
      idPlanos: [1],
      vagas: 1,
      candidatos: [
        { nome: 'Beatriz Andrade', descricao: 'Engenheira, propõe relatórios trimestrais em linguagem simples.' },
        { nome: 'Rafael Moura', descricao: 'Atuário, quer ampliar a educação financeira.' },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function signInAsCarlosOnHpe(page: Page) {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expectShell(page);
}

test.describe('elections with a secret vote', () => {
  test('Carlos votes with a confirmation step and gets a receipt; a second attempt is refused', async ({ page, context, request }) => {
    const titulo = `Eleição e2e ${Date.now()}`;
    await createOpenElection(request, titulo);
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/eleicoes');
    await expect(page).toHaveTitle('Eleições | Portal do Participante');
    const card = page.getByRole('article', { name: titulo });
    await card.getByRole('button', { name: 'Votar' }).click();
    await expect(card.getByText('Engenheira, propõe relatórios trimestrais em linguagem simples.')).toBeVisible();
    // Without photos: the initials on a neutral disc, no image.
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(card.getByText('BA', { exact: true })).toBeVisible();

    // A second tab with the same ballot open: it will try to vote after the first one did.
    const other = await context.newPage();
    await other.goto('/services/eleicoes');
    const otherCard = other.getByRole('article', { name: titulo });
    await otherCard.getByRole('button', { name: 'Votar' }).click();
    await otherCard.getByLabel(/Beatriz Andrade/).check();

    await card.getByRole('button', { name: 'Continuar' }).click();
    await expect(card.getByRole('alert')).toHaveText('Escolha um candidato para continuar.');
    await card.getByLabel(/Rafael Moura/).check();
    await checkAndShoot(page, 'eleicoes-cedula');
    await card.getByRole('button', { name: 'Continuar' }).click();
    await expect(card.getByRole('heading', { name: 'Confirme o seu voto' })).toBeFocused();
    await expect(card.getByText('Você vai votar em Rafael Moura')).toBeVisible();
    await checkAndShoot(page, 'eleicoes-confirmacao');
    await card.getByRole('button', { name: 'Confirmar voto' }).click();

    await expect(card.getByRole('heading', { name: 'Voto registrado' })).toBeFocused();
    const code = await card.getByTestId('codigo-comprovante').textContent();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    // The receipt does not name the choice.
    await expect(card.getByText('Rafael Moura')).toHaveCount(0);
    await checkAndShoot(page, 'eleicoes-comprovante');

    // The other tab's attempt: refused by the API (409), said on the page, which then shows the receipt.
    await otherCard.getByRole('button', { name: 'Continuar' }).click();
    await otherCard.getByRole('button', { name: 'Confirmar voto' }).click();
    await expect(otherCard.getByRole('alert')).toHaveText('Você já votou nesta eleição.');
    await expect(otherCard.getByRole('heading', { name: 'Você já votou' })).toBeVisible();
    await expect(otherCard.getByTestId('codigo-comprovante')).toHaveText(code!);
    await other.close();

    // Back later: no vote button, the receipt instead.
    await page.reload();
    const again = page.getByRole('article', { name: titulo });
    await expect(again.getByRole('heading', { name: 'Você já votou' })).toBeVisible();
    await expect(again.getByRole('button', { name: 'Votar' })).toHaveCount(0);
  });

  test('Maria sees the seeded candidates’ photos; a Mais Valor participant may not download them (403)', async ({ page, request }) => {
    await signInByApi(page, DEMO.maria);
    await expectShell(page);
    await page.goto('/services/eleicoes');
    const card = page.getByRole('article', { name: 'Conselho Deliberativo 2027–2030' });
    await card.getByRole('button', { name: 'Votar' }).click();
    for (const name of ['Beatriz Andrade', 'Rafael Moura', 'Helena Prado']) await expectPhotoLoaded(page, name, card);
    await checkAndShoot(page, 'eleicoes-fotos');
    const src = await card.getByRole('img', { name: 'Beatriz Andrade' }).getAttribute('src');
    const sofia = await apiToken(request, DEMO.sofia);
    expect((await request.get(src!, { headers: bearer(sofia) })).status()).toBe(403);
  });

  test('a Mais Valor participant sees the closed election’s results', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await page.goto('/services/eleicoes');
    const card = page.getByRole('article', { name: 'Conselho Fiscal 2026–2029' });
    await card.getByRole('button', { name: 'Ver resultado' }).click();
    const table = card.getByRole('table');
    await expect(table.getByRole('row', { name: 'Marcos Teixeira 1' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Total de votos 2' })).toBeVisible();
    await expect(card.getByText('Participação: 2 de 3 eleitores (66,67%).')).toBeVisible();
    await checkAndShoot(page, 'eleicoes-resultado');
  });

  test('Ana creates an election, Carlos votes, Ana closes it and sees the results and the turnout', async ({ page, request }) => {
    const titulo = `Conselho e2e ${Date.now()}`;
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.goto('/settings/eleicoes');
    await expect(page).toHaveTitle('Eleições | Portal do Participante');

    const form = page.getByRole('region', { name: 'Nova eleição' });
    await form.getByRole('button', { name: 'Criar eleição' }).click();
    await expect(form.getByText('Informe o título da eleição.')).toBeVisible();

    await form.getByLabel('Título').fill(titulo);
    await form.getByLabel('Início da votação').fill('2026-01-01T08:00');
    await form.getByLabel('Fim da votação').fill('2030-12-31T18:00');
    await form.getByRole('checkbox', { name: 'HPE' }).check();
    await form.getByLabel('Vagas').fill('1');
    await form.getByLabel('Nome do candidato 1').fill('Fernanda Costa');
    await form.getByLabel('Nome do candidato 2').fill('Gustavo Lima');
    // A photo per candidate through the attachments' upload: an image only.
    const photoOf = (index: number) => form.getByRole('group', { name: `Foto do candidato ${index} (opcional)` });
    await photoOf(1).locator('input[type="file"]').setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 teste') });
    await expect(photoOf(1).getByText('curriculo.pdf: A foto do candidato deve ser uma imagem JPEG, PNG ou WebP.')).toBeVisible();
    await photoOf(1).locator('input[type="file"]').setInputFiles({ name: 'fernanda.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(photoOf(1).getByText('fernanda.png', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Adicionar candidato' }).click();
    await form.getByLabel('Nome do candidato 3').fill('Candidato desistente');
    await checkAndShoot(page, 'eleicoes-configuracao');
    await form.getByRole('button', { name: 'Remover o candidato 3' }).click();
    await expect(form.getByLabel('Nome do candidato 3')).toHaveCount(0);
    await form.getByRole('button', { name: 'Criar eleição' }).click();

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo }) });
    await expect(item).toBeVisible();
    await expect(item.getByText('Votação aberta')).toBeVisible();

    // Carlos votes through the API for Gustavo.
    const carlos = await apiToken(request, DEMO.carlos);
    const elections = (await (await request.get('/api/retornarEleicoes', { headers: bearer(carlos) })).json()) as Array<{ id: number; titulo: string }>;
    const id = elections.find((election) => election.titulo === titulo)!.id;
    const detail = (await (await request.get(`/api/retornarEleicao/${id}`, { headers: bearer(carlos) })).json()) as { candidatos: Array<{ id: number; nome: string }> };
    expect(detail.candidatos.map((candidate) => candidate.nome)).toEqual(['Fernanda Costa', 'Gustavo Lima']);
    const withPhotos = detail as unknown as { candidatos: Array<{ foto: number | null }> };
    expect(Number.isInteger(withPhotos.candidatos[0].foto)).toBe(true);
    expect(withPhotos.candidatos[1].foto).toBeNull();
    const photo = await request.get(`/api/retornarAnexo/${withPhotos.candidatos[0].foto}`, { headers: bearer(carlos) });
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    const vote = await request.post('/api/votar', { headers: bearer(carlos), data: { idEleicao: id, idCandidato: detail.candidatos[1].id } });
    expect(vote.status()).toBe(201);

    await page.reload();
    const reloaded = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo }) });
    await expect(reloaded.getByTestId(`votantes-${id}`)).toHaveText('1');
    await reloaded.getByRole('button', { name: 'Ver quem votou' }).click();
    await expect(reloaded.getByRole('cell', { name: 'Carlos Contribuinte' })).toBeVisible();
    await reloaded.getByRole('button', { name: 'Encerrar eleição' }).click();
    await reloaded.getByRole('button', { name: 'Confirmar encerramento' }).click();
    await expect(reloaded.getByText('Encerrada', { exact: true })).toBeVisible();
    const table = reloaded.getByTestId(`resultado-${id}`);
    await expect(table.getByRole('row', { name: 'Gustavo Lima 1' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Fernanda Costa 0' })).toBeVisible();
    await expect(reloaded.getByText(/^Participação: 1 de \d+ eleitores/)).toBeVisible();
    await checkAndShoot(page, 'eleicoes-encerrada');
  });
});
