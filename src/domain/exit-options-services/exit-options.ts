import * as FUNCTIONALITY from '../functionality-ids';
import type { RequestServiceDefinition } from '../requests-services';
import { portabilityFields, redemptionFields } from './shared';

export const EXIT_OPTIONS_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.EXIT_OPTIONS,
  route: '/services/opcoes-desligamento',
  titulo: 'Opções de desligamento',
  intro: [
    'Você deixou a patrocinadora. Compare as quatro opções com os seus valores e escolha a que faz mais sentido para você.',
    'Os valores abaixo são de hoje, pelo valor atual da cota, para você comparar antes de decidir. Depois do pedido, o fundo envia o extrato com os valores definitivos em até 30 dias.',
  ],
  fields: [
    {
      name: 'opcao',
      label: 'Opção escolhida',
      kind: 'choice',
      options: [
        { value: 'resgate', label: 'Resgate' },
        { value: 'portabilidade', label: 'Portabilidade' },
        { value: 'bpd', label: 'Benefício proporcional diferido (BPD)' },
        { value: 'autopatrocinio', label: 'Autopatrocínio' },
      ],
    },
    ...redemptionFields.map((field) => ({ ...field, when: field.when ?? { field: 'opcao', equals: ['resgate'] } })),
    ...portabilityFields.map((field) => ({ ...field, when: { field: 'opcao', equals: ['portabilidade'] } })),
  ],
  documentos: [],
  prazos: (dados) => (dados.opcao === 'portabilidade' ? ['extrato-valores', 'portabilidade'] : ['extrato-valores']),
};
