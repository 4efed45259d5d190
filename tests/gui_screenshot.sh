#!/usr/bin/env bash
# End-to-end check of the client in a real window: builds steppe, runs it under Xvfb with Mesa's
# software Vulkan (lavapipe) in screenshot mode, and fails unless the PNG it writes is there and
# is a picture rather than one flat colour. Then a second run on the Barbarossa scenario in the
# Axis panzer movement phase with XLI Panzer Corps selected (its reach shaded, the path to a hex
# shown: HOVER=<hex>, by default its costliest destination) writes selected.png beside it. Look at the pictures too.
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

# run OUTPUT [VAR=value...]: one screenshot run, failing on a non-zero exit status.
run() {
    local png="$1"
    shift
    mkdir -p "$(dirname "$png")"
    rm -f "$png"
    echo "running $bin -> $png $*"
    local status=0
    timeout "$timeout_s" xvfb-run -a -s "-screen 0 1280x800x24" \
        env WGPU_BACKEND=vulkan STEPPE_SCREENSHOT="$png" "$@" "$bin" --scenario "$scenario_of_run" \
        || status=$?
    if [ "$status" -ne 0 ]; then
        echo "FAIL: steppe exited with status $status" >&2
        exit 1
    fi
}

# check OUTPUT: a PNG's pixels, decoded with the standard library only: fail on a missing, tiny
# or one-colour image (a black window, or the clear colour with nothing drawn).
check() {
python3 - "$1" <<'EOF'
import struct, sys, zlib

path = sys.argv[1]
try:
    data = open(path, "rb").read()
except OSError as e:
    sys.exit(f"FAIL: no screenshot: {e}")
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"FAIL: {path} is not a PNG")
pos, idat, header = 8, b"", None
while pos < len(data):
    (length,), kind = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
width, height, depth, colour_type = header[:4]
if depth != 8 or colour_type not in (2, 6):
    sys.exit(f"FAIL: unexpected PNG format (depth {depth}, colour type {colour_type})")
bpp = 3 if colour_type == 2 else 4
raw = zlib.decompress(idat)
stride = width * bpp
rows, prev = [], bytearray(stride)
for y in range(height):
    f = raw[y * (stride + 1)]
    line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 1:
            line[i] = (line[i] + a) & 255
        elif f == 2:
            line[i] = (line[i] + b) & 255
        elif f == 3:
            line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(bytes(line))
    prev = line
colours = {}
for line in rows[::4]:
    for x in range(0, width, 4):
        px = line[x * bpp:x * bpp + 3]
        colours[px] = colours.get(px, 0) + 1
total = sum(colours.values())
top = max(colours.values())
print(f"{path}: {width}x{height}, {len(colours)} colours in a 1/16 sample, "
      f"the commonest covers {100 * top / total:.1f}%")
if width < 64 or height < 64:
    sys.exit("FAIL: the screenshot is too small")
if len(colours) < 16 or top / total > 0.9:
    sys.exit("FAIL: the screenshot is (nearly) one colour: nothing was drawn")
print("OK")
EOF
}

scenario_of_run="$scenario"
run "$out"
check "$out"
scenario_of_run=scenarios/gpw_barbarossa.ron
run "$selected" STEPPE_SCREENSHOT_PHASE=axis_panzer STEPPE_SCREENSHOT_SELECT=g_41pz \
    STEPPE_SCREENSHOT_HOVER="${HOVER:-}"
check "$selected"
