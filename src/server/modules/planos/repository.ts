import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { categoria, funcionalidade, pessoa, plano, planoFuncionalidade, situacao, temaPlano, vinculoPlano } from '../../db/schema';

export function listPlans(db: Queryable) {
  return db
    .select({ id: plano.id, nome: plano.nome, nomeExibicao: plano.nomeExibicao, tem_perfil: plano.temPerfil, tipo: plano.tipo, id_declaracao_ir: plano.idDeclaracaoIr })
    .from(plano)
    .orderBy(asc(plano.id));
}

/** The plan links of a person: read on every page of the portal, so prepared once per database. */
export function preparePlanLinksOf(db: Database) {
  const query = db
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
    .orderBy(asc(plano.id), asc(vinculoPlano.id))
    .prepare('vinculos_da_pessoa');
  return async (idPessoa: number) => (await query.execute({ idPessoa })).map((row) => ({
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
