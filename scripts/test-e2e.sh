#!/usr/bin/env bash
# Playwright in Debian's Chromium against the built product with the demo data, on a fresh embedded database (as
# `npm start` runs). E2E_DATABASE=postgres runs it on a throwaway PostgreSQL server instead (production's database):
# the database-heavy specs run faster there (27 of them: 454 s → 348 s), the crawler, most of the suite, does not
# (Chromium and axe bound; 15 of its pages: 8.6 s a test on PGlite, 10.1 s on PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
E2E_DATA_DIR="$(mktemp -d /tmp/portal-e2e-XXXXXX)"
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR" "$E2E_DATA_DIR.lock"' EXIT
if [ "${E2E_DATABASE:-pglite}" = "postgres" ]; then
  node scripts/with-postgres.mjs npx playwright test "$@"
else
  npx playwright test "$@"
fi
