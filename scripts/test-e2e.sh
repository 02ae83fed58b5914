#!/usr/bin/env bash
# Playwright in Debian's Chromium against a fresh embedded database with the demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
E2E_DATA_DIR="$(mktemp -d /tmp/portal-e2e-XXXXXX)"
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR" "$E2E_DATA_DIR.lock"' EXIT
npx playwright test "$@"
