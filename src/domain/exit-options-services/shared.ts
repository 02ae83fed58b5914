import type { RequestServiceDefinition, ServiceField } from '../requests-services';

/** What several exit services share: the statement of values they are all due, the redemption's and portability's fields. */

export const exitDeadlines: RequestServiceDefinition['prazos'] = () => ['extrato-valores'];

export const redemptionFields: ServiceField[] = [
  {
    name: 'forma',
    label: 'Como receber',
    kind: 'choice',
    options: [
      { value: 'unica', label: 'Pagamento único', description: 'Todo o valor de uma vez.' },
      { value: 'parcelada', label: 'Em parcelas mensais', description: 'O valor dividido em parcelas mensais iguais.' },
    ],
  },
  {
    name: 'parcelas',
    label: 'Número de parcelas',
    kind: 'integer',
    when: { field: 'forma', equals: ['parcelada'] },
    min: 2,
    max: (limits) => Number(limits.parcelasMaximas),
    hint: (limits) => `De 2 a ${limits.parcelasMaximas} parcelas mensais.`,
  },
];

export const portabilityFields: ServiceField[] = [
  { name: 'entidadeDestino', label: 'Entidade receptora', kind: 'text', maxLength: 150, hint: 'O nome do fundo de pensão ou da seguradora que vai receber os recursos.' },
  { name: 'cnpj', label: 'CNPJ da entidade receptora', kind: 'cnpj' },
  { name: 'planoDestino', label: 'Plano de destino', kind: 'text', maxLength: 150 },
  { name: 'cnpb', label: 'CNPB do plano de destino', kind: 'cnpb', hint: 'O Cadastro Nacional de Planos de Benefícios, como 1979.0001-18.' },
];
