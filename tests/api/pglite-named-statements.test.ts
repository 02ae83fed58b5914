import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { auditoria } from '@/server/db/schema/audit';
import { contribuicao } from '@/server/db/schema/contributions';
import { pessoa } from '@/server/db/schema/people';
import { sessao } from '@/server/db/schema/auth';
import { seedDemo } from '@/server/db/seed/demo';
import { DEMO_ACCOUNTS } from './helpers';

/** On PGlite, Drizzle's `.prepare(name)` is a server-side prepared statement (src/server/db/pglite-named-statements.ts). */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await seedDemo(database.db);
});
afterAll(() => database.close());

const carlosCpf = DEMO_ACCOUNTS.carlos.cpf;

async function preparedStatementNames(): Promise<string[]> {
  const result = await database.db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

describe('PGlite named statements', () => {
  it('answer exactly what the same unprepared query answers (dates, arrays, numeric, jsonb, nulls)', async () => {
    const { db } = database;
    const people = db.select().from(pessoa).where(eq(pessoa.cpf, sql.placeholder('cpf')));
    expect(await people.prepare('teste_pessoa').execute({ cpf: carlosCpf })).toEqual(await people.execute({ cpf: carlosCpf }));
    expect(await people.prepare('teste_pessoa').execute({ cpf: '00000000000' })).toEqual([]);

    const contributions = db.select().from(contribuicao).orderBy(asc(contribuicao.id)).limit(sql.placeholder('limit'));
    const prepared = await contributions.prepare('teste_contribuicoes').execute({ limit: 5 });
    expect(prepared).toHaveLength(5);
    expect(prepared).toEqual(await contributions.execute({ limit: 5 }));

    const [carlos] = await people.execute({ cpf: carlosCpf });
    await db.insert(auditoria).values({ idAtor: carlos.id, acao: 'teste', detalhes: { a: [1, 'b'], c: null } });
    const audits = db.query.auditoria.findMany({ where: eq(auditoria.acao, sql.placeholder('acao')) }).prepare('teste_auditoria');
    const [audit] = await audits.execute({ acao: 'teste' });
    expect(audit).toEqual((await db.query.auditoria.findMany({ where: eq(auditoria.acao, 'teste') }))[0]);
    expect(audit.detalhes).toEqual({ a: [1, 'b'], c: null });

    expect(await preparedStatementNames()).toEqual(expect.arrayContaining(['teste_auditoria', 'teste_contribuicoes', 'teste_pessoa']));
  });

  it('write with parameters (a Date included) and return what they wrote', async () => {
    const { db } = database;
    const [carlos] = await db.select({ id: pessoa.id }).from(pessoa).where(eq(pessoa.cpf, carlosCpf));
    const expiraEm = new Date('2030-01-02T03:04:05.678Z');
    const insert = db
      .insert(sessao)
      .values({ idPessoa: carlos.id, tokenHash: sql.placeholder('tokenHash'), expiraEm: sql.placeholder('expiraEm') })
      .returning()
      .prepare('teste_nova_sessao');
    const [row] = await insert.execute({ tokenHash: 'a'.repeat(64), expiraEm });
    expect(row).toMatchObject({ idPessoa: carlos.id, tokenHash: 'a'.repeat(64), expiraEm, revogadoEm: null });

    // A database error keeps PGlite's shape (its SQLSTATE), and the statement still works afterwards.
    const duplicate = await insert.execute({ tokenHash: 'a'.repeat(64), expiraEm }).catch((error: Error) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as Error & { cause?: { code?: string } }).cause?.code).toBe('23505');
    const [other] = await insert.execute({ tokenHash: 'b'.repeat(64), expiraEm });
    expect(other.id).toBe(row.id + 2); // the failed insert took a sequence value
  });

  it('never run inside another caller’s open transaction: they wait for it to end and never see what it did not commit', async () => {
    const { db } = database;
    const nameOf = db.select({ nome: pessoa.nome }).from(pessoa).where(eq(pessoa.cpf, sql.placeholder('cpf'))).prepare('teste_nome');
    const [{ nome: before }] = await nameOf.execute({ cpf: carlosCpf });

    let readDuringTransaction: Promise<{ nome: string }[]> | null = null;
    const rolledBack = db.transaction(async (tx) => {
      await tx.update(pessoa).set({ nome: 'Nome nunca confirmado' }).where(eq(pessoa.cpf, carlosCpf));
      readDuringTransaction = nameOf.execute({ cpf: carlosCpf });
      let settled = false;
      void readDuringTransaction.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settled).toBe(false);
      throw new Error('desfaz');
    });
    await expect(rolledBack).rejects.toThrow('desfaz');
    expect(await readDuringTransaction).toEqual([{ nome: before }]);
  });

  it('refuse a name already given to another query', async () => {
    const { db } = database;
    await db.select({ id: pessoa.id }).from(pessoa).limit(1).prepare('teste_duplicado').execute();
    const other = db.select({ cpf: pessoa.cpf }).from(pessoa).limit(1).prepare('teste_duplicado');
    const error = await other.execute().catch((failure: Error) => failure);
    expect((error as Error & { cause?: Error }).cause?.message).toMatch(/teste_duplicado/);
  });
});
