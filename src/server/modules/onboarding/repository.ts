import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { configuracaoContribuicao } from '../../db/schema/sporadic-contribution';
import { endereco } from '../../db/schema/profile';
import { perfilInvestimento } from '../../db/schema/investment-profile';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

export function findPersonLinkOnPlan(db: Queryable, idPessoa: number, idPlano: number) {
  return db
    .select({ vinculo: vinculoPlano, plano: plano, pessoa: pessoa })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(and(eq(vinculoPlano.idPessoa, idPessoa), eq(vinculoPlano.idPlano, idPlano)))
    .orderBy(asc(vinculoPlano.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findContributionRules(db: Queryable, idPlano: number) {
  return db.query.configuracaoContribuicao.findFirst({ where: eq(configuracaoContribuicao.idPlano, idPlano) });
}

export function listInvestmentProfiles(db: Queryable, idPlano: number) {
  return db
    .select({ id: perfilInvestimento.id, nome: perfilInvestimento.nome, descricao: perfilInvestimento.descricao })
    .from(perfilInvestimento)
    .where(eq(perfilInvestimento.idPlano, idPlano))
    .orderBy(asc(perfilInvestimento.ordem));
}

export async function updatePerson(db: Queryable, idPessoa: number, values: Partial<typeof pessoa.$inferInsert>) {
  await db.update(pessoa).set(values).where(eq(pessoa.id, idPessoa));
}

export async function updatePlanLink(db: Queryable, idVinculo: number, values: Partial<typeof vinculoPlano.$inferInsert>) {
  await db.update(vinculoPlano).set(values).where(eq(vinculoPlano.id, idVinculo));
}

/** A switch between domestic and foreign address clears the other form's fields. */
const EMPTY_ADDRESS = {
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  estado: null,
  pais: null,
  codigoPostal: null,
  numeroIdentificacaoFiscal: null,
  idAnexoComprovante: null,
};

export async function saveAddress(db: Queryable, idPessoa: number, address: Partial<typeof endereco.$inferInsert>) {
  const values = { ...EMPTY_ADDRESS, ...address, idPessoa };
  await db
    .insert(endereco)
    .values(values)
    .onConflictDoUpdate({ target: endereco.idPessoa, set: { ...values, atualizadoEm: new Date() } });
}

/** The person's address with the name of its proof of residence, if any (what the address step shows again). */
export function findAddressWithProof(db: Queryable, idPessoa: number) {
  return db
    .select({ endereco: endereco, nomeComprovante: anexo.nomeOriginal })
    .from(endereco)
    .leftJoin(anexo, eq(anexo.id, endereco.idAnexoComprovante))
    .where(eq(endereco.idPessoa, idPessoa))
    .limit(1)
    .then((rows) => rows[0]);
}
