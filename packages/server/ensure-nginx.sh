#!/usr/bin/env bash
# The scale-out test (test/scale-out/) puts two server processes behind Debian's nginx, serving
# TLS with a certificate made by openssl; it fails rather than skip without them, so install the
# packages when they are missing (nginx-light where Debian has it, else nginx). The test runs nginx
# itself, as a child with its own prefix: the service the package may start is not used.
set -euo pipefail
ensure="$(dirname "$0")/../../scripts/ensure-debian-package.sh"
"$ensure" /usr/bin/openssl openssl
[ -x "${NGINX_BIN:-/usr/sbin/nginx}" ] && exit 0
"$ensure" /usr/sbin/nginx nginx-light || "$ensure" /usr/sbin/nginx nginx
