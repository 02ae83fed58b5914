#!/usr/bin/env bash
# `npm test`: every test. Lint and types, unit and API tests on PGlite, the API tests again on a real
# PostgreSQL server, then the browser tests. Installs what is missing (Debian's chromium and postgresql).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results

step() { printf '\n=== %s ===\n' "$1"; }

# Lint and types side by side: each keeps one core busy for minutes, and neither needs the other.
step "lint and typecheck"
npm run --silent lint > test-results/lint.log 2>&1 &
lint=$!
npm run --silent typecheck > test-results/typecheck.log 2>&1 &
types=$!
lint_status=0 types_status=0
wait "$lint" || lint_status=$?
wait "$types" || types_status=$?
printf -- '--- lint ---\n'; cat test-results/lint.log
printf -- '--- typecheck ---\n'; cat test-results/typecheck.log
if [ "$lint_status" -ne 0 ] || [ "$types_status" -ne 0 ]; then exit 1; fi
step "unit and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-pglite.json
step "API tests (PostgreSQL)"
VITEST_JSON=test-results/vitest-postgres.json node scripts/test-postgres.mjs
step "end-to-end tests (Chromium)"
bash scripts/test-e2e.sh
step "summary"
node scripts/test-summary.mjs
