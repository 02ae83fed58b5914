import { and, asc, count, desc, eq, exists, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { conversa, mensagem } from '../../db/schema/chat';
import { funcionalidade, plano, planoFuncionalidade, vinculoPlano } from '../../db/schema/plans';
import { pagamentoBeneficio } from '../../db/schema/statements';
import { pessoa } from '../../db/schema/people';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';

export function findPlanLink(db: Queryable, idVinculoPlano: number) {
  return db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, idVinculoPlano) });
}

export function monthlyContributionTotals(db: Queryable, idVinculoPlano: number, months: number) {
  return db
    .select({ competencia: contribuicao.competencia, total: sql<string>`sum(${contribuicao.valor})::text` })
    .from(contribuicao)
    .where(eq(contribuicao.idVinculoPlano, idVinculoPlano))
    .groupBy(contribuicao.competencia)
    .orderBy(desc(contribuicao.competencia))
    .limit(months);
}

/** The last monthly paycheck paid: December's 13th (abono anual, paid earlier in the month) is not the monthly income. */
export async function lastPaycheck(db: Queryable, idVinculoPlano: number, today: string) {
  const [row] = await db
    .select()
    .from(pagamentoBeneficio)
    .where(and(eq(pagamentoBeneficio.idVinculoPlano, idVinculoPlano), eq(pagamentoBeneficio.tipo, 'mensal'), lte(pagamentoBeneficio.dataPagamento, today)))
    .orderBy(desc(pagamentoBeneficio.competencia))
    .limit(1);
  return row ?? null;
}

const openRequestColumns = {
  id: requisicao.id,
  protocolo: requisicao.protocolo,
  funcionalidadeId: funcionalidade.id,
  funcionalidadeNome: funcionalidade.nome,
  // A loan request is named by its operation (src/domain/loans.ts requestName).
  operacao: sql<string | null>`${requisicao.dados}->>'operacao'`,
  statusId: requisicaoStatus.id,
  statusNome: requisicaoStatus.nome,
  criadoEm: requisicao.criadoEm,
  pessoaId: pessoa.id,
  pessoaNome: pessoa.nome,
};

/** Requests still open (status not closed), newest first; for one plan link, or for everyone. */
export function openRequests(db: Queryable, filter: { idVinculoPlano?: number }, limit: number) {
  return db
    .select(openRequestColumns)
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .innerJoin(funcionalidade, eq(funcionalidade.id, requisicao.idFuncionalidade))
    .innerJoin(pessoa, eq(pessoa.id, requisicao.idPessoa))
    .where(and(eq(requisicaoStatus.encerrado, false), filter.idVinculoPlano ? eq(requisicao.idVinculoPlano, filter.idVinculoPlano) : undefined))
    .orderBy(desc(requisicao.criadoEm), desc(requisicao.id))
    .limit(limit);
}

export function openRequestsByStatus(db: Queryable) {
  return db
    .select({ id: requisicaoStatus.id, nome: requisicaoStatus.nome, total: count(requisicao.id) })
    .from(requisicaoStatus)
    .leftJoin(requisicao, eq(requisicao.idStatus, requisicaoStatus.id))
    .where(eq(requisicaoStatus.encerrado, false))
    .groupBy(requisicaoStatus.id, requisicaoStatus.nome)
    .orderBy(requisicaoStatus.id);
}

/** Conversations with a participant's message nobody on the fund's side has read yet. */
export async function countConversationsWaitingForTheFund(db: Queryable) {
  const [row] = await db
    .select({ total: count() })
    .from(conversa)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(mensagem)
          .where(and(eq(mensagem.idConversa, conversa.id), eq(mensagem.idAutor, conversa.idPessoa), isNull(mensagem.lidaEm))),
      ),
    );
  return row.total;
}


/**
 * The person's plan links whose segment offers a service (the balance extract, for the consolidated balance), in the
 * order of the plan switcher (plan, then link), with what the balance needs (the series) and what names the link.
 * The offer is read as the menus and the route's 'x-funcionalidade' check read it (planos/repository.ts).
 */
export function planLinksOffering(db: Queryable, idPessoa: number, idFuncionalidade: number) {
  return db
    .select({
      id: vinculoPlano.id,
      idPlano: vinculoPlano.idPlano,
      idPerfilInvestimento: vinculoPlano.idPerfilInvestimento,
      matricula: vinculoPlano.matricula,
      planoNome: plano.nomeExibicao,
      temPerfil: plano.temPerfil,
    })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .where(
      and(
        eq(vinculoPlano.idPessoa, idPessoa),
        exists(
          db
            .select({ one: sql`1` })
            .from(planoFuncionalidade)
            .innerJoin(funcionalidade, eq(funcionalidade.id, planoFuncionalidade.idFuncionalidade))
            .where(
              and(
                eq(planoFuncionalidade.idPlano, vinculoPlano.idPlano),
                eq(planoFuncionalidade.idCategoria, vinculoPlano.idCategoria),
                eq(planoFuncionalidade.idSituacao, vinculoPlano.idSituacao),
                eq(planoFuncionalidade.idFuncionalidade, idFuncionalidade),
                sql`(${funcionalidade.tipoPlano} is null or ${funcionalidade.tipoPlano} = ${plano.tipo})`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(vinculoPlano.idPlano), asc(vinculoPlano.id));
}
