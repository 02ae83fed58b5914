import type { Funcionalidade } from '@/domain/api-types';
import { BASE_SERVICES } from '@/domain/command-palette';

export interface ServiceGroup {
  title: string;
  /** Catalogue ids of spec §2.5 (services.md says what each does). */
  ids: readonly number[];
}

/** Participant service groups of spec §2.6; 0 = the general consultations (requests, suppliers, minutes). */
export const PARTICIPANT_SERVICE_GROUPS: readonly ServiceGroup[] = [
  { title: 'Meu plano', ids: [1, 2, 3, 4, 5, 10, 11, 12, 14, 15, 16, 17, 30, 32, 37, 38] },
  // The yearly income report and the regressive-tax extract are read by contributors too (deductible contributions,
  // the rate of each contribution), so they sit with the other statements of the money paid in.
  { title: 'Minhas contribuições', ids: [6, 7, 8, 9, 19, 23, 26, 29, 33] },
  { title: 'Meu benefício', ids: [20, 21, 22, 24, 31, 39] },
  { title: 'Meus empréstimos', ids: [13, 27, 28] },
  { title: 'Minhas consultas', ids: [0] },
];

/** Administrator service groups of spec §2.6. */
export const ADMIN_SERVICE_GROUPS: readonly ServiceGroup[] = [
  { title: 'Informações cadastrais', ids: [2, 3, 4, 5] },
  { title: 'Meu plano', ids: [1, 10, 11, 12, 14, 15, 16, 17, 30, 37, 38] },
  { title: 'Solicitações', ids: [0, 7, 8, 9, 13, 21, 27, 28, 31, 39] },
  { title: 'Instrumentos legais', ids: [22, 24, 32] },
  { title: 'Consultas', ids: [6, 19, 20, 23, 26, 29, 33] },
  { title: 'Outros', ids: [] },
];

export interface GroupedServices {
  title: string;
  services: Funcionalidade[];
}

/**
 * Places the enabled features in their groups, sorted by name, keeping only those whose page exists; features
 * of no group go to the last group; empty groups are left out.
 */
export function groupServices(
  funcionalidades: readonly Funcionalidade[],
  groups: readonly ServiceGroup[],
  isRouteBuilt: (href: string) => boolean,
): GroupedServices[] {
  const available = funcionalidades.filter((service) => isRouteBuilt(service.href));
  const lastIndex = groups.length - 1;
  const buckets = groups.map(() => [] as Funcionalidade[]);
  for (const service of available) {
    const index = groups.findIndex((group) => group.ids.includes(service.id));
    buckets[index === -1 ? lastIndex : index].push(service);
  }
  return groups
    .map((group, index) => ({ title: group.title, services: buckets[index].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')) }))
    .filter((group) => group.services.length > 0);
}

/** The base services (id 0) followed by the plan's features, one per address (the palette offers the same). */
export function withBaseServices(funcionalidades: readonly Funcionalidade[]): Funcionalidade[] {
  const byHref = new Map<string, Funcionalidade>();
  for (const service of [...BASE_SERVICES, ...funcionalidades]) if (!byHref.has(service.href)) byHref.set(service.href, service);
  return [...byHref.values()];
}
