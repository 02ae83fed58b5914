import { benefitServicePage } from '@/components/benefits/BenefitServicePage';
import { BENEFIT_REQUEST_SERVICE } from '@/domain/benefits-request-services';

/** Service 12: whether the person may ask (and when, if not yet), the income form, the documents → request. */
export default benefitServicePage(BENEFIT_REQUEST_SERVICE, 'pedido');
