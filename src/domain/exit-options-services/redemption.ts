import * as FUNCTIONALITY from '../functionality-ids';
import type { RequestServiceDefinition } from '../requests-services';
import { exitDeadlines, redemptionFields } from './shared';

export const REDEMPTION_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.REDEMPTION,
  route: '/services/resgate',
  titulo: 'Resgate',
  intro: [
    'Ao deixar a patrocinadora, você pode resgatar as suas contribuições e a parte da patrocinadora a que já tem direito pelo tempo de plano. O imposto de renda segue o seu regime de tributação.',
    'Com o resgate, o seu vínculo com o plano termina.',
  ],
  fields: redemptionFields,
  documentos: [],
  prazos: exitDeadlines,
  confirmacao: 'Entendo que, com o resgate, o meu vínculo com o plano termina.',
};
