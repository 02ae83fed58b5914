import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accumulatedChange } from '@/domain/economic-indexes';
import { auditoria } from '@/server/db/schema/audit';
import { indiceEconomico, valorIndice } from '@/server/db/schema/economic-indexes';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let ids: Record<string, number>;
beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  ids = Object.fromEntries((await context.database.db.select().from(indiceEconomico)).map((index) => [index.codigo, index.id]));
});
afterAll(() => context.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
const upload = (csv: string, confirmar: 'N' | 'S', token: string | null = admin.token) =>
  context.app.inject({ method: 'POST', url: `/api/importarValoresIndice?confirmar=${confirmar}`, payload: csv, headers: { ...(token ? bearer(token) : {}), 'content-type': 'text/csv' } });
const storedValues = (idIndice: number) =>
  context.database.db.select().from(valorIndice).where(eq(valorIndice.idIndice, idIndice)).orderBy(desc(valorIndice.competencia));

describe('economic indexes (settings/indexadores)', () => {
  it('lists IPCA, INPC, IGP-M and CDI with the latest month and the 12-month change of the stored months, for anyone signed in', async () => {
    const response = await call('GET', '/api/retornarIndices', carlos.token);
    expect(response.statusCode).toBe(200);
    const indexes = response.json();
    expect(indexes.map((index: { codigo: string }) => index.codigo)).toEqual(['IPCA', 'INPC', 'IGP-M', 'CDI']);
    const stored = await storedValues(ids.IPCA);
    expect(stored).toHaveLength(120);
    expect(indexes[0]).toEqual({
      id: ids.IPCA,
      codigo: 'IPCA',
      nome: 'Índice Nacional de Preços ao Consumidor Amplo',
      fonte: 'IBGE',
      ultimoValor: { competencia: stored[0].competencia.slice(0, 7), variacao: stored[0].variacao },
      acumulado12Meses: accumulatedChange(stored.slice(0, 12).map((row) => row.variacao)),
    });
    expect((await call('GET', '/api/retornarIndices', admin.token)).statusCode).toBe(200);
  });

  it('lists the months of a period newest first, each with its 12-month change (the published IPCA of 2019: 4,31 %)', async () => {
    const response = await call('GET', `/api/retornarValoresIndice/${ids.IPCA}?inicio=2019-01&fim=2019-12`, carlos.token);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ idIndice: ids.IPCA, competencia: '2019-12', variacao: '1.1500', acumulado12Meses: '4.31' });
    // January 2019's window reaches back to February 2018, before the period: still computed.
    expect(rows[11]).toEqual({ idIndice: ids.IPCA, competencia: '2019-01', variacao: '0.3200', acumulado12Meses: '3.78' });
    const all = (await call('GET', `/api/retornarValoresIndice/${ids.INPC}`, admin.token)).json();
    expect(all).toHaveLength(120);
    expect(all.at(-1).acumulado12Meses).toBeNull(); // the first stored month has no 11 before it
    expect(all.at(-12).acumulado12Meses).not.toBeNull();
  });

  it('answers 400 in Portuguese for bad months, periods and values; 404 for an unknown index', async () => {
    const badMonth = await call('GET', `/api/retornarValoresIndice/${ids.IPCA}?inicio=2019-13`, admin.token);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toBe('Os dados enviados são inválidos. Corrija os campos indicados.');
    const reversed = await call('GET', `/api/retornarValoresIndice/${ids.IPCA}?inicio=2020-01&fim=2019-01`, admin.token);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].message).toBe('O início do período deve ser anterior ou igual ao fim.');
    expect((await call('GET', '/api/retornarValoresIndice/999', admin.token)).statusCode).toBe(404);
    const base = { idIndice: ids.IPCA, competencia: '2035-01', variacao: '0.39' };
    expect((await call('POST', '/api/criarValorIndice', admin.token, { ...base, competencia: '2035-1' })).statusCode).toBe(400);
    expect((await call('POST', '/api/criarValorIndice', admin.token, { ...base, variacao: '0,39' })).statusCode).toBe(400);
    const tooLow = await call('POST', '/api/criarValorIndice', admin.token, { ...base, variacao: '-100' });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors[0]).toMatchObject({ path: 'variacao', message: 'A variação do mês deve ser maior que -100 % e menor que 1000 %.' });
    expect((await call('POST', '/api/criarValorIndice', admin.token, { ...base, variacao: '1000' })).statusCode).toBe(400);
    expect((await call('POST', '/api/criarValorIndice', admin.token, { ...base, idIndice: 999 })).statusCode).toBe(404);
    expect(await storedValues(ids.IPCA)).toHaveLength(120);
  });

  it('adds a month (201, 409 the second time) that moves the 12-month change, and corrects it (200; 404 without one), with audit entries', async () => {
    const [latest] = await storedValues(ids.INPC);
    const [year, month] = latest.competencia.split('-').map(Number);
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const body = { idIndice: ids.INPC, competencia: next, variacao: '-0.5' };
    const created = await call('POST', '/api/criarValorIndice', admin.token, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ idIndice: ids.INPC, competencia: next, variacao: '-0.5000' });
    const conflict = await call('POST', '/api/criarValorIndice', admin.token, body);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toMatch(/^Já existe a variação de [a-z]{3}\/\d{4} neste índice\. Para mudá-la, corrija o valor\.$/);

    const stored = await storedValues(ids.INPC);
    const inpc = (await call('GET', '/api/retornarIndices', carlos.token)).json().find((index: { codigo: string }) => index.codigo === 'INPC');
    expect(inpc.ultimoValor).toEqual({ competencia: next, variacao: '-0.5000' });
    expect(inpc.acumulado12Meses).toBe(accumulatedChange(stored.slice(0, 12).map((row) => row.variacao)));

    const corrected = await call('PUT', '/api/atualizarValorIndice', admin.token, { ...body, variacao: '0.25' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().variacao).toBe('0.2500');
    const [first] = (await call('GET', `/api/retornarValoresIndice/${ids.INPC}?inicio=${next}`, admin.token)).json();
    expect(first).toEqual({ idIndice: ids.INPC, competencia: next, variacao: '0.2500', acumulado12Meses: accumulatedChange(['0.25', ...stored.slice(1, 12).map((row) => row.variacao)]) });
    expect((await call('PUT', '/api/atualizarValorIndice', admin.token, { ...body, competencia: '2040-01' })).statusCode).toBe(404);

    const audit = await context.database.db.select().from(auditoria).where(and(eq(auditoria.idAtor, admin.idPessoa), like(auditoria.acao, 'valorIndice.%'))).orderBy(desc(auditoria.id));
    expect(audit.slice(0, 2).map((row) => row.acao)).toEqual(['valorIndice.corrigido', 'valorIndice.criado']);
    expect(audit[0].detalhes).toMatchObject({ codigo: 'INPC', competencia: `${next}-01`, de: '-0.5000', para: '0.2500' });
  });

  it('lets participants read but not write (403); nobody without a session (401)', async () => {
    expect((await call('GET', '/api/retornarIndices', null)).statusCode).toBe(401);
    expect((await call('GET', `/api/retornarValoresIndice/${ids.IPCA}`, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/criarValorIndice', carlos.token, { idIndice: ids.IPCA, competencia: '2036-01', variacao: '1' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/atualizarValorIndice', carlos.token, { idIndice: ids.IPCA, competencia: '2019-01', variacao: '1' })).statusCode).toBe(403);
    expect((await upload('codigo;competencia;variacao\n', 'S', carlos.token)).statusCode).toBe(403);
    expect((await upload('codigo;competencia;variacao\n', 'S', null)).statusCode).toBe(401);
  });

  it('uploads a CSV through the import pipeline: preview with errors by line, import, the same file again ignored', async () => {
    const csv = [
      'codigo;competencia;variacao',
      'IPCA;2037-01;0,42', // new
      'ipca;02/2037;-0,12', // new, lower-case code and MM/AAAA
      'IPCA;2019-12;1,15', // equal to the published one: ignored
      'IPCA;2019-11;0,60', // differs from the stored 0,51: error
      'SELIC;2037-01;0,80', // unknown index
      'IGP-M;2037-13;0,30', // bad month
      'INPC;2037-01;0.30', // dot decimal
    ].join('\n');
    const preview = await upload(csv, 'N');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ linhas: 7, validas: 3, importadas: 2, ignoradas: 1, totalErros: 4 });
    expect(preview.json().erros.map((error: { linha: number; campo: string }) => [error.linha, error.campo])).toEqual([
      [5, 'variacao'],
      [6, 'codigo'],
      [7, 'competencia'],
      [8, 'variacao'],
    ]);
    expect(preview.json().erros[0].mensagem).toBe('Já existe a variação 0,5100 em nov/2019 neste índice; corrija-a na tela, uma de cada vez.');
    expect(preview.json().erros[1].mensagem).toBe('O índice SELIC não existe. Use IPCA, INPC, IGP-M, CDI.');
    expect(await storedValues(ids.IPCA)).toHaveLength(120);

    expect((await upload(csv, 'S')).json()).toMatchObject({ importadas: 2, ignoradas: 1, totalErros: 4 });
    const [february, january] = await storedValues(ids.IPCA);
    expect([february.competencia, february.variacao, january.competencia, january.variacao]).toEqual(['2037-02-01', '-0.1200', '2037-01-01', '0.4200']);
    expect((await upload(csv, 'S')).json()).toMatchObject({ importadas: 0, ignoradas: 3, totalErros: 4 });
    expect(await storedValues(ids.IPCA)).toHaveLength(122);
    expect((await upload('codigo;mes;variacao\nIPCA;2038-01;0,1', 'N')).statusCode).toBe(400);
  });
});
