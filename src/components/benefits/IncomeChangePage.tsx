import { REQUEST_SERVICE } from '@/domain/request-services';
import { benefitServicePage } from './BenefitServicePage';

/**
 * Service 31, under both of the spec's routes (/services/alteracao-renda and /services/alterar-aposentadoria): the
 * income being paid now, the plan's range, once per period → request.
 */
export const IncomeChangePage = benefitServicePage(REQUEST_SERVICE.ALTERACAO_RENDA, 'alteracao');
