import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { contribuicao } from '@/server/db/schema/contributions';
import { pessoa } from '@/server/db/schema/people';
import { valorCota } from '@/server/db/schema/quota-values';
import { seedDemo } from '@/server/db/seed/demo';

const folder = mkdtempSync(path.join(tmpdir(), 'portal-db-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('embedded database (PGlite on disk)', () => {
  it('refuses a second opener of the same folder, and opens again once the first closed', async () => {
    const dir = path.join(folder, 'pglite');
    const first = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    await expect(openDatabase({ databaseUrl: null, pgliteDir: dir })).rejects.toThrow(/já está em uso por outro processo/);
    await first.close();
    const again = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    await again.close();
  });
});

describe('demo seed', () => {
  it('fills an empty database once, and never touches a database that has data', async () => {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      expect(await seedDemo(database.db, new Date('2026-11-22T12:00:00Z'))).toBe(true);
      const [{ people }] = await database.db.select({ people: count() }).from(pessoa);
      const [{ quotas }] = await database.db.select({ quotas: count() }).from(valorCota);
      const [{ contributions }] = await database.db.select({ contributions: count() }).from(contribuicao);
      // The ten accounts of demo-accounts.md, Teodoro, the administrator the second-factor browser test enrols, and
      // Antônio, the participant whose death the death-report demo reports (no account), and Renato, Maria's curator.
      expect(people).toBe(13);
      // Ten years of monthly quota values for each of the four profiles of HPE and DXC, and for Mais Valor.
      expect(quotas).toBe(1080);
      // Carlos 2 × 120 months × 3 kinds, Sofia 120, Lucas 120 × 2, Bruno 84 × 2, Maria 36 × 3, Diego 96 × 2.
      expect(contributions).toBe(1548);
      expect(await seedDemo(database.db)).toBe(false);
      const [{ peopleAfter }] = await database.db.select({ peopleAfter: count() }).from(pessoa);
      expect(peopleAfter).toBe(13);
    } finally {
      await database.close();
    }
  });
});
