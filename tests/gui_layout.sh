#!/usr/bin/env bash
# The windows' layout in a real window, at 1280x800 and at 1024x640: no window lies over another
# or over the map. Runs steppe under Xvfb with Mesa's software Vulkan (as tests/gui_e2e.sh does),
# opens every window that can be open together, as a player would with the keys and the mouse
# (C T L O P G F1 over the reinforcement phase's window; set-up mode, F2, with Balance; a combat
# phase with an attack planned, the combat panel and its table, the battle log, the players, the
# terrain chart and the help), and after each step reads the probe's rectangles (`rect.<title>`,
# `map`, `window`): it fails if two windows intersect, if a window reaches over the map or out of
# the window, or if the map keeps less than three fifths of a 1024x640 window. It also fails if
# the Players window moves while a battle is fought and the combat phase ends (the combat panel
# and the battle log closing), or while the computer plays the Axis. Typhoon's activations and
# its combat panel (with the air support row) are checked too. Screenshots of each step go to $CARGO_TARGET_DIR/screenshots
# (layout-SIZE-STEP.png): look at them too.
#
# Environment: CARGO_TARGET_DIR (default target/), SKIP_BUILD=1 to use the binary already built,
# TIMEOUT (seconds to wait for one state, default 60).
set -euo pipefail

cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
bin="$target/release/steppe"
shots="$target/screenshots"
wait_s="${TIMEOUT:-60}"

if [ -z "${STEPPE_LAYOUT_INNER:-}" ]; then
    if [ "${SKIP_BUILD:-}" = 1 ] && [ -x "$bin" ]; then
        echo "using the binary already built: $bin"
    else
        cargo build --release --bin steppe
    fi
    exec timeout 900 xvfb-run -a -s "-screen 0 1280x800x24 -noreset" env STEPPE_LAYOUT_INNER=1 "$0" "$@"
fi

data="$(mktemp -d)"
probe="$data/probe"
mkdir -p "$shots"
pid=
size=
fail_where=
. tests/gui_lib.sh
trap cleanup EXIT
# launch SIZE SCENARIO: starts steppe in a window of SIZE (WxH) on SCENARIO, with a fresh data
# folder and probe.
launch() {
    size="$1"
    fail_where="$1"
    rm -rf "$data"
    mkdir -p "$data"
    STEPPE_WINDOW="$size" STEPPE_DATA_DIR="$data" STEPPE_PROBE="$probe" WGPU_BACKEND=vulkan \
        "$bin" --seed 1 --scenario "$2" >"$data/steppe.log" 2>&1 &
    pid=$!
}

# end_phase_to PHASE: Ctrl+E until the game is in PHASE (again if a busy machine lost the key).
end_phase_to() {
    for _ in $(seq 1 5); do
        ctrl e
        for _ in $(seq 1 25); do
            [ "$(get phase)" = "$1" ] && return
            nudge
            sleep 0.4
        done
    done
    fail "Ctrl+E did not bring phase $1 (it is $(get phase))"
}

# settle: until the windows' rectangles stay the same over a second (egui lays a window out
# from the frame before: a window that opens settles in a few frames).
settle() {
    local was now
    was="$(grep '^rect\.' "$probe" 2>/dev/null || true)"
    for _ in $(seq 1 30); do
        nudge
        sleep 0.5
        nudge
        sleep 0.5
        now="$(grep '^rect\.' "$probe" 2>/dev/null || true)"
        [ "$now" = "$was" ] && return
        was="$now"
    done
    fail "the windows never settled"
}

# shot NAME: F12, the screenshot kept as layout-SIZE-NAME.png.
shot() {
    f12 "$1"
    cp "$png" "$shots/layout-$size-$1.png"
}

# check STEP [WINDOW...]: the probe's rectangles at this step (settled) keep apart and off the
# map; each WINDOW named must be among them. A screenshot of the step is kept.
check() {
    local step="$1"
    shift
    settle
    python3 - "$probe" "$step" "$@" <<'EOF' || fail "the layout at step $step"
import sys
probe, step, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
rects, values = {}, {}
for line in open(probe):
    if line.startswith("hex "):
        continue
    key, _, value = line.rstrip("\n").partition("=")
    values[key] = value
    if key.startswith("rect."):
        rects[key[5:]] = [float(v) for v in value.split()]
W, H = (float(v) for v in values["window"].split())
mx, my, mw, mh = (float(v) for v in values["map"].split())
problems = []
for name in wanted:
    if name not in rects:
        problems.append(f"{name!r} is not shown (shown: {sorted(rects)})")
def meet(a, b):
    # Rectangles meet when they share more than a pixel's rounding.
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax + aw > bx + 1 and bx + bw > ax + 1 and ay + ah > by + 1 and by + bh > ay + 1
names = sorted(rects)
for i, a in enumerate(names):
    x, y, w, h = rects[a]
    if x < -1 or y < -1 or x + w > W + 1 or y + h > H + 1:
        problems.append(f"{a!r} {rects[a]} reaches out of the {W:.0f}x{H:.0f} window")
    if meet(rects[a], (mx, my, mw, mh)):
        problems.append(f"{a!r} {rects[a]} lies over the map {mx, my, mw, mh}")
    for b in names[i + 1:]:
        if meet(rects[a], rects[b]):
            problems.append(f"{a!r} {rects[a]} and {b!r} {rects[b]} intersect")
share = mw * mh / (W * H)
if (W, H) == (1024, 640) and share < 0.6:
    problems.append(f"the map keeps {share:.1%} of the window, less than 60%")
print(f"{step}: {len(rects)} windows {sorted(rects)}, the map {share:.1%} of the window")
for p in problems:
    print("  " + p)
sys.exit(1 if problems else 0)
EOF
    shot "$step"
}


