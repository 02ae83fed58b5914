import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { perfilInvestimento } from '@/server/db/schema/investment-profile';
import { valorCota } from '@/server/db/schema/quota-values';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let hpeProfiles: number[];
let dxcProfile: number;
beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  const profiles = await context.database.db.select().from(perfilInvestimento).orderBy(perfilInvestimento.ordem);
  hpeProfiles = profiles.filter((profile) => profile.idPlano === PLAN_ID.HPE).map((profile) => profile.id);
  dxcProfile = profiles.find((profile) => profile.idPlano === PLAN_ID.DXC)!.id;
});
afterAll(() => context.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
const upload = (csv: string, confirmar: 'N' | 'S', token: string | null = admin.token) =>
  context.app.inject({ method: 'POST', url: `/api/importarValoresCota?confirmar=${confirmar}`, payload: csv, headers: { ...(token ? bearer(token) : {}), 'content-type': 'text/csv' } });

describe('quota values (settings/indexadores)', () => {
  it('lists the series: each plan without profiles, each profile of the plans with them, with the latest value', async () => {
    const response = await call('GET', '/api/retornarSeriesCota', admin.token);
    expect(response.statusCode).toBe(200);
    const series = response.json();
    expect(series.filter((item: { idPlano: number }) => item.idPlano === PLAN_ID.HPE).map((item: { idPerfilInvestimento: number }) => item.idPerfilInvestimento)).toEqual(hpeProfiles);
    const maisValor = series.find((item: { idPlano: number }) => item.idPlano === PLAN_ID.MAIS_VALOR);
    const [latest] = await context.database.db.select().from(valorCota).where(and(eq(valorCota.idPlano, PLAN_ID.MAIS_VALOR), isNull(valorCota.idPerfilInvestimento))).orderBy(desc(valorCota.data)).limit(1);
    expect(maisValor).toEqual({ idPlano: PLAN_ID.MAIS_VALOR, plano: 'Mais Valor', idPerfilInvestimento: null, perfil: null, ultimaData: latest.data, ultimoValor: latest.valor });
    expect((await call('GET', '/api/retornarSeriesCota', carlos.token)).statusCode).toBe(403);
  });

  it('lists a series newest first: the plan and profile, or the plan alone when it has no profiles', async () => {
    const hpe = await call('GET', `/api/retornarValoresCota?idPlano=${PLAN_ID.HPE}&idPerfilInvestimento=${hpeProfiles[1]}`, admin.token);
    expect(hpe.statusCode).toBe(200);
    const rows = hpe.json();
    expect(rows).toHaveLength(120);
    expect(rows[0].data > rows[1].data).toBe(true);
    const [latest] = await context.database.db.select().from(valorCota).where(and(eq(valorCota.idPlano, PLAN_ID.HPE), eq(valorCota.idPerfilInvestimento, hpeProfiles[1]))).orderBy(desc(valorCota.data)).limit(1);
    expect(rows[0]).toEqual({ idPlano: PLAN_ID.HPE, idPerfilInvestimento: hpeProfiles[1], data: latest.data, valor: latest.valor });
    expect(rows[0].valor).toMatch(/^\d+\.\d{8}$/);
    expect((await call('GET', `/api/retornarValoresCota?idPlano=${PLAN_ID.MAIS_VALOR}`, admin.token)).json()).toHaveLength(120);
  });

  it('refuses a plan with profiles without one, a profile on a plan without, and another plan\'s profile (400); an unknown plan is 404', async () => {
    const noProfile = await call('GET', `/api/retornarValoresCota?idPlano=${PLAN_ID.HPE}`, admin.token);
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().errors[0]).toMatchObject({ path: 'idPerfilInvestimento', message: 'Este plano tem perfis de investimento: informe o perfil.' });
    const refused = await call('POST', '/api/criarValorCota', admin.token, { idPlano: PLAN_ID.MAIS_VALOR, idPerfilInvestimento: hpeProfiles[0], data: '2030-01-01', valor: '2.5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe('Este plano não tem perfis de investimento: não informe o perfil.');
    const otherPlan = await call('POST', '/api/criarValorCota', admin.token, { idPlano: PLAN_ID.HPE, idPerfilInvestimento: dxcProfile, data: '2030-01-01', valor: '2.5' });
    expect(otherPlan.json().errors[0].message).toBe('O perfil de investimento não é deste plano.');
    expect((await call('GET', '/api/retornarValoresCota?idPlano=999', admin.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/criarValorCota', admin.token, { idPlano: PLAN_ID.MAIS_VALOR, data: '2030-01-01', valor: '0' })).statusCode).toBe(400);
    expect((await call('POST', '/api/criarValorCota', admin.token, { idPlano: PLAN_ID.MAIS_VALOR, data: '2030-01-01', valor: '1,5' })).statusCode).toBe(400);
  });

  it('adds a value (201, 409 the second time) and corrects it (200; 404 for a date without one), with an audit entry', async () => {
    const body = { idPlano: PLAN_ID.MAIS_VALOR, data: '2030-01-01', valor: '3.12345678' };
    const created = await call('POST', '/api/criarValorCota', admin.token, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ idPlano: PLAN_ID.MAIS_VALOR, idPerfilInvestimento: null, data: '2030-01-01', valor: '3.12345678' });
    expect((await call('POST', '/api/criarValorCota', admin.token, body)).statusCode).toBe(409);
    const corrected = await call('PUT', '/api/atualizarValorCota', admin.token, { ...body, valor: '3.2' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().valor).toBe('3.20000000');
    expect((await call('GET', `/api/retornarValoresCota?idPlano=${PLAN_ID.MAIS_VALOR}`, admin.token)).json()[0]).toEqual({ ...body, idPerfilInvestimento: null, valor: '3.20000000' });
    expect((await call('PUT', '/api/atualizarValorCota', admin.token, { ...body, data: '2031-01-01' })).statusCode).toBe(404);
    const audit = await context.database.db.select().from(auditoria).where(eq(auditoria.idAtor, admin.idPessoa)).orderBy(desc(auditoria.id));
    expect(audit.slice(0, 2).map((row) => row.acao)).toEqual(['valorCota.corrigido', 'valorCota.criado']);
    const [stored] = await context.database.db.select().from(valorCota).where(and(eq(valorCota.idPlano, PLAN_ID.MAIS_VALOR), isNull(valorCota.idPerfilInvestimento), eq(valorCota.data, '2030-01-01')));
    expect(stored.valor).toBe('3.20000000');
  });

  it('is for administrators only (401/403)', async () => {
    expect((await call('GET', `/api/retornarValoresCota?idPlano=${PLAN_ID.MAIS_VALOR}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/retornarValoresCota?idPlano=${PLAN_ID.MAIS_VALOR}`, carlos.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/criarValorCota', carlos.token, { idPlano: PLAN_ID.MAIS_VALOR, data: '2032-01-01', valor: '1' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/atualizarValorCota', carlos.token, { idPlano: PLAN_ID.MAIS_VALOR, data: '2030-01-01', valor: '1' })).statusCode).toBe(403);
    expect((await upload('id_plano;id_perfil_investimento;data;valor\n', 'S', carlos.token)).statusCode).toBe(403);
    expect((await upload('id_plano;id_perfil_investimento;data;valor\n', 'S', null)).statusCode).toBe(401);
  });

  it('uploads a CSV through the import pipeline: preview with line errors, import, the same file again ignored', async () => {
    const csv = [
      'id_plano;id_perfil_investimento;data;valor',
      `${PLAN_ID.MAIS_VALOR};;2031-02-01;3,5`, // 2: new
      `${PLAN_ID.HPE};${hpeProfiles[0]};01/02/2031;2,12345678`, // 3: new, pt-BR date
      `${PLAN_ID.HPE};;2031-02-01;2,0`, // 4: profile required
      `${PLAN_ID.MAIS_VALOR};;2031-02-30;2,0`, // 5: no such day
      `${PLAN_ID.MAIS_VALOR};;2030-01-01;3,9`, // 6: another value on a stored date
      `${PLAN_ID.MAIS_VALOR};;2030-01-01;3,2`, // 7: equal to the stored one → ignored
    ].join('\n');
    const preview = await upload(csv, 'N');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ linhas: 6, validas: 3, importadas: 2, ignoradas: 1, totalErros: 3 });
    expect(preview.json().erros.map((error: { linha: number; campo: string }) => [error.linha, error.campo])).toEqual([
      [4, 'id_perfil_investimento'],
      [5, 'data'],
      [6, 'valor'],
    ]);
    expect((await upload(csv, 'S')).json()).toMatchObject({ importadas: 2, ignoradas: 1, totalErros: 3 });
    const [hpe] = await context.database.db.select().from(valorCota).where(and(eq(valorCota.idPerfilInvestimento, hpeProfiles[0]), eq(valorCota.data, '2031-02-01')));
    expect(hpe.valor).toBe('2.12345678');
    expect((await upload(csv, 'S')).json()).toMatchObject({ importadas: 0, ignoradas: 3 });
    expect((await upload('id_plano;data;valor\n4;2031-01-01;1,0', 'N')).statusCode).toBe(400);
  });
});
