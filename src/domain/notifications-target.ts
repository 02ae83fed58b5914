/** Where a notification from the centre goes (notification centre, services.md), and how it is described. */

export type NotificationTarget =
  | { tipo: 'pessoa'; idPessoa: number }
  | { tipo: 'segmento'; idPlano: number | null; idCategoria: number | null; idSituacao: number | null }
  | { tipo: 'todos' };

/** A target as the query of retornarQuantidadeDestinatarios: `tipo` and only the ids it uses (a segment's blanks left out). */
export function targetQuery(target: NotificationTarget): Record<string, string | number> {
  if (target.tipo === 'pessoa') return { tipo: 'pessoa', idPessoa: target.idPessoa };
  if (target.tipo === 'todos') return { tipo: 'todos' };
  const query: Record<string, string | number> = { tipo: 'segmento' };
  for (const key of ['idPlano', 'idCategoria', 'idSituacao'] as const) if (target[key] !== null) query[key] = target[key];
  return query;
}

/** "1 pessoa", "12 pessoas", "nenhuma pessoa". */
export function recipientsText(count: number): string {
  if (count === 0) return 'nenhuma pessoa';
  // Thousands grouped by hand, as format.ts does: no Intl (its locale data) for a count.
  return count === 1 ? '1 pessoa' : `${String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} pessoas`;
}

interface Named {
  id: number;
  nome: string;
}

export interface SegmentOptions {
  planos: Named[];
  categorias: Named[];
  situacoes: Named[];
}

const nameOf = (list: Named[], id: number | null, all: string) => (id === null ? all : (list.find((item) => item.id === id)?.nome ?? `#${id}`));

/** "Plano HPE · Assistido · todas as situações", "Todos os participantes", or the person's name. */
export function describeTarget(target: NotificationTarget, options: SegmentOptions, personName?: string | null): string {
  if (target.tipo === 'todos') return 'Todos os participantes';
  if (target.tipo === 'pessoa') return personName ?? 'Uma pessoa';
  return [
    target.idPlano === null ? 'Todos os planos' : `Plano ${nameOf(options.planos, target.idPlano, '')}`,
    nameOf(options.categorias, target.idCategoria, 'todas as categorias'),
    nameOf(options.situacoes, target.idSituacao, 'todas as situações'),
  ].join(' · ');
}

/** Share of recipients who read it, as a whole percentage (0 when nobody received it). */
export function readShare(read: number, recipients: number): number {
  return recipients > 0 ? Math.round((read / recipients) * 100) : 0;
}
