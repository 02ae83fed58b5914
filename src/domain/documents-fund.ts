/**
 * The fund's published documents (/documents, /services/atas): their categories, fixed here with the Portuguese
 * label each shows, and how the minutes are grouped by year. Shared by the API (validation) and the pages.
 */

export const DOCUMENT_CATEGORIES = ['regulamento', 'estatuto', 'ata', 'relatorio-anual', 'politica-investimentos', 'outros'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  regulamento: 'Regulamento',
  estatuto: 'Estatuto',
  ata: 'Ata',
  'relatorio-anual': 'Relatório anual',
  'politica-investimentos': 'Política de investimentos',
  outros: 'Outros',
};

/** The category of the councils' minutes (/services/atas). */
export const MINUTES_CATEGORY: DocumentCategory = 'ata';

/** Years a document may refer to. */
export const DOCUMENT_YEAR_RANGE = { min: 1900, max: 2100 } as const;

export const DOCUMENT_LIMITS = { titulo: 200, descricao: 2000 } as const;

export function isDocumentCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

export function documentCategoryLabel(value: string): string {
  return isDocumentCategory(value) ? DOCUMENT_CATEGORY_LABELS[value] : value;
}

/** A published document as the API answers it. */
export interface DocumentoPublicado {
  id: number;
  titulo: string;
  categoria: DocumentCategory;
  ano: number | null;
  descricao: string | null;
  /** null = every plan. */
  idPlanos: number[] | null;
  /** Display names of the plans, in id order; empty when it is for every plan. */
  planos: string[];
  anexo: { id: number; nomeOriginal: string; tipoConteudo: string; tamanho: number };
  publicadoEm: string;
  atualizadoEm: string;
}

/** The year a document is filed under: its own, or the year it was published. */
export function documentYear(document: Pick<DocumentoPublicado, 'ano' | 'publicadoEm'>): number {
  return document.ano ?? Number(document.publicadoEm.slice(0, 4));
}

/** The minutes grouped by year, the latest year first, and within a year the latest published first. */
export function groupMinutesByYear<T extends Pick<DocumentoPublicado, 'ano' | 'publicadoEm' | 'titulo'>>(documents: readonly T[]): Array<{ ano: number; documentos: T[] }> {
  const byYear = new Map<number, T[]>();
  for (const document of documents) {
    const year = documentYear(document);
    byYear.set(year, [...(byYear.get(year) ?? []), document]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ano, items]) => ({ ano, documentos: [...items].sort((a, b) => b.publicadoEm.localeCompare(a.publicadoEm) || a.titulo.localeCompare(b.titulo, 'pt-BR')) }));
}

/** The years present in a list, latest first (the year filter's options). */
export function yearsOf(documents: ReadonlyArray<Pick<DocumentoPublicado, 'ano' | 'publicadoEm'>>): number[] {
  return [...new Set(documents.map(documentYear))].sort((a, b) => b - a);
}

/** A supplier of the fund (/services/fornecedores). */
export interface Fornecedor {
  id: number;
  nome: string;
  cnpj: string;
  servico: string;
  contato: string;
}

export const SUPPLIER_LIMITS = { nome: 200, servico: 200, contato: 200 } as const;
