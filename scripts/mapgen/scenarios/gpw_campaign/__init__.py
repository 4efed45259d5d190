"""The Great Patriotic War, the campaign (scenarios/gpw_campaign.ron): June 1941 to May 1945,
32 turns, eight a year (002).

Geography in `geography` (War Against Russia's and Operation Blue's land joined, with the west
and the Caucasus drawn here), forces in `forces` (Barbarossa's of 1941, then what joined and
left both sides to 1945); here they are drawn, placed and written with the replacement points
by year and victory, and the choices behind them.
"""

from mapgen import milestones
from mapgen.cli import summary
from mapgen.control import Control, border_from_land
from mapgen.lines import hexside_lines, paths
from mapgen.place import Placer
from mapgen.ron import Ident, Writer, record
from mapgen.scenarios.war_1941.geography import AXIS_LAND
from mapgen.terrain import locator, paint, put_places_on_land, show_every_lake

from .forces import REINFORCEMENTS, RETURNS, START_1941, WITHDRAWALS
from .geography import (CITIES, FORESTS, GRID, ISLANDS, KERCH, LAKES, MOUNTAINS, POINTS, RAILS,
                        RIVERS, ROUGH, SEAS, SWAMPS, TAMAN)

TURNS = 32

HEADER = """\
// The Great Patriotic War: the campaign, June 1941 to May 1945 (rulesets/gpw.ron), 32 turns,
// eight a year.
//
// An original scenario for steppe, drawn by scripts/gen_gpw_campaign.py from real geography (a
// sinusoidal projection centred on 31.5E 51.6N), not copied from any published game map. Hexes
// are 57 km across (Barbarossa's scale), flat-topped; printed numbers CCRR from 0101 in the
// north-west corner; even printed columns sit half a hex lower. The map runs from Berlin and
// Vienna east past Moscow and Gorky to Kazan, Kuibyshev and the Volga, and from the Gulf of
// Finland and Lake Ladoga to the Black Sea, the Caucasus and the Caspian. Sweden and Denmark,
// which would touch the north-west corner, are drawn as sea. Finland (at war from 25 June 1941)
// is Axis ground with no units, as in Barbarossa.
//
// Terrain letters (rulesets/gpw.ron): '.' clear, 'f' forest, 's' swamp, 'm' mountain,
// 'r' rough, 'l' lake, '~' sea. Rivers and the Straits of Kerch are hexsides.
// The forces of 22 June 1941 are Barbarossa's (scenarios/gpw_barbarossa.ron), each on the
// place (or the longitude and latitude) it stood on there; the generator cites the sources of
// what joined and left both sides to 1945."""

# Victory (CHOICE: 002 leaves each scenario's victory to the scenario booklets, not among the
# seeds). The Axis win the moment they hold Moscow and Leningrad together (Barbarossa's sudden
# death). After May 1945 the Soviets win holding Berlin; the Axis win holding Berlin and two of
# the cities of the Reich's eastern marches (Konigsberg, Breslau, Warsaw, Budapest). Anything
# else is a draw: in May 1945 Berlin fell, a Soviet victory. Berlin counts at the end only, not
# the moment a raid reaches it: the Axis may always bring in and rebuild units there (002).
EAST_MARCHES = ["Konigsberg", "Breslau", "Warsaw", "Budapest"]

DESCRIPTION = (
    "The whole war, from 22 June 1941 to May 1945: 32 turns, eight a year, on a map from Berlin "
    "to the Volga and from the Baltic to the Caucasus. Reinforcements and withdrawals follow "
    "history (the Italians and Hungarians go home in 1943, Romania changes sides in August "
    "1944), replacement points change by the year. The Axis win the moment they hold Moscow "
    "and Leningrad together; after May 1945 the Soviets win holding Berlin, the Axis holding "
    "Berlin and two of Konigsberg, Breslau, Warsaw and Budapest; anything else is a draw.")

# Replacement points a turn by year (CHOICE: 002 gives "the yearly replacement rates" on the
# Reinforcement-Replacement Chart, not among the seeds). 1941 is Barbarossa's 2 and 4; the
# Soviet points grow with the mobilisation, the Axis's peak in 1942-43 and fall.
YEARS = [(1941, 1, 5), (1942, 6, 13), (1943, 14, 21), (1944, 22, 29), (1945, 30, 32)]
POINTS_BY_YEAR = {"axis": [2, 3, 3, 2, 1], "soviet": [4, 6, 8, 9, 9]}
REPLACEMENTS_NOTE = (
    "002: \"The chart also gives the yearly replacement rates for each side\"; the chart is not\n"
    "among the seeds. CHOICE, by year (turns 1-5 = 1941, 6-13 = 1942, 14-21 = 1943, 22-29 = 1944,\n"
    "30-32 = 1945): the Axis 2, 3, 3, 2, 1; the Soviets 4 (Barbarossa's), 6, 8, 9, 9.")
