import { benefitServicePage } from './BenefitServicePage';
import { INCOME_CHANGE_SERVICE } from '@/domain/benefits-request-services';

/**
 * Service 31, under both of the spec's routes (/services/alteracao-renda and /services/alterar-aposentadoria): the
 * income being paid now, the plan's range, once per period → request.
 */
export const IncomeChangePage = benefitServicePage(INCOME_CHANGE_SERVICE, 'alteracao');
