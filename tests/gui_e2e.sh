#!/usr/bin/env bash
# End-to-end play in a real window: runs the release steppe on Barbarossa under Xvfb with Mesa's
# software Vulkan (lavapipe) and drives it with real X input (xdotool: mouse clicks and keys, as a
# player would), then checks the save it wrote.
#
#   1. opening map: screenshot (F12)
#   2. Ctrl+E to the Axis panzer movement phase; click LVI Panzer Corps in 1512: screenshot of
#      its reach; click 1612 to move it there
#   3. Ctrl+E to the Axis combat phase; click the Soviet 11th Army in 1612's neighbour 1611: the
#      combat panel shows the odds: screenshot; Enter attacks; every choice the battle asks for
#      is answered with the key 1 (and Enter on the hot-seat hand-over); screenshot; then Tab
#      plans the next attack and Enter fights it, and the menu stays shut
#   4. Ctrl+S saves; the save must load and replay (steppe replay) and hold the move and the
#      attack; the autosave written at the phase changes must load too.
#   5. Ctrl+E (and Enter on every hand-over, and on the question before leaving arrivals off the
#      map: screenshot) to the end of the game: the end screen comes up, screenshot, and the last
#      autosave says the game is over.
#   6. Zhukov's War, Operation Blue, in a second window: the Soviet turn-1 panic (a move halted,
#      the hand-over, a tank corps withdrawn: screenshots), then Ctrl+E to the Axis combat phase; click
#      the Soviet stack in 1504 (two tank corps): the combat panel with ZW's odds and CRT:
#      screenshot; Enter attacks; the first choice the battle asks (which unit of a stack loses a
#      step, with its consequence): screenshot; every choice answered with 1; screenshot.
#   7. War Against Russia, Barbarossa 1941, in a third window: the orders window's No Retreat!
#      button clicked (the probe says where it is), then the Axis attack on 0730: screenshots of
#      the orders, the combat panel, the German exchange question and the battle's end.
#   8. The Typhoon game, Typhoon 1941: the 4th Army HQ activated by a click on one of its units
#      (the Activations window before and after), then an opposed-rolls battle on 0821 (combat
#      panel with both modifiers and the loss distribution; the battle's end, both dice in the
#      battle log).
#   9. Against the computer: Barbarossa with the computer (greedy) as the Axis, at the instant
#      pace: it plays the Axis turn by itself (moves and battles, in the log) and hands the
#      Soviet player the game with no hand-over screen: screenshot; then the What-if window (G)
#      plays its games from there in the background after a real click on its Play button (the
#      probe says where it is): screenshot of the win rates and charts.
#  10. The front door: no arguments; Typhoon 1941 picked on the New game screen, the Soviets
#      seated as greedy, seed 1 typed, Start; an HQ activated; Save as from the menu (Esc); Quit
#      from the menu; started again, the autosave continued: seats and seed back.
#  11. Zhukov's War started with the Don River rule ticked: the save keeps it, and `steppe odds
#      --option don_river` on the save gives the combat panel's column.
#  12. Nothing lost: a move, then the window killed (SIGKILL); started again, the game's own
#      autosave holds the move; a Zhukov's War game played in between leaves it offered.
#  13. Reload on save with no input: a copy of Operation Blue broken, listed (file:line:col)
#      without the mouse moving; fixed, reloaded. Then SIGTERM: saved, exit code 143.
#  14. Set-up mode (F2) on a copy of Barbarossa: a counter dragged, a hex painted, a river put
#      and undone, a new unit added by clicks and undone; the file's diff is exactly those lines; the Balance panel's figures change
#      after the edits; the file broken from outside shows its problem ringed on the map, and a
#      click on it in the Problems list brings the hex to the middle of the view.
#
# Screenshots go to $CARGO_TARGET_DIR/screenshots/e2e-*.png, and to the clone's target/screenshots
# as well when the target dir is elsewhere. Look at them.
# The app tells the script where hexes are on screen and what state it is in through the
# STEPPE_PROBE file (crates/client/src/tools/probe.rs); clicks and keys are real input events.
#
# Environment: CARGO_TARGET_DIR, SKIP_BUILD=1 (use the binary cargo test built), TIMEOUT (seconds
# to wait for any one state, default 60). Needs xvfb-run, xdotool, mesa-vulkan-drivers
# (scripts/install-deps.sh).
set -euo pipefail

cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
bin="$target/release/steppe"
shots="$target/screenshots"
wait_s="${TIMEOUT:-60}"

if [ -z "${STEPPE_E2E_INNER:-}" ]; then
    if [ "${SKIP_BUILD:-}" = 1 ] && [ -x "$bin" ]; then
        echo "using the binary already built: $bin"
    else
        cargo build --release --bin steppe
    fi
    # -noreset: the X server otherwise resets when its last client goes (one steppe stopped,
    # the next not yet connected), and a window opened during the reset fails with winit's
    # XOpenDisplayFailed.
    exec timeout 1800 xvfb-run -a -s "-screen 0 1280x800x24 -noreset" env STEPPE_E2E_INNER=1 "$0" "$@"
fi

data="$(mktemp -d)"
probe="$data/probe"
mkdir -p "$shots"
pid=
. tests/gui_lib.sh
# launch SCENARIO [ARGS...]: starts steppe on it, with a fresh data folder and probe.
launch() {
    rm -rf "$data"
    mkdir -p "$data"
    STEPPE_DATA_DIR="$data" STEPPE_PROBE="$probe" WGPU_BACKEND=vulkan \
        "$bin" --seed 1 --scenario "$1" "${@:2}" >"$data/steppe.log" 2>&1 &
    pid=$!
}
# launch_keep SCENARIO [ARGS...]: as launch, with the data folder (saves, autosaves) kept.
launch_keep() {
    rm -f "$probe"
    STEPPE_DATA_DIR="$data" STEPPE_PROBE="$probe" WGPU_BACKEND=vulkan \
        "$bin" --seed 1 --scenario "$1" "${@:2}" >>"$data/steppe.log" 2>&1 &
    pid=$!
}
# launch_bare [keep]: starts steppe with no arguments, as a double-click does (a fresh data
# folder unless "keep").
launch_bare() {
    if [ "${1:-}" != keep ]; then
        rm -rf "$data"
        mkdir -p "$data"
    fi
    rm -f "$probe"
    STEPPE_DATA_DIR="$data" STEPPE_PROBE="$probe" WGPU_BACKEND=vulkan \
        "$bin" >>"$data/steppe.log" 2>&1 &
    pid=$!
}
trap cleanup EXIT
launch scenarios/gpw_barbarossa.ron

# wait_for_key KEY WHY: until the probe has KEY at all (a button on screen), or fail saying WHY.
wait_for_key() {
    for _ in $(seq 1 20); do
        [ -n "$(get "$1")" ] && return
        nudge
        sleep 0.3
    done
    fail "$2"
}

# click_at KEY: a left click on the point the probe gives as KEY (a button's centre), once it
# stays put: a window egui lays out for the first time moves in its second frame (its size is
# known only then), and a click on where it was misses.
click_at() {
    local bx by was now
    was="$(get "$1")"
    for _ in $(seq 1 20); do
        nudge
        sleep 0.3
        now="$(get "$1")"
        [ -n "$now" ] && [ "$now" = "$was" ] && break
        was="$now"
    done
    read -r bx by <<<"$(awk -v s="$(get scale)" -v p="$(get "$1")" 'BEGIN { split(p, a, " "); printf "%d %d", a[1] * s, a[2] * s }')"
    xdotool mousemove --window "$window" "$bx" "$by"
    sleep 0.3
    xdotool click 1
    sleep 0.5
}

# shot NAME: F12, then the screenshot that appears is checked and kept as e2e-NAME.png.
shot() {
    f12 "$1"
    cp "$png" "$shots/e2e-$1.png"
    python3 tests/png_check.py "$shots/e2e-$1.png" || fail "screenshot $1"
    # Also under the clone's own target/, where a reader looks first.
    if [ "$shots" != target/screenshots ]; then
        mkdir -p target/screenshots
        cp "$png" "target/screenshots/e2e-$1.png"
    fi
}

# answer_battle NAME: answers every question the battle asks with the key 1 (Enter on a
# hand-over), the first question's screen kept as e2e-NAME-choice.png; sets asked=1 if there
# was one.
answer_battle() {
    asked=
    for _ in $(seq 1 30); do
        nudge
        sleep 0.3
        if [ "$(get dialog)" = handover ]; then
            key Return
        elif [ "$(get pending)" != none ]; then
            if [ -z "$asked" ]; then
                shot "$1-choice"
                asked=1
            fi
            # A retreat asked of a person is drawn on the map, a path per answer, each end
            # labelled with its key and cost.
            if [ "$(get pending)" = Retreat ]; then
                [ -n "$(get retreat_paths)" ] || fail "the retreat asked for is not drawn on the map"
                echo "retreat paths on the map: $(get retreat_paths)"
            fi
            key 1
        else
            break
        fi
    done
}

