import { formatMonthBr } from '@/domain/format-date';

/** '0.3900' → '0,39 %', '-0.1250' → '-0,125 %': the month's change with the places it has (at least 2). */
export function formatIndexChange(variacao: string): string {
  const [integer, fraction = ''] = variacao.split('.');
  const places = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${integer},${places} %`;
}

/** '2026-03' → 'mar/2026'. */
export const formatIndexMonth = (competencia: string) => formatMonthBr(`${competencia}-01`);
