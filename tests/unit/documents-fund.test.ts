import { describe, expect, it } from 'vitest';
import { documentCategoryLabel, documentYear, groupMinutesByYear, isDocumentCategory, yearsOf } from '@/domain/documents-fund';

const minutes = (titulo: string, ano: number | null, publicadoEm: string) => ({ titulo, ano, publicadoEm });

describe('the councils\' minutes by year', () => {
  it('files a document under its own year, or the year it was published', () => {
    expect(documentYear(minutes('A', 2024, '2025-01-10T12:00:00.000Z'))).toBe(2024);
    expect(documentYear(minutes('B', null, '2025-01-10T12:00:00.000Z'))).toBe(2025);
  });

  it('groups by year, the latest year first and the latest published first within a year', () => {
    const groups = groupMinutesByYear([
      minutes('Ata CF março 2025', 2025, '2025-03-27T12:00:00.000Z'),
      minutes('Ata CD setembro 2026', 2026, '2026-09-27T12:00:00.000Z'),
      minutes('Ata CD setembro 2025', 2025, '2025-09-27T12:00:00.000Z'),
      minutes('Ata CD março 2026', 2026, '2026-03-27T12:00:00.000Z'),
      minutes('Ata CF setembro 2025', 2025, '2025-09-27T12:00:00.000Z'),
    ]);
    expect(groups.map((group) => group.ano)).toEqual([2026, 2025]);
    expect(groups[0].documentos.map((item) => item.titulo)).toEqual(['Ata CD setembro 2026', 'Ata CD março 2026']);
    // Same day: by title.
    expect(groups[1].documentos.map((item) => item.titulo)).toEqual(['Ata CD setembro 2025', 'Ata CF setembro 2025', 'Ata CF março 2025']);
  });

  it('lists the years present for the filter, without repeats, latest first', () => {
    expect(yearsOf([minutes('a', 2023, '2024-01-01T00:00:00.000Z'), minutes('b', null, '2025-06-01T00:00:00.000Z'), minutes('c', 2025, '2025-01-01T00:00:00.000Z')])).toEqual([2025, 2023]);
    expect(groupMinutesByYear([])).toEqual([]);
  });

  it('names the fixed categories in Portuguese', () => {
    expect(documentCategoryLabel('politica-investimentos')).toBe('Política de investimentos');
    expect(documentCategoryLabel('relatorio-anual')).toBe('Relatório anual');
    expect(isDocumentCategory('ata')).toBe(true);
    expect(isDocumentCategory('receita')).toBe(false);
  });
});
