#!/usr/bin/env bash
# Debian's Chromium for Playwright: never a browser download from anywhere else.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing: run 'apt-get install -y chromium' as root." >&2
  exit 1
fi
echo "Installing Chromium from Debian packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
