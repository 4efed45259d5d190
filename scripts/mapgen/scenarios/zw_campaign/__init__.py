"""Zhukov's War, the campaign (scenarios/zw_campaign.ron): July 1942 to December 1943, 18
monthly turns, from Leningrad to the Caucasus: Operation Blue, Stalingrad, Kursk and the Dnieper,
with the Leningrad pocket.

Geography in `geography` (The Great Patriotic War campaign's land at Zhukov's War's scale, the
front of 28 June 1942 with its pockets), forces in `forces` (Operation Blue's south, the north
and the centre drawn here, what joined and left to the end of 1943); here they are drawn, placed
and written with the Leningrad pocket, the Don line, the fieldworks, replacements and victory,
and the choices behind them.
"""

from mapgen import milestones
from mapgen.cli import summary
from mapgen.control import Control, border_from_front
from mapgen.grid import inside
from mapgen.lines import hexside_lines, paths
from mapgen.ron import Ident, Writer, record
from mapgen.scenarios.zw_blue import DON_NOTE, WORKS, don_line, fieldworks, placer
from mapgen.scenarios.zw_blue.geography import STRAIT
from mapgen.terrain import locator, paint, put_places_on_land, show_every_lake

from .forces import REINFORCEMENTS, START, WITHDRAWALS
from .geography import (CITIES, FORESTS, FRONT, GRID, HILLS, ISLANDS, LAKES, LENINGRAD_POCKET,
                        POINTS, RAILS, RIVERS, SEAS, SWAMPS, TOROPETS)

TURNS = 18

HEADER = """\
// Zhukov's War: the campaign, July 1942 to December 1943 (scenarios/rulesets/zhukovs_war.ron),
// 18 monthly turns: Operation Blue, Stalingrad, Kursk and the Dnieper, with the Leningrad pocket.
//
// An original scenario for steppe, drawn by scripts/gen_zw_campaign.py from real geography (a
// sinusoidal projection centred on 38.3E 51.7N), not copied from any published game map. Hexes
// are 33 km across (Operation Blue's scale), flat-topped; printed numbers CCRR from 0101 in the
// north-west corner; even printed columns sit half a hex lower. The map runs from Leningrad and
// Lake Ladoga to the Caucasus, and from Minsk, Kiev and Odessa to Gorky, Saratov, the Volga
// and the Caspian. The control line is the front of 28 June 1942, with besieged Leningrad and
// the Oranienbaum bridgehead (the Leningrad pocket) and the Toropets salient held by the Soviets
// beyond it. Finland is Axis ground with no units (the ruleset has no Finns).
//
// Terrain letters (rulesets/zhukovs_war.ron): '.' clear, 'f' forest, 'h' hills, 's' marsh,
// 'l' lake, '~' sea. Zhukov's War has no mountains: the Caucasus and the Carpathians are hills.
// Rivers are hexsides; the Kerch Strait is an all-sea hexside.
// Forces of 28 June 1942 at Zhukov's War's scale: German divisions, satellite corps, Soviet
// armies and tank and cavalry corps (the generator cites its sources)."""

OBJECTIVES = ["Leningrad", "Moscow", "Voronezh", "Stalingrad", "Rostov", "Grozny", "Orel",
              "Kharkov", "Smolensk", "Kiev"]
# CHOICE (000 and 001 give no victory): at the start the Axis hold 4 of the 10 (Orel, Kharkov,
# Smolensk, Kiev); at the end of December 1943 they held none. The Axis win holding 5 (more than
# at the start: Operation Blue's aim), the Soviets holding 9 (three of the four back); else a
# draw.
AXIS_NEEDS, SOVIET_NEEDS = 5, 9
N = len(OBJECTIVES)

DESCRIPTION = (
    "28 June 1942 to December 1943 on the whole front, from besieged Leningrad to the Caucasus: "
    "Operation Blue, Stalingrad, the winter counteroffensives, Kursk and the race to the "
    "Dnieper, 18 monthly turns. Reinforcements arrive and the Axis allies go home by the month. "
    f"Objectives: {', '.join(OBJECTIVES[:-1])} and {OBJECTIVES[-1]}. At the end the Axis win "
    f"holding {AXIS_NEEDS}, the Soviets holding {SOVIET_NEEDS}; anything between is a draw.")

REPLACEMENTS_NOTE = (
    "Steppe's choice: replacement points a turn, rebuilding one step each (armor two). Operation\n"
    "Blue's 3 and 5 serve a third of the front; the whole front gets twice as many in 1942, and\n"
    "the Soviets' grow in 1943: Axis 6, 6; Soviets 10, 14.")
