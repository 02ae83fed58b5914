import { firstName } from '@/domain/notices';
import { incomeReportNoticeYear, paycheckNoticeDays, publicationWords, type PublicationDocument } from '@/domain/publication-notices';
import type { Database } from '../../db/client';
import type { NoticeService } from '../notices/service';
import { claimIncomeReports, claimPaychecks } from './repository';

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
