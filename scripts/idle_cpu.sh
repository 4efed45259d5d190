#!/usr/bin/env bash
# Idle cost of the window: the release client on the default scenario in a 1280x800 window under
# Xvfb on Mesa's software Vulkan (lavapipe), left alone for SETTLE seconds, then the CPU time it
# uses over SECONDS more, as a percentage of one core. A turn-based board should draw only on
# input: the aim is under 5%.
#
#   scripts/idle_cpu.sh [SECONDS] [SCENARIO]     (default 10, scenarios/gpw_barbarossa.ron)
#
# Environment: CARGO_TARGET_DIR, SKIP_BUILD=1 to use the binary already built, SETTLE (default 10).
set -euo pipefail

cd "$(dirname "$0")/.."
seconds="${1:-10}"
scenario="${2:-scenarios/gpw_barbarossa.ron}"
settle="${SETTLE:-10}"
target="${CARGO_TARGET_DIR:-target}"
bin="$target/release/steppe"
if [ "${SKIP_BUILD:-}" = 1 ] && [ -x "$bin" ]; then
    echo "using the binary already built: $bin"
else
    cargo build --release --bin steppe
fi
data="$(mktemp -d)"
display=":$((70 + RANDOM % 20))"
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
app=
cleanup() {
    [ -n "$app" ] && kill "$app" 2>/dev/null && wait "$app" 2>/dev/null
    kill "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null
    rm -rf "$data"
}
trap cleanup EXIT
sleep 1
DISPLAY="$display" WGPU_BACKEND=vulkan STEPPE_DATA_DIR="$data" "$bin" --scenario "$scenario" \
    >"$data/log" 2>&1 &
app=$!
sleep "$settle"
kill -0 "$app" 2>/dev/null || { echo "FAIL: steppe exited" >&2; tail "$data/log" >&2; exit 1; }
# utime + stime of the process, in clock ticks.
ticks() { awk '{ print $14 + $15 }' "/proc/$app/stat"; }
t0="$(ticks)"
sleep "$seconds"
t1="$(ticks)"
hz="$(getconf CLK_TCK)"
python3 -c "import sys; t0, t1, hz, s = map(float, sys.argv[1:]); print(f'idle for {s:.0f} s after {$settle} s: {100 * (t1 - t0) / hz / s:.1f}% of one core (aim < 5%)')" \
    "$t0" "$t1" "$hz" "$seconds"
