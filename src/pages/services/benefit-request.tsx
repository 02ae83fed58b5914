import { benefitServicePage } from '@/components/benefits/BenefitServicePage';
import { REQUEST_SERVICE } from '@/domain/request-services';

/** Service 12: whether the person may ask (and when, if not yet), the income form, the documents → request. */
export default benefitServicePage(REQUEST_SERVICE.SOLICITAR_BENEFICIO, 'pedido');
