import { benefitServicePage } from '@/components/benefits/BenefitServicePage';
import { BENEFIT_SUSPENSION_SERVICE } from '@/domain/benefits-request-services';

/** Service 21: only a benefit being paid, one request at a time → request. */
export default benefitServicePage(BENEFIT_SUSPENSION_SERVICE, 'suspensao');
