#!/usr/bin/env bash
# Reports embed DejaVu Sans so that names in Greek, Cyrillic or Polish print; the server tests
# fail without it rather than skip, so install Debian's package when it is missing.
set -euo pipefail
exec "$(dirname "$0")/../../scripts/ensure-debian-package.sh" /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf fonts-dejavu-core
