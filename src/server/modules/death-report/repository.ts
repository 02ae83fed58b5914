import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { BENEFICIARY_TYPE } from '@/domain/constants';
import { formatDeathReportProtocol } from '@/domain/death-report';
import type { Queryable } from '../../db/client';
import { comunicacaoFalecimento } from '../../db/schema/death-report';
import { dependente } from '../../db/schema/dependants';
import { pessoa } from '../../db/schema/people';
import { plano, situacao, vinculoPlano } from '../../db/schema/plans';

export type NewDeathReport = Omit<typeof comunicacaoFalecimento.$inferInsert, 'id' | 'protocolo'>;
export type DeathReportRow = typeof comunicacaoFalecimento.$inferSelect;

/** The participant a CPF belongs to: a person with at least one plan link, or null. */
export async function findParticipantByCpf(db: Queryable, cpf: string): Promise<number | null> {
  const [row] = await db
    .select({ id: pessoa.id })
    .from(pessoa)
    .where(and(eq(pessoa.cpf, cpf), sql`exists (select 1 from ${vinculoPlano} where ${vinculoPlano.idPessoa} = ${pessoa.id})`))
    .limit(1);
  return row?.id ?? null;
}

export async function insertReport(db: Queryable, values: NewDeathReport) {
  // The id is drawn first so the protocol (CF + year + number) is written with the row, as requests do.
  const { rows } = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('comunicacao_falecimento', 'id'))::int as id, extract(year from now() at time zone 'America/Sao_Paulo')::int as ano`,
  )) as unknown as { rows: Array<{ id: number; ano: number }> };
  const { id, ano } = rows[0];
  const protocolo = formatDeathReportProtocol(ano, id);
  await db.insert(comunicacaoFalecimento).values({ ...values, id, protocolo });
  return { id, protocolo };
}

/** Waiting ones first, then the newest. */
export function listReports(db: Queryable) {
  return db
    .select({ report: comunicacaoFalecimento, nomeFalecido: pessoa.nome })
    .from(comunicacaoFalecimento)
    .leftJoin(pessoa, eq(pessoa.id, comunicacaoFalecimento.idPessoa))
    .orderBy(sql`${comunicacaoFalecimento.situacao} <> 'recebida'`, desc(comunicacaoFalecimento.criadoEm), desc(comunicacaoFalecimento.id))
    .limit(200);
}

export async function findReport(db: Queryable, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(comunicacaoFalecimento).where(eq(comunicacaoFalecimento.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPerson(db: Queryable, id: number) {
  const [row] = await db.select({ id: pessoa.id, nome: pessoa.nome, cpf: pessoa.cpf, dataNascimento: pessoa.dataNascimento }).from(pessoa).where(eq(pessoa.id, id)).limit(1);
  return row ?? null;
}

export function linksOf(db: Queryable, idPessoa: number) {
  return db
    .select({
      id: vinculoPlano.id,
      matricula: vinculoPlano.matricula,
      plano: { id: plano.id, nome: plano.nomeExibicao },
      situacao: { id: situacao.id, nome: situacao.nome },
    })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .innerJoin(situacao, eq(situacao.id, vinculoPlano.idSituacao))
    .where(eq(vinculoPlano.idPessoa, idPessoa))
    .orderBy(asc(vinculoPlano.id));
}

export async function setSituation(db: Queryable, idsVinculoPlano: number[], idSituacao: number) {
  await db.update(vinculoPlano).set({ idSituacao }).where(inArray(vinculoPlano.id, idsVinculoPlano));
}

/** The pension dependants of the person of a link (dependants are kept per person, for all their links). */
export function pensionDependantsOfLink(db: Queryable, idVinculoPlano: number) {
  return db
    .select({ nome: dependente.nome, cpf: dependente.cpf, parentesco: dependente.parentesco, percentual: dependente.percentual })
    .from(dependente)
    .innerJoin(vinculoPlano, eq(vinculoPlano.idPessoa, dependente.idPessoa))
    .where(and(eq(vinculoPlano.id, idVinculoPlano), eq(dependente.tipo, BENEFICIARY_TYPE.previdencial)))
    .orderBy(asc(dependente.id));
}

export async function decide(db: Queryable, id: number, values: { situacao: 'confirmada' | 'descartada'; motivo: string | null; idAdministrador: number; decididoEm: Date }) {
  await db.update(comunicacaoFalecimento).set(values).where(eq(comunicacaoFalecimento.id, id));
}
