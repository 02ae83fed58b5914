import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditNames, AuditReferenceKind, AuditReferences } from '@/domain/audit-log-details';
import type { Queryable } from '../../db/client';
import { bannerCarrossel, noticia } from '../../db/schema/news';
import { campanhaRecadastramento } from '../../db/schema/reregistration';
import { categoria, funcionalidade, plano, situacao, vinculoPlano } from '../../db/schema/plans';
import { dependente } from '../../db/schema/dependants';
import { documento } from '../../db/schema/documents';
import { eleicao } from '../../db/schema/elections';
import { fornecedor } from '../../db/schema/suppliers';
import { notificacao } from '../../db/schema/notifications';
import { pessoa } from '../../db/schema/people';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';

const MAX_ID = 2_147_483_647;

/** For each kind, the query of the names of some ids: a table's name column, or words built from a join. */
const NAME_QUERIES: Record<AuditReferenceKind, (db: Queryable, ids: number[]) => Promise<Array<{ id: number; nome: string }>>> = {
  services: namesIn(funcionalidade, funcionalidade.id, funcionalidade.nome),
  statuses: namesIn(requisicaoStatus, requisicaoStatus.id, requisicaoStatus.nome),
  plans: namesIn(plano, plano.id, plano.nomeExibicao),
  categories: namesIn(categoria, categoria.id, categoria.nome),
  situations: namesIn(situacao, situacao.id, situacao.nome),
  people: namesIn(pessoa, pessoa.id, pessoa.nome),
  notifications: namesIn(notificacao, notificacao.id, notificacao.titulo),
  elections: namesIn(eleicao, eleicao.id, eleicao.titulo),
  campaigns: namesIn(campanhaRecadastramento, campanhaRecadastramento.id, campanhaRecadastramento.titulo),
  dependants: namesIn(dependente, dependente.id, dependente.nome),
  documents: namesIn(documento, documento.id, documento.titulo),
  suppliers: namesIn(fornecedor, fornecedor.id, fornecedor.nome),
  news: namesIn(noticia, noticia.id, noticia.titulo),
  banners: namesIn(bannerCarrossel, bannerCarrossel.id, bannerCarrossel.titulo),
  // "2026000012 (Resgate)": the protocol people quote, and the service it is about.
  requests: (db, ids) =>
    db
      .select({ id: requisicao.id, nome: sql<string>`${requisicao.protocolo} || ' (' || ${funcionalidade.nome} || ')'` })
      .from(requisicao)
      .innerJoin(funcionalidade, eq(funcionalidade.id, requisicao.idFuncionalidade))
      .where(inArray(requisicao.id, ids)),
  protocols: namesIn(requisicao, requisicao.id, requisicao.protocolo),
  // "HPE, matrícula 100231".
  links: (db, ids) =>
    db
      .select({ id: vinculoPlano.id, nome: sql<string>`${plano.nomeExibicao} || ', matrícula ' || ${vinculoPlano.matricula}` })
      .from(vinculoPlano)
      .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
      .where(inArray(vinculoPlano.id, ids)),
};

/** The names of some ids from one table's name column. */
function namesIn(table: PgTable, id: AnyPgColumn, name: AnyPgColumn) {
  return (db: Queryable, ids: number[]) => db.select({ id: sql<number>`${id}`, nome: sql<string>`${name}` }).from(table).where(inArray(id, ids));
}

/** The names of the ids audit details name, by kind; an id outside the columns' range names nothing. */
export async function findAuditNames(db: Queryable, references: AuditReferences): Promise<AuditNames> {
  const found = await Promise.all(
    [...references].map(async ([kind, ids]) => {
      const valid = [...ids].filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID);
      const rows = valid.length ? await NAME_QUERIES[kind](db, valid) : [];
      return [kind, new Map(rows.map((row) => [Number(row.id), row.nome]))] as const;
    }),
  );
  return Object.fromEntries(found);
}
