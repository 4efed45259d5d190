"""Barbarossa 1941 (scenarios/war_1941.ron): War Against Russia, June to December 1941.

Geography in `geography`, forces in `forces`; here they are drawn, placed and written, with the
Kerch Strait, the Stalin Line, and the scenario's replacements and victory and the choices
behind them.
"""

from mapgen import milestones
from mapgen.cli import summary
from mapgen.control import Control, border_from_land
from mapgen.lines import hexside_lines, paths
from mapgen.place import Placer
from mapgen.ron import Ident, Writer, record
from mapgen.terrain import locator, paint, put_places_on_land, show_every_lake

from .forces import REINFORCEMENTS, START
from .geography import (AXIS_LAND, AZOV, BALTIC, BLACK_SEA, CITIES, FORESTS, GRID, HILLS,
                        ISLANDS, JUNCTIONS, KERCH, LAKES, MOUNTAINS, RAILS, RIVERS, ROADS, SIVASH,
                        STALIN_LINE, SWAMPS, TAMAN)

HEADER = """\
// War Against Russia: Barbarossa, June to December 1941 (rulesets/war_against_russia.ron).
//
// An original map for steppe, drawn by scripts/gen_war_1941.py from real geography (a sinusoidal
// projection centred on 31.5E 53N), not copied from any published game map. Hexes are 40 km
// across, flat-topped; printed numbers CCRR from 0101 in the north-west corner; even printed
// columns sit half a hex lower. The map runs from the border of 22 June 1941 (East Prussia, the
// General Government, Hungary and Romania along the west edge, Warsaw and Bucharest on it) east
// past Moscow to Yaroslavl and Tambov, and from Lake Ladoga, Lake Onega and the Gulf of Finland
// to the Black Sea, the Crimea, the Kerch Strait and Rostov. The Swedish shore, which would
// touch the north-west corner, is drawn as sea. Finland (at war from 25 June) is Axis ground
// with no units: the ruleset has no Finnish nationality.
//
// Terrain letters (rulesets/war_against_russia.ron): '.' clear, 'f' forest, 's' swamp,
// 'h' hills, 'm' mountains, 'l' lake, '~' sea. Rivers, the Kerch Strait and the Stalin Line
// (the 1939 border, fortified on its eastern side) are hexsides; where the Stalin Line meets a
// river the river is kept. Roads are the main highways of 1941.
// Forces of 22 June 1941 at the scale of corps and armies, one step each."""

OBJECTIVES = ["Leningrad", "Moscow", "Riga", "Minsk", "Smolensk", "Kiev", "Kharkov",
              "Dnepropetrovsk", "Odessa", "Sevastopol", "Rostov"]
AXIS_NEEDS = 8
SOVIET_NEEDS = len(OBJECTIVES) - AXIS_NEEDS + 1
N = len(OBJECTIVES)

DESCRIPTION = (
    "22 June 1941: Army Groups North, Centre and South, with the Romanians and Hungarians, "
    "cross the border from the Baltic to the Black Sea. Seven monthly turns, June to December "
    f"1941. Objectives: {', '.join(OBJECTIVES[:-1])} and {OBJECTIVES[-1]}. The Axis wins holding "
    f"{AXIS_NEEDS} of the {N} at the end; the Soviets win holding {SOVIET_NEEDS}.")

# The comments written before the scenario's sections: the choices behind them.
ENTRY_NOTE = "Reinforcements enter in a friendly city or on their side's home edge."
REPLACEMENTS_NOTE = \
    "Steppe's choice (004 is silent): points a turn; one rebuilds a unit (armor two)."
VICTORY_NOTE = (
    "Steppe's choice (004 is silent on victory). Checked after turn 7 (December 1941).\n"
    f"Control is all-or-nothing, so the two exclude each other: the Axis needs {AXIS_NEEDS} of\n"
    f"the {N}, the Soviets keep {SOVIET_NEEDS}. In December 1941 the Axis held 7 "
    "(Rostov was lost again).")
BLACK_SEA_NOTE = "004 Kerch Straits: the Soviets control the Black Sea in 1941."
STALIN_LINE_NOTE = ("The Stalin Line, Lake Pskov to the Dniester: its defenders stand on the "
                    "east side")


