import { nextPaycheckCompetence, projectNextPaycheck, type ExemptionKind, type GrantedExemption } from '@/domain/exemptions-income-tax';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../http-error';
import * as repository from './repository';

export const NEXT_PAYCHECK_MESSAGES = {
  noPayments: 'Este plano ainda não tem pagamentos de benefício: não há próximo contracheque para prever.',
} as const;

const EXEMPTION_LABEL: Record<ExemptionKind, string> = {
  '65': 'Parcela isenta aos 65 anos (Lei 7.713/1988, art. 6º, XV)',
  molestia_grave: 'Isenção por moléstia grave (Lei 7.713/1988, art. 6º, XIV)',
};

/** The same day of the month as the last payment, in the competence's month (the 31st becomes the month's last day). */
function paymentDayIn(competencia: string, lastPaymentDay: string): string {
  const [year, month] = competencia.split('-').map(Number);
  const day = Math.min(Number(lastPaymentDay.slice(8, 10)), new Date(year, month, 0).getDate());
  return `${competencia}-${String(day).padStart(2, '0')}`;
}

type TaxedLink = { id: number; regimeTributacao: 'progressivo' | 'regressivo' | null; dataNascimento: string };

/**
 * The next paycheck as it stands and as it would be with the exempt portion at 65 granted from its competence (what
 * the exemption's page shows before the person asks), or null before the plan pays any benefit.
 */
export async function nextPaycheckWithExemption65(db: Queryable, link: TaxedLink, today: string) {
  const last = await repository.findLastMonthlyPayment(db, link.id);
  if (!last) return null;
  const competencia = nextPaycheckCompetence(last.competencia, today);
  const granted = await repository.listExemptions(db, link.id);
  const project = (isencoes: GrantedExemption[]) => projectNextPaycheck({ lastPayment: last, competencia, dataNascimento: link.dataNascimento, regime: link.regimeTributacao, isencoes });
  const atual = project(granted);
  const comIsencao = project([...granted, { tipo: '65', competenciaInicio: competencia }]);
  const { isencoes: _current, ...semIsencoes } = atual;
  const { isencoes: _with, ...comIsencaoSemLista } = comIsencao;
  return { atual: semIsencoes, comIsencao: comIsencaoSemLista, dataPagamento: paymentDayIn(competencia, last.dataPagamento) };
}

/**
 * retornarProximoContracheque: the next monthly paycheck projected from the last one on the payroll (gross value,
 * other deductions) with the exemptions in force in its competence (projectNextPaycheck). The caller checked access.
 */
export async function findNextPaycheck(db: Queryable, link: TaxedLink, today: string) {
  const last = await repository.findLastMonthlyPayment(db, link.id);
  if (!last) throw new HttpError(404, NEXT_PAYCHECK_MESSAGES.noPayments);
  const competencia = nextPaycheckCompetence(last.competencia, today);
  const granted = await repository.listExemptions(db, link.id);
  const projected = projectNextPaycheck({ lastPayment: last, competencia, dataNascimento: link.dataNascimento, regime: link.regimeTributacao, isencoes: granted });
  return {
    ...projected,
    dataPagamento: paymentDayIn(competencia, last.dataPagamento),
    isencoes: projected.isencoes.map((exemption) => ({ ...exemption, descricao: EXEMPTION_LABEL[exemption.tipo] })),
  };
}
