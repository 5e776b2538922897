#!/usr/bin/env bash
# Browsers are never downloaded by npm: the end-to-end tests drive Debian's Chromium (or CHROMIUM_PATH).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
exec "$(dirname "$0")/../scripts/ensure-debian-package.sh" "$CHROMIUM" chromium
