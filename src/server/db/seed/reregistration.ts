import { addDays, subDays, subHours } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { PLAN_ID } from '@/domain/constants';
import { SITUATIONS_THAT_ANSWER } from '@/domain/reregistration';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../client';
import { campanhaRecadastramento, campanhaRecadastramentoPlano, pessoa, recadastramento, vinculoPlano } from '../schema';

/**
 * One open re-registration campaign for HPE (issue 16): it began 10 days ago and ends in 20; everyone with a current
 * HPE link must answer. Maria confirmed her data with a proof of life and Bruno updated his with a proof of address
 * (both at the fund's desk, so no file here); Carlos and the others are pending.
 */
export async function seedReregistration(db: Queryable, idAdmin: number, answered: number[], now: Date) {
  const [campaign] = await db
    .insert(campanhaRecadastramento)
    .values({ titulo: `Recadastramento HPE ${now.getFullYear()}`, inicio: fundToday(subDays(now, 10)), fim: fundToday(addDays(now, 20)), idCriador: idAdmin, criadoEm: subDays(now, 10) })
    .returning({ id: campanhaRecadastramento.id });
  await db.insert(campanhaRecadastramentoPlano).values({ idCampanha: campaign.id, idPlano: PLAN_ID.HPE });
  const people = await db
    .selectDistinct({ idPessoa: vinculoPlano.idPessoa })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(and(eq(vinculoPlano.idPlano, PLAN_ID.HPE), inArray(vinculoPlano.idSituacao, [...SITUATIONS_THAT_ANSWER]), eq(pessoa.admin, 'N')))
    .orderBy(asc(vinculoPlano.idPessoa));
  await db.insert(recadastramento).values(
    people.map(({ idPessoa }) => {
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
    }),
  );
  return campaign.id;
}
