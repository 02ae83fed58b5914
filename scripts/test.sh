#!/usr/bin/env bash
# `npm test`: every test. Lint and types, unit and API tests on PGlite, the API tests again on a real
# PostgreSQL server, then the browser tests. Installs what is missing (Debian's chromium and postgresql).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results

step() { printf '\n=== %s ===\n' "$1"; }

step "lint"
npm run --silent lint
step "typecheck"
npm run --silent typecheck
step "unit and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-pglite.json
step "API tests (PostgreSQL)"
VITEST_JSON=test-results/vitest-postgres.json node scripts/test-postgres.mjs
step "end-to-end tests (Chromium)"
bash scripts/test-e2e.sh
step "summary"
node scripts/test-summary.mjs
