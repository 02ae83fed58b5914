import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { Money } from '@/domain/money';
import { latestQuotaValue, quotaSeriesOf } from '@/server/modules/quota-values/series';
import { contribuicao } from '@/server/db/schema/contributions';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(() => context.close());

const HEADER = 'cpf;id_plano;competencia;tipo;valor';
const UNKNOWN_CPF = '123.123.123-87';
const send = (csv: string | Buffer, confirmar: 'N' | 'S', token: string | null = admin.token, contentType = 'text/csv') =>
  context.app.inject({
    method: 'POST',
    url: `/api/importarContribuicoes?confirmar=${confirmar}`,
    payload: csv,
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
  });

async function linkOf(cpf: string, idPlano: number) {
  const { db } = context.database;
  const [row] = await db.execute(sql`select v.id, v.id_plano as "idPlano", v.id_perfil_investimento as "idPerfilInvestimento" from vinculo_plano v join pessoa p on p.id = v.id_pessoa where p.cpf = ${cpf} and v.id_plano = ${idPlano}`).then(
    (result) => (result as unknown as { rows: Array<{ id: number; idPlano: number; idPerfilInvestimento: number | null }> }).rows,
  );
  return row;
}

async function quotaOf(link: { idPlano: number; idPerfilInvestimento: number | null }, day: string) {
  const series = await quotaSeriesOf(context.database.db, link);
  return (await latestQuotaValue(context.database.db, series, day))!.valor;
}

const rowsOf = (idVinculoPlano: number, competencia: string, tipo: string) =>
  context.database.db
    .select()
    .from(contribuicao)
    .where(and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.competencia, competencia), eq(contribuicao.tipo, tipo as 'basica')));

