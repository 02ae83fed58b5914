import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { firstName } from '@/domain/notices';
import { shortfallOf, type TrackingStatus } from '@/domain/retirement-planning';
import type { Database } from '../../db/client';
import type { NoticeService } from '../notices/service';
import * as repository from './repository';

const PAGE = '/planejamento';

/** A month's record as the monthly job writes it (projection.ts, monthOf). */
export interface MonthRecord {
  idVinculoPlano: number;
  competencia: string;
  totalProjetado: string;
  rendaDesejada: string;
  idadeAlvo: number;
  situacao: TrackingStatus;
}

/**
 * The off-track notice (issue 30, opt-in), through the notices service (the person's channels, their representative's
 * too): how far the month's projection is below the goal, in today's reais. The month's record is written in the
 * notice's own transaction, as its claim: a second run of the month (another instance, a run by hand) finds it written
 * and sends nothing, and a crash leaves neither. True when this call recorded the month and sent the notice.
 */
export function createOffTrackNotice(db: Database, notices: NoticeService) {
  return async function sendOffTrackNotice(link: { idPessoa: number; idPlano: number }, row: MonthRecord): Promise<boolean> {
    const { diferenca, percentual } = shortfallOf(row.totalProjetado, row.rendaDesejada);
    const valores = {
      mes: formatMonthBr(row.competencia),
      plano: await repository.planNameOf(db, link.idPlano),
      idade: String(row.idadeAlvo),
      projetado: formatBrl(row.totalProjetado),
      meta: formatBrl(row.rendaDesejada),
      diferenca: formatBrl(diferenca),
      percentual: formatPercent(percentual),
    };
    const sent = await notices.notifyMany(
      {
        tipo: 'planejamento_desvio',
        titulo: `Sua aposentadoria: a projeção está ${valores.diferenca} abaixo da meta`,
        descricao:
          `No registro de ${valores.mes}, a renda mensal projetada para a sua aposentadoria aos ${valores.idade} anos (plano ${valores.plano}, com o INSS e as outras rendas que você informou) ` +
          `é de ${valores.projetado}, em valores de hoje: ${valores.diferenca} abaixo da sua meta de ${valores.meta} (${valores.percentual} a menos). Veja em Minha aposentadoria o que fecha essa diferença.`,
        idPlano: link.idPlano,
        link: PAGE,
        email: { chave: 'aviso_planejamento', valores: (person) => ({ nome: firstName(person.nome), ...valores }) },
      },
      [link.idPessoa],
      { claim: (tx) => repository.recordMonth(tx, row) },
    );
    return sent.length > 0;
  };
}
