import * as FUNCTIONALITY from '../functionality-ids';
import { noDeadlines, type RequestServiceDefinition } from '../requests-services';

export const CASH_WITHDRAWAL_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.CASH_WITHDRAWAL,
  route: '/services/saque-a-vista',
  titulo: 'Saque à vista',
  intro: ['Retire de uma vez uma parte do seu saldo, até o limite que o regulamento do plano permite. O imposto de renda é retido conforme o seu regime de tributação.'],
  fields: [{ name: 'valor', label: 'Valor do saque (R$)', kind: 'money', min: 0.01, max: (limits) => Number(limits.valorMaximo), hint: (limits) => `Até ${String(limits.valorMaximoFormatado ?? limits.valorMaximo)}.` }],
  documentos: [],
  prazos: noDeadlines,
};
