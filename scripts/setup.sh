#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian 12 machine, and nothing twice:
# Debian packages (redis-server, haproxy for the balancer of `INSTANCES=N make run`, chromium,
# docker-compose for `docker-compose config`, ccache) when missing, then npm packages when
# package-lock.json changed since the last install.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
command -v ccache >/dev/null 2>&1 || missing+=(ccache)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  say "Installing Debian packages: ${missing[*]} (about 30 s)"
  $sudo apt-get update -qq
  # --no-install-recommends keeps docker-compose from pulling in a Docker daemon.
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  # better-sqlite3 compiles SQLite from source (no prebuilt binaries are reachable): about 2 minutes
  # the first time on a machine. ccache keeps the objects (~/.cache/ccache), keyed by the sources and
  # flags with paths taken relative to this checkout, so every later clone reuses them in seconds.
  # --prefer-offline: what npm's cache holds (metadata and tarballs, checked against the lockfile's
  # integrity hashes) is not asked of the registry again.
  say "Installing npm packages with npm ci"
  CC="ccache gcc" CXX="ccache g++" CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1 \
    npm ci --prefer-offline --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
