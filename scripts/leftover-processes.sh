#!/usr/bin/env bash
# After a test run: fails if a process the run started is still alive. Every process of the run
# inherits SITE_TEST_RUN (the Makefile sets a fresh value per `make` call); children of a killed
# test are stopped by their reaper within a few seconds, so this waits up to 15 s before it names them.
# The scan runs in this shell (no command substitution): a subshell would carry the mark and find itself.
set -uo pipefail
run="${SITE_TEST_RUN:?SITE_TEST_RUN is not set}"
left=()
find_survivors() {
  left=()
  local dir pid
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    if [ "$pid" = "$$" ] || [ "$pid" = "$PPID" ]; then continue; fi
    if grep -qzx "SITE_TEST_RUN=$run" "$dir/environ" 2>/dev/null; then left+=("$pid"); fi
  done
}
for _ in $(seq 1 30); do
  find_survivors
  [ ${#left[@]} -eq 0 ] && exit 0
  sleep 0.5
done
echo "Processes this test run started are still running:" >&2
for pid in "${left[@]}"; do ps -o pid=,args= -p "$pid" >&2; done
exit 1
