#!/usr/bin/env bash
# Installs the development files of the two system libraries F1Kit needs beyond Swift when
# pkg-config cannot find them: libyaml (yaml-0.1, the f1db source) and SQLite (sqlite3, the
# history index through GRDB).
set -euo pipefail
if pkg-config --exists yaml-0.1 sqlite3 2>/dev/null; then exit 0; fi
case "$(uname -s)" in
    Darwin)
        command -v brew >/dev/null || { echo "F1Kit needs libyaml: install Homebrew, then 'brew install libyaml pkg-config'." >&2; exit 1; }
        brew install libyaml sqlite pkg-config ;;
    *)
        command -v apt-get >/dev/null || { echo "F1Kit needs the development files of libyaml and SQLite (pkg-config yaml-0.1 sqlite3); install them with your package manager." >&2; exit 1; }
        echo "Installing libyaml-dev and libsqlite3-dev (pkg-config yaml-0.1 or sqlite3 not found)..." >&2
        sudo=""
        if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
        export DEBIAN_FRONTEND=noninteractive
        $sudo apt-get update -qq
        $sudo apt-get install -y -qq libyaml-dev libsqlite3-dev pkg-config >/dev/null ;;
esac
