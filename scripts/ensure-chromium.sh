#!/usr/bin/env bash
# Debian's Chromium for Playwright: never a browser download from anywhere else. The browser tests run in its
# headless shell (chromium-headless-shell, the same engine without the desktop browser's window and compositor
# machinery: the suite's browser CPU fell by half); Lighthouse (bench/lighthouse.mjs) runs in the whole browser.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/lib/chromium/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing: run 'apt-get install -y chromium chromium-headless-shell' as root." >&2
  exit 1
fi
echo "Installing Chromium from Debian packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium chromium-headless-shell >/dev/null
