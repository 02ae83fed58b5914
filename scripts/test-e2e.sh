#!/usr/bin/env bash
# Playwright in Debian's Chromium against the built product with the demo data, on a throwaway PostgreSQL server
# (production's database: each page's queries run in the database's own processes, beside the one Node process; the
# browser suite takes about a fifth less time than on the embedded PGlite). E2E_DATABASE=pglite runs it on a fresh
# embedded database instead, as `npm start` does by default.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
E2E_DATA_DIR="$(mktemp -d /tmp/portal-e2e-XXXXXX)"
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR" "$E2E_DATA_DIR.lock"' EXIT
if [ "${E2E_DATABASE:-postgres}" = "pglite" ]; then
  npx playwright test "$@"
else
  node scripts/with-postgres.mjs npx playwright test "$@"
fi
