#!/usr/bin/env bash
# Runs protoc-gen-a2a under plain protoc (Debian's protobuf-compiler) with the options of
# buf.gen.yaml, and fails unless the output equals generated/ (which buf produced) byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v protoc >/dev/null || { echo "protoc-check: protoc not found (apt-get install protobuf-compiler)" >&2; exit 1; }
# The one opt list, read from buf.gen.yaml so the two runs cannot drift apart.
opt=$(node -e '
  const m = require("fs").readFileSync("buf.gen.yaml", "utf8").match(/^\s*opt:\s*\[(.*)\]\s*$/m);
  if (!m) { console.error("protoc-check: no opt: [...] line in buf.gen.yaml"); process.exit(1); }
  console.log(m[1].split(",").map((s) => s.trim()).join(","));')
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Files in rules order is irrelevant: the plugin orders versions itself; reverse them to prove it.
protoc -I proto -I node_modules/google-proto-files \
  --plugin=protoc-gen-a2a=bin/protoc-gen-a2a \
  --a2a_out="$opt:$out" \
  a2a/v1/a2a.proto lf/a2a/v1/a2a.proto
if diff -r "$out" generated; then
  echo "protoc-check: $(protoc --version) output equals generated/ ($(find "$out" -type f | wc -l) files)"
else
  echo "protoc-check: protoc output differs from generated/ (buf's)" >&2
  exit 1
fi
