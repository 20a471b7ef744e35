#!/usr/bin/env bash
# Checks the plugin's promise on a scratch copy of the package: adding, editing and removing a
# schema is picked up by a plain `swift build`, and a no-op build does not run the generator.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
# Tracked and untracked-but-not-ignored files: what a clone plus local edits would hold.
git ls-files --cached --others --exclude-standard -z | tar --null -cf - -T - | tar -xf - -C "$work"
cd "$work"

fail() { echo "check-incremental-build: FAIL: $*" >&2; exit 1; }
build() { swift build --target F1Domain 2>&1; }
# SwiftPM names the output folder by the package's identity (the folder's name, lowercased).
generated() { find "$work/.build/plugins/outputs" -path "*/F1Domain/destination/F1CodegenPlugin/Generated/$1" 2>/dev/null | head -n 1; }

build > /dev/null || fail "the first build failed"
build > /dev/null
out="$(build)"
echo "$out" | grep -q "Generating F1Domain" && fail "a no-op build ran the generator"

printf 'entities:\n  Team:\n    fields:\n      name: String\n' > Schemas/Domain/Team.yaml
out="$(build)" || fail "the build after adding a schema failed: $out"
team="$(generated 'Schemas+Domain+Team.swift')"
[ -n "$team" ] && grep -q "public struct Team" "$team" || fail "an added schema was not generated"

printf 'entities:\n  Team:\n    fields:\n      name: Strin\n' > Schemas/Domain/Team.yaml
out="$(build)" && fail "a schema error did not fail the build"
echo "$out" | grep -q "Schemas/Domain/Team.yaml:4:13: error: unknown type 'Strin' (did you mean 'String'?)" \
    || fail "the build did not show the schema error: $out"

rm Schemas/Domain/Team.yaml
out="$(build)" || fail "the build after removing a schema failed: $out"
[ -z "$(generated 'Schemas+Domain+Team.swift')" ] || fail "a removed schema's generated file was left behind"

out="$(build)"
echo "$out" | grep -q "Generating F1Domain" && fail "a no-op build after the changes ran the generator"
echo "check-incremental-build: added, edited and removed schemas were picked up; no-op builds did not regenerate."
