import { benefitServicePage } from '@/components/benefits/BenefitServicePage';
import { FUNCTIONALITY } from '@/domain/functionality-ids';

/** Service 12: whether the person may ask (and when, if not yet), the income form, the documents → request. */
export default benefitServicePage(FUNCTIONALITY.BENEFIT_REQUEST, 'pedido');
