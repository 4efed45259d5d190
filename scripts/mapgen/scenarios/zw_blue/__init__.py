"""Operation Blue (scenarios/zw_blue.ron): Zhukov's War, July to December 1942.

Geography in `geography`, forces in `forces`; here they are drawn, placed and written, with the
Don line, the fieldworks, and the scenario's replacements and victory and the choices behind
them.
"""

from mapgen import milestones
from mapgen.cli import summary
from mapgen.control import Control, border_from_front
from mapgen.lines import cube_line, hexside_lines, paths
from mapgen.place import Placer
from mapgen.ron import Ident, Writer, record
from mapgen.terrain import locator, paint, put_places_on_land, show_every_lake

from .forces import REINFORCEMENTS, START
from .geography import (AZOV, BLACK_SEA, CASPIAN, CITIES, FOREST, FRONT, GRID, HILLS,
                        MANYCH_LAKE, MARSH, RAILS, RIVERS, STRAIT)

HEADER = """\
// Zhukov's War: Operation Blue, July to December 1942 (scenarios/rulesets/zhukovs_war.ron).
//
// An original map for steppe, drawn by scripts/gen_zw_blue.py from real geography (a sinusoidal
// projection centred on 40.5E 48N), not copied from any published game map. Hexes are about
// 33 km across, flat-topped; printed numbers CCRR from 0101 in the north-west corner; even
// printed columns sit half a hex lower. The map runs from Orel and Saratov in the north to the
// Caucasus foothills and Grozny in the south, from the Crimea and the lower Dnieper to the
// Volga and the Caspian.
//
// Terrain letters (rulesets/zhukovs_war.ron): '.' clear, 'f' forest, 'h' hills, 's' marsh,
// 'l' lake, '~' sea. Rivers are hexsides; the Kerch Strait is an all-sea hexside.
// Forces of 28 June 1942, at Zhukov's War's scale: German divisions, satellite corps, Soviet
// armies and tank and cavalry corps; the control line is the front of that day."""

DESCRIPTION = (
    "28 June 1942: Army Group South strikes east from Kursk and Kharkov toward "
    "Voronezh, the Don bend and Stalingrad, and south toward Rostov and the Caucasus oil. Six "
    "monthly turns, July to December 1942. The Axis wins holding five of Voronezh, Rostov, "
    "Stalingrad, Krasnodar, Maikop, Grozny and Astrakhan at the end; the Soviets win holding "
    "three.")

OBJECTIVES = ["Voronezh", "Rostov", "Stalingrad", "Krasnodar", "Maikop", "Grozny", "Astrakhan"]

# The comments written before the scenario's sections: the choices behind them.
REPLACEMENTS_NOTE = \
    "Steppe's choice: replacement points a turn, rebuilding one step each (armor two)."
VICTORY_NOTE = """\
Checked after turn 6 (December 1942). Control is all-or-nothing, so the two exclude each
other: the Axis needs five of the seven, the Soviets keep three."""
DON_NOTE = "001's optional Don River rule: the Soviet bank of the Don down to the bend."
WORKS_NOTE = """\
Fieldworks of June 1942: the Rostov and Stalingrad defence lines, Voronezh; the German
Mius line and Kursk."""

# Fieldworks of June 1942, where their side holds the hex: the Rostov and Stalingrad defence
# lines, Voronezh; the German Mius line and Kursk.
WORKS = {
    "soviet": ["Rostov", "Stalingrad", "Voronezh", (39.6, 47.35), (43.9, 48.75), (44.2, 48.9)],
    "axis": ["Taganrog", (38.85, 47.6), (38.85, 47.9), "Kursk"],
}


def placer(terrain, control):
    """Where Zhukov's War's units start: garrisons (units with a spot) first, their cities theirs
    before anyone else is placed; stacking points 3 a hex for the Axis, 2 for the Soviets; a
    shock army takes 2."""
    return Placer(terrain, control, caps={k: {"axis": 3, "soviet": 2}
                                          for k in ("front", "rear", "spot")},
                  cost={"shock": 2, "mech_group": 2}, spots="pinned")


