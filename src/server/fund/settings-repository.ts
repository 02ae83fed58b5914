import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { configuracao } from '../db/schema/fund';
import { FUND_IDENTITY_SETTING_KEY, type IdentidadeFundo } from '@/domain/fund-contact-identity';

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

/** The fund's name and CNPJ (the header of statements, reports and slips); null until configured. */
export async function findFundIdentity(db: Queryable): Promise<IdentidadeFundo | null> {
  return (await findSetting(db, FUND_IDENTITY_SETTING_KEY)) as IdentidadeFundo | null;
}
