import { asc, count, ilike, like, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pessoa } from '../../db/schema/people';

/** People whose name contains the words, or whose CPF contains the digits, of the keyword. */
export async function searchPeople(db: Queryable, keyword: { name: string; digits: string }, page: number, limit: number) {
  const conditions = [ilike(pessoa.nome, `%${escapeLike(keyword.name)}%`)];
  if (keyword.digits.length >= 3) conditions.push(like(pessoa.cpf, `%${keyword.digits}%`));
  const where = or(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: pessoa.id, nome: pessoa.nome, cpf: pessoa.cpf, data_nascimento: pessoa.dataNascimento, admin: pessoa.admin })
      .from(pessoa)
      .where(where)
      .orderBy(asc(pessoa.nome), asc(pessoa.id))
      .limit(limit)
      .offset(page * limit),
    db.select({ total: count() }).from(pessoa).where(where),
  ]);
  return { pessoas: rows, total };
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