find_window
wait_for phase axis_reinforcement
wait_for dialog none
shot opening

ctrl e
wait_for phase axis_rail
ctrl e
wait_for phase axis_panzer
click_hex 1512
wait_for selected g_56pz
shot selected
commands="$(get commands)"
click_hex 1612
wait_for commands "$((commands + 1))"
echo "moved LVI Panzer Corps 1512 -> 1612"

ctrl e
wait_for phase axis_combat
click_hex 1611
wait_for defender 1611
case ",$(get attackers)," in
    *,g_56pz,*) ;;
    *) fail "LVI Panzer Corps is not among the attackers: $(get attackers)" ;;
esac
shot combat
echo "attacking 1611 with $(get attackers)"
key Return
wait_for battles 1
answer_battle first
[ "$(get pending)" = none ] || fail "the battle still waits: $(get pending)"
wait_for dialog none
shot battle
# Tab plans the next attack and Enter fights it, as the map's keys: egui must not take them too
# (Tab once moved its focus to the Menu button, and the Enter then opened the menu).
# The view moves once at most per attack, when it is planned: not at the roll, the retreat or
# the advance.
key Tab
target="$(get defender)"
[ "$target" != none ] || fail "Tab planned no attack"
sleep 1
nudge
sleep 0.5
planned_at="$(hex_at "$target")"
key Return
wait_for battles 2
answer_battle tab
wait_for dialog none
[ "$(hex_at "$target")" = "$planned_at" ] ||
    fail "the view moved during the battle on $target: $planned_at, then $(hex_at "$target")"
echo "Tab and Enter fought a second battle on $target (no menu; the view kept still): $(get last_battle | cut -c1-70)"

