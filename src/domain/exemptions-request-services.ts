import * as FUNCTIONALITY from './functionality-ids';
import type { RequestServiceDefinition } from './requests-services';

/** The income-tax exemptions' forms (at 65, and for a serious illness): answered by the fund within its service level. */

const exemptionDeadlines: RequestServiceDefinition['prazos'] = () => ['resposta-isencao'];

/** Lei 7.713/1988, art. 6º, XIV: the serious illnesses that exempt retirement and pension income. */
export const SERIOUS_ILLNESSES = [
  'AIDS (síndrome da imunodeficiência adquirida)',
  'Alienação mental',
  'Cardiopatia grave',
  'Cegueira (inclusive monocular)',
  'Contaminação por radiação',
  'Doença de Paget em estados avançados (osteíte deformante)',
  'Doença de Parkinson',
  'Esclerose múltipla',
  'Espondiloartrose anquilosante',
  'Fibrose cística (mucoviscidose)',
  'Hanseníase',
  'Hepatopatia grave',
  'Nefropatia grave',
  'Neoplasia maligna',
  'Paralisia irreversível e incapacitante',
  'Tuberculose ativa',
] as const;

export const REQUEST_SERVICES: Record<number, RequestServiceDefinition> = {
  [FUNCTIONALITY.EXEMPTION_65]: {
    id: FUNCTIONALITY.EXEMPTION_65,
    route: '/services/exemption-65',
    titulo: 'Isenção aos 65 anos',
    intro: [
      'A partir dos 65 anos, uma parte da sua aposentadoria ou pensão fica isenta de imposto de renda todo mês (Lei 7.713/1988, art. 6º, XV). A sua idade vem do cadastro: não é preciso enviar documentos.',
      'Depois da aprovação, a partir do mês seguinte, a parcela isenta do seu benefício mensal deixa de entrar no cálculo do imposto de renda. Vale para o regime progressivo; no regressivo, o imposto é definitivo e não tem essa parcela.',
    ],
    fields: [],
    documentos: [],
    prazos: exemptionDeadlines,
  },
  [FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION]: {
    id: FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION,
    route: '/services/exemption-molestia-grave',
    titulo: 'Isenção por moléstia grave',
    intro: [
      'Quem tem uma das doenças graves listadas na lei não paga imposto de renda sobre a aposentadoria ou a pensão (Lei 7.713/1988, art. 6º, XIV). É preciso um laudo de serviço médico oficial.',
      'Depois da aprovação, a partir do mês seguinte, todo o seu benefício fica isento de imposto de renda, no regime progressivo ou no regressivo.',
    ],
    fields: [{ name: 'doenca', label: 'Doença', kind: 'select', options: SERIOUS_ILLNESSES.map((name) => ({ value: name, label: name })) }],
    documentos: [{ nome: 'Laudo médico oficial', obrigatorio: true, descricao: 'Emitido por serviço médico da União, dos estados ou dos municípios, com a doença e a data em que foi diagnosticada.' }],
    prazos: exemptionDeadlines,
  },
};
