import { benefitServicePage } from './BenefitServicePage';
import { FUNCTIONALITY } from '@/domain/functionality-ids';

/**
 * Service 31, under both of the spec's routes (/services/alteracao-renda and /services/alterar-aposentadoria): the
 * income being paid now, the plan's range, once per period → request.
 */
export const IncomeChangePage = benefitServicePage(FUNCTIONALITY.INCOME_CHANGE, 'alteracao');
