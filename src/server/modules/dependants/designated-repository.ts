import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DesignatedBeneficiary } from '@/domain/dependants-designated';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { Queryable } from '../../db/client';
import { beneficiarioIndicado, beneficiarioIndicadoVersao, configuracaoBeneficiarioIndicado } from '../../db/schema/dependants';
import { pessoa } from '../../db/schema/people';
import { vinculoPlano } from '../../db/schema/plans';
import { requisicao, requisicaoHistorico, requisicaoStatus } from '../../db/schema/requests';

/** The link, its owner's CPF (who may not designate themselves) and its plan's rules (none saved: allowed, no approval). */
export async function findDesignationLink(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({
      id: vinculoPlano.id,
      idPessoa: vinculoPlano.idPessoa,
      idPlano: vinculoPlano.idPlano,
      cpf: pessoa.cpf,
      permiteIndicacao: configuracaoBeneficiarioIndicado.permiteIndicacao,
      exigeAprovacao: configuracaoBeneficiarioIndicado.exigeAprovacao,
    })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .leftJoin(configuracaoBeneficiarioIndicado, eq(configuracaoBeneficiarioIndicado.idPlano, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ? { ...row, permiteIndicacao: row.permiteIndicacao ?? true, exigeAprovacao: row.exigeAprovacao ?? false } : null;
}

/** Locks the link until the transaction ends: two changes sent at once are made one after the other. */
export async function lockLink(db: Queryable, idVinculoPlano: number) {
  await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano)).for('update');
}

export async function listDesignated(db: Queryable, idVinculoPlano: number): Promise<DesignatedBeneficiary[]> {
  return db
    .select({ nome: beneficiarioIndicado.nome, cpf: beneficiarioIndicado.cpf, parentesco: beneficiarioIndicado.parentesco, percentual: beneficiarioIndicado.percentual, email: beneficiarioIndicado.email, telefone: beneficiarioIndicado.telefone })
    .from(beneficiarioIndicado)
    .where(eq(beneficiarioIndicado.idVinculoPlano, idVinculoPlano))
    .orderBy(asc(beneficiarioIndicado.ordem));
}

/** Replaces the link's list and records the version with who made it. */
export async function replaceDesignated(db: Queryable, idVinculoPlano: number, list: DesignatedBeneficiary[], by: { idAutor: number | null; idRequisicao?: number | null; idAprovador?: number | null }) {
  await db.delete(beneficiarioIndicado).where(eq(beneficiarioIndicado.idVinculoPlano, idVinculoPlano));
  if (list.length) await db.insert(beneficiarioIndicado).values(list.map((item, index) => ({ ...item, idVinculoPlano, ordem: index + 1 })));
  const [version] = await db
    .insert(beneficiarioIndicadoVersao)
    .values({ idVinculoPlano, beneficiarios: list, idAutor: by.idAutor, idRequisicao: by.idRequisicao ?? null, idAprovador: by.idAprovador ?? null })
    .returning({ id: beneficiarioIndicadoVersao.id });
  return version.id;
}

const autor = alias(pessoa, 'autor');
const aprovador = alias(pessoa, 'aprovador');

/** The link's versions, newest first, with the names of who made and who approved each. */
export function listVersions(db: Queryable, idVinculoPlano: number) {
  return db
    .select({
      id: beneficiarioIndicadoVersao.id,
      criadoEm: beneficiarioIndicadoVersao.criadoEm,
      beneficiarios: beneficiarioIndicadoVersao.beneficiarios,
      idAutor: beneficiarioIndicadoVersao.idAutor,
      autorNome: autor.nome,
      autorAdmin: autor.admin,
      protocolo: requisicao.protocolo,
      aprovadorNome: aprovador.nome,
    })
    .from(beneficiarioIndicadoVersao)
    .leftJoin(autor, eq(autor.id, beneficiarioIndicadoVersao.idAutor))
    .leftJoin(aprovador, eq(aprovador.id, beneficiarioIndicadoVersao.idAprovador))
    .leftJoin(requisicao, eq(requisicao.id, beneficiarioIndicadoVersao.idRequisicao))
    .where(eq(beneficiarioIndicadoVersao.idVinculoPlano, idVinculoPlano))
    .orderBy(desc(beneficiarioIndicadoVersao.id));
}

/** The designation request still open on the link (received, in review, waiting for documents). */
export async function findOpenDesignationRequest(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo, criadoEm: requisicao.criadoEm, dados: requisicao.dados, status: requisicaoStatus.nome })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, FUNCTIONALITY.BENEFICIARIES), eq(requisicaoStatus.encerrado, false)))
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}

/** Who asked (the request's first step) and who concluded it (its last), from the request's history. */
export async function requestAuthors(db: Queryable, idRequisicao: number) {
  const steps = await db
    .select({ idAutor: requisicaoHistorico.idAutor })
    .from(requisicaoHistorico)
    .where(eq(requisicaoHistorico.idRequisicao, idRequisicao))
    .orderBy(asc(requisicaoHistorico.id));
  return { idAutor: steps[0]?.idAutor ?? null, idAprovador: steps.at(-1)?.idAutor ?? null };
}
