import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { prepareHotQuery } from '../../db/hot-query';
import { categoria, funcionalidade, plano, planoFuncionalidade, situacao, vinculoPlano } from '../../db/schema/plans';
import { pessoa } from '../../db/schema/people';
import { temaPlano } from '../../db/schema/themes';

/** Requests only the fund opens (no page, no form): never in a plan's matrix of services a participant may ask for. */
const FUND_OPENED_FUNCTIONALITIES: readonly number[] = [FUNCTIONALITY.DEATH_PENSION, FUNCTIONALITY.BALANCE_TO_BENEFICIARIES];

export function listPlans(db: Queryable) {
  return db
    .select({ id: plano.id, nome: plano.nome, nomeExibicao: plano.nomeExibicao, tem_perfil: plano.temPerfil, tipo: plano.tipo, id_declaracao_ir: plano.idDeclaracaoIr })
    .from(plano)
    .orderBy(asc(plano.id));
}

/** The plan links of a person: read on every page of the portal, so a hot query (db/hot-query.ts), prepared once. */
export function preparePlanLinksOf(database: DatabaseHandle) {
  const select = database.db
    .select({
      id: vinculoPlano.id,
      matricula: vinculoPlano.matricula,
      planoId: plano.id,
      planoNome: plano.nome,
      planoNomeExibicao: plano.nomeExibicao,
      temPerfil: plano.temPerfil,
      tipo: plano.tipo,
      categoriaId: categoria.id,
      categoriaNome: categoria.nome,
      situacaoId: situacao.id,
      situacaoNome: situacao.nome,
      pessoaId: pessoa.id,
      pessoaNome: pessoa.nome,
    })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .innerJoin(categoria, eq(categoria.id, vinculoPlano.idCategoria))
    .innerJoin(situacao, eq(situacao.id, vinculoPlano.idSituacao))
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(eq(vinculoPlano.idPessoa, sql.placeholder('idPessoa')))
    .orderBy(asc(plano.id), asc(vinculoPlano.id));
  const query = prepareHotQuery(database, 'vinculos_da_pessoa', select);
  return async (idPessoa: number) => (await query({ idPessoa })).map((row) => ({
    id: row.id,
    matricula: row.matricula,
    plano: { id: row.planoId, nome: row.planoNome, nomeExibicao: row.planoNomeExibicao, tem_perfil: row.temPerfil, tipo: row.tipo },
    categoria: { id: row.categoriaId, nome: row.categoriaNome },
    situacao: { id: row.situacaoId, nome: row.situacaoNome },
    pessoa: { id: row.pessoaId, nome: row.pessoaNome },
  }));
}

