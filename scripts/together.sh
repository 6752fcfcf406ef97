#!/usr/bin/env bash
# Runs the named npm scripts at the same time (`bash scripts/together.sh typecheck lint`) and fails if
# any of them failed: tsc and ESLint each keep one core busy, and this machine has two.
set -u
pids=()
for script in "$@"; do
  npm run --silent "$script" &
  pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
