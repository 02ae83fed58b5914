import { PLAN_ID, PLAN_KIND } from '@/domain/constants';

/** Where a chosen enrolment lands (spec §4): Serviços for plan 1 in the loan kind (non-administrators), else home. */
export function homePathFor(vinculo: { plano: { id: number; tipo: string } }, isAdmin: boolean): '/' | '/services' {
  return !isAdmin && vinculo.plano.tipo === PLAN_KIND.LOAN_ENABLED && vinculo.plano.id === PLAN_ID.HPE ? '/services' : '/';
}
