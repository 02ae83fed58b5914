import { sql } from 'drizzle-orm';
import { OWN_CONTRIBUTION_TYPES } from '@/domain/accounts';
import { firstName } from '@/domain/notices';
import { incomeReportNoticeYear, paycheckNoticeDays, publicationWords, type PublicationDocument } from '@/domain/publication-notices';
import type { Database, Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { avisoPublicacao, pagamentoBeneficio } from '../../db/schema/statements';
import type { NoticeService } from '../notices/service';

interface Claimed {
  id_pessoa: number;
  id_plano: number;
  plano: string;
  referencia: string;
}

const rowsOf = (result: unknown) => (result as { rows: Claimed[] }).rows.map((row) => ({ ...row, id_pessoa: Number(row.id_pessoa), id_plano: Number(row.id_plano) }));

/**
 * Claims, in one statement, the paychecks paid in the days given and never announced: returns their owners (the
 * claim is the record; a second run or instance finds them taken).
 */
async function claimPaychecks(db: Queryable, days: { from: string; to: string }, at: Date) {
  const result = await db.execute(sql`
    with claimed as (
      insert into ${avisoPublicacao} (id_vinculo_plano, documento, referencia, enviado_em)
      select ${pagamentoBeneficio.idVinculoPlano}, 'contracheque', to_char(${pagamentoBeneficio.competencia}, 'YYYY-MM') || '/' || ${pagamentoBeneficio.tipo}, ${at}
      from ${pagamentoBeneficio}
      where ${pagamentoBeneficio.dataPagamento} between ${days.from} and ${days.to}
      on conflict do nothing
      returning id_vinculo_plano, referencia)
    select v.id_pessoa, v.id_plano, p.nome as plano, c.referencia
    from claimed c join ${vinculoPlano} v on v.id = c.id_vinculo_plano join ${plano} p on p.id = v.id_plano`);
  return rowsOf(result);
}

/**
 * Claims the income reports of a year, one per link with a benefit paid in it (by competence, paid by today) or own
 * contributions paid in it: the same links listIncomeReports shows the year for.
 */
async function claimIncomeReports(db: Queryable, year: number, today: string, at: Date) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const result = await db.execute(sql`
    with claimed as (
      insert into ${avisoPublicacao} (id_vinculo_plano, documento, referencia, enviado_em)
      select v.id, 'informe_rendimentos', ${String(year)}, ${at}
      from ${vinculoPlano} v
      where exists (select 1 from ${pagamentoBeneficio} pb where pb.id_vinculo_plano = v.id and pb.competencia >= ${from} and pb.competencia < ${to} and pb.data_pagamento <= ${today})
         or exists (select 1 from ${contribuicao} c where c.id_vinculo_plano = v.id and c.status = 'paga' and c.tipo in (${sql.join(OWN_CONTRIBUTION_TYPES.map((tipo) => sql`${tipo}`), sql`, `)}) and c.competencia >= ${from} and c.competencia < ${to})
      on conflict do nothing
      returning id_vinculo_plano, referencia)
    select v.id_pessoa, v.id_plano, p.nome as plano, c.referencia
    from claimed c join ${vinculoPlano} v on v.id = c.id_vinculo_plano join ${plano} p on p.id = v.id_plano`);
  return rowsOf(result);
}

/**
 * The recurring job statements.publications: each owner of a paycheck paid in the last days, and in January and
 * February each owner of last year's income report, hears of it on their channels for publications. People with the
 * same document of the same plan share one notification (notifyMany).
 */
export async function announcePublications(deps: { db: Database; notices: NoticeService }, now: Date) {
  const { db } = deps;
  const year = incomeReportNoticeYear(now);
  const claimed = await db.transaction(async (tx) => {
    const paychecks = (await claimPaychecks(tx, paycheckNoticeDays(now), now)).map((row) => ({ ...row, documento: 'contracheque' as const }));
    const reports = year === null ? [] : (await claimIncomeReports(tx, year, paycheckNoticeDays(now).to, now)).map((row) => ({ ...row, documento: 'informe_rendimentos' as const }));
    return [...paychecks, ...reports];
  });
  const groups = new Map<string, { documento: PublicationDocument; referencia: string; idPlano: number; plano: string; pessoas: number[] }>();
  for (const row of claimed) {
    const key = `${row.documento}:${row.referencia}:${row.id_plano}`;
    const group = groups.get(key) ?? { documento: row.documento, referencia: row.referencia, idPlano: row.id_plano, plano: row.plano, pessoas: [] };
    group.pessoas.push(row.id_pessoa);
    groups.set(key, group);
  }
  const counts = { contracheque: 0, informe_rendimentos: 0 };
  for (const group of groups.values()) {
    const { titulo, documento } = publicationWords(group.documento, group.referencia);
    const sent = await deps.notices.notifyMany(
      {
        tipo: 'publicacao',
        titulo,
        descricao: `Já está no portal ${documento}, do plano ${group.plano}.`,
        idPlano: group.idPlano,
        link: group.documento === 'contracheque' ? '/services/contracheque' : '/services/report-income',
        email: { chave: 'aviso_publicacao', valores: (person) => ({ nome: firstName(person.nome), documento, plano: group.plano }) },
      },
      group.pessoas,
    );
    counts[group.documento] += sent.length;
  }
  return { contracheques: counts.contracheque, informes: counts.informe_rendimentos };
}