describe('POST /api/importarContribuicoes', () => {
  // Sofia (Mais Valor) pays a basic R$ 850,00 every month and nothing else; Bruno's HPE contributions stopped 36 months ago.
  const sofia = DEMO_ACCOUNTS.sofia.cpf;
  const file = [
    `\ufeff${HEADER}`,
    `${sofia};${PLAN_ID.MAIS_VALOR};2025-03;suplementar;1.234,56`, // 2: new
    `${sofia};${PLAN_ID.MAIS_VALOR};2025-03;basica;850,00`, // 3: already there → ignored
    `${sofia};${PLAN_ID.MAIS_VALOR};2025-04;basica;900,00`, // 4: same month and type, another value → error
    `${UNKNOWN_CPF};${PLAN_ID.MAIS_VALOR};2025-03;basica;10,00`, // 5: unknown CPF
    `529.982.247-24;${PLAN_ID.MAIS_VALOR};2025-03;basica;10,00`, // 6: bad check digits
    '',
    `${sofia};99;2025-03;basica;10,00`, // 8: unknown plan
    `${sofia};${PLAN_ID.HPE};2025-03;basica;10,00`, // 9: no link to that plan
    `${sofia};${PLAN_ID.MAIS_VALOR};2025-13;extra;10,001`, // 10: bad month, type and value
    `${sofia};${PLAN_ID.MAIS_VALOR};2025-05`, // 11: missing columns
    `${DEMO_ACCOUNTS.bruno.cpf};${PLAN_ID.HPE};2026-01;basica;640,50`, // 12: new, in Bruno's profile series
  ].join('\r\n');

  it('previews the file with each error on its line (the header is line 1) and writes nothing', async () => {
    const response = await send(file, 'N');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ linhas: 10, validas: 3, importadas: 2, ignoradas: 1, totalErros: 9 });
    expect(body.erros.map((error: { linha: number; campo: string }) => [error.linha, error.campo])).toEqual([
      [4, 'valor'],
      [5, 'cpf'],
      [6, 'cpf'],
      [8, 'id_plano'],
      [9, 'id_plano'],
      [10, 'competencia'],
      [10, 'tipo'],
      [10, 'valor'],
      [11, 'linha'],
    ]);
    expect(body.erros.find((error: { linha: number }) => error.linha === 4).mensagem).toBe(
      'Já existe contribuição básica de 2025-04 neste vínculo com o valor R$\u00a0850,00; a linha traz R$\u00a0900,00.',
    );
    expect(body.erros.find((error: { linha: number }) => error.linha === 9).mensagem).toBe(`A pessoa não tem vínculo com o plano ${PLAN_ID.HPE}.`);
    const link = await linkOf(sofia, PLAN_ID.MAIS_VALOR);
    expect(await rowsOf(link.id, '2025-03-01', 'suplementar')).toHaveLength(0);
  });

  it('imports the valid lines with their quotas, and the same file again adds nothing', async () => {
    const progress = vi.spyOn(context.app.realtime, 'toPerson');
    const response = await send(file, 'S');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ linhas: 10, validas: 3, importadas: 2, ignoradas: 1, quitadas: 0, totalErros: 9 });
    expect(progress).toHaveBeenCalledWith(admin.idPessoa, 'importacaoProgresso', { importacao: 'contribuicoes', confirmar: 'S', processadas: 10 });
    progress.mockRestore();

    const sofiaLink = await linkOf(sofia, PLAN_ID.MAIS_VALOR);
    const quota = await quotaOf(sofiaLink, '2025-03-31');
    const [row] = await rowsOf(sofiaLink.id, '2025-03-01', 'suplementar');
    expect(row).toMatchObject({ valor: '1234.56', valorCota: quota, status: 'paga', cotas: new Money('1234.56').div(quota).toFixed(8) });

    // Bruno follows his profile's series (HPE, the second profile), not the plan's first one.
    const brunoLink = await linkOf(DEMO_ACCOUNTS.bruno.cpf, PLAN_ID.HPE);
    const brunoQuota = await quotaOf(brunoLink, '2026-01-31');
    const [brunoRow] = await rowsOf(brunoLink.id, '2026-01-01', 'basica');
    expect(brunoRow).toMatchObject({ valor: '640.50', valorCota: brunoQuota, cotas: new Money('640.50').div(brunoQuota).toFixed(8) });
    expect(brunoQuota).not.toBe(await quotaOf({ idPlano: PLAN_ID.HPE, idPerfilInvestimento: null }, '2026-01-31'));

    const again = await send(file, 'S');
    expect(again.json()).toMatchObject({ linhas: 10, validas: 3, importadas: 0, ignoradas: 3, totalErros: 9 });
    expect(await rowsOf(sofiaLink.id, '2025-03-01', 'suplementar')).toHaveLength(1);
  });

  it('uses the latest quota value on or before the end of the month, and refuses a month before the series', async () => {
    const response = await send([HEADER, `${DEMO_ACCOUNTS.olivia.cpf};${PLAN_ID.MAIS_VALOR};1990-01;basica;100,00`].join('\n'), 'N');
    expect(response.json().erros).toEqual([{ linha: 2, campo: 'competencia', mensagem: `Não há valor de cota do plano ${PLAN_ID.MAIS_VALOR} até 1990-01 para calcular as cotas.` }]);
  });

  it('settles the pending sporadic contribution of the same link and value instead of adding one', async () => {
    const link = await linkOf(DEMO_ACCOUNTS.olivia.cpf, PLAN_ID.MAIS_VALOR);
    const { db } = context.database;
    const [pending] = await db.insert(contribuicao).values({ idVinculoPlano: link.id, competencia: '2026-02-01', tipo: 'esporadica', valor: '300.00', status: 'pendente' }).returning();
    const lines = [HEADER, `${DEMO_ACCOUNTS.olivia.cpf};${PLAN_ID.MAIS_VALOR};2026-03;esporadica;300,00`, `${DEMO_ACCOUNTS.olivia.cpf};${PLAN_ID.MAIS_VALOR};2026-03;esporadica;300,00`].join('\n');
    const response = await send(lines, 'S');
    expect(response.json()).toMatchObject({ linhas: 2, validas: 2, importadas: 2, ignoradas: 0, quitadas: 1 });
    const quota = await quotaOf(link, '2026-03-31');
    const rows = await db.select().from(contribuicao).where(and(eq(contribuicao.idVinculoPlano, link.id), eq(contribuicao.tipo, 'esporadica')));
    // The slip was paid (it takes the payment's month), and the second payment of the month is a row of its own.
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === pending.id)).toMatchObject({ status: 'paga', competencia: '2026-03-01', valorCota: quota, cotas: new Money(300).div(quota).toFixed(8) });
    expect(rows.every((row) => row.status === 'paga')).toBe(true);
    // Both payments are in the database now: the same file again is ignored line by line.
    expect((await send(lines, 'S')).json()).toMatchObject({ importadas: 0, ignoradas: 2, quitadas: 0 });
    expect(await db.select().from(contribuicao).where(and(eq(contribuicao.idVinculoPlano, link.id), eq(contribuicao.tipo, 'esporadica')))).toHaveLength(2);
  });

  it('treats a repeated line inside one file like one already in the database', async () => {
    const link = await linkOf(DEMO_ACCOUNTS.olivia.cpf, PLAN_ID.MAIS_VALOR);
    const line = `${DEMO_ACCOUNTS.olivia.cpf};${PLAN_ID.MAIS_VALOR};2026-04;basica;122,08`;
    const response = await send([HEADER, line, line, line.replace('122,08', '130,00')].join('\n'), 'S');
    expect(response.json()).toMatchObject({ importadas: 1, ignoradas: 1, totalErros: 1, erros: [{ linha: 4, campo: 'valor' }] });
    expect(await rowsOf(link.id, '2026-04-01', 'basica')).toHaveLength(1);
  });

  it('answers 400 for a wrong header, an empty body or a file that is not CSV, and 415 for JSON', async () => {
    const wrongHeader = await send(['cpf;plano;mes;tipo;valor', `${sofia};4;2025-03;basica;1,00`].join('\n'), 'N');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toBe('O cabeçalho do arquivo deve ser exatamente: cpf;id_plano;competencia;tipo;valor');
    expect((await send('', 'N')).statusCode).toBe(400);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x22, 0x00]);
    expect((await send(png, 'N')).statusCode).toBe(400);
    expect((await send('"cpf;id_plano\n', 'N')).statusCode).toBe(400);
    const json = await send(JSON.stringify({ cpf: sofia }), 'N', admin.token, 'application/json');
    expect(json.statusCode).toBe(415);
    const noBody = await context.app.inject({ method: 'POST', url: '/api/importarContribuicoes?confirmar=S', headers: bearer(admin.token) });
    expect(noBody.statusCode).toBe(400);
    expect((await send(file, 'X' as 'N')).statusCode).toBe(400);
  });

  it('is for administrators only: 401 without a session, 403 for a participant', async () => {
    expect((await send(file, 'S', null)).statusCode).toBe(401);
    expect((await send(file, 'S', carlos.token)).statusCode).toBe(403);
    const link = await linkOf(sofia, PLAN_ID.MAIS_VALOR);
    expect(await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.id, link.id))).toHaveLength(1);
  });
});
