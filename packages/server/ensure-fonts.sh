#!/usr/bin/env bash
# Reports embed DejaVu Sans so that names in Greek, Cyrillic or Polish print; the server tests
# fail without it rather than skip, so install Debian's package when it is missing.
set -euo pipefail
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
if [ -f "$FONT" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "DejaVu Sans is missing at $FONT. Install Debian's fonts-dejavu-core package (apt-get install fonts-dejavu-core)." >&2
  exit 1
fi
echo "Installing Debian's fonts-dejavu-core with apt-get…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dejavu-core >/dev/null