VICTORY_NOTE = (
    "CHOICE (002 leaves victory to the scenario booklets, not among the seeds): the Axis win the\n"
    "moment they hold Moscow and Leningrad; after the last turn (May 1945) the Soviets win\n"
    "holding Berlin, the Axis with Berlin (3 points) and two of Konigsberg, Breslau, Warsaw and\n"
    "Budapest (1 each): 5 points. Else a draw. History: Berlin fell on 2 May 1945.\n"
    "Calibrated against history (issue 58, docs/history.md): the Soviet computer players make for\n"
    "Berlin only from turn 26 (Jul 1944, Bagration, when the Red Army reached the Vistula;\n"
    "`pursued_from`). Made for from turn 1, it drew the Soviet armies west into the Reich in\n"
    "1941 while the Axis marched on Moscow, Leningrad and Stalingrad unopposed: the general\n"
    "against itself, 20 games from seed 1, before -> after: decided by the Axis sudden death in\n"
    "1941-42 (by turn 13) 50% -> 10% (greedy 55% -> 10%); Axis wins 60% -> 10%, Soviet 40% ->\n"
    "80%, none 0% -> 10%; milestones as history 1 -> 3 of 15 (Moscow and Stalingrad held).\n"
    "The Soviets' 80% is the computer Axis's, not the set-up's: cut off from the west edge it\n"
    "loses 45-50 units out of supply a game (the front-line figure `pocketed`); easing its\n"
    "conditions to that would hand a human Axis the game.")
ENTRY_NOTE = ("002: reinforcements enter in a friendly city or on their side's home edge. "
              "Turns 2-6 are Barbarossa's.")


def _board():
    # --- Terrain: later layers paint over earlier ones; the islands stay land in the sea.
    terrain = paint(GRID, [("f", FORESTS), ("r", ROUGH), ("s", SWAMPS), ("m", MOUNTAINS),
                           ("l", list(LAKES.values())), ("~", SEAS, ISLANDS)])
    show_every_lake(terrain, LAKES)
    on_map = {n: c for n, c in CITIES.items() if GRID.on_map(c[0], c[1])}
    place_hex = put_places_on_land(terrain, on_map)
    at = locator(GRID, place_hex, POINTS)
    # The Straits of Kerch: Kerch and Taman are land, the hexes flanking the strait sea.
    k, t = GRID.hex_of(*KERCH), GRID.hex_of(*TAMAN)
    assert GRID.adjacent(k, t), "Kerch and Taman must be adjacent hexes"
    for h in set(GRID.neighbours(*k)) & set(GRID.neighbours(*t)):
        assert h not in place_hex.values(), "a place on the Kerch Strait"
        terrain[h] = "~"
    hexsides = hexside_lines(terrain, [(n, "river", line) for n, line in RIVERS.items()])
    hexsides.append(("The Straits of Kerch", "straits", [tuple(sorted((k, t)))]))
    rails = paths(terrain, RAILS, at)
    control = Control("axis", "soviet", border_from_land(terrain, AXIS_LAND))
    # One unit a hex (002). A unit goes to its own spot if free, else the nearest free hex of
    # its side (a front group's on the front line if one is within reach).
    placer = Placer(terrain, control, caps={"front": 1, "rear": 1, "spot": 1}, spots="own")
    groups = [(comment, side, _anchor(units), front, units)
              for comment, side, front, units in START_1941]
    placed = placer.place(groups, at)
    places = [(name, place_hex[name], feats) for name, (_, _, feats) in on_map.items()]
    return terrain, hexsides, rails, control, placed, places


def _anchor(units):
    """A group's anchor: the mean of its units' spots that are points (places count as theirs)."""
    pts_ = [u.where if isinstance(u.where, tuple) else POINTS[u.where] for u in units]
    return (sum(p[0] for p in pts_) / len(pts_), sum(p[1] for p in pts_) / len(pts_))


def build():
    terrain, hexsides, rails, control, placed, places = _board()
    w = Writer(GRID)
    w.start(HEADER, name="The Great Patriotic War 1941-1945", description=DESCRIPTION,
            ruleset="rulesets/gpw.ron", first_turn="Jun 1941", turns=TURNS)
    w.map(terrain, hexsides, rails, None, places, control)
    w.units(placed, REINFORCEMENTS)
    w.reinforcements(REINFORCEMENTS, ENTRY_NOTE)
    w.withdrawals(WITHDRAWALS,
                  "Withdrawals (002: removed at the start of the owner's reinforcement phase):")
    w.section("returns", [record(turn=t, units=ids.split()) for t, ids in RETURNS],
              "Withdrawn units coming back (002: \"treat such units as reinforcements\").")
    w.section("replacements", [
        record(side=side, turns=(a, b), points=POINTS_BY_YEAR[side][i])
        for side in ("axis", "soviet") for i, (_, a, b) in enumerate(YEARS)
    ], REPLACEMENTS_NOTE)
    w.section("reduced_arrivals", [record(side="soviet", turns=(2, 3))],
              "002: \"Soviet reinforcements for July and August of 1941 enter the game at "
              "half-strength\".")
    w.field("capitals", [record(side="soviet", hex="Moscow"), record(side="axis", hex="Berlin")],
            "002: Moscow for the Soviets and Berlin for the Axis: placing and rebuilding there "
            "always.")
    w.section("victory", [
        record(side="axis", name="Axis sudden death: Moscow, Leningrad and Stalingrad",
               check=Ident("EveryTurn"), hexes=["Moscow", "Leningrad", "Stalingrad"], count=3),
        record(side="soviet", name="Soviet: Berlin", check=Ident("EndOfGame"), hexes=["Berlin"],
               count=1, pursued_from=26),
        record(side="axis", name="Axis: Berlin and two of " + ", ".join(EAST_MARCHES),
               check=Ident("EndOfGame"), hexes=["Berlin"] + EAST_MARCHES, count=5,
               points=[3] + [1] * len(EAST_MARCHES)),
    ], VICTORY_NOTE)
    milestones.write(w, "gpw_campaign")
    w.end()
    return w.text(), summary(GRID, control, placed, REINFORCEMENTS, places, rails,
                           east_nats=("guards", "polish", "romanian_1944"))
