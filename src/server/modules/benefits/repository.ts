import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { REQUEST_STATUS } from '@/domain/requests';
import type { Queryable } from '../../db/client';
import { configuracaoBeneficio } from '../../db/schema/benefits';
import { configuracaoInstituto } from '../../db/schema/institutes';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';

/** The plan's benefit rules (settings/beneficios) and the BPD age (settings/bpd); null parts when not set. */
export async function findBenefitRules(db: Queryable, idPlano: number) {
  const [beneficio, instituto] = await Promise.all([
    db.query.configuracaoBeneficio.findFirst({ where: eq(configuracaoBeneficio.idPlano, idPlano) }),
    db.query.configuracaoInstituto.findFirst({ where: eq(configuracaoInstituto.idPlano, idPlano), columns: { idadeMinimaBpd: true } }),
  ]);
  return { beneficio: beneficio ?? null, idadeMinimaBpd: instituto?.idadeMinimaBpd ?? null };
}

/** The latest request of a service on a link that still counts (neither cancelled nor refused), or null. */
export async function findLatestCountingRequest(db: Queryable, idVinculoPlano: number, idFuncionalidade: number) {
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo, criadoEm: requisicao.criadoEm })
    .from(requisicao)
    .where(
      and(
        eq(requisicao.idVinculoPlano, idVinculoPlano),
        eq(requisicao.idFuncionalidade, idFuncionalidade),
        notInArray(requisicao.idStatus, [REQUEST_STATUS.CANCELLED, REQUEST_STATUS.REJECTED]),
      ),
    )
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}

/** A request of a service on a link still open (its status not closed), or null. */
export async function findOpenRequest(db: Queryable, idVinculoPlano: number, idFuncionalidade: number) {
  const open = db.select({ id: requisicaoStatus.id }).from(requisicaoStatus).where(eq(requisicaoStatus.encerrado, false));
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo })
    .from(requisicao)
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, idFuncionalidade), inArray(requisicao.idStatus, open)))
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}
