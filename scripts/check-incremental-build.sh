#!/usr/bin/env bash
# Checks the plugin's promise: adding, editing and removing a schema is picked up by a plain
# `swift build`, and a no-op build does not run the generator. It works in this checkout's own
# .build, where the generator and F1Domain are built already (a scratch copy built the generator's
# tool chain again first, over a minute of every CI run); the schema it adds is removed on any exit.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
probe="Schemas/Domain/Team.yaml"
if [ -e "$probe" ]; then
    echo "check-incremental-build: $probe exists; this check adds and removes a schema by that name." >&2
    exit 1
fi
trap 'rm -f "$root/$probe"' EXIT

fail() { echo "check-incremental-build: FAIL: $*" >&2; exit 1; }
build() { swift build --target F1Domain 2>&1; }
# SwiftPM names the output folder by the package's identity (the folder's name, lowercased).
generated() { find "$root/.build/plugins/outputs" -path "*/F1Domain/destination/F1CodegenPlugin/Generated/$1" 2>/dev/null | head -n 1; }

build > /dev/null || fail "the first build failed"
build > /dev/null
out="$(build)"
echo "$out" | grep -q "Generating F1Domain" && fail "a no-op build ran the generator"

printf 'entities:\n  Team:\n    fields:\n      name: String\n' > "$probe"
out="$(build)" || fail "the build after adding a schema failed: $out"
team="$(generated 'Schemas+Domain+Team.swift')"
[ -n "$team" ] && grep -q "public struct Team" "$team" || fail "an added schema was not generated"

printf 'entities:\n  Team:\n    fields:\n      name: Strin\n' > "$probe"
out="$(build)" && fail "a schema error did not fail the build"
echo "$out" | grep -q "Schemas/Domain/Team.yaml:4:13: error: unknown type 'Strin' (did you mean 'String'?)" \
    || fail "the build did not show the schema error: $out"

rm "$probe"
out="$(build)" || fail "the build after removing a schema failed: $out"
[ -z "$(generated 'Schemas+Domain+Team.swift')" ] || fail "a removed schema's generated file was left behind"

out="$(build)"
echo "$out" | grep -q "Generating F1Domain" && fail "a no-op build after the changes ran the generator"
echo "check-incremental-build: added, edited and removed schemas were picked up; no-op builds did not regenerate."
