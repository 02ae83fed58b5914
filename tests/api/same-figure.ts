import { expect } from 'vitest';
import { Money } from '@/domain/money';
import { withServiceOffered, type TestContext } from './helpers';

/**
 * The same-figure guard (issue 26): one figure, read through every route that shows it (JSON fields, the sum of the
 * parts a route shows beside it, the text of a PDF or CSV), must be the same to the centavo everywhere. A figure's
 * test file gathers its readings and calls expectSameFigure; tests/api/same-figure.test.ts does the balance, and other
 * figures (a loan's balance, a saving) get files of their own that use these helpers.
 */
export interface FigureReading {
  /** Where it was read: the route and the field, as a person would name it in a bug report. */
  where: string;
  /** The decimal as the route gives it ('269955.44'); null when the route does not show this figure for the case. */
  valor: string | null;
}

/** Every reading of `figure` equal to the first to the centavo; a failure lists each route with what it showed. */
export function expectSameFigure(figure: string, readings: FigureReading[]) {
  const shown = readings.filter((reading): reading is FigureReading & { valor: string } => reading.valor !== null);
  expect(shown.length, `${figure}: read through fewer than two routes`).toBeGreaterThan(1);
  const expected = new Money(shown[0].valor).toFixed(2);
  const asShown = Object.fromEntries(shown.map(({ where, valor }) => [where, new Money(valor).toFixed(2)]));
  expect(asShown, figure).toEqual(Object.fromEntries(shown.map(({ where }) => [where, expected])));
}

/** The sum of the parts a route shows beside a total (accounts, lots, rates), to hold it to the total. */
export function sumOf(values: ReadonlyArray<string>): string {
  return values.reduce((sum, value) => sum.plus(value), new Money(0)).toFixed(2);
}

/** Money as a page or a PDF writes it ('R$ 269.955,44', '-R$ 1,00') → '269955.44'. */
export function decimalOfBrl(text: string): string {
  const match = /(-?)R\$\s?([\d.]+),(\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`Não é um valor em reais: ${text}`);
  return `${match[1]}${match[2].replace(/\./g, '')}.${match[3]}`;
}

/** Runs `work` with the services offered to the link's segment (as withServiceOffered does for one). */
export async function withServicesOffered<T>(context: TestContext, idVinculoPlano: number, idsFuncionalidade: readonly number[], work: () => Promise<T>): Promise<T> {
  const [first, ...rest] = idsFuncionalidade;
  if (first === undefined) return work();
  return withServiceOffered(context, idVinculoPlano, first, () => withServicesOffered(context, idVinculoPlano, rest, work));
}
