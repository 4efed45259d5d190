#!/usr/bin/env bash
# The original scenarios are what their generators draw: runs scripts/gen_gpw_campaign.py, gen_typhoon.py,
# gen_war_1941.py, gen_war_campaign.py, gen_zw_blue.py and gen_zw_campaign.py (python3, standard library only) into a temporary directory
# and compares each output byte for byte with the committed scenario. Games with fixed seeds
# replay only on the same map and forces, so a generator edit must come with its regenerated
# file, and a scenario file is not edited by hand.
#
#   scripts/check_generated.sh
#
# Exits 1, naming each file that differs and showing its first differing lines (diff -u, "-" the
# committed file, "+" the generator's), if any differs or a generator fails; 0 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== the generated scenarios are what scripts/gen_*.py draw (scripts/check_generated.sh)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export PYTHONDONTWRITEBYTECODE=1  # leave no __pycache__ in the clone
status=0
pairs="gen_gpw_campaign.py:gpw_campaign.ron gen_typhoon.py:typhoon_1941.ron gen_war_1941.py:war_1941.ron gen_war_campaign.py:war_campaign.ron gen_zw_blue.py:zw_blue.ron gen_zw_campaign.py:zw_campaign.ron"
for pair in $pairs; do
  gen="scripts/${pair%%:*}" ron="scenarios/${pair#*:}" out="$tmp/${pair#*:}"
  if ! python3 "$gen" - >"$out" 2>"$out.log"; then
    echo "check_generated: $gen failed:" >&2
    cat "$out.log" >&2
    status=1
  elif cmp -s "$ron" "$out"; then
    echo "ok: $ron is what $gen draws"
  else
    echo "check_generated: $ron differs from what $gen draws (first differences, - committed," \
      "+ generated):" >&2
    diff -u "$ron" "$out" | head -n 20 >&2 || true
    status=1
  fi
done
exit "$status"
