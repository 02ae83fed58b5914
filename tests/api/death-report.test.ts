import { addDays } from 'date-fns';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundToday } from '@/domain/business-days';
import { SITUATION_ID } from '@/domain/constants';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { auditoria } from '@/server/db/schema/audit';
import { comunicacaoFalecimento } from '@/server/db/schema/death-report';
import { vinculoPlano } from '@/server/db/schema/plans';
import { requisicao } from '@/server/db/schema/requests';
import { DEATH_REPORT_DEMO } from '@/server/db/seed/death-report';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { EXE_HEADER, PNG_1PX, pdfBytes } from './upload-client';

let context: TestContext;
let ana: { token: string };
let carlos: { token: string };
const api = apiOf(() => context.app);
let address = 0;

beforeAll(async () => {
  context = await createTestContext();
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});

afterAll(async () => {
  await context?.close();
});

const { deceased, daughter } = DEATH_REPORT_DEMO;
const validFields = { cpfFalecido: deceased.cpf, dataObito: fundToday(addDays(new Date(), -3)), nomeComunicante: daughter.nome, cpfComunicante: daughter.cpf, parentesco: 'Filho(a)', email: 'beatriz@example.com', telefone: '(11) 98888-7777' };
type Fields = Partial<Record<keyof typeof validFields, string>>;

/** The public form as a browser sends it; each call from its own address unless one is given (the limit is per address). */
async function sendReport(fields: Fields = {}, file: { name: string; content: Buffer } | null = { name: 'certidao.pdf', content: pdfBytes(2048) }, remoteAddress = `10.0.0.${++address}`) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validFields, ...fields })) form.append(name, value);
  if (file) form.append('certidao', new Blob([new Uint8Array(file.content)]), file.name);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return context.app.inject({ method: 'POST', url: '/api/comunicarFalecimento', headers: { 'content-type': encoded.headers.get('content-type')! }, payload, remoteAddress });
}