class Board:
    """The map and the forces of 22 June 1941 placed on it: what every War Against Russia
    scenario from Barbarossa on draws (this one and the campaign, `war_campaign`)."""

    def __init__(self):
        (self.terrain, self.hexsides, self.rails, self.roads, self.control, self.placed,
         self.places, self.stalin) = _board()

    def write_map(self, w):
        w.map(self.terrain, self.hexsides, self.rails, self.roads, self.places, self.control)

    def summary(self, reinforcements):
        stalin_sides, stalin_on_rivers = self.stalin
        return (summary(GRID, self.control, self.placed, reinforcements, self.places, self.rails,
                        self.roads)
                + f", {stalin_sides} Stalin Line sides ({stalin_on_rivers} on rivers)")


    def write(self, header, name, description, turns, reinforcements, replacements,
              replacements_note, needs, victory_note, computer=None, history="war_1941"):
        """The whole scenario: `replacements` as (side, first turn, last turn, points), `needs`
        the objectives the Axis and the Soviets need at the end, `history` the key of the
        scenario's milestones (`mapgen.milestones`)."""
        w = Writer(GRID)
        w.start(header, name=name, description=description,
                ruleset="rulesets/war_against_russia.ron", first_turn="Jun 1941", turns=turns)
        self.write_map(w)
        w.units(self.placed, reinforcements)
        w.reinforcements(reinforcements, ENTRY_NOTE)
        w.section("replacements", [record(side=side, turns=(a, b), points=n)
                                   for side, a, b, n in replacements], replacements_note)
        w.section("victory", [
            record(side=side, name=f"{side.capitalize()}: {need} of the {N} objectives",
                   check=Ident("EndOfGame"), hexes=OBJECTIVES, count=need)
            for side, need in zip(("axis", "soviet"), needs)
        ], victory_note)
        w.field("capitals", [record(side="soviet", hex="Moscow")])
        w.field("side_markers", [record(marker="black_sea", side="soviet")], BLACK_SEA_NOTE)
        if computer:
            w.field("computer", computer[0], computer[1])
        milestones.write(w, history)
        w.end()
        return w.text(), self.summary(reinforcements)


def build():
    return Board().write(HEADER, "Barbarossa 1941", DESCRIPTION, 7, REINFORCEMENTS,
                         [("axis", 1, 7, 3), ("soviet", 1, 7, 6)], REPLACEMENTS_NOTE,
                         (AXIS_NEEDS, SOVIET_NEEDS), VICTORY_NOTE,
                         (record(share_objectives=["axis"]), COMPUTER_NOTE))


COMPUTER_NOTE = """\
For the computer players (docs/computer-players.md): the Axis shares out the objectives it
still needs among its units, the far ones to the fast units, rather than sending each unit to
the nearest objective it does not hold. It must take eight of eleven objectives from Leningrad
to Rostov in seven turns (greedy Axis against random Soviets: 75.5% of games won sent each to
the nearest; sharing them out, 92%, 200 games)."""


def _board():
    # --- Terrain: later layers paint over earlier ones; the islands stay land in the sea.
    terrain = paint(GRID, [("f", FORESTS), ("h", HILLS), ("s", SWAMPS), ("m", MOUNTAINS),
                           ("l", list(LAKES.values())),
                           ("~", [BALTIC, BLACK_SEA, AZOV, SIVASH], ISLANDS)])
    # Every named lake shows at least one hex, even Ilmen, smaller than a hex.
    show_every_lake(terrain, LAKES)
    # Places stand on land. A place on the only hex of a lake (Staraya Russa on Ilmen) moves to
    # the nearest land hex; any other water hex a place falls on becomes land.
    place_hex = put_places_on_land(terrain, CITIES)
    at = locator(GRID, place_hex, JUNCTIONS)
    # The Kerch Strait: Kerch and Taman are land, the two hexes flanking the strait are sea, so
    # the only way across is the strait hexside.
    k, t = at(KERCH), at(TAMAN)
    assert GRID.adjacent(k, t), "Kerch and Taman must be adjacent hexes"
    for h in set(GRID.neighbours(*k)) & set(GRID.neighbours(*t)):
        assert h not in place_hex.values(), "a place on the Kerch Strait"
        terrain[h] = "~"

    # One kind a hexside: rivers first, then the Stalin Line where no river runs.
    *rivers, stalin = hexside_lines(terrain, [(n, "river", line) for n, line in RIVERS.items()]
                                    + [(STALIN_LINE_NOTE, "stalin_line", STALIN_LINE)])
    stalin_on_rivers = len(GRID.crossed_sides(STALIN_LINE, terrain.water)) - len(stalin[2])
    hexsides = rivers + [("The Kerch Strait", "kerch", [tuple(sorted((k, t)))]), stalin]
    rails, roads = paths(terrain, RAILS, at), paths(terrain, ROADS, at)
    control = Control("axis", "soviet", border_from_land(terrain, AXIS_LAND))

    # A front unit goes to the front line nearest its own spot (or the group's anchor); a
    # second-line unit to its spot if there is room, else the nearest free hex off the front
    # line. Three a hex.
    placer = Placer(terrain, control, caps={"front": 3, "rear": 3, "spot": 3},
                    spots="second_line")
    placed = placer.place(START, at)
    places = [(name, place_hex[name], feats) for name, (_, _, feats) in CITIES.items()]
    return (terrain, hexsides, rails, roads, control, placed, places,
            (len(stalin[2]), stalin_on_rivers))
