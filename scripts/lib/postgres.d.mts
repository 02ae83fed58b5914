/** Types of postgres.mjs for the TypeScript tests. */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** Stops the server and removes its folder. */
  stop(): void;
  /** Stops the server (pg_ctl -m fast), keeping its data. */
  pause(): Promise<void>;
  /** Starts it again on the same port and data. */
  resume(): Promise<void>;
}
export function ensurePostgresBinaries(): string;
export function startPostgres(): Promise<ThrowawayPostgres>;