describe('POST /comunicarFalecimento', () => {
  it('answers a participant and a stranger alike: 201, the same shape, the same kind of protocol, the same order of time', async () => {
    const times: Record<string, number> = {};
    const answers = [];
    for (const [label, cpf] of [['participante', deceased.cpf], ['desconhecido', '60594837200'], ['participante2', deceased.cpf], ['desconhecido2', '60594837200']] as const) {
      const started = performance.now();
      const response = await sendReport({ cpfFalecido: cpf });
      times[label] = performance.now() - started;
      expect(response.statusCode).toBe(201);
      answers.push(response.json());
    }
    const [participant, stranger] = answers;
    expect(Object.keys(participant).sort()).toEqual(Object.keys(stranger).sort());
    expect(participant.mensagem).toBe(stranger.mensagem);
    for (const answer of answers) expect(answer.protocolo).toMatch(/^CF\d{4}\d{6}$/);
    // Warm runs (the second of each) within one order of magnitude of each other.
    const ratio = times.participante2 / times.desconhecido2;
    expect(ratio).toBeGreaterThan(0.1);
    expect(ratio).toBeLessThan(10);
    // Both are kept for the fund; only the database knows which one is a participant's.
    const rows = await context.database.db.select().from(comunicacaoFalecimento).where(eq(comunicacaoFalecimento.protocolo, stranger.protocolo));
    expect(rows[0]).toMatchObject({ idPessoa: null, situacao: 'recebida', certidaoTipo: 'application/pdf' });
  });

  it.each([
    ['an invalid CPF of the deceased', { cpfFalecido: '123.456.789-00' }, 'cpfFalecido', 'Informe um CPF válido.'],
    ['a date of death in the future', { dataObito: fundToday(addDays(new Date(), 2)) }, 'dataObito', 'A data do falecimento não pode estar no futuro.'],
    ['a date of death before 1900', { dataObito: '1899-12-31' }, 'dataObito', 'Confira a data do falecimento: ela está antes de 1900.'],
    ['a date that is no date', { dataObito: '31/02/2026' }, 'dataObito', 'Informe a data do falecimento.'],
    ['no contact', { email: '', telefone: '' }, 'telefone', 'Informe um telefone ou um e-mail para contato.'],
    ['an unknown relationship', { parentesco: 'Vizinho' }, 'parentesco', 'Escolha o seu parentesco com a pessoa falecida.'],
    ['an invalid CPF of the reporter', { cpfComunicante: '11111111111' }, 'cpfComunicante', 'Informe um CPF válido.'],
    ['a phone without its DDD', { telefone: '98888-7777' }, 'telefone', 'Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.'],
    ['a mobile without its 9', { telefone: '(11) 8888-77770' }, 'telefone', 'Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.'],
    ['a phone with letters', { telefone: '(11) 9888A-7777' }, 'telefone', 'Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.'],
  ])('refuses %s with 400 in Portuguese', async (_label, fields, path, message) => {
    const response = await sendReport(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.arrayContaining([expect.objectContaining({ path, message })]) });
  });

  it.each([
    ['no certificate', null, 'Envie a certidão de óbito.'],
    ['a program named .pdf (type sniffed)', { name: 'certidao.pdf', content: EXE_HEADER }, 'Envie a certidão como PDF ou imagem (PNG ou JPG).'],
    ['a PNG named .pdf', { name: 'certidao.pdf', content: PNG_1PX }, 'Envie a certidão como PDF ou imagem (PNG ou JPG).'],
    ['a file over 10 MB', { name: 'certidao.pdf', content: pdfBytes(10 * 1024 * 1024 + 10) }, 'A certidão passa de 10 MB. Envie um arquivo menor.'],
  ])('refuses %s with 400', async (_label, file, message) => {
    const response = await sendReport({}, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: 'certidao', message }));
  });

  it('keeps the phone as digits only, without the country code typed', async () => {
    const response = await sendReport({ cpfFalecido: '60594837200', telefone: '+55 (11) 3456-7890' });
    expect(response.statusCode).toBe(201);
    const [row] = await context.database.db.select().from(comunicacaoFalecimento).where(eq(comunicacaoFalecimento.protocolo, response.json().protocolo));
    expect(row.telefone).toBe('1134567890');
  });

  it('takes a photo of the certificate', async () => {
    const response = await sendReport({ cpfFalecido: '60594837200' }, { name: 'foto.png', content: PNG_1PX });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a body that is not the form with 400', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/comunicarFalecimento', payload: validFields, remoteAddress: '10.1.0.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/formulário/);
  });

  it.each([
    ['a broken multipart body', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="cpfFalecido"\r\n\r\n123'],
    ['a multipart type without a boundary', 'multipart/form-data', 'nada'],
    ['a text body', 'text/plain', 'cpfFalecido=1'],
  ])('answers %s with 400, never 500', async (_label, contentType, payload) => {
    const response = await context.app.inject({ method: 'POST', url: '/api/comunicarFalecimento', headers: { 'content-type': contentType }, payload, remoteAddress: `10.3.0.${++address}` });
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json().message).toMatch(/[a-zà-ú]/);
  });

  it('is limited per address: 429 in Portuguese past 5 in ten minutes', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await sendReport({ cpfFalecido: '60594837200' }, undefined, '10.2.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await sendReport({}, undefined, '10.2.0.1');
    expect(refused.json().message).toBe('Muitas requisições. Aguarde um pouco e tente novamente.');
    expect((await sendReport({ cpfFalecido: '60594837200' }, undefined, '10.2.0.2')).statusCode).toBe(201);
  });
});

