#!/usr/bin/env bash
# Browsers are never downloaded by npm: the end-to-end tests drive Debian's Chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $CHROMIUM. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium with apt-get…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
