#!/usr/bin/env bash
# Installs libyaml's development files when pkg-config cannot find yaml-0.1: the one system
# library F1Kit needs beyond Swift.
set -euo pipefail
if pkg-config --exists yaml-0.1 2>/dev/null; then exit 0; fi
case "$(uname -s)" in
    Darwin)
        command -v brew >/dev/null || { echo "F1Kit needs libyaml: install Homebrew, then 'brew install libyaml pkg-config'." >&2; exit 1; }
        brew install libyaml pkg-config ;;
    *)
        command -v apt-get >/dev/null || { echo "F1Kit needs libyaml's development files (pkg-config yaml-0.1); install them with your package manager." >&2; exit 1; }
        echo "Installing libyaml-dev (pkg-config yaml-0.1 not found)..." >&2
        sudo=""
        if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
        export DEBIAN_FRONTEND=noninteractive
        $sudo apt-get update -qq
        $sudo apt-get install -y -qq libyaml-dev pkg-config >/dev/null ;;
esac
