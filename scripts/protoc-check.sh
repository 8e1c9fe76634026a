#!/usr/bin/env bash
# Runs protoc-gen-a2a under plain protoc (Debian's protobuf-compiler) with the options of
# buf.gen.yaml, and fails unless the output equals generated/ and generated/es (which buf produced) byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v protoc >/dev/null || { echo "protoc-check: protoc not found (apt-get install protobuf-compiler)" >&2; exit 1; }
# The opt lists, read from buf.gen.yaml (protoc-gen-a2a) and buf.gen.es.yaml (protoc-gen-es, the
# test fixture) so the two runs cannot drift apart.
opt_of() {
  node -e '
    const m = [...require("fs").readFileSync(process.argv[1], "utf8").matchAll(/^\s*opt:\s*\[(.*)\]\s*$/gm)];
    if (m.length !== 1) { console.error("protoc-check: expected one opt: [...] line in " + process.argv[1]); process.exit(1); }
    console.log(m[0][1].split(",").map((s) => s.trim()).join(","));' "$1"
}
opt=$(opt_of buf.gen.yaml)
es_opt=$(opt_of buf.gen.es.yaml)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Files in rules order is irrelevant: the plugin orders versions itself; reverse them to prove it.
protoc -I proto -I node_modules/google-proto-files \
  --plugin=protoc-gen-a2a=bin/protoc-gen-a2a \
  --a2a_out="$opt:$out" \
  a2a/v1/a2a.proto lf/a2a/v1/a2a.proto
# buf's include_imports for protoc-gen-es: the googleapis files the protos import (protobuf-es
# ships the google/protobuf ones itself).
mkdir -p "$out/es"
protoc -I proto -I node_modules/google-proto-files \
  --plugin=protoc-gen-es=node_modules/@bufbuild/protoc-gen-es/bin/protoc-gen-es \
  --es_out="$es_opt:$out/es" \
  a2a/v1/a2a.proto lf/a2a/v1/a2a.proto \
  google/api/annotations.proto google/api/client.proto google/api/field_behavior.proto google/api/http.proto google/api/launch_stage.proto
# protoc-gen-a2a: byte for byte. protoc-gen-es: byte for byte except its embedded descriptors,
# which protoc and buf serialize with option fields in different orders (scripts/es-equal.ts).
# generated/ also holds files the generator did not write (package.json, LICENSE, README.md, the CLI's manifest).
if ! diff -r --exclude=es --exclude=package.json --exclude=LICENSE --exclude=README.md --exclude=.a2a-bindgen-manifest.json "$out" generated; then
  echo "protoc-check: protoc output differs from generated/ (buf's)" >&2
  exit 1
fi
es_files=$(cd generated/es && find . -type f | sort)
if [ "$es_files" != "$(cd "$out/es" && find . -type f | sort)" ]; then
  echo "protoc-check: protoc-gen-es wrote other files under protoc than under buf" >&2
  exit 1
fi
# shellcheck disable=SC2086
node --import tsx scripts/es-equal.ts "$out/es" generated/es $es_files
echo "protoc-check: $(protoc --version) output equals generated/ and generated/es ($(find "$out" -type f | wc -l) files; protoc-gen-es descriptors compared as messages)"
