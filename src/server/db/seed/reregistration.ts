import { addDays, subDays, subHours } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { PLAN_ID } from '@/domain/constants';
import { SITUATIONS_THAT_ANSWER } from '@/domain/reregistration';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../client';
import { announceCampaignOpening } from '../../modules/reregistration/opening';
import { campanhaRecadastramento, campanhaRecadastramentoPlano, recadastramento } from '../schema/reregistration';
import { notificacaoPessoa } from '../schema/notifications';
import { pessoa } from '../schema/people';
import { vinculoPlano } from '../schema/plans';

/**
 * One open re-registration campaign for HPE (issue 16): it began 10 days ago and ends in 20; everyone with a current
 * HPE link must answer. Maria confirmed her data with a proof of life and Bruno updated his with a proof of address
 * (both at the fund's desk, so no file here); Carlos and the others are pending. Everyone was notified in the portal
 * when it opened (the notice the portal sends, read by those who answered).
 */
export async function seedReregistration(db: Queryable, idAdmin: number, answered: number[], now: Date) {
  const openedAt = subDays(now, 10);
  const [campaign] = await db
    .insert(campanhaRecadastramento)
    .values({ titulo: `Recadastramento HPE ${now.getFullYear()}`, inicio: fundToday(openedAt), fim: fundToday(addDays(now, 20)), idCriador: idAdmin, criadoEm: openedAt })
    .returning({ id: campanhaRecadastramento.id, titulo: campanhaRecadastramento.titulo, fim: campanhaRecadastramento.fim });
  await db.insert(campanhaRecadastramentoPlano).values({ idCampanha: campaign.id, idPlano: PLAN_ID.HPE });
  const people = await db
    .selectDistinct({ idPessoa: vinculoPlano.idPessoa })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(and(eq(vinculoPlano.idPlano, PLAN_ID.HPE), inArray(vinculoPlano.idSituacao, [...SITUATIONS_THAT_ANSWER]), eq(pessoa.admin, 'N')))
    .orderBy(asc(vinculoPlano.idPessoa));
  const rows = people.map(({ idPessoa }) => {
    const order = answered.indexOf(idPessoa);
    if (order < 0) return { idCampanha: campaign.id, idPessoa };
    return {
      idCampanha: campaign.id,
      idPessoa,
      respondidoEm: subHours(subDays(now, 8 - order * 3), 2),
      canal: 'portal' as const,
      houveAlteracao: order === 1,
      tipoComprovante: order === 0 ? ('vida' as const) : ('endereco' as const),
    };
  });
  await db.insert(recadastramento).values(rows);
  // Everyone got the opening notice the day it opened, as the portal sends it; those who answered have read it.
  const announcement = await announceCampaignOpening(db, { ...campaign, idCriador: idAdmin }, people.map((row) => row.idPessoa), openedAt);
  for (const row of rows) {
    if (!announcement || !('respondidoEm' in row)) continue;
    await db
      .update(notificacaoPessoa)
      .set({ reagido: 'S', vizualizado: 'S', lidoEm: row.respondidoEm })
      .where(and(eq(notificacaoPessoa.idNotificacao, announcement.idNotificacao), eq(notificacaoPessoa.idPessoa, row.idPessoa)));
  }
  return campaign.id;
}
