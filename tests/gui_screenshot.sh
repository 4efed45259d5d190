#!/usr/bin/env bash
# End-to-end check of the client in a real window: builds steppe, runs it under Xvfb with Mesa's
# software Vulkan (lavapipe) in screenshot mode, and fails unless the PNG it writes is there and
# is a picture rather than one flat colour. Then a second run on the Barbarossa scenario in the
# Axis panzer movement phase with XLI Panzer Corps selected (its reach shaded, the path to a hex
# shown: HOVER=<hex>, by default its costliest destination) writes selected.png beside it. Last,
# `steppe preview` draws Barbarossa's set-up into setup.png without a window (no X display):
# the check asks for the clear terrain's colour, the legend's paper and the Soviet counters' red.
# Look at the pictures too.
#
#   tests/gui_screenshot.sh [SCENARIO] [OUTPUT.png]
#
# Environment: CARGO_TARGET_DIR (build folder, default target/), PROFILE (release or debug,
# default release), TIMEOUT (seconds for the run, default 300), SKIP_BUILD=1 to use the binary
# `cargo test` already built (scripts/test.sh does: it saves a second bevy build in CI).
# Needs xvfb-run and mesa-vulkan-drivers (scripts/install-deps.sh).
set -euo pipefail

cd "$(dirname "$0")/.."
scenario="${1:-scenarios/gpw_barbarossa.ron}"
profile="${PROFILE:-release}"
target="${CARGO_TARGET_DIR:-target}"
out="${2:-$target/screenshots/$(basename "${scenario%.ron}").png}"
timeout_s="${TIMEOUT:-300}"

bin="$target/$profile/steppe"
if [ "${SKIP_BUILD:-}" = 1 ] && [ -x "$bin" ]; then
    echo "using the binary already built: $bin"
elif [ "$profile" = release ]; then
    cargo build --release --bin steppe
else
    cargo build --bin steppe
fi

selected="$(dirname "$out")/selected.png"
# Saves and the autosave go to a folder of this run, not the user's: no "continue?" dialog.
data_dir="$(mktemp -d)"
trap 'rm -rf "$data_dir"' EXIT

# run OUTPUT [VAR=value...]: one screenshot run, failing on a non-zero exit status.
run() {
    local png="$1"
    shift
    mkdir -p "$(dirname "$png")"
    rm -f "$png"
    echo "running $bin -> $png $*"
    local status=0
    timeout "$timeout_s" xvfb-run -a -s "-screen 0 1280x800x24" \
        env WGPU_BACKEND=vulkan STEPPE_DATA_DIR="$data_dir" STEPPE_SCREENSHOT="$png" "$@" "$bin" --seed 1 --scenario "$scenario_of_run" \
        || status=$?
    if [ "$status" -ne 0 ]; then
        echo "FAIL: steppe exited with status $status" >&2
        exit 1
    fi
}

# check OUTPUT: a PNG's pixels, decoded with the standard library only: fail on a missing, tiny
# or one-colour image (a black window, or the clear colour with nothing drawn).
check() {
    python3 tests/png_check.py "$1"
}

scenario_of_run="$scenario"
run "$out"
check "$out"
scenario_of_run=scenarios/gpw_barbarossa.ron
run "$selected" STEPPE_SCREENSHOT_PHASE=axis_panzer STEPPE_SCREENSHOT_SELECT=g_41pz \
    STEPPE_SCREENSHOT_HOVER="${HOVER:-}"
check "$selected"

# The designer's preview: no window, no display.
setup="$(dirname "$out")/setup.png"
rm -f "$setup"
echo "running $bin preview -> $setup"
env -u DISPLAY WGPU_BACKEND=vulkan timeout "$timeout_s" "$bin" preview scenarios/gpw_barbarossa.ron \
    -o "$setup" --max-side 2400 || { echo "FAIL: steppe preview" >&2; exit 1; }
python3 tests/png_check.py "$setup" --has '#d9d3a3:15' --has '#efebdb:5' --has '#b8281f:0.5'
# With --hex-numbers every hex carries its number on a pale plate (#f0ead2 on clear terrain, none
# in the plain picture).
numbered="$(dirname "$out")/setup-numbers.png"
env -u DISPLAY WGPU_BACKEND=vulkan timeout "$timeout_s" "$bin" preview scenarios/gpw_barbarossa.ron \
    -o "$numbered" --max-side 2400 --hex-numbers || { echo "FAIL: steppe preview --hex-numbers" >&2; exit 1; }
python3 tests/png_check.py "$numbered" --has '#d9d3a3:12' --has '#f0ead2:0.8'
if python3 tests/png_check.py "$setup" --has '#f0ead2:0.8' 2>/dev/null; then
    echo "FAIL: the plain preview has the hex numbers' plates" >&2
    exit 1
fi

# Without a usable graphics adapter (the Vulkan loader pointed at no driver) or without a display,
# the window and the preview say so in one line naming the install script, exit code 1, no
# backtrace.
plain_error() {
    local what="$1" out err status=0
    shift
    out="$("$@" 2>&1 >/dev/null)" || status=$?
    # Bevy's own log lines (warnings about the asset watcher) aside.
    err="$(sed 's/\x1b\[[0-9;]*m//g' <<<"$out" | grep -v ' WARN \| INFO ')" || true
    if [ "$status" -ne 1 ] || [ "$(grep -c . <<<"$err")" -ne 1 ] ||
        ! grep -q 'scripts/install-deps.sh' <<<"$err" || grep -q 'backtrace\|panicked' <<<"$err"; then
        echo "FAIL: $what: status $status, said:" >&2
        echo "$err" >&2
        exit 1
    fi
    echo "$what: $err"
}
plain_error "preview without an adapter" env -u DISPLAY WGPU_BACKEND=vulkan \
    VK_ICD_FILENAMES=/nonexistent.json VK_DRIVER_FILES=/nonexistent.json timeout "$timeout_s" \
    "$bin" preview scenarios/gpw_barbarossa.ron -o "$data_dir/none.png"
plain_error "the window without a display" env -u DISPLAY -u WAYLAND_DISPLAY \
    STEPPE_DATA_DIR="$data_dir" timeout "$timeout_s" "$bin" --scenario scenarios/gpw_barbarossa.ron
