import { benefitServicePage } from '@/components/benefits/BenefitServicePage';
import { FUNCTIONALITY } from '@/domain/functionality-ids';

/** Service 21: only a benefit being paid, one request at a time → request. */
export default benefitServicePage(FUNCTIONALITY.BENEFIT_SUSPENSION, 'suspensao');
