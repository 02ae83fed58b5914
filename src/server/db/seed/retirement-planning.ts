import { subMonths } from 'date-fns';
import { fundMonth } from '@/domain/business-days';
import type { Database } from '../client';
import { createSimulationService } from '../../modules/benefit-simulator/service';
import { createPlanningProjection } from '../../modules/retirement-planning/projection';
import { recordMonth, saveGoal, type GoalRow } from '../../modules/retirement-planning/repository';

/** The months of Carlos's record before the seed's month. */
const RECORDED_MONTHS = 4;

/** The month `back` months before `month` (AAAA-MM). */
function monthBefore(month: string, back: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Carlos's retirement goal on DXC (issue 30), saved half a year ago with the off-track notice asked for, and the
 * monthly record of the months before the seed's, so that /planejamento shows the line on a fresh start. Each month
 * is the monthly job's own figure (projection.ts) on the first of that month, from the balance and quota value of
 * that day: nothing here is a typed projection. Reads the committed demo data, then writes in one transaction.
 */
export async function seedRetirementPlanning(db: Database, links: { carlosDxc: number }, now: Date) {
  const goal: GoalRow = {
    idVinculoPlano: links.carlosDxc,
    idadeAlvo: 60,
    rendaDesejada: '5200.00',
    estimativaInss: '3800.00',
    outrasRendas: '0.00',
    rendaTributavelAnual: null,
    avisarDesvio: true,
    atualizadoEm: subMonths(now, 6),
  };
  const projection = createPlanningProjection(db, createSimulationService(db, () => now));
  const records: Array<Parameters<typeof recordMonth>[1]> = [];
  for (let back = RECORDED_MONTHS; back >= 1; back -= 1) {
    // The job's occurrence: the first of the month at 06:00 in Brasília (its cron), on the fund's calendar.
    const occurrence = new Date(`${monthBefore(fundMonth(now), back)}-01T06:00:00-03:00`);
    const month = await projection.monthOf(goal, occurrence);
    if (month) records.push({ ...month.row, registradoEm: occurrence });
  }
  await db.transaction(async (tx) => {
    const { idVinculoPlano, ...values } = goal;
    await saveGoal(tx, idVinculoPlano, values);
    for (const row of records) await recordMonth(tx, row);
  });
}
