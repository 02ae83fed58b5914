import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';

/** Liveness with a real database round trip: up, or the database is away (any other failure is thrown). */
export function createHealthService(database: DatabaseHandle, version: string) {
  return {
    async check(): Promise<{ isUp: boolean; banco: DatabaseHandle['kind']; versao: string }> {
      try {
        await database.db.execute(sql`select 1`);
        return { isUp: true, banco: database.kind, versao: version };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return { isUp: false, banco: database.kind, versao: version };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
