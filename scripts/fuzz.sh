#!/usr/bin/env bash
# Runs each fuzz target of a HK_FUZZ build for a bounded time and prints how many inputs each one tried.
# Why: `make fuzz` must end on its own with a short answer; a crash stops it with the input saved.
# Usage: scripts/fuzz.sh BUILD_DIR SECONDS [target...]
set -euo pipefail

build=$1
seconds=$2
shift 2
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(fuzz_statblock fuzz_character_file fuzz_package fuzz_player_request fuzz_player_ask fuzz_foundry_actor)
fi
here=$(cd "$(dirname "$0")/.." && pwd)

summary=()
for t in "${targets[@]}"; do
  corpus="$build/fuzz-corpus/$t"   # what the run adds; the seeds in fuzz/corpus stay as they are
  artifacts="$build/fuzz-artifacts/$t"
  log="$build/fuzz-logs/$t.log"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  echo "== $t: ${seconds}s (log: $log)"
  status=0
  "$build/fuzz/$t" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -dict="$here/fuzz/dict/$t.dict" -artifact_prefix="$artifacts/" "$corpus" "$here/fuzz/corpus/$t" >"$log" 2>&1 || status=$?
  done_line=$(grep -E '^Done [0-9]+ runs in' "$log" | tail -n 1 || true)
  if [ $status -ne 0 ]; then
    tail -n 60 "$log"
    echo "$t: FAILED (exit $status); the input is in $artifacts/" >&2
    exit $status
  fi
  summary+=("$t: $done_line")
done
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