def don_line(grid, hexsides, control):
    """The Don line (001's optional rule): the Soviet hexes on the east bank of the Don from
    Voronezh down to the bend, as printed numbers."""
    don = set()
    for a, b in next(sides for name, _, sides in hexsides if name == "Don"):
        la, lb = grid.lonlat(*a), grid.lonlat(*b)
        if min(la[1], lb[1]) < 48.9:
            continue
        east = a if la[0] > lb[0] else b
        if control.side(east) == "soviet":
            don.add(east)
    return [grid.label(*h) for h in sorted(don)]


def fieldworks(grid, terrain, control, at, works):
    """The fieldworks markers: for each side, its spots ({side: [place or lon/lat]}) that it
    holds on land."""
    return [record(marker="fieldworks", side=side,
                   hexes=[grid.label(*at(s)) for s in spots
                          if control.side(at(s)) == side and not terrain.water(at(s))])
            for side, spots in works.items()]


COMPUTER_NOTE = """\
For the computer players (docs/computer-players.md): the Axis shares out the objectives it
still needs among its units, the far ones to the fast units, rather than sending each unit to
the nearest objective it does not hold. It must take five objectives as far apart as Voronezh,
Stalingrad and Maikop in six turns: sent each to the nearest, every unit made for Voronezh and
Rostov first and Stalingrad was seldom reached in time (greedy Axis against random Soviets:
9.5% of games won; sharing them out, 79%, 200 games)."""


def build():
    # --- Terrain: later layers paint over earlier ones; the lake shows; towns and cities stand
    # on land.
    terrain = paint(GRID, [("f", FOREST), ("h", HILLS), ("s", MARSH), ("l", [MANYCH_LAKE]),
                           ("~", [BLACK_SEA, AZOV, CASPIAN])])
    show_every_lake(terrain, {"Manych": MANYCH_LAKE})
    cities = {n: (lon, lat, [f]) for n, (lon, lat, f) in CITIES.items()}
    place_hex = put_places_on_land(terrain, cities)
    at = locator(GRID, place_hex)

    # Rivers may share a hexside (each keeps it); the Kerch Strait is a hexside of the sea.
    hexsides = hexside_lines(terrain, [(n, "river", line) for n, line in RIVERS.items()]
                             + [("The Kerch Strait", "lake", STRAIT)], exclusive=False)
    # Rails are straight lines between their stops (in cube coordinates), cut at water.
    rails = paths(terrain, RAILS, at, line=cube_line)
    control = Control("axis", "soviet", border_from_front(GRID, FRONT))

    placed = placer(terrain, control).place(START, at)

    w = Writer(GRID)
    w.start(HEADER, name="Operation Blue", description=DESCRIPTION,
            ruleset="rulesets/zhukovs_war.ron", first_turn="Jul 1942", turns=6)
    places = [(name, place_hex[name], feats) for name, (_, _, feats) in cities.items()]
    w.map(terrain, hexsides, rails, None, places, control)
    w.units(placed, REINFORCEMENTS)
    w.reinforcements(REINFORCEMENTS)
    w.section("replacements", [
        record(side="axis", turns=(1, 6), points=3),
        record(side="soviet", turns=(1, 6), points=5),
    ], REPLACEMENTS_NOTE)
    w.section("victory", [
        record(side=side, name=f"{side.capitalize()}: {need} of the seven objectives",
               check=Ident("EndOfGame"), hexes=OBJECTIVES, count=n)
        for side, need, n in (("axis", "five", 5), ("soviet", "three", 3))
    ], VICTORY_NOTE)

    w.field("zones", {"don_line": don_line(GRID, hexsides, control)}, DON_NOTE)
    w.section("hex_markers", fieldworks(GRID, terrain, control, at, WORKS), WORKS_NOTE)
    w.field("computer", record(share_objectives=["axis"]), COMPUTER_NOTE)
    milestones.write(w, "zw_blue")
    w.end()
    return w.text(), summary(GRID, control, placed, REINFORCEMENTS, places, rails)
