#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests that need one (the boardgame.io servers sharing a database).
#
#   scripts/postgres.sh run -- <command...>   start a cluster, run the command with LAGUNA_PG_URL set,
#                                             then stop the cluster and delete it (exit: the command's)
#   eval "$(scripts/postgres.sh start)"       start one and export LAGUNA_PG_URL and LAGUNA_PG_DIR
#   scripts/postgres.sh stop [dir]            stop and delete it (default: $LAGUNA_PG_DIR)
#
# When the PostgreSQL server binaries are absent (or LAGUNA_PG_FORCE_INSTALL=1), installs Debian's
# `postgresql` package with apt-get (noninteractive; as root, or through passwordless sudo). The
# cluster lives in a new temporary folder (initdb), listens on 127.0.0.1 only, on a free port, with
# no Unix socket outside that folder. PostgreSQL refuses to run as root: as root, the folder is
# given to the `postgres` user the package creates and every PostgreSQL program runs as that user.
# Trust authentication: for tests on this machine only.
set -euo pipefail

log() { echo "postgres.sh: $*" >&2; }

# The newest installed server's bin folder (Debian keeps each major version apart).
find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/postgres" ]]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

ensure_installed() {
  if [[ "${LAGUNA_PG_FORCE_INSTALL:-}" != 1 ]] && find_bin >/dev/null; then return 0; fi
  local sudo=()
  if [[ "$(id -u)" != 0 ]]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      log "the PostgreSQL server is not installed, and installing it needs root (apt-get install postgresql)"
      exit 1
    fi
  fi
  log "installing Debian's postgresql package"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
  find_bin >/dev/null || { log "postgresql installed, but no server binaries found under /usr/lib/postgresql"; exit 1; }
}

# Runs a PostgreSQL program as the postgres user when we are root, else as ourselves.
as_postgres() {
  if [[ "$(id -u)" == 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

start() {
  ensure_installed
  local bin dir port
  bin="$(find_bin)"
  dir="$(mktemp -d "${TMPDIR:-/tmp}/laguna-pg.XXXXXX")"
  chmod 700 "$dir"
  if [[ "$(id -u)" == 0 ]]; then chown postgres: "$dir"; fi
  as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  port="$(free_port)"
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off" start >&2 || {
    cat "$dir/server.log" >&2
    exit 1
  }
  as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres laguna
  log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, cluster in $dir"
  echo "export LAGUNA_PG_URL=postgres://postgres@127.0.0.1:$port/laguna"
  echo "export LAGUNA_PG_DIR=$dir"
}

stop() {
  local dir="${1:-${LAGUNA_PG_DIR:-}}"
  if [[ -z "$dir" || ! -d "$dir/data" ]]; then
    log "no cluster to stop (give its folder, or set LAGUNA_PG_DIR)"
    exit 1
  fi
  local bin
  bin="$(find_bin)"
  as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  rm -rf "$dir"
  log "stopped and deleted $dir"
}

case "${1:-}" in
  start)
    start
    ;;
  stop)
    stop "${2:-}"
    ;;
  run)
    shift
    [[ "${1:-}" == "--" ]] && shift
    if (($# == 0)); then
      log "usage: scripts/postgres.sh run -- <command...>"
      exit 2
    fi
    eval "$(start)"
    trap 'stop "$LAGUNA_PG_DIR"' EXIT
    status=0
    "$@" || status=$?
    exit "$status"
    ;;
  *)
    echo "usage: scripts/postgres.sh start | stop [dir] | run -- <command...>" >&2
    exit 2
    ;;
esac
