#!/usr/bin/env bash
# Installs the Debian 12 packages Hexkeeper needs to build, test and run, when any is missing.
# Why: a fresh machine has only Debian and a compiler; `make run` / `make test` must work from there.
set -euo pipefail

packages=(
  cmake ninja-build g++ clang make pkg-config ccache lld libsqlite3-dev
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite qt6-charts-dev libqt6opengl6-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools linguist-qt6 qt6-translations-l10n
  qt6-qpa-plugins qt6-image-formats-plugins libqt6svg6 libgl-dev libxkbcommon-dev fonts-dejavu-core
  qt6-httpserver-dev qt6-websockets-dev libqrencode-dev
  caddy  # tst_cli_serve_caddy: the documented reverse proxy for a game over the internet, in front of `serve`
  libssl-dev openssl  # the secure players' server's own certificate; tst_tls_identity makes a GM's key files with `openssl`
  xvfb xauth python3
  chromium  # the players' page is tested in headless Chromium (tests/server)
  # tst_package checks the .deb and the installed tree: dpkg-shlibdeps, the desktop and AppStream validators, the
  # MIME database and xdg-mime (which asks File::MimeInfo's mimetype).
  dpkg-dev desktop-file-utils appstream shared-mime-info xdg-utils libfile-mimeinfo-perl
)
# `setup.sh --fuzz` (run by `make fuzz`) adds clang's libFuzzer / sanitizer runtimes; `setup.sh --bench` (run by
# `make bench`) adds the SQLite shell and sqldiff, which bench_five_year uses to measure an advance's floor the way
# issue 36 set it.
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(libclang-rt-dev)
fi
if [ "${1:-}" = "--bench" ]; then
  packages+=(sqlite3 sqlite3-tools)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Hexkeeper setup: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1; then
  sudo="sudo"
else
  echo "Hexkeeper setup: missing packages (${missing[*]}) and no root or sudo to install them." >&2
  echo "Install them with: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
