# The helpers the window tests (tests/gui_e2e.sh, tests/gui_layout.sh) drive steppe with:
# reading its probe, real keys and clicks (xdotool), waiting for a state, screenshots. Sourced,
# not run. The script that sources it sets `data` (the data folder), `probe` (the STEPPE_PROBE
# file), `pid` (the running steppe), `wait_s` (seconds to wait for one state) and, optionally,
# `fail_where` (named in every failure, e.g. the window's size); `find_window` sets `window`.

# stop: the running steppe, ended and waited for.
stop() {
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}
# cleanup: steppe stopped and the data folder gone (the scripts' EXIT trap).
cleanup() {
    stop
    rm -rf "$data"
}

# fail WHY: says why, with the probe and the end of steppe's log, and ends the test.
fail() {
    echo "FAIL${fail_where:+ ($fail_where)}: $*" >&2
    echo "--- probe:" >&2
    grep -v '^hex ' "$probe" >&2 2>/dev/null || true
    echo "--- steppe's log (last lines):" >&2
    tail -n 20 "$data/steppe.log" >&2 || true
    exit 1
}

# get KEY: a value from the probe.
get() { sed -n "s/^$1=//p" "$probe" 2>/dev/null | head -n 1; }

# nudge: a one-pixel pointer move, so the reactive app draws another frame.
nudge() { xdotool mousemove_relative -- 1 0 mousemove_relative -- -1 0 2>/dev/null || true; }

# key KEY...: keys pressed as a hand presses them.
key() { xdotool key --delay 120 "$@"; sleep 0.3; }

# ctrl KEY: Ctrl held down across a frame, then KEY, as a hand does it.
# Ctrl stays down for a second after the key: on a busy machine a frame can take longer than a
# hand's 0.2 s, and a key and Ctrl's release read in one frame are a plain key.
ctrl() {
    xdotool keydown Control_L
    sleep 0.2
    nudge
    xdotool key "$1"
    sleep 0.3
    nudge
    sleep 0.7
    xdotool keyup Control_L
    sleep 0.3
}

# wait_for KEY VALUE: until the probe says so.
wait_for() {
    local deadline=$((SECONDS + wait_s))
    until [ "$(get "$1")" = "$2" ]; do
        [ "$SECONDS" -lt "$deadline" ] || fail "waited ${wait_s}s for $1=$2 (it is $(get "$1"))"
        kill -0 "$pid" 2>/dev/null || fail "steppe exited"
        nudge
        sleep 0.2
    done
}

# hex_at LABEL: where a hex is on screen (logical pixels), empty if it is not in view.
hex_at() { awk -v h="$1" '$1 == "hex" && $2 == h { print $3, $4 }' "$probe"; }

# click_hex LABEL: a left click on the centre of a hex, where the app says it is.
# A game opens over its front, close in: a hex out of view is found as a player finds it, with
# Home (the whole map).
click_hex() {
    local xy scale x y
    xy="$(hex_at "$1")"
    if [ -z "$xy" ]; then
        key Home
        nudge
        sleep 0.5
        xy="$(hex_at "$1")"
    fi
    [ -n "$xy" ] || fail "hex $1 is not on screen, even with the whole map in view (Home)"
    scale="$(get scale)"
    read -r x y <<<"$(awk -v s="$scale" -v p="$xy" 'BEGIN { split(p, a, " "); printf "%d %d", a[1] * s, a[2] * s }')"
    xdotool mousemove --window "$window" "$x" "$y"
    sleep 0.3
    xdotool click 1
    sleep 0.3
}

# find_window [X Y]: waits for steppe's window, gives it the keyboard focus (there is no window
# manager) and puts the pointer at X Y (default 640 400, over the map).
find_window() {
    local deadline=$((SECONDS + 120))
    until window="$(xdotool search --name '^steppe' 2>/dev/null | head -n 1)" && [ -n "$window" ] && [ -s "$probe" ]; do
        [ "$SECONDS" -lt "$deadline" ] || fail "no steppe window"
        kill -0 "$pid" 2>/dev/null || fail "steppe exited"
        sleep 0.5
    done
    echo "window $window"
    xdotool windowfocus --sync "$window" || xdotool windowfocus "$window"
    xdotool mousemove --window "$window" "${1:-640}" "${2:-400}"
}

# pngs: how many screenshots the app has written.
shopt -s nullglob
pngs() {
    local all=("$data"/screenshots/*.png)
    echo "${#all[@]}"
}

# f12 NAME: F12, then waits for the screenshot it writes; `png` is its path (NAME names it in a
# failure).
f12() {
    local before after deadline=$((SECONDS + wait_s))
    before="$(pngs)"
    key F12
    until after="$(pngs)" && [ "$after" -gt "$before" ]; do
        [ "$SECONDS" -lt "$deadline" ] || fail "no screenshot for $1"
        nudge
        sleep 0.3
    done
    sleep 1
    png="$(ls -t "$data/screenshots"/*.png | head -n 1)"
}
