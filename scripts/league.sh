#!/usr/bin/env bash
# league.sh: every pair of computer players on every shipped scenario, each pair with sides
# swapped, as Wesnoth's AI tests play theirs; writes the table the README shows.
#
#   scripts/league.sh [--games N] [--scenarios "gpw_barbarossa zw_blue"] \
#                     [--policies "random greedy planner"] [--seed S] [--jobs J] [--out FILE]
#
# N games a side (default 200) from seeds S.. (default 1), both orders of each pair: policy A as
# the first side (Axis/German) against B, then B against A on the same seeds. The table gives
# A's wins as either side, with sides swapped (2N games) with Wilson's 95% interval, the games
# no side won, A's score counting those half, and the time a game on one thread; a second table
# gives each run's front-line craft per side (lone units attacked at the enemy's two best
# columns, units pocketed, hexes of front). Every run's command is printed above the tables, so
# every figure can be played again. Needs python3. The steppe binary: $STEPPE, else
# target/release/steppe (or $CARGO_TARGET_DIR's).
set -euo pipefail
cd "$(dirname "$0")/.."
games=200 seed=1 jobs="" out=""
scenarios="gpw_barbarossa typhoon_1941 war_1941 zw_blue war_campaign gpw_campaign zw_campaign"
policies="random greedy planner"
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --scenarios) scenarios=$2; shift 2 ;;
    --policies) policies=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "league.sh: unknown argument $1 (see the head of the script)" >&2; exit 2 ;;
  esac
done
bin="${STEPPE:-${CARGO_TARGET_DIR:-target}/release/steppe}"
[ -x "$bin" ] || { echo "league.sh: no steppe binary at $bin (cargo build --release, or set STEPPE)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
read -ra P <<< "$policies"
for s in $scenarios; do
  file="scenarios/$s.ron"
  [ -f "$file" ] || { echo "league.sh: no $file" >&2; exit 2; }
  # Each policy against those listed before it (greedy against random, planner against both).
  for ((i = 1; i < ${#P[@]}; i++)); do
    for ((j = 0; j < i; j++)); do
      a=${P[i]} b=${P[j]}
      for order in "$a $b" "$b $a"; do
        read -r first second <<< "$order"
        cmd="steppe sim $file --games $games --seed $seed --axis $first --soviet $second${jobs:+ --jobs $jobs} --json"
        echo "$cmd" >&2
        $bin sim "$file" --games "$games" --seed "$seed" --axis "$first" --soviet "$second" \
          ${jobs:+--jobs "$jobs"} --json > "$work/$s.$first.$second.json"
        echo "$cmd" >> "$work/commands"
      done
    done
  done
done
python3 - "$work" "$games" "$policies" "$scenarios" > "$work/table.md" <<'PY'
import json, math, sys
work, games, policies, scenarios = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(), sys.argv[4].split()
def wilson(w, n):
    if n == 0: return (0, 0, 0)
    z = 1.959963984540054; p = w / n
    d = 1 + z * z / n; c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (p, 0.0 if w == 0 else max(0, c - h), 1.0 if w == n else min(1, c + h))
pct = lambda x: f"{100 * x:.1f}%"
print("| scenario | A vs B | A as first side | A as second side | A with sides swapped (95% CI) | B with sides swapped | no winner | A's score, no winner half (95% CI) | time a game |")
print("|---|---|---|---|---|---|---|---|---|")
for s in scenarios:
    for i, a in enumerate(policies):
        for b in policies[:i]:
            ab = json.load(open(f"{work}/{s}.{a}.{b}.json"))
            ba = json.load(open(f"{work}/{s}.{b}.{a}.json"))
            a1, a2 = ab["sides"][0]["wins"], ba["sides"][1]["wins"]
            b1, b2 = ba["sides"][0]["wins"], ab["sides"][1]["wins"]
            n = ab["games"] + ba["games"]
            p, lo, hi = wilson(a1 + a2, n)
            q = (b1 + b2) / n
            none = ab["no_winner"] + ba["no_winner"]
            # A game no side won counts half to each, as chess counts a draw; its interval the
            # normal one of a mean of 1, 1/2 and 0 scores.
            sc = (a1 + a2 + none / 2) / n
            var = ((a1 + a2) * (1 - sc) ** 2 + none * (0.5 - sc) ** 2 + (n - a1 - a2 - none) * sc ** 2) / n
            half = 1.959963984540054 * math.sqrt(var / n)
            t = (ab["timing"]["game_mean"] * ab["games"] + ba["timing"]["game_mean"] * ba["games"]) / n
            side0, side1 = ab["sides"][0]["side"], ab["sides"][1]["side"]
            print(f"| {s} | {a} vs {b} | {a1}/{ab['games']} ({side0}) | {a2}/{ba['games']} ({side1}) | "
                  f"**{pct(p)}** ({pct(lo)}-{pct(hi)}) | {pct(q)} | {none} | {pct(sc)} ({pct(max(0, sc - half))}-{pct(min(1, sc + half))}) | {t:.2f} s |")
PY
# The second table: each run's front-line craft (steppe sim's "front line" lines), a game on
# average for each side: battles the enemy fought at its two best columns against a lone unit,
# units eliminated out of supply, hexes of front at the end of a turn (those held by one unit).
python3 - "$work" "$policies" "$scenarios" > "$work/front.md" <<'PY'
import json, sys
work, policies, scenarios = sys.argv[1], sys.argv[2].split(), sys.argv[3].split()
print("| scenario | first side v second side | first: lone at best columns, pocketed, front (alone) | second: the same |")
print("|---|---|---|---|")
cell = lambda f: (f"{f['lone_best']['mean']:.2f}, {f['pocketed']['mean']:.2f}, "
                  f"{f['front']['mean']:.1f} ({f['front_lone']['mean']:.1f})")
for s in scenarios:
    for i, a in enumerate(policies):
        for b in policies[:i]:
            for first, second in ((a, b), (b, a)):
                r = json.load(open(f"{work}/{s}.{first}.{second}.json"))
                if not r.get("front"):
                    continue
                x, y = r["sides"]
                print(f"| {s} | {x['side']} ({first}) v {y['side']} ({second}) | {cell(r['front'][0])} | {cell(r['front'][1])} |")
PY
{
  echo "Played with:"
  echo '```'
  cat "$work/commands"
  echo '```'
  echo
  cat "$work/table.md"
  echo
  echo "Front-line craft, a game on average:"
  echo
  cat "$work/front.md"
} > "$work/league.md"
if [ -n "$out" ]; then cp "$work/league.md" "$out"; echo "league.sh: wrote $out" >&2; else cat "$work/league.md"; fi
