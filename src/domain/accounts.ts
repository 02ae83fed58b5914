import { CATEGORY_ID, SITUATION_ID } from './constants';

/** The accounts of a plan link and the words the pages, the CSV and the PDF use for contributions (no decimal library: pages import it). */

export const CONTRIBUTION_TYPES = ['basica', 'suplementar', 'esporadica', 'patrocinadora'] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

export const CONTRIBUTION_TYPE_LABELS: Record<ContributionType, string> = {
  basica: 'Básica',
  suplementar: 'Suplementar',
  esporadica: 'Esporádica',
  patrocinadora: 'Patrocinadora',
};

/** What the participant pays: deductible in the annual return (Lei 9.532/1997, art. 11). The sponsor's share is not. */
export const OWN_CONTRIBUTION_TYPES = ['basica', 'suplementar', 'esporadica'] as const satisfies readonly ContributionType[];

/** Who still pays monthly contributions: an active taxpayer or self-sponsored participant (a BPD, a retiree, someone who left does not). */
export function contributesMonthly(link: { idCategoria: number; idSituacao: number }): boolean {
  return link.idSituacao === SITUATION_ID.ACTIVE && (link.idCategoria === CATEGORY_ID.TAXPAYER || link.idCategoria === CATEGORY_ID.SELF_SPONSORED);
}

export const CONTRIBUTION_STATUSES = ['paga', 'pendente'] as const;
export const CONTRIBUTION_STATUS_LABELS: Record<string, string> = { paga: 'Paga', pendente: 'Pendente' };

/** The accounts of a link: the participant's three (from the type of contribution) and the sponsor's. */
export const ACCOUNTS: ReadonlyArray<{ conta: ContributionType; nome: string }> = [
  { conta: 'basica', nome: 'Participante — contribuição básica' },
  { conta: 'suplementar', nome: 'Participante — contribuição suplementar' },
  { conta: 'esporadica', nome: 'Participante — contribuições esporádicas' },
  { conta: 'patrocinadora', nome: 'Patrocinadora' },
];

