import * as FUNCTIONALITY from '../functionality-ids';
import type { RequestServiceDefinition } from '../requests-services';
import { exitDeadlines } from './shared';

export const SELF_SPONSORSHIP_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.SELF_SPONSORSHIP,
  route: '/services/autopatrocinio',
  titulo: 'Autopatrocínio',
  intro: ['Continue no plano pagando a sua contribuição e também a que a patrocinadora pagava, para manter o benefício que você planejou.'],
  fields: [],
  documentos: [],
  prazos: exitDeadlines,
};
