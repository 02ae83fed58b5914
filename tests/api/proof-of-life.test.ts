import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundToday } from '@/domain/business-days';
import { SITUATION_ID } from '@/domain/constants';
import { REQUEST_STATUS } from '@/domain/requests';
import { auditoria } from '@/server/db/schema/audit';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { vinculoPlano } from '@/server/db/schema/plans';
import { avisoProvaVida, provaVida, suspensaoProvaVida } from '@/server/db/schema/proof-of-life';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfBytes, PNG_1PX } from './upload-client';

type Account = { token: string; idPessoa: number; idVinculoPlano: number };
let context: TestContext;
let uploadDir: string;
const people = {} as Record<'ana' | 'maria' | 'paulo' | 'carlos', Account>;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'prova-de-vida-'));
  context = await createTestContext({ uploadDir });
  for (const name of ['ana', 'maria', 'paulo', 'carlos'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id).limit(1);
    people[name] = { token, idPessoa, idVinculoPlano: link?.id ?? 0 };
  }
});
afterAll(async () => {
  await context.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, account: Account | null, payload?: object) =>
  context.app.inject({ method, url: `/api${url}`, headers: account ? bearer(account.token) : {}, ...(payload ? { payload } : {}) });

async function upload(account: Account, name: string, bytes: Buffer) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/enviarAnexo',
    headers: { ...bearer(account.token), 'content-type': 'application/octet-stream', 'x-nome-arquivo': encodeURIComponent(name) },
    payload: bytes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const linkSituation = async (id: number) => (await context.database.db.select({ idSituacao: vinculoPlano.idSituacao }).from(vinculoPlano).where(eq(vinculoPlano.id, id)))[0].idSituacao;

describe('GET /retornarProvaDeVida/{idVinculoPlano}', () => {
  it('tells Maria her proof is open until the campaign month’s last day', async () => {
    const response = await call('GET', `/retornarProvaDeVida/${people.maria.idVinculoPlano}`, people.maria);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const today = fundToday();
    expect(body).toMatchObject({ status: 'aberta', podeEnviar: true, emAnalise: null, suspensao: null, historico: [] });
    expect(body.ciclo.abertura).toBe(`${today.slice(0, 7)}-01`);
    expect(body.linha).toBe(`Faça a sua prova de vida até ${body.ciclo.vencimento.split('-').reverse().join('/')}`);
  });

  it('tells Paulo his proof is overdue, after the 60 days of grace', async () => {
    const body = (await call('GET', `/retornarProvaDeVida/${people.paulo.idVinculoPlano}`, people.paulo)).json();
    expect(body.status).toBe('vencida');
    expect(body.linha).toMatch(/^Prova de vida vencida em \d{2}\/\d{2}\/\d{4}: faça agora para manter ou reativar o benefício$/);
  });

  it('is refused without a session (401), for another person’s link (403), and for a link that receives no benefit', async () => {
    expect((await call('GET', `/retornarProvaDeVida/${people.maria.idVinculoPlano}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/retornarProvaDeVida/${people.maria.idVinculoPlano}`, people.paulo)).statusCode).toBe(403);
    // Carlos contributes: the service is not in his plan's menu (403 by the catalogue).
    expect((await call('GET', `/retornarProvaDeVida/${people.carlos.idVinculoPlano}`, people.carlos)).statusCode).toBe(403);
  });
});

describe('POST /enviarProvaDeVida and its review in the request centre', () => {
  it('checks the form: two photos online, images only, one certificate by document', async () => {
    const photo = await upload(people.maria, 'rosto.png', PNG_1PX);
    const pdf = await upload(people.maria, 'documento.pdf', pdfBytes(2048));
    const base = { idPessoa: people.maria.idPessoa, idVinculoPlano: people.maria.idVinculoPlano };
    const one = await call('POST', '/enviarProvaDeVida', people.maria, { ...base, forma: 'online', idAnexos: [photo] });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors[0]).toMatchObject({ path: 'idAnexos', message: 'Na prova de vida on-line, envie duas fotos: a do seu rosto e a da frente de um documento de identidade com foto.' });
    const notImage = await call('POST', '/enviarProvaDeVida', people.maria, { ...base, forma: 'online', idAnexos: [photo, pdf] });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors[0]).toMatchObject({ path: 'idAnexos/1', message: 'As fotos da prova de vida on-line devem ser imagens (JPG ou PNG).' });
    const twoCertificates = await call('POST', '/enviarProvaDeVida', people.maria, { ...base, forma: 'documento', idAnexos: [pdf, photo] });
    expect(twoCertificates.statusCode).toBe(400);
    const badForm = await call('POST', '/enviarProvaDeVida', people.maria, { ...base, forma: 'carta', idAnexos: [pdf] });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json().message).toBeTruthy();
  });

  it('refuses another person’s link, person or files (403)', async () => {
    const mine = await upload(people.paulo, 'rosto.png', PNG_1PX);
    const hers = await upload(people.maria, 'rosto.png', PNG_1PX);
    expect((await call('POST', '/enviarProvaDeVida', people.paulo, { idPessoa: people.maria.idPessoa, idVinculoPlano: people.maria.idVinculoPlano, forma: 'online', idAnexos: [mine, mine] })).statusCode).toBe(403);
    expect((await call('POST', '/enviarProvaDeVida', people.paulo, { idPessoa: people.paulo.idPessoa, idVinculoPlano: people.maria.idVinculoPlano, forma: 'online', idAnexos: [mine, mine] })).statusCode).toBe(403);
    expect((await call('POST', '/enviarProvaDeVida', people.paulo, { idPessoa: people.paulo.idPessoa, idVinculoPlano: people.paulo.idVinculoPlano, forma: 'online', idAnexos: [mine, hers] })).statusCode).toBe(403);
    expect((await call('POST', '/enviarProvaDeVida', null, { idPessoa: people.paulo.idPessoa, idVinculoPlano: people.paulo.idVinculoPlano, forma: 'online', idAnexos: [mine, mine] })).statusCode).toBe(401);
  });

  it('opens a request with a protocol; a second is refused while it is in review; a refusal says what to redo; an approval puts her up to date', async () => {
    const face = await upload(people.maria, 'rosto.png', PNG_1PX);
    const document = await upload(people.maria, 'rg.png', PNG_1PX);
    const sent = await call('POST', '/enviarProvaDeVida', people.maria, { idPessoa: people.maria.idPessoa, idVinculoPlano: people.maria.idVinculoPlano, forma: 'online', idAnexos: [face, document] });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, protocolo } = sent.json();
    expect(protocolo).toMatch(/\d/);
    const again = await call('POST', '/enviarProvaDeVida', people.maria, { idPessoa: people.maria.idPessoa, idVinculoPlano: people.maria.idVinculoPlano, forma: 'documento', idAnexos: [await upload(people.maria, 'atestado.pdf', pdfBytes(2048))] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Sua prova de vida (protocolo ${protocolo}) está em análise. Aguarde a resposta do fundo.`);

    const standing = (await call('GET', `/retornarProvaDeVida/${people.maria.idVinculoPlano}`, people.maria)).json();
    expect(standing).toMatchObject({ emAnalise: { protocolo }, podeEnviar: false, linha: `Prova de vida em análise (protocolo ${protocolo}): aguarde a resposta do fundo` });

    // A refusal needs its reason (400), then records it for the person.
    const noReason = await call('POST', `/alterarStatusSolicitacao/${id}`, people.ana, { idStatus: REQUEST_STATUS.REJECTED });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({ path: 'comentario', message: 'Escolha o motivo da recusa: ele diz à pessoa o que refazer.' });
    const reason = 'A foto do rosto não está nítida: tire outra foto, de frente, em um lugar iluminado e sem óculos escuros.';
    const refused = await call('POST', `/alterarStatusSolicitacao/${id}`, people.ana, { idStatus: REQUEST_STATUS.REJECTED, comentario: reason });
    expect(refused.statusCode, refused.body).toBe(200);
    const afterRefusal = (await call('GET', `/retornarProvaDeVida/${people.maria.idVinculoPlano}`, people.maria)).json();
    expect(afterRefusal).toMatchObject({ status: 'aberta', podeEnviar: true, ultimaRecusa: { protocolo, motivo: reason } });
    expect(afterRefusal.historico[0]).toMatchObject({ protocolo, forma: 'online', situacao: 'recusada', motivoRecusa: reason });

    const resent = await call('POST', '/enviarProvaDeVida', people.maria, {
      idPessoa: people.maria.idPessoa,
      idVinculoPlano: people.maria.idVinculoPlano,
      forma: 'online',
      idAnexos: [await upload(people.maria, 'rosto2.png', PNG_1PX), await upload(people.maria, 'rg2.png', PNG_1PX)],
    });
    expect(resent.statusCode, resent.body).toBe(201);
    const approved = await call('POST', `/alterarStatusSolicitacao/${resent.json().id}`, people.ana, { idStatus: REQUEST_STATUS.DONE, comentario: 'Prova de vida aprovada.' });
    expect(approved.statusCode, approved.body).toBe(200);
    const upToDate = (await call('GET', `/retornarProvaDeVida/${people.maria.idVinculoPlano}`, people.maria)).json();
    expect(upToDate.status).toBe('em_dia');
    expect(upToDate.linha).toMatch(/^Prova de vida em dia até \d{2}\/\d{2}\/\d{4}$/);
    expect(Number(upToDate.ate.slice(0, 4))).toBe(Number(fundToday().slice(0, 4)) + 1);
    const upToDateAgain = await call('POST', '/enviarProvaDeVida', people.maria, { idPessoa: people.maria.idPessoa, idVinculoPlano: people.maria.idVinculoPlano, forma: 'documento', idAnexos: [await upload(people.maria, 'a.pdf', pdfBytes(2048))] });
    expect(upToDateAgain.statusCode).toBe(409);
  });
});

describe('GET /retornarProvasDeVidaPendentes and POST /suspenderBeneficioPorProvaDeVida/{idVinculoPlano}', () => {
  it('lists Paulo as overdue, with the notice sent, for administrators only', async () => {
    expect((await call('GET', '/retornarProvasDeVidaPendentes', people.paulo)).statusCode).toBe(403);
    expect((await call('GET', '/retornarProvasDeVidaPendentes', null)).statusCode).toBe(401);
    expect((await call('GET', '/retornarProvasDeVidaPendentes?mes=2026-13', people.ana)).statusCode).toBe(400);
    const list = (await call('GET', '/retornarProvasDeVidaPendentes?situacao=vencida', people.ana)).json();
    const paulo = list.itens.find((item: { idPessoa: number }) => item.idPessoa === people.paulo.idPessoa);
    expect(paulo).toMatchObject({ situacao: 'vencida', podeSuspender: true, suspensaEm: null, avisoSuspensaoEm: expect.any(String) });
    const month = (await call('GET', `/retornarProvasDeVidaPendentes?mes=${paulo.vencimento.slice(0, 7)}&idPlano=${paulo.plano.id}`, people.ana)).json();
    expect(month.itens.map((item: { idPessoa: number }) => item.idPessoa)).toContain(people.paulo.idPessoa);
  });

  it('never suspends without the notice: a link whose notice did not go is refused (409)', async () => {
    await context.database.db.delete(avisoProvaVida).where(and(eq(avisoProvaVida.idVinculoPlano, people.paulo.idVinculoPlano), eq(avisoProvaVida.aviso, 'suspensao_prevista')));
    const refused = await call('POST', `/suspenderBeneficioPorProvaDeVida/${people.paulo.idVinculoPlano}`, people.ana);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^A pessoa ainda não recebeu o aviso/);
    expect(await linkSituation(people.paulo.idVinculoPlano)).toBe(SITUATION_ID.IN_BENEFIT);
  });

  it('the daily run sends the notice once, then Ana confirms: suspended, audited, Paulo told; a new proof reactivates it', async () => {
    const first = await context.app.jobs.runRecurring('proof-of-life.reminders', new Date());
    // Paulo's notice, and any other overdue DXC beneficiary's of the demo.
    expect(first.ran).toBe(true);
    expect((first.result as { avisosSuspensao: number }).avisosSuspensao).toBeGreaterThanOrEqual(1);
    const [notice] = await context.database.db.select().from(avisoProvaVida).where(and(eq(avisoProvaVida.idVinculoPlano, people.paulo.idVinculoPlano), eq(avisoProvaVida.aviso, 'suspensao_prevista')));
    expect(notice).toBeDefined();
    // Another run the same day (another instance, a restart) finds it claimed.
    expect((await context.app.jobs.runRecurring('proof-of-life.reminders', new Date(Date.now() + 60_000))).result).toMatchObject({ avisosSuspensao: 0 });

    expect((await call('POST', `/suspenderBeneficioPorProvaDeVida/${people.paulo.idVinculoPlano}`, people.paulo)).statusCode).toBe(403);
    expect((await call('POST', `/suspenderBeneficioPorProvaDeVida/${people.maria.idVinculoPlano}`, people.ana)).statusCode).toBe(409);
    const suspended = await call('POST', `/suspenderBeneficioPorProvaDeVida/${people.paulo.idVinculoPlano}`, people.ana);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspensaEm: fundToday() });
    expect(await linkSituation(people.paulo.idVinculoPlano)).toBe(SITUATION_ID.SUSPENDED);
    expect((await call('POST', `/suspenderBeneficioPorProvaDeVida/${people.paulo.idVinculoPlano}`, people.ana)).statusCode).toBe(409);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'prova_vida.suspensao')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idAtor: people.ana.idPessoa, idPessoaAlvo: people.paulo.idPessoa });
    const told = await context.database.db
      .select({ titulo: notificacao.titulo })
      .from(notificacaoPessoa)
      .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
      .where(eq(notificacaoPessoa.idPessoa, people.paulo.idPessoa));
    expect(told.map((row) => row.titulo)).toContain(`Seu benefício foi suspenso em ${fundToday().split('-').reverse().join('/')} por falta de prova de vida`);

    const standing = (await call('GET', `/retornarProvaDeVida/${people.paulo.idVinculoPlano}`, people.paulo)).json();
    expect(standing).toMatchObject({ podeEnviar: true, suspensao: { desde: fundToday() } });
    // His paychecks page marks this month as suspended (the paycheck and the proof stay open to a suspended link).
    const paychecks = await call('GET', `/retornarContracheques/${people.paulo.idVinculoPlano}`, people.paulo);
    expect(paychecks.statusCode, paychecks.body).toBe(200);
    expect(paychecks.json().mesesSuspensos).toEqual([fundToday().slice(0, 7)]);
    const sent = await call('POST', '/enviarProvaDeVida', people.paulo, { idPessoa: people.paulo.idPessoa, idVinculoPlano: people.paulo.idVinculoPlano, forma: 'documento', idAnexos: [await upload(people.paulo, 'atestado.pdf', pdfBytes(4096))] });
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = await call('POST', `/alterarStatusSolicitacao/${sent.json().id}`, people.ana, { idStatus: REQUEST_STATUS.DONE, comentario: 'Atestado conferido.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await linkSituation(people.paulo.idVinculoPlano)).toBe(SITUATION_ID.IN_BENEFIT);
    const [row] = await context.database.db.select().from(suspensaoProvaVida).where(eq(suspensaoProvaVida.idVinculoPlano, people.paulo.idVinculoPlano));
    expect(row).toMatchObject({ reativadaEm: fundToday(), mesesAPagar: [] });
    const [proof] = await context.database.db.select().from(provaVida).where(eq(provaVida.idRequisicao, sent.json().id));
    expect(proof.situacao).toBe('aprovada');
    expect((await call('GET', `/retornarProvaDeVida/${people.paulo.idVinculoPlano}`, people.paulo)).json().status).toBe('em_dia');
    // Reactivated the same month: nothing held back, and no month marked.
    expect((await call('GET', `/retornarContracheques/${people.paulo.idVinculoPlano}`, people.paulo)).json().mesesSuspensos).toEqual([]);
  });
});

describe('the plan’s settings (settings/prova-de-vida)', () => {
  it('reads and saves the month rule, grace, cadence and reasons, with Portuguese errors; administrators only', async () => {
    const current = await call('GET', '/retornarConfiguracaoProvaDeVida/1', people.ana);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ regraMes: 'mes_fixo', carenciaDias: 60, diasAntesVencimento: 15, intervaloCarenciaDias: 15 });
    expect((await call('GET', '/retornarConfiguracaoProvaDeVida/1', people.maria)).statusCode).toBe(403);
    expect((await call('GET', '/retornarConfiguracaoProvaDeVida/999', people.ana)).statusCode).toBe(404);
    const bad = await call('PUT', '/atualizarConfiguracaoProvaDeVida/1', people.ana, { regraMes: 'mes_fixo', mesFixo: 13, carenciaDias: 400, diasAntesVencimento: 0, intervaloCarenciaDias: 2, motivosRecusa: ['a', 'A'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['mesFixo', 'carenciaDias', 'diasAntesVencimento', 'intervaloCarenciaDias', 'motivosRecusa']);
    const saved = await call('PUT', '/atualizarConfiguracaoProvaDeVida/1', people.ana, { regraMes: 'aniversario', mesFixo: 5, carenciaDias: 90, diasAntesVencimento: 10, intervaloCarenciaDias: 20, motivosRecusa: ['Foto ilegível: tire outra.'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ regraMes: 'aniversario', mesFixo: null, carenciaDias: 90, diasAntesVencimento: 10, intervaloCarenciaDias: 20, motivosRecusa: ['Foto ilegível: tire outra.'] });
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'configuracaoProvaVida.alterada')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit.idAtor).toBe(people.ana.idPessoa);
  });
});
