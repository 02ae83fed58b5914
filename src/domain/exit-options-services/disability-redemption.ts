import * as FUNCTIONALITY from '../functionality-ids';
import { noDeadlines, type RequestServiceDefinition } from '../requests-services';
import { redemptionFields } from './shared';

export const DISABILITY_REDEMPTION_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.DISABILITY_REDEMPTION,
  route: '/services/resgate-por-invalidez',
  titulo: 'Resgate por invalidez',
  intro: ['Em caso de invalidez permanente, você pode resgatar o seu saldo. Envie o laudo médico e a carta de concessão da aposentadoria por invalidez do INSS.'],
  fields: redemptionFields,
  documentos: [
    { nome: 'Laudo médico', obrigatorio: true, descricao: 'Com o diagnóstico e a declaração de invalidez permanente.' },
    { nome: 'Carta de concessão do INSS', obrigatorio: true, descricao: 'A carta de concessão da aposentadoria por invalidez.' },
  ],
  prazos: noDeadlines,
};
