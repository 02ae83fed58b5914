import * as FUNCTIONALITY from '../functionality-ids';
import type { RequestServiceDefinition } from '../requests-services';
import { portabilityFields } from './shared';

export const PORTABILITY_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.PORTABILITY,
  route: '/services/portabilidade',
  titulo: 'Portabilidade',
  intro: ['Leve todo o seu saldo, inclusive a parte da patrocinadora a que tem direito, para um plano de outra entidade, sem imposto de renda na transferência.'],
  fields: portabilityFields,
  documentos: [],
  prazos: () => ['extrato-valores', 'portabilidade'],
};
