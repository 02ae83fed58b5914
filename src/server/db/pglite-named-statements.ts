import { protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  NoopLogger,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
  type TablesRelationalConfig,
} from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { PglitePreparedQuery, PgliteSession } from 'drizzle-orm/pglite/session';

const { serialize } = protocol;

interface NamedStatement {
  text: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The command tags that carry a count of changed rows ("UPDATE 3", "INSERT 0 5"), as PGlite counts them. */
const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Server-side prepared statements on PGlite. `PGlite.query` parses and plans its SQL on every call, in six
 * separate round trips into the WASM backend: for the short lookups the API makes on every request, that took
 * about 4× as long as the lookup itself (session 0.75 → 0.19 ms, plan links 1.15 → 0.28 ms on disk). A named
 * statement is parsed once per database; each call then sends Bind/Execute/Sync in one message and reads the
 * rows with PGlite's own parsers.
 *
 * Calls take PGlite's transaction and query locks, as `PGlite.query` does, so they never run inside another
 * caller's open transaction. Hence: never execute a named query inside a `db.transaction` callback of the same
 * database; it would wait for that transaction to end (on PostgreSQL it would merely use another connection).
 */
export class PgliteNamedStatements {
  readonly #pg: PGlite;
  readonly #statements = new Map<string, NamedStatement>();

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async query<T>(name: string, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const pg = this.#pg;
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          const statement = await this.#statement(name, text, options);
          const values = params.map((param, i) => this.#serialize(param, statement.paramTypes[i], options));
          const executed = await pg.execProtocol(concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]));
          return this.#results<T>(executed.messages, statement, options);
        } catch (error) {
          // The shape PGlite gives its own query errors (code, detail… plus the query).
          if (error instanceof Error && 'severity' in error) Object.assign(error as messages.DatabaseError, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  }

  /** Parses the statement on first use; a name is bound to one SQL text for the life of the database. */
  async #statement(name: string, text: string, options?: QueryOptions): Promise<NamedStatement> {
    const known = this.#statements.get(name);
    if (known) {
      if (known.text !== text) throw new Error(`Prepared statement "${name}" already names another query`);
      return known;
    }
    const described = await this.#pg.execProtocol(
      concat([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement: NamedStatement = { text, paramTypes: [], fields: [] };
    for (const message of described.messages) {
      if (message.name === 'parameterDescription') statement.paramTypes = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
      if (message.name === 'rowDescription') {
        statement.fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      }
    }
    this.#statements.set(name, statement);
    return statement;
  }

  #serialize(param: unknown, dataTypeID: number, options?: QueryOptions): string | null {
    if (param === null || param === undefined) return null;
    const serializer = options?.serializers?.[dataTypeID] ?? this.#pg.serializers[dataTypeID];
    return serializer ? serializer(param) : String(param);
  }

  #results<T>(backendMessages: messages.BackendMessage[], statement: NamedStatement, options?: QueryOptions): Results<T> {
    const { fields } = statement;
    const parsers = fields.map((field) => options?.parsers?.[field.dataTypeID] ?? this.#pg.parsers[field.dataTypeID]);
    const parse = (value: string | null, i: number) => (value === null ? null : parsers[i] ? parsers[i](value, fields[i].dataTypeID) : value);
    const rows: unknown[] = [];
    const results: Results<T> = { rows: rows as T[], fields };
    for (const message of backendMessages) {
      if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields.map(parse);
        rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
      } else if (message.name === 'commandComplete') {
        const parts = (message as messages.CommandCompleteMessage).text.split(' ');
        const rowCount = Number.parseInt(parts[parts.length - 1], 10);
        results.command = parts[0];
        results.affectedRows = CHANGING_COMMANDS.has(parts[0]) ? rowCount : 0;
        if (!Number.isNaN(rowCount)) results.rowCount = rowCount;
      }
    }
    return results;
  }
}

/**
 * Drizzle's PGlite session ignores the name given to `.prepare(name)` (node-postgres honours it): this one runs
 * such queries as named statements. Unnamed queries and everything inside transactions go through PGlite.query
 * as before.
 */
class PgliteSessionWithNamedStatements<TFullSchema extends Record<string, unknown>, TSchema extends TablesRelationalConfig> extends PgliteSession<
  TFullSchema,
  TSchema
> {
  readonly #statements: PgliteNamedStatements;

  constructor(pg: PGlite, dialect: PgDialect, schema: RelationalSchemaConfig<TSchema> | undefined, statements: PgliteNamedStatements) {
    super(pg, dialect, schema);
    this.#statements = statements;
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(...args: Parameters<PgliteSession<TFullSchema, TSchema>['prepareQuery']>): PgPreparedQuery<T> {
    const [query, fields, name, isResponseInArrayMode, customResultMapper, queryMetadata, cacheConfig] = args;
    if (name === undefined) return super.prepareQuery<T>(...args);
    // PglitePreparedQuery only calls client.query(text, params, options): the named statement stands in for it.
    const client = { query: (text: string, params?: unknown[], options?: QueryOptions) => this.#statements.query(name, text, params, options) };
    return new PglitePreparedQuery<T>(
      client as unknown as PGlite,
      query.sql,
      query.params,
      new NoopLogger(),
      new NoopCache(),
      queryMetadata,
      cacheConfig,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper as ((rows: unknown[][]) => T['execute']) | undefined,
    );
  }
}

/**
 * `drizzle(pg, { schema })` whose `.prepare(name)` queries are parsed once (see PgliteNamedStatements); `statements`
 * when others run named statements on the same database too (db/client.ts's namedQuery).
 */
export function drizzleWithNamedStatements<TSchema extends Record<string, unknown>>(
  pg: PGlite,
  schema: TSchema,
  statements = new PgliteNamedStatements(pg),
): PgliteDatabase<TSchema> {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  // What drizzle() builds from { schema } (drizzle-orm/pglite/driver), typed as the database expects it.
  const relationalSchema = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap } as RelationalSchemaConfig<
    ExtractTablesWithRelations<TSchema>
  >;
  const session = new PgliteSessionWithNamedStatements(pg, dialect, relationalSchema, statements);
  return new PgliteDatabase<TSchema>(dialect, session, relationalSchema);
}
