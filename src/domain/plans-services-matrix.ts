/**
 * The plan × category × situation matrix of enabled services (settings/services-management): which catalogue
 * services (spec §2.5) a segment of participants gets. The services page, the menus and the command palette read it
 * (retornarPlanoFuncionalidades), and the service APIs marked with the service's id refuse a segment without it.
 */

/** The catalogue's groups as spec §2.5 names them; a service of no group is shown in the last. */
export const CATALOGUE_GROUPS = [
  { titulo: 'Gerais', ids: [1, 2, 3, 4, 5, 10, 23, 32, 27, 28, 13, 29, 30, 37] },
  { titulo: 'Serviços do participante', ids: [6, 33, 7, 8, 9, 11, 12, 14, 15, 16, 17, 38] },
  { titulo: 'Serviços de quem recebe benefício', ids: [31, 19, 20, 21, 22, 24, 26] },
] as const;

export interface CatalogueService {
  id: number;
  nome: string;
  /** '1' standard kind only, '2' loan-enabled kind only, null both. */
  tipoPlano: '1' | '2' | null;
}

export interface CatalogueGroup<T extends CatalogueService = CatalogueService> {
  titulo: string;
  servicos: T[];
}

/** The services in the catalogue's groups and order; those of no group go to the last group. */
export function groupCatalogue<T extends CatalogueService>(services: readonly T[]): CatalogueGroup<T>[] {
  const lastIndex = CATALOGUE_GROUPS.length - 1;
  const groups = CATALOGUE_GROUPS.map((group) => ({ titulo: group.titulo, servicos: [] as T[] }));
  const position = (id: number) => {
    for (const [index, group] of CATALOGUE_GROUPS.entries()) {
      const at = (group.ids as readonly number[]).indexOf(id);
      if (at !== -1) return { index, at };
    }
    return { index: lastIndex, at: Number.MAX_SAFE_INTEGER };
  };
  const sorted = [...services].sort((a, b) => {
    const pa = position(a.id);
    const pb = position(b.id);
    return pa.index - pb.index || pa.at - pb.at || a.id - b.id;
  });
  for (const service of sorted) groups[position(service.id).index].servicos.push(service);
  return groups.filter((group) => group.servicos.length > 0);
}

/** Whether a service is shown to a plan of this kind (kind-only services follow the plan's current kind). */
export function servesPlanKind(service: Pick<CatalogueService, 'tipoPlano'>, tipoPlano: string): boolean {
  return service.tipoPlano === null || service.tipoPlano === tipoPlano;
}

export interface MatrixChange {
  /** The segment's services after the change, ascending, each once. */
  funcionalidades: number[];
  adicionados: number[];
  removidos: number[];
}

/** What replacing a segment's services with `wanted` adds and removes (repeated ids count once). */
export function matrixChange(current: readonly number[], wanted: readonly number[]): MatrixChange {
  const before = new Set(current);
  const after = [...new Set(wanted)].sort((a, b) => a - b);
  const afterSet = new Set(after);
  return {
    funcionalidades: after,
    adicionados: after.filter((id) => !before.has(id)),
    removidos: [...before].filter((id) => !afterSet.has(id)).sort((a, b) => a - b),
  };
}

/** The positions (in `wanted`) of the ids that are not in the catalogue. */
export function unknownServicePositions(wanted: readonly number[], catalogue: ReadonlySet<number>): number[] {
  return wanted.flatMap((id, index) => (catalogue.has(id) ? [] : [index]));
}

/** The confirmation after saving, e.g. 'Habilitados: Resgate. Desabilitados: BPD, Portabilidade.' */
export function describeChange(change: Pick<MatrixChange, 'adicionados' | 'removidos'>, nameOf: (id: number) => string): string {
  const names = (ids: readonly number[]) =>
    ids
      .map(nameOf)
      .sort((a, b) => a.localeCompare(b, 'pt-BR'))
      .join(', ');
  const parts: string[] = [];
  if (change.adicionados.length) parts.push(`Habilitados: ${names(change.adicionados)}.`);
  if (change.removidos.length) parts.push(`Desabilitados: ${names(change.removidos)}.`);
  return parts.length ? parts.join(' ') : 'Nenhuma mudança.';
}