describe('administrators', () => {
  it.each([
    ['GET', '/api/retornarComunicacoesFalecimento'],
    ['GET', '/api/retornarComunicacaoFalecimento/1'],
    ['GET', '/api/retornarCertidaoFalecimento/1'],
    ['POST', '/api/confirmarFalecimento'],
    ['POST', '/api/descartarComunicacaoFalecimento'],
  ] as const)('%s %s: 401 without a session, 403 for a participant', async (method, url) => {
    const payload = method === 'POST' ? { id: 1, motivo: 'Engano', destinos: [{ idVinculoPlano: 1, destino: 'pensao' }] } : undefined;
    expect((await (method === 'GET' ? api.get(url) : api.post(url, payload))).statusCode).toBe(401);
    expect((await (method === 'GET' ? api.get(url, carlos) : api.post(url, payload, carlos))).statusCode).toBe(403);
  });

  it('lists the notices, shows one with the deceased, the links and the people entitled, and the certificate', async () => {
    const { protocolo } = (await sendReport()).json();
    const list = (await api.get('/api/retornarComunicacoesFalecimento', ana)).json();
    const item = list.find((entry: { protocolo: string }) => entry.protocolo === protocolo);
    expect(item).toMatchObject({ ehParticipante: true, nomeFalecido: deceased.nome, situacao: 'recebida' });
    const detail = (await api.get(`/api/retornarComunicacaoFalecimento/${item.id}`, ana)).json();
    expect(detail.comunicante).toMatchObject({ nome: daughter.nome, cpf: '318.642.975-73', telefone: '11988887777' });
    expect(detail.falecido.vinculos).toHaveLength(1);
    expect(detail.falecido.vinculos[0].pessoasComDireito.map((person: { nome: string; parcela: string }) => [person.nome, person.parcela])).toEqual([
      ['Helena Pereira Lima', '60.00'],
      ['Beatriz Pereira Lima', '40.00'],
    ]);
    const file = await api.get(`/api/retornarCertidaoFalecimento/${item.id}`, ana);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="certidao-${protocolo}.pdf"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('confirms: the links go to situation 5 in one transaction, a pension request lists the people entitled, audited', async () => {
    const { protocolo } = (await sendReport()).json();
    const [report] = await context.database.db.select().from(comunicacaoFalecimento).where(eq(comunicacaoFalecimento.protocolo, protocolo));
    const detail = (await api.get(`/api/retornarComunicacaoFalecimento/${report.id}`, ana)).json();
    const idVinculoPlano = detail.falecido.vinculos[0].id;

    const wrong = await api.post('/api/confirmarFalecimento', { id: report.id, destinos: [{ idVinculoPlano: idVinculoPlano + 1, destino: 'pensao' }] }, ana);
    expect(wrong.statusCode).toBe(400);
    const [untouched] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
    expect(untouched.idSituacao).toBe(SITUATION_ID.IN_BENEFIT);

    const confirmed = await api.post('/api/confirmarFalecimento', { id: report.id, destinos: [{ idVinculoPlano, destino: 'pensao' }] }, ana);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ situacao: 'confirmada', falecido: { vinculos: [{ situacao: { id: 5, nome: 'Falecido' } }] } });
    const [request] = await context.database.db.select().from(requisicao).where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, FUNCTIONALITY.DEATH_PENSION)));
    expect(request.dados).toMatchObject({ protocoloComunicacao: protocolo, pessoasComDireito: [{ nome: 'Helena Pereira Lima', parcela: '60.00' }, { nome: 'Beatriz Pereira Lima', parcela: '40.00' }] });
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'falecimento.confirmado')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit.detalhes).toMatchObject({ protocolo, vinculos: [{ idVinculoPlano, situacaoAntes: SITUATION_ID.IN_BENEFIT, destino: 'pensao', idRequisicao: request.id }] });

    expect((await api.post('/api/confirmarFalecimento', { id: report.id, destinos: [{ idVinculoPlano, destino: 'saldo' }] }, ana)).statusCode).toBe(409);
    await context.database.db.update(vinculoPlano).set({ idSituacao: SITUATION_ID.IN_BENEFIT }).where(eq(vinculoPlano.id, idVinculoPlano));
  });

  it('dismisses with a reason (400 without one); a stranger\'s notice cannot be confirmed', async () => {
    const { protocolo } = (await sendReport({ cpfFalecido: '60594837200' })).json();
    const [report] = await context.database.db.select().from(comunicacaoFalecimento).where(eq(comunicacaoFalecimento.protocolo, protocolo));
    expect((await api.post('/api/confirmarFalecimento', { id: report.id, destinos: [{ idVinculoPlano: 1, destino: 'saldo' }] }, ana)).statusCode).toBe(409);
    const empty = await api.post('/api/descartarComunicacaoFalecimento', { id: report.id, motivo: ' ' }, ana);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Informe o motivo do descarte.');
    const dismissed = await api.post('/api/descartarComunicacaoFalecimento', { id: report.id, motivo: 'CPF de quem não é participante.' }, ana);
    expect(dismissed.json()).toMatchObject({ situacao: 'descartada', motivo: 'CPF de quem não é participante.' });
    expect((await api.get('/api/retornarComunicacaoFalecimento/999999', ana)).statusCode).toBe(404);
  });
});

describe('the requests only the fund opens (pension, balance)', () => {
  it('are no service a plan offers: not in the matrix, and a segment cannot be given one (400)', async () => {
    const matrix = (await api.get('/api/retornarMatrizFuncionalidades', ana)).json();
    const ids = matrix.funcionalidades.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(FUNCTIONALITY.DEATH_PENSION);
    expect(ids).not.toContain(FUNCTIONALITY.BALANCE_TO_BENEFICIARIES);
    const refused = await api.put(`/api/atualizarPlanoFuncionalidades/1/1/1`, { funcionalidades: [FUNCTIONALITY.DEATH_PENSION] }, ana);
    expect(refused.statusCode).toBe(400);
  });
});
