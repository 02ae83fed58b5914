import * as FUNCTIONALITY from '../functionality-ids';
import type { RequestServiceDefinition } from '../requests-services';
import { exitDeadlines } from './shared';

export const BPD_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.BPD,
  route: '/services/bpd',
  titulo: 'Benefício proporcional diferido (BPD)',
  intro: ['Deixe o seu saldo no plano, sem novas contribuições, e receba um benefício proporcional quando chegar à idade prevista no regulamento.'],
  fields: [],
  documentos: [],
  prazos: exitDeadlines,
};
