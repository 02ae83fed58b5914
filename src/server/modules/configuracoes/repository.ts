import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { configuracao } from '../../db/schema';

export async function findSetting(db: Queryable, chave: string): Promise<unknown> {
  const row = await db.query.configuracao.findFirst({ where: eq(configuracao.chave, chave), columns: { valor: true } });
  return row?.valor ?? null;
}

export async function saveSetting(db: Queryable, chave: string, valor: unknown, idPessoa: number) {
  const atualizadoEm = new Date();
  await db
    .insert(configuracao)
    .values({ chave, valor, idPessoaAtualizacao: idPessoa, atualizadoEm })
    .onConflictDoUpdate({ target: configuracao.chave, set: { valor, idPessoaAtualizacao: idPessoa, atualizadoEm } });
}