export async function personHasPlanLink(db: Queryable, idPessoa: number, link: { idPlano: number; idCategoria: number; idSituacao: number }) {
  const [row] = await db
    .select({ id: vinculoPlano.id })
    .from(vinculoPlano)
    .where(
      and(
        eq(vinculoPlano.idPessoa, idPessoa),
        eq(vinculoPlano.idPlano, link.idPlano),
        eq(vinculoPlano.idCategoria, link.idCategoria),
        eq(vinculoPlano.idSituacao, link.idSituacao),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listEnabledFunctionalities(db: Queryable, link: { idPlano: number; idCategoria: number; idSituacao: number }) {
  const [planRow] = await db.select({ tipo: plano.tipo }).from(plano).where(eq(plano.id, link.idPlano));
  if (!planRow) return [];
  const rows = await db
    .select({ id: funcionalidade.id, nome: funcionalidade.nome, href: funcionalidade.href, icone: funcionalidade.icone, tipoPlano: funcionalidade.tipoPlano })
    .from(planoFuncionalidade)
    .innerJoin(funcionalidade, eq(funcionalidade.id, planoFuncionalidade.idFuncionalidade))
    .where(
      and(
        eq(planoFuncionalidade.idPlano, link.idPlano),
        eq(planoFuncionalidade.idCategoria, link.idCategoria),
        eq(planoFuncionalidade.idSituacao, link.idSituacao),
      ),
    )
    .orderBy(asc(funcionalidade.nome));
  // A plan's kind can change (an administrator may switch it): kind-only services follow the current kind (spec §1).
  return rows
    .filter((row) => row.tipoPlano === null || row.tipoPlano === planRow.tipo)
    .map((row) => ({ id: row.id, nome: row.nome, href: row.href, icone: row.icone }));
}

/** The catalogue (spec §2.5), the plans, categories and situations, and every segment's enabled services. */
export async function loadMatrix(db: Queryable) {
  const [planos, categorias, situacoes, funcionalidades, linhas] = await Promise.all([
    db.select({ id: plano.id, nome: plano.nomeExibicao, tipo: plano.tipo }).from(plano).orderBy(asc(plano.id)),
    db.select({ id: categoria.id, nome: categoria.nome }).from(categoria).orderBy(asc(categoria.id)),
    db.select({ id: situacao.id, nome: situacao.nome }).from(situacao).orderBy(asc(situacao.id)),
    db
      .select({ id: funcionalidade.id, nome: funcionalidade.nome, tipoPlano: funcionalidade.tipoPlano })
      .from(funcionalidade)
      .where(notInArray(funcionalidade.id, [...FUND_OPENED_FUNCTIONALITIES]))
      .orderBy(asc(funcionalidade.id)),
    db.select().from(planoFuncionalidade).orderBy(asc(planoFuncionalidade.idPlano), asc(planoFuncionalidade.idCategoria), asc(planoFuncionalidade.idSituacao), asc(planoFuncionalidade.idFuncionalidade)),
  ]);
  return { planos, categorias, situacoes, funcionalidades, linhas };
}

/** Which of the segment's plan, category and situation exist. */
export async function segmentExists(db: Queryable, segment: { idPlano: number; idCategoria: number; idSituacao: number }) {
  const [planRow] = await db.select({ id: plano.id }).from(plano).where(eq(plano.id, segment.idPlano));
  const [categoryRow] = await db.select({ id: categoria.id }).from(categoria).where(eq(categoria.id, segment.idCategoria));
  const [situationRow] = await db.select({ id: situacao.id }).from(situacao).where(eq(situacao.id, segment.idSituacao));
  return { plano: Boolean(planRow), categoria: Boolean(categoryRow), situacao: Boolean(situationRow) };
}

export async function existingFunctionalityIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  // The requests only the fund opens (death-report) are no service a segment can be given.
  const rows = await db
    .select({ id: funcionalidade.id })
    .from(funcionalidade)
    .where(and(inArray(funcionalidade.id, ids), notInArray(funcionalidade.id, [...FUND_OPENED_FUNCTIONALITIES])));
  return new Set(rows.map((row) => row.id));
}

/** The segment's stored services, whatever their kind, locked until the transaction ends (two saves do not interleave). */
export async function segmentFunctionalityIds(db: Queryable, segment: { idPlano: number; idCategoria: number; idSituacao: number }) {
  // The plan's row is locked: the segment may have no rows to lock yet.
  await db.select({ id: plano.id }).from(plano).where(eq(plano.id, segment.idPlano)).for('update');
  const rows = await db
    .select({ id: planoFuncionalidade.idFuncionalidade })
    .from(planoFuncionalidade)
    .where(and(eq(planoFuncionalidade.idPlano, segment.idPlano), eq(planoFuncionalidade.idCategoria, segment.idCategoria), eq(planoFuncionalidade.idSituacao, segment.idSituacao)));
  return rows.map((row) => row.id);
}

export async function replaceSegmentFunctionalities(db: Queryable, segment: { idPlano: number; idCategoria: number; idSituacao: number }, ids: number[]) {
  await db
    .delete(planoFuncionalidade)
    .where(and(eq(planoFuncionalidade.idPlano, segment.idPlano), eq(planoFuncionalidade.idCategoria, segment.idCategoria), eq(planoFuncionalidade.idSituacao, segment.idSituacao)));
  if (ids.length) await db.insert(planoFuncionalidade).values(ids.map((idFuncionalidade) => ({ ...segment, idFuncionalidade })));
}

/**
 * Whether a plan link's plan × category × situation offers a service, as the menus show it (a kind-only service
 * only while the plan is of that kind); null when the link does not exist.
 */
export async function linkOffersFunctionality(db: Queryable, idVinculoPlano: number, idFuncionalidade: number) {
  const [row] = await db
    .select({
      offered: sql<boolean>`exists (
        select 1 from ${planoFuncionalidade}
        inner join ${funcionalidade} on ${funcionalidade.id} = ${planoFuncionalidade.idFuncionalidade}
        where ${planoFuncionalidade.idPlano} = ${vinculoPlano.idPlano}
          and ${planoFuncionalidade.idCategoria} = ${vinculoPlano.idCategoria}
          and ${planoFuncionalidade.idSituacao} = ${vinculoPlano.idSituacao}
          and ${planoFuncionalidade.idFuncionalidade} = ${idFuncionalidade}
          and (${funcionalidade.tipoPlano} is null or ${funcionalidade.tipoPlano} = ${plano.tipo}))`,
    })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ? Boolean(row.offered) : null;
}

export function findTheme(db: Queryable, idPlano: number) {
  return db.query.temaPlano.findFirst({ where: eq(temaPlano.idPlano, idPlano) });
}


/**
 * A plan link with whose it is and its plan, as the money pages and every participant document need them: the
 * owner (ownership check; name and CPF in the header), the plan's display name and theme colour, the quota series
 * (plan, profile, whether the plan has profiles) and the tax regime.
 */
export async function findLinkWithOwner(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({
      id: vinculoPlano.id,
      idPessoa: vinculoPlano.idPessoa,
      idPlano: vinculoPlano.idPlano,
      idPerfilInvestimento: vinculoPlano.idPerfilInvestimento,
      matricula: vinculoPlano.matricula,
      regimeTributacao: vinculoPlano.regimeTributacao,
      nome: pessoa.nome,
      cpf: pessoa.cpf,
      plano: plano.nomeExibicao,
      temPerfil: plano.temPerfil,
      corPrimaria: temaPlano.corPrimaria,
    })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .leftJoin(temaPlano, eq(temaPlano.idPlano, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

export type LinkWithOwner = NonNullable<Awaited<ReturnType<typeof findLinkWithOwner>>>;
