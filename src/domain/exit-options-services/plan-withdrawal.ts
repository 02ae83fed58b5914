import * as FUNCTIONALITY from '../functionality-ids';
import { noDeadlines, reasonField, type RequestServiceDefinition } from '../requests-services';

export const PLAN_WITHDRAWAL_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.PLAN_WITHDRAWAL,
  route: '/services/desistencia-plano',
  titulo: 'Desistência do plano',
  intro: [
    'Peça o cancelamento da sua inscrição no plano. As contribuições param a partir do mês seguinte ao cancelamento; o que você acumulou fica disponível nas opções de desligamento (resgate ou portabilidade).',
  ],
  fields: [reasonField('Motivo (opcional)', true)],
  documentos: [],
  prazos: noDeadlines,
  confirmacao: 'Entendo que a minha inscrição no plano será cancelada e que as contribuições vão parar.',
};