ctrl s
deadline=$((SECONDS + wait_s))
saves() {
    local all=("$data"/saves/*.ron)
    for f in "${all[@]}"; do case "$(basename "$f")" in autosave*) ;; *) echo "$f" ;; esac; done
}
# autosave: the game's own autosave (the newest).
autosave() { ls -t "$data"/saves/autosave-*.ron 2>/dev/null | head -n 1; }
until save="$(saves | head -n 1)" && [ -n "$save" ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "no save written"
    nudge
    sleep 0.3
done
sleep 0.5
echo "saved $save"
"$bin" replay "$save" || fail "the save does not replay"
"$bin" replay "$(autosave)" || fail "the autosave does not replay"
python3 - "$save" <<'EOF' || fail "the save does not hold the move and the attack"
import re, sys
text = open(sys.argv[1]).read()
move = re.search(r'Move\(\s*unit:\s*"g_56pz",\s*path:\s*\[\s*"1612"\s*\]', text)
attack = re.search(r'Attack\(\s*attackers:\s*\[[^\]]*"g_56pz"[^\]]*\],\s*defender:\s*"1611"', text)
if not move or not attack:
    sys.exit(f"move found: {bool(move)}, attack found: {bool(attack)}")
print("the save holds Move(g_56pz -> 1612) and Attack(... g_56pz ... -> 1611)")
EOF

# pass_phase: Enter on a hand-over screen or on the question about arrivals left off the map
# (the first such question kept as e2e-unplaced.png), else Ctrl+E to end the phase.
pass_phase() {
    if [ "$(get dialog)" = handover ]; then
        key Return
    elif [ "$(get dialog)" = confirm ]; then
        [ -n "${unplaced_shot:-}" ] || { shot unplaced; unplaced_shot=1; }
        key Return
    else
        ctrl e
    fi
    nudge
}

# 5. Play on to the end as two players would who pass every phase: Ctrl+E, and Enter on each
#    hand-over. The game must end on its last turn with the end screen up, and the autosave
#    written at that phase change must say the game is over.
for _ in $(seq 1 400); do
    [ "$(get over)" = true ] && break
    pass_phase
done
[ "$(get over)" = true ] || fail "the game did not end"
wait_for dialog end
shot end
"$bin" replay --json "$(autosave)" | grep -q '"over":true' ||
    fail "the autosave at the end does not say the game is over"
echo "played on to the end: the end screen is up, the autosave says the game is over"

# keys_to_phase PHASE: Ctrl+E (Enter on each hand-over) until the game is in PHASE.
keys_to_phase() {
    for _ in $(seq 1 20); do
        [ "$(get phase)" = "$1" ] && break
        pass_phase
    done
    wait_for phase "$1"
}

# 6. Zhukov's War: a battle against a stack, and the choices it asks with their consequences.
stop
launch scenarios/zw_blue.ron
find_window
wait_for phase axis_reinforcement
wait_for dialog none
shot zw-opening
# The Soviet turn-1 panic (001 10.24): the 88th Infantry moving 1406 -> 1407 brings its zone of
# control into the rear of the Soviet stack in 1408; the move halts, the Soviet player takes the
# screen, picks the 23rd Tank Corps to panic and the first withdrawal offered, then lets the
# cavalry stay; the Axis player gets the screen back.
for _ in 1 2; do
    [ "$(get phase)" = axis_movement ] && break
    ctrl e
    nudge
done
wait_for phase axis_movement
before_panic="$(get commands)"
click_hex 1406
wait_for selected g_88
click_hex 1407
wait_for dialog handover
case "$(get pending)" in *"Panic: 23rd Tank Corps"*) ;; *) fail "no panic asked: $(get pending)" ;; esac
key Return
wait_for dialog none
shot zw-panic
click_at spot.reaction.1
wait_for pending Withdraw
shot zw-panic-withdraw
click_at spot.reaction.0
wait_for pending 'Choice { by: Defender, options: ["No panic", "Panic: 3rd Guards Cavalry Corps (s_3gcc) (1408)"] }'
click_at spot.reaction.0
wait_for dialog handover
key Return
wait_for pending none
echo "Zhukov's War: $(get status)"
# Taken back (no die was rolled): the battle below is fought from the opening as before.
wait_for commands $((before_panic + 4))
for left in 3 2 1 0; do
    ctrl z
    wait_for commands $((before_panic + left))
done
for _ in 1 2 3; do
    [ "$(get phase)" = axis_combat ] && break
    ctrl e
    nudge
done
wait_for phase axis_combat
click_hex 1504
wait_for defender 1504
shot zw-combat
echo "Zhukov's War: attacking 1504 with $(get attackers)"
key Return
wait_for battles 1
answer_battle zw
[ "$(get pending)" = none ] || fail "the Zhukov's War battle still waits: $(get pending)"
[ -n "$asked" ] || fail "the Zhukov's War battle asked no question"
wait_for dialog none
shot zw-battle
echo "Zhukov's War: a stack battle, every question answered"

# 7. War Against Russia, Barbarossa 1941: the Soviet player gives the No Retreat! order for the
#    turn from the orders window (a real click on its button); then the Axis attack the 15th Rifle
#    Corps in 0730 at 3:2 and answer what the battle asks: with the game's fixed seed the die
#    shows 4, a dw that No Retreat! makes "-", and the Germans are offered the exchange at three
#    times the defense (good weather): the question's screen is kept.
stop
launch scenarios/war_1941.ron
find_window
wait_for phase soviet_orders
for _ in $(seq 1 20); do
    [ "$(get dialog)" = handover ] && key Return
    [ "$(get dialog)" = none ] && break
    nudge
    sleep 0.3
done
wait_for dialog none
wait_for_key order_button "the orders window shows no order button"
shot war-orders
click_at order_button
marks="$(get side_marks)"
[ "${marks##*,}" != 2 ] || fail "the No Retreat! order was not given (side marks $marks)"
case "$(get commands)" in 0) fail "the order click gave no command" ;; esac
echo "War Against Russia: No Retreat! ordered (side marks $marks)"
keys_to_phase axis_combat
wait_for dialog none
click_hex 0730
wait_for defender 0730
shot war-combat
echo "War Against Russia: attacking 0730 with $(get attackers)"
key Return
wait_for battles 1
answer_battle war
[ -n "$asked" ] || fail "the War Against Russia battle asked no question"
[ "$(get pending)" = none ] || fail "the War Against Russia battle still waits: $(get pending)"
wait_for dialog none
shot war-battle
echo "War Against Russia: the order given, the battle's question answered"

# 8. The Typhoon game, Typhoon 1941: an activation and an opposed-rolls battle. Ctrl+E through
#    both administrative phases to the operations phase (the German has the initiative with this
#    seed): the Activations window lists the HQs to choose from; a click on a 4th Army division
#    in 0721 activates the 4th Army HQ (its units ringed in magenta); nothing else may move. Ctrl+E
#    to its combat phase; click the two rifle divisions in 0821: the combat panel with both
#    sides' modifiers and the chances of winning and of each loss in combat factors; Enter; the
#    losses the owners pick.
stop
launch scenarios/typhoon_1941.ron
find_window
keys_to_phase german_movement
# The Soviet administrative phase handed over to the German player.
if [ "$(get dialog)" = handover ]; then key Return; fi
wait_for dialog none
shot ty-choose
click_hex 0721
wait_for active g_hq4
shot ty-activation
# The formation's units are listed, HQ first; a click on one selects it.
click_at spot.formation.1
for _ in $(seq 50); do [ -n "$(get selected)" ] && break; nudge; sleep 0.2; done
[ -n "$(get selected)" ] || fail "a click on the formation's list selected no unit"
echo "Typhoon: the formation's list selects $(get selected)"
key Escape
pass_phase
wait_for phase german_combat
wait_for dialog none
click_hex 0821
wait_for defender 0821
shot ty-combat
echo "Typhoon: attacking 0821 with $(get attackers)"
key Return
wait_for battles 1
answer_battle ty
[ "$(get pending)" = none ] || fail "the Typhoon battle still waits: $(get pending)"
wait_for dialog none
# The battle log shows both dice with their totals and the casualty die.
case "$(get last_battle)" in
*"attacker rolls "*", defender rolls "*"; casualty die "*) ;;
*) fail "the battle log does not show the Typhoon battle's dice: $(get last_battle)" ;;
esac
echo "Typhoon battle in the log: $(get last_battle)"
shot ty-battle

# 9. Against the computer, then what-if games from the position it left.
stop
launch scenarios/gpw_barbarossa.ron --axis greedy --pace instant
find_window
wait_s=180 wait_for side soviet
wait_for dialog none
[ "$(get battles)" -gt 0 ] || fail "the computer fought no battle"
[ "$(get commands)" -gt 20 ] || fail "the computer gave only $(get commands) commands"
shot computer
echo "Against the computer: the Axis turn played by it, $(get commands) commands, $(get battles) battles"
key g
wait_for_key what_if_button "the What-if window shows no Play button"
click_at what_if_button
wait_s=300 wait_for what_if_finished true
[ "$(get what_if_games)" = 100 ] || fail "the what-if run played $(get what_if_games) games"
xdotool mousemove --window "$window" 640 400
shot what-if
echo "What-if: 100 games played from there in the background"

# 10. The front door. Started with no arguments, the window shows the New game screen: Typhoon
#     1941 picked, the Soviet side seated as greedy, the seed 1 typed over the new one drawn,
#     Start. The German player activates the 4th Army HQ (a click on one of its divisions), then
#     saves as "front-door" from the menu (Esc) and quits from the menu. Started again, the
#     autosave is offered: Continue brings back the scenario, the seats and the seed, which the
#     saved file holds too.
stop
launch_bare
find_window
wait_for dialog newgame
wait_for_key "spot.scenario.Typhoon 1941" "the New game screen lists no Typhoon 1941"
shot newgame
click_at "spot.scenario.Typhoon 1941"
wait_for chosen "Typhoon 1941"
click_at spot.seat.soviet.greedy
wait_for form_seats human,greedy
click_at spot.seed
ctrl a
key BackSpace
xdotool type --delay 100 1
wait_for form_seed 1
shot newgame-typhoon
click_at spot.start
wait_for scenario "Typhoon 1941"
wait_for seats human,greedy
wait_for seed 1
echo "Front door: Typhoon 1941 started from the New game screen, Soviets greedy, seed 1"
keys_to_phase german_movement
wait_for dialog none
click_hex 0721
wait_for active g_hq4
xdotool mousemove --window "$window" 640 400
key Escape
wait_for dialog menu
shot menu
click_at spot.menu.save_as
wait_for dialog saveas
xdotool type --delay 80 front-door
key Return
wait_for dialog none
saved="$data/saves/front-door.ron"
[ -f "$saved" ] || fail "Save as wrote no $saved"
grep -q '"soviet": "greedy"' "$saved" || fail "the save does not seat the Soviets as greedy"
grep -q '"german": "human"' "$saved" || fail "the save does not seat the Germans as people"
grep -q 'seed: 1,' "$saved" || fail "the save does not keep seed 1"
"$bin" replay "$saved" >/dev/null || fail "the save does not replay"
key Escape
wait_for dialog menu
click_at spot.menu.quit
for _ in $(seq 1 40); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.25
done
! kill -0 "$pid" 2>/dev/null || fail "Quit from the menu did not close the window"
echo "Front door: saved as front-door.ron (seats and seed in it), quit from the menu"
launch_bare keep
find_window
wait_for dialog continue
click_at spot.continue.yes
wait_for scenario "Typhoon 1941"
wait_for seats human,greedy
wait_for seed 1
wait_for dialog none
shot continued
echo "Front door: started again, the autosave continued with its seats and seed"

# 11. Zhukov's War from the New game screen with the Don River rule ticked: the game has it, the
#     save says so, and steppe odds with --option don_river on the save gives the combat panel's
#     column for the same attack.
stop
launch_bare
find_window
wait_for dialog newgame
wait_for_key "spot.scenario.Operation Blue" "the New game screen lists no Operation Blue"
click_at "spot.scenario.Operation Blue"
wait_for chosen "Operation Blue"
wait_for_key spot.option.don_river "the New game screen offers no Don River rule"
click_at spot.option.don_river
wait_for form_options "[true]"
click_at spot.seed
ctrl a
key BackSpace
xdotool type --delay 100 1
wait_for form_seed 1
shot newgame-zw
click_at spot.start
wait_for scenario "Operation Blue"
wait_for options "The Don River on; Leningrad pocket: original"
keys_to_phase axis_combat
wait_for dialog none
click_hex 1504
wait_for defender 1504
panel="$(get column)"
attackers="$(get attackers)"
shot zw-don
ctrl s
zsave=""
for _ in $(seq 1 20); do
    zsave="$(ls -t "$data"/saves/operation-blue-*.ron 2>/dev/null | head -n 1)"
    [ -n "$zsave" ] && break
    nudge
    sleep 0.3
done
[ -n "$zsave" ] || fail "Ctrl+S wrote no save"
grep -q '"don_river": true' "$zsave" || fail "the save does not keep the Don River rule"
odds="$("$bin" odds "$zsave" --attackers "$attackers" --defender 1504 --option don_river)" ||
    fail "steppe odds on the save failed"
cli="$(sed -n 's/^final column //p' <<<"$odds")"
[ -n "$panel" ] && [ "$cli" = "$panel" ] ||
    fail "the combat panel says $panel, steppe odds --option don_river says $cli"
echo "Front door: Zhukov's War with the Don River rule; panel and steppe odds agree on $panel"

# 12. Nothing lost: a move made mid-phase, then the window killed (SIGKILL: no chance to save);
#     started again on the same scenario, the game's own autosave is offered and holds the move.
#     Then a game of another scenario is started and played a phase: the Barbarossa game's
#     autosave is still there and offered again.
stop
launch scenarios/gpw_barbarossa.ron
find_window
wait_for dialog none
keys_to_phase axis_panzer
wait_for dialog none
click_hex 1512
wait_for selected g_56pz
commands="$(get commands)"
click_hex 1612
wait_for commands "$((commands + 1))"
sleep 0.5
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
echo "Nothing lost: moved 1512 -> 1612 (command $((commands + 1))), then killed the window"
launch_keep scenarios/gpw_barbarossa.ron
find_window
wait_for dialog continue
shot continue-after-kill
click_at spot.continue.yes
wait_for commands "$((commands + 1))"
wait_for phase axis_panzer
echo "Nothing lost: continued with all $((commands + 1)) commands"
stop
launch_keep scenarios/zw_blue.ron
find_window
# Only Zhukov's War games are offered for Zhukov's War, and there are none.
wait_for dialog none
pass_phase
wait_for commands 1
zw_auto="$(ls "$data"/saves/autosave-operation-blue-*.ron 2>/dev/null | head -n 1)"
[ -n "$zw_auto" ] || fail "the Zhukov's War game has no autosave of its own"
stop
launch_keep scenarios/gpw_barbarossa.ron
find_window
wait_for dialog continue
click_at spot.continue.yes
wait_for commands "$((commands + 1))"
echo "Nothing lost: after a Zhukov's War game, the Barbarossa game's autosave is still offered"
# 13. Reload on save, with no input at all: a designer's copy of Operation Blue is broken in an
#     editor; the window, left alone, lists the problem (file:line:col) and keeps the game; the
#     file fixed, it reloads and the list goes.
stop
work="$(mktemp -d)"
mkdir -p "$work/rulesets"
cp scenarios/zw_blue.ron "$work/zw_blue.ron"
cp scenarios/rulesets/zhukovs_war.ron "$work/rulesets/"
launch "$work/zw_blue.ron"
find_window
wait_for dialog none
commands="$(get commands)"
sleep 1
# wait_still KEY VALUE: as wait_for, but without touching the mouse (the window must wake itself).
wait_still() {
    local deadline=$((SECONDS + 20))
    until [ "$(get "$1")" = "$2" ]; do
        [ "$SECONDS" -lt "$deadline" ] || fail "waited 20s, with no input, for $1=$2 (it is $(get "$1"))"
        sleep 0.2
    done
}
cp "$work/zw_blue.ron" "$work/good.ron"
sed -i '0,/ruleset: "rulesets/s//rulesett: "rulesets/' "$work/zw_blue.ron"
wait_still reload_problems 1
case "$(get status)" in
*"zw_blue.ron:"*) ;;
*) fail "the reload problem is not named with its file: $(get status)" ;;
esac
echo "Reload with no input: $(get status)"
shot reload-problem
cp "$work/good.ron" "$work/zw_blue.ron"
touch "$work/zw_blue.ron"
wait_still reload_problems 0
case "$(get status)" in
reloaded*) ;;
*) fail "the fixed file was not reloaded: $(get status)" ;;
esac
[ "$(get commands)" = "$commands" ] || fail "the reload changed the game's commands"
echo "Reload with no input: the problem listed, then the fixed file reloaded"
# SIGTERM: the window saves and exits at once (no input needed), with 128 + 15.
ctrl e
wait_for commands "$((commands + 1))"
kill -TERM "$pid"
code=0
timeout 10 tail --pid="$pid" -f /dev/null || fail "the window did not exit within 10 s of SIGTERM"
wait "$pid" || code=$?
[ "$code" = 143 ] || fail "SIGTERM: exit code $code, not 143"
grep -q "signal 15: saved" "$data/steppe.log" || fail "SIGTERM: the window did not say it saved"
rm -rf "$work"
echo "SIGTERM: saved and exited with 143"

# 14. Set-up mode, for designers: on a copy of Barbarossa, F2; a counter dragged to another hex,
#     a hex painted mountain, a river put between two hexes, then Ctrl+Z takes the river back; a
#     new unit put in 1613 with the New unit tool, and Ctrl+Z takes it back.
#     The file's diff against the copy is exactly the unit's line and the terrain row.
work="$(mktemp -d)"
mkdir -p "$work/rulesets"
cp scenarios/gpw_barbarossa.ron "$work/gpw_barbarossa.ron"
cp scenarios/gpw_barbarossa.ron "$work/original.ron"
cp scenarios/rulesets/gpw.ron "$work/rulesets/"
launch "$work/gpw_barbarossa.ron"
find_window
wait_for dialog none
key F2
wait_for designer "on design_undo=0 design_redo=0"
# The whole map, as a designer looks at a set-up (Home).
key Home
nudge
sleep 0.5
# The Balance panel plays 765 greedy games (its default, for a difference known to 5 points)
# from the set-up as it is.
wait_s=900 wait_for balance_rows 1
before_balance="$(get balance_last)"
echo "Balance of the set-up as it is: $before_balance"
# hex_xy LABEL: where the hex's centre is on screen, in the window's pixels.
hex_xy() {
    awk -v h="$1" -v s="$(get scale)" '$1 == "hex" && $2 == h { printf "%d %d", $3 * s, $4 * s }' "$probe"
}
read -r fx fy <<<"$(hex_xy 1512)"
read -r tx ty <<<"$(hex_xy 1612)"
xdotool mousemove --window "$window" "$fx" "$fy"
sleep 0.3
xdotool mousedown 1
sleep 0.3
xdotool mousemove --window "$window" "$(((fx + tx) / 2))" "$(((fy + ty) / 2))"
sleep 0.2
xdotool mousemove --window "$window" "$tx" "$ty"
sleep 0.3
xdotool mouseup 1
wait_for designer "on design_undo=1 design_redo=0"
click_at spot.designer.terrain
click_at spot.designer.terrain.mountain
click_hex 2020
wait_for designer "on design_undo=2 design_redo=0"
click_at spot.designer.hexside
click_at spot.designer.kind.river
click_hex 2020
click_hex 2021
wait_for designer "on design_undo=3 design_redo=0"
grep -q '"2020/2021"' "$work/gpw_barbarossa.ron" || fail "set-up mode: the river is not in the file"
shot designer
ctrl z
wait_for designer "on design_undo=2 design_redo=1"
# A new unit by clicks: the New unit tool (German infantry, like the file's), a name typed, a
# click on 1613: its line is in the file after the German units; Ctrl+Z takes it out again.
click_at spot.designer.newunit
click_at spot.designer.unit.name
xdotool type --delay 60 "Gruppe Test"
sleep 0.5
click_hex 1613
wait_for designer "on design_undo=3 design_redo=0"
grep -q '^        (id: "g_gruppe_test", name: "Gruppe Test", nationality: "german", type: "infantry", size: .*, at: "1613"),$' "$work/gpw_barbarossa.ron" ||
    fail "set-up mode: the new unit is not in the file: $(diff "$work/original.ron" "$work/gpw_barbarossa.ron")"
shot designer-new-unit
ctrl z
wait_for designer "on design_undo=2 design_redo=1"
# diff exits 1 when the files differ: its lines are kept, its status is not.
edits="$(diff "$work/original.ron" "$work/gpw_barbarossa.ron" || true)"
changed="$(grep -c '^>' <<<"$edits" || true)"
[ "$changed" = 2 ] || fail "set-up mode: $changed lines changed, not 2: $edits"
grep -q '^> .*(id: "g_56pz".*at: "1612"),$' <<<"$edits" || fail "set-up mode: g_56pz is not in 1612 in the file: $edits"
grep -q '^> *"\.f\.frrr\.\.\.f\.\.\.\.\.f\.fm' <<<"$edits" || fail "set-up mode: 2020 is not mountain in the file: $edits"
echo "Set-up mode: a counter dragged, a hex painted, a river put and undone, a unit added and undone; the file differs in exactly those 2 lines"
# The edits settle, the Balance panel plays the new set-up, and its figures change.
wait_s=900 wait_for balance_run none
after_balance="$(get balance_last)"
[ "$(get balance_rows)" -ge 2 ] || fail "the Balance panel has no row for the edits"
[ "$after_balance" != "$before_balance" ] || fail "the Balance panel's figures did not change: $after_balance"
echo "Balance after the edits: $after_balance"
shot designer-balance
# Broken from outside (an editor puts the panzer corps at sea): the problem is ringed on the
# map at its hex, listed, and a click on it in the list brings the hex to the middle.
sed -i 's/(id: "g_56pz"\(.*\)at: "1612")/(id: "g_56pz"\1at: "1311")/' "$work/gpw_barbarossa.ron"
wait_still reload_problems 1
[ "$(get problem_places)" = 1311 ] || fail "the problem is not placed at 1311: $(get problem_places)"
case "$(get status)" in
*"1311 is sea"*) ;;
*) fail "the problem is not said: $(get status)" ;;
esac
click_at spot.problem.0
read -r sx sy <<<"$(hex_xy 1311)"
[ "$sx" -gt 500 ] && [ "$sx" -lt 780 ] && [ "$sy" -gt 300 ] && [ "$sy" -lt 500 ] ||
    fail "the view did not move to 1311 (it is at $sx $sy)"
xdotool mousemove --window "$window" "$sx" "$sy"
sleep 0.5
shot designer-problem
echo "Set-up mode: the file broken from outside shows its problem ringed at 1311 and the view goes there"
stop
rm -rf "$work"

echo "OK: moved, attacked, saved, replayed, played to the end; a Zhukov's War panic asked, handed over and answered; a Zhukov's War stack battle; a War Against Russia order and battle; a Typhoon opposed-rolls battle; the computer's turn and what-if games; the New game screen, menu, save as, quit and continue; options in odds; killed mid-phase and continued; autosaves per game; reload on save with no input; SIGTERM saves; set-up mode edits the file, measures the balance and shows problems on the map"
