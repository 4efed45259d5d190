#!/usr/bin/env bash
# The frame budget: frames per second of the release client on the largest map (Zhukov's War
# 1942-1943) in the whole map's view, and in the same run of an empty Bevy 2D scene with the same
# egui panels (STEPPE_EMPTY_SCENE=1: no board, counters or overlays), both in a 1280x800 window
# under Xvfb on Mesa's software Vulkan (lavapipe). Prints both and their ratio; the aim is a
# ratio of at least 0.8.
#
#   scripts/frame_bench.sh [SECONDS]      (default 10 per measurement)
#
# Environment: CARGO_TARGET_DIR, SKIP_BUILD=1 to use the binary already built, ROUNDS (default 3:
# scene, empty, scene, empty... so a machine that slows down does not favour one), SCENARIO (the
# scenario file, default scenarios/zw_campaign.ron), VIEW (whole: Home pressed before the count,
# the default; opening: the view a game opens on, zoomed in over the front).
set -euo pipefail

cd "$(dirname "$0")/.."
seconds="${1:-10}"
scenario="${SCENARIO:-scenarios/zw_campaign.ron}"
view="${VIEW:-whole}"
rounds="${ROUNDS:-3}"
target="${CARGO_TARGET_DIR:-target}"
bin="$target/release/steppe"
if [ "${SKIP_BUILD:-}" = 1 ] && [ -x "$bin" ]; then
    echo "using the binary already built: $bin"
else
    cargo build --release --bin steppe
fi
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT

# measure [VAR=value...]: one run, its frames per second.
measure() {
    timeout $((seconds + 120)) xvfb-run -a -s "-screen 0 1280x800x24" \
        env WGPU_BACKEND=vulkan STEPPE_DATA_DIR="$data" STEPPE_FPS="$seconds" STEPPE_FPS_VIEW="$view" "$@" \
        "$bin" --scenario "$scenario" 2>/dev/null >"$data/out.txt" || true
    sed -n 's/^fps: \([0-9.]*\).*/\1/p' "$data/out.txt"
}

scene=()
empty=()
for r in $(seq 1 "$rounds"); do
    s="$(measure)"
    cp "$data/out.txt" "$data/scene.txt"
    e="$(measure STEPPE_EMPTY_SCENE=1)"
    [ -n "$s" ] && [ -n "$e" ] || { echo "FAIL: a run printed no fps" >&2; exit 1; }
    echo "round $r: scenario $s fps, empty scene with panels $e fps"
    scene+=("$s")
    empty+=("$e")
done
python3 - "${scene[*]}" "${empty[*]}" <<'EOF'
import statistics, sys
scene = [float(x) for x in sys.argv[1].split()]
empty = [float(x) for x in sys.argv[2].split()]
s, e = statistics.median(scene), statistics.median(empty)
print(f"scenario: {s:.1f} fps, empty scene with the same panels: {e:.1f} fps, ratio {s / e:.2f} (aim >= 0.8)")
EOF
echo "the window's memory at the end of the last scenario round:"
grep '^memory:' "$data/scene.txt" || echo "(not printed)"
