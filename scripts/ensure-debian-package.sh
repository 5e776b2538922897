#!/usr/bin/env bash
# Installs a Debian package when the file it provides is missing: the tests use system parts (Debian's
# Chromium, the DejaVu font) that npm never downloads. Usage: ensure-debian-package.sh FILE PACKAGE
# Without root it says what to install and fails, so a suite never skips for want of it.
set -euo pipefail
FILE="$1"
PACKAGE="$2"
if [ -e "$FILE" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "$FILE is missing. Install Debian's $PACKAGE package (apt-get install $PACKAGE)." >&2
  exit 1
fi
echo "Installing Debian's $PACKAGE with apt-get…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$PACKAGE" >/dev/null
