import { Column, DrizzleQueryError, fillPlaceholders, is } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** Column types whose driver value is the value drizzle would return (no decoding): the only ones a hot query selects. */
const PLAIN_COLUMN_TYPES = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgText', 'PgVarchar', 'PgChar', 'PgBoolean']);

interface FlatSelect<Result> {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly result: Result; readonly selectedFields: Record<string, unknown> };
}

/**
 * A read made on every request (the session lookup, a person's plan links), as drizzle's `.prepare(name)` would run it
 * — a named statement, parsed once per connection, with the same SQL — minus drizzle's per-call work: its chain of
 * async wrappers (tracing spans, cache check), placeholder filling by entity checks, and row mapping by path walking
 * per field, which made about a fifth of an authenticated read's allocations (bench/run.mjs, issue 31). Drizzle still
 * writes the SQL, once; the rows come back as arrays and are keyed by the select's own field names.
 *
 * Only flat selects of plain columns (integers, texts, booleans): anything drizzle would decode (dates, numerics,
 * JSON, custom types) or nest is refused at start-up, so a hot query can never answer differently from drizzle.
 */
export function prepareHotQuery<Result extends Record<string, unknown>[]>(database: DatabaseHandle, name: string, query: FlatSelect<Result>) {
  const fields = Object.entries(query._.selectedFields);
  for (const [key, field] of fields) {
    if (!is(field, Column) || !PLAIN_COLUMN_TYPES.has(field.columnType)) {
      throw new Error(`Hot query ${name}: ${key} is not a plain column (integer, text or boolean); use drizzle's prepare()`);
    }
  }
  const keys = fields.map(([key]) => key);
  const { sql: text, params } = query.toSQL();

  return async function execute(placeholders: Record<string, unknown>): Promise<Result> {
    const values = fillPlaceholders(params, placeholders);
    let rows: unknown[][];
    try {
      rows = await database.namedQuery(name, text, values);
    } catch (error) {
      // As drizzle raises it (db/unavailable.ts and the error handler read through either).
      throw new DrizzleQueryError(text, values, error as Error);
    }
    const results: Record<string, unknown>[] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      const result: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) result[keys[i]] = row[i];
      results[r] = result;
    }
    return results as Result;
  };
}
