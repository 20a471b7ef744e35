# What scripts/install and scripts/package share: which programs ship, how they are built, and
# the tree they are laid out in (PREFIX's layout: bin, libexec, share/man, the completions and
# the notices). Sourced, never run.

# F1Kit's version and its date, read from the one place they are written (F1KitVersion.swift).
dist_version_field() { grep -o "$1 = \"[^\"]*\"" Sources/F1Data/Api/F1KitVersion.swift | cut -d'"' -f2; }
dist_version="$(dist_version_field current)"
dist_date="$(dist_version_field date)"

# The programs people run, and the helper they run for network requests (PREFIX/libexec/f1kit).
dist_programs=(f1report f1tracker f1web)
dist_helpers=(f1report-fetch)

# Builds the programs and the helper, self-contained (scripts/build-release). With "debug", relinks
# the debug build instead: what the install test in CI uses, right after `swift build`.
# With F1KIT_DIST_PREBUILT=1, only finds the programs an earlier run built (scripts/check-install
# packs what it has just installed).
dist_build() {
    local configuration="$1" mode=()
    if [[ "${F1KIT_DIST_PREBUILT:-}" == 1 ]]; then
        dist_binaries="$(swift build -c "$configuration" --scratch-path "${SCRATCH_PATH:-.build}" --show-bin-path)"
        return
    fi
    local product
    if [[ "$configuration" == debug ]]; then
        # Every program brought up to date plainly first, then each only relinked: a plain build
        # after another program's static link would link this one plainly again, for nothing
        # (about 20 s a program in CI).
        for product in "${dist_programs[@]}" "${dist_helpers[@]}"; do
            swift build --scratch-path "${SCRATCH_PATH:-.build}" --quiet --product "$product" >&2
        done
        mode=(--relink-debug)
    fi
    for product in "${dist_programs[@]}" "${dist_helpers[@]}"; do
        # glibc's linker note on Foundation's own use of mktemp is not ours to act on.
        scripts/build-release "${mode[@]}" --quiet --product "$product" 2>&1 | { grep -v "the use of .mktemp' is dangerous" || true; } >&2
    done
    dist_binaries="$(swift build -c "$configuration" --scratch-path "${SCRATCH_PATH:-.build}" --show-bin-path)"
}

# Lays the built programs out under $1 as they are installed: stripped binaries, manual pages,
# completion scripts for bash, zsh and fish where each shell looks, and the notices.
dist_stage() {
    local tree="$1" program
    mkdir -p "$tree/bin" "$tree/libexec/f1kit" "$tree/share/man/man1" "$tree/share/bash-completion/completions" \
        "$tree/share/zsh/site-functions" "$tree/share/fish/vendor_completions.d" "$tree/share/doc/f1kit"
    for program in "${dist_programs[@]}"; do
        dist_copy_binary "$dist_binaries/$program" "$tree/bin/$program"
        install -m 644 "docs/man/$program.1" "$tree/share/man/man1/$program.1"
        "$tree/bin/$program" --generate-completion-script bash > "$tree/share/bash-completion/completions/$program"
        "$tree/bin/$program" --generate-completion-script zsh > "$tree/share/zsh/site-functions/_$program"
        "$tree/bin/$program" --generate-completion-script fish > "$tree/share/fish/vendor_completions.d/$program.fish"
    done
    for program in "${dist_helpers[@]}"; do
        dist_copy_binary "$dist_binaries/$program" "$tree/libexec/f1kit/$program"
    done
    install -m 644 docs/NOTICE.md "$tree/share/doc/f1kit/NOTICE.md"
    dist_licences "$tree/share/doc/f1kit/licences"
}

# Symbols stripped: a third smaller for the self-contained programs (docs/performance.md).
dist_copy_binary() {
    local strip
    strip="$(dirname "$(command -v swiftc)")/llvm-objcopy"
    [[ -x "$strip" ]] || strip="$(command -v objcopy)"
    "$strip" --strip-all "$1" "$2.new"
    chmod 755 "$2.new"
    mv "$2.new" "$2"
}

# The licence texts of what the binaries link statically, as found on this machine.
dist_licences() {
    local folder="$1" package name
    mkdir -p "$folder"
    install -m 644 "$(dirname "$(command -v swiftc)")/../share/swift/LICENSE.txt" "$folder/swift.txt"
    install -m 644 /usr/share/doc/libyaml-0-2/copyright "$folder/libyaml.txt" 2>/dev/null ||
        install -m 644 /usr/share/doc/libyaml-dev/copyright "$folder/libyaml.txt"
    for package in "${SCRATCH_PATH:-.build}"/checkouts/*/; do
        package="$(basename "$package")"
        for name in LICENSE.txt LICENSE; do
            if [[ -f "${SCRATCH_PATH:-.build}/checkouts/$package/$name" ]]; then
                install -m 644 "${SCRATCH_PATH:-.build}/checkouts/$package/$name" "$folder/$package.txt"
                break
            fi
        done
    done
}