VICTORY_NOTE = (
    f"CHOICE (000 and 001 give no victory). Checked after turn {TURNS} (December 1943). The Axis\n"
    f"hold 4 of the {N} at the start; they win holding {AXIS_NEEDS}, the Soviets holding "
    f"{SOVIET_NEEDS}, else a draw.\nIn December 1943 the Soviets held all {N}.")
POCKET_NOTE = ("001 3.6's Leningrad pocket: besieged Leningrad and the Oranienbaum bridgehead, "
               "the Soviet hexes beyond the siege line.")
TOROPETS_NOTE = ("000's Toropets salient, the Soviet hexes beyond the front west of the Rzhev "
                 "salient, and Rzhev.")
WORKS_NOTE = ("Fieldworks of June 1942: Operation Blue's, with Leningrad's and Moscow's for the "
              "Soviets and the Rzhev salient's for the Axis (CHOICE).")
NORTH_WORKS = {"soviet": ["Leningrad", "Moscow"], "axis": ["Rzhev", (33.5, 56.2)]}


def _inside_any(polys, h):
    return any(inside(p, *GRID.lonlat(*h)) for p in polys)


def build():
    terrain = paint(GRID, [("f", FORESTS), ("h", HILLS), ("s", SWAMPS),
                           ("l", list(LAKES.values())), ("~", SEAS, ISLANDS)])
    show_every_lake(terrain, LAKES)
    on_map = {n: c for n, c in CITIES.items() if GRID.on_map(c[0], c[1])}
    place_hex = put_places_on_land(terrain, on_map)
    at = locator(GRID, place_hex, POINTS)
    # The Kerch Strait: all-sea hexsides where Operation Blue draws it.
    hexsides = hexside_lines(terrain, [(n, "river", line) for n, line in RIVERS.items()]
                             + [("The Kerch Strait", "lake", STRAIT)], exclusive=False)
    rails = paths(terrain, RAILS, at)

    pocket = [h for h in GRID.hexes if not terrain.water(h) and _inside_any(LENINGRAD_POCKET, h)]
    salient = [h for h in GRID.hexes if not terrain.water(h) and _inside_any([TOROPETS], h)]
    held = {h: "soviet" for h in pocket + salient}
    control = Control("axis", "soviet", border_from_front(GRID, FRONT), held)

    # Operation Blue's placing: units with a spot first, stacking points 3 Axis, 2 Soviet.
    placed = placer(terrain, control).place(START, at)

    w = Writer(GRID)
    w.start(HEADER, name="Zhukov's War 1942-1943", description=DESCRIPTION,
            ruleset="rulesets/zhukovs_war.ron", first_turn="Jul 1942", turns=TURNS)
    places = [(name, place_hex[name], feats) for name, (_, _, feats) in on_map.items()]
    w.map(terrain, hexsides, rails, None, places, control)
    w.units(placed, REINFORCEMENTS)
    w.reinforcements(REINFORCEMENTS)
    w.withdrawals(WITHDRAWALS, "Withdrawals:")
    w.section("replacements", [
        record(side="axis", turns=(1, 6), points=6), record(side="soviet", turns=(1, 6), points=10),
        record(side="axis", turns=(7, TURNS), points=6),
        record(side="soviet", turns=(7, TURNS), points=14),
    ], REPLACEMENTS_NOTE)
    w.section("victory", [
        record(side=side, name=f"{side.capitalize()}: {need} of the {N} objectives",
               check=Ident("EndOfGame"), hexes=OBJECTIVES, count=need)
        for side, need in (("axis", AXIS_NEEDS), ("soviet", SOVIET_NEEDS))
    ], VICTORY_NOTE)

    # The Don line and the fieldworks as Operation Blue draws them.
    w.field("zones", {"don_line": don_line(GRID, hexsides, control),
                      "leningrad_pocket": [GRID.label(*h) for h in sorted(pocket)],
                      "toropets": [GRID.label(*h) for h in sorted(salient)],
                      "rzhev": [GRID.label(*at("Rzhev"))]},
            DON_NOTE + "\n" + POCKET_NOTE + "\n" + TOROPETS_NOTE)
    works = {side: WORKS[side] + NORTH_WORKS[side] for side in ("soviet", "axis")}
    w.section("hex_markers", fieldworks(GRID, terrain, control, at, works), WORKS_NOTE)
    milestones.write(w, "zw_campaign")
    w.end()
    return w.text(), summary(GRID, control, placed, REINFORCEMENTS, places, rails)