for s in 1280x800 1024x640; do
    launch "$s" scenarios/gpw_barbarossa.ron
    find_window 200 300
    wait_for phase axis_reinforcement
    wait_for dialog none
    [ "$(get window)" = "${s/x/ }" ] || fail "the window is $(get window), not $s"
    check reinforcement "Reinforcements and replacements" Unit
    # Every window the keys open, over the reinforcement phase's own.
    key c t l o p g F1
    check all-keys "Reinforcements and replacements" Unit "Combat results table" \
        "Terrain effects chart" "Battle log" Objectives Players "What-if: games from here" \
        "Help: keys, mouse and the map's symbols"
    key c t l o p g F1
    # Set-up mode with its Balance panel.
    key F2
    check setup "Set-up (designer)" "Balance: games after each change"
    key F2
    # A combat phase with an attack planned: the combat panel (its table inside), the battle
    # log, the players, the terrain chart and the help.
    end_phase_to axis_rail
    end_phase_to axis_panzer
    click_hex 1512
    wait_for selected g_56pz
    commands="$(get commands)"
    click_hex 1612
    wait_for commands "$((commands + 1))"
    end_phase_to axis_combat
    click_hex 1611
    wait_for defender 1611
    key p
    check combat Combat "Battle log" Unit Players
    key t F1
    check combat-reference Combat "Battle log" Unit Players "Terrain effects chart" \
        "Help: keys, mouse and the map's symbols"
    key t F1
    settle
    players="$(get rect.Players)"
    # The battle fought and the phase ended: the combat panel and the battle log close; the
    # Players window stays where it is.
    key Return
    wait_for battles 1
    for _ in $(seq 1 30); do
        nudge
        sleep 0.3
        if [ "$(get pending)" != none ]; then key 1; else break; fi
    done
    wait_for pending none
    settle
    [ "$(get rect.Players)" = "$players" ] || fail "the Players window moved from $players to $(get rect.Players) after the battle"
    end_phase_to axis_general
    check after-combat Players Unit
    [ "$(get rect.Players)" = "$players" ] || fail "the Players window moved from $players to $(get rect.Players) when the combat phase ended"
    echo "$s: the Players window stayed at $players through the battle and the end of the combat phase"
    stop

    # The computer playing the Axis: the Players window stays where it is while phases, the
    # combat panel and the battle log come and go.
    launch "$s" scenarios/gpw_barbarossa.ron --axis greedy --pace fast
    find_window 200 300
    key p
    check computer Players
    players="$(get rect.Players)"
    seen=""
    for _ in $(seq 1 40); do
        nudge
        sleep 0.5
        [ "$(get rect.Players)" = "$players" ] || fail "the Players window moved from $players to $(get rect.Players) while the computer played ($(get phase))"
        seen="$seen $(get phase)"
    done
    echo "$s: the Players window stayed at $players while the computer played:$(tr ' ' '\n' <<<"$seen" | sort -u | tr '\n' ' ')"
    stop

    # Typhoon: the activations, then the combat panel with its air support row.
    launch "$s" scenarios/typhoon_1941.ron
    find_window 200 300
    for _ in $(seq 1 20); do
        [ "$(get phase)" = german_movement ] && break
        if [ "$(get dialog)" = handover ] || [ "$(get dialog)" = confirm ]; then key Return; else ctrl e; fi
        nudge
    done
    wait_for phase german_movement
    if [ "$(get dialog)" = handover ]; then key Return; fi
    wait_for dialog none
    check typhoon-choose Activations
    click_hex 0721
    wait_for active g_hq4
    end_phase_to german_combat
    wait_for dialog none
    click_hex 0821
    wait_for defender 0821
    check typhoon-combat Combat "Battle log" Unit
    stop
done
echo "PASS: no window over another or over the map, at 1280x800 and 1024x640"
