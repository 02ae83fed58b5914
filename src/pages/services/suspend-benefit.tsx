import { benefitServicePage } from '@/components/benefits/BenefitServicePage';
import { REQUEST_SERVICE } from '@/domain/request-services';

/** Service 21: only a benefit being paid, one request at a time → request. */
export default benefitServicePage(REQUEST_SERVICE.SUSPENDER_BENEFICIO, 'suspensao');
