/** Where a notification from the centre goes (notification centre, services.md), and how it is described. */

export type NotificationTarget =
  | { tipo: 'pessoa'; idPessoa: number }
  | { tipo: 'segmento'; idPlano: number | null; idCategoria: number | null; idSituacao: number | null }
  | { tipo: 'todos' };

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
