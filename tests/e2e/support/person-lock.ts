import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import lockfile from 'proper-lockfile';

const LOCK_DIR = join(process.cwd(), 'test-results', 'person-locks');

/**
 * Runs `work` while no other worker holds the same person. For the tests that end every session of a person (forcing a
 * new password): a test of another file signed in as that person at the same moment would be logged out mid-way.
 * A key without digits names a shared thing instead ('declaracao-concordancia': the tests that read, accept or publish
 * the declaration of agreement).
 */
/** The key of the tests that tell every participant something (a maintenance window) or count one's notifications. */
export const EVERYONE_NOTICES = 'avisos-a-todos';

export async function withPersonLock<T>(person: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(LOCK_DIR, { recursive: true });
  const name = /\d/.test(person) ? person.replace(/\D/g, '') : person.replace(/[^a-z0-9-]/gi, '');
  const file = join(LOCK_DIR, `${name}.lock`);
  writeFileSync(file, '');
  const waitingSince = Date.now();
  const release = await lockfile.lock(file, { retries: { retries: 600, minTimeout: 200, maxTimeout: 500 }, stale: 120_000 });
  // The wait is not the test's own time.
  test.info().setTimeout(test.info().timeout + (Date.now() - waitingSince));
  try {
    return await work();
  } finally {
    await release();
  }
}
