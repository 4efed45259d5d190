"""Typhoon 1941 (scenarios/typhoon_1941.ron): the drive on Moscow, October to December 1941.

Geography in `geography`, forces in `forces`; here they are drawn, placed and written, with the
scenario's rules (replacements, air units, victory points) and the choices behind them.
"""

from mapgen import milestones
from mapgen.cli import summary
from mapgen.control import Control, border_from_front
from mapgen.lines import hexside_lines, paths
from mapgen.place import Placer
from mapgen.ron import Ident, Writer, record
from mapgen.terrain import locator, paint, put_places_on_land, show_every_lake

from .forces import REINFORCEMENTS, START
from .geography import (CITIES, FRONT, GRID, H, JUNCTIONS, LAKES, LAT0, LON0, MAJOR_RIVERS,
                        MARSHES, MINOR_RIVERS, RAILS, ROADS, ROW_KM, W, WOODS)

HEADER = f"""\
// Typhoon: the drive on Moscow, October to December 1941 (rulesets/typhoon.ron).
//
// An original map for steppe, drawn by scripts/gen_typhoon.py from real geography (a sinusoidal
// projection centred on {LON0}E {LAT0}N), not copied from any published game map. Hexes are
// {ROW_KM:.0f} km across, flat-topped; printed numbers CCRR from 0101 in the north-west corner; even
// printed columns sit half a hex lower. The map runs from Smolensk, Roslavl and the Desna (the
// front of 30 September 1941) east past Moscow to Zagorsk and Kolomna, and from Torzhok, Kalinin
// and the Volga reservoir south to Orel and Kromy.
//
// Terrain letters (rulesets/typhoon.ron): '.' clear, 'f' wood, 's' swamp, 'l' lake (the Moscow
// Sea, the Ivankovo reservoir on the Volga, and the tip of Lake Seliger). Rivers are hexsides:
// major rivers the Volga, the Oka, the Desna and the upper Dnieper; minor rivers the Ugra,
// Protva, Nara, Moskva, Ruza, Lama, Istra, Vazuza, Zhizdra, Upa, Zusha, Vop, Gzhat, Bolva and
// Shosha. Where a major and a minor river meet on a hexside the major one is kept. Roads are the
// main highways of 1941 (Minsk, Warsaw, Simferopol and Leningrad highways, Bryansk - Orel), rails
// the main lines.
// Forces of 30 September 1941, divisions: a unit's steps are its combat factors, one a step."""

DESCRIPTION = (
    "30 September - 2 October 1941: Army Group Centre opens Operation Typhoon. "
    "The 9th Army and Panzer Group 3 strike north of the Minsk highway, the 4th Army and Panzer "
    "Group 4 along the Warsaw highway, the 2nd Army and Panzer Group 2 at Bryansk and Orel, "
    "against the Western, Reserve and Bryansk Fronts; behind them the Mozhaisk line is nearly "
    "empty. Fifteen turns, October to December 1941, with HQs activated in turn. Victory in "
    "points for the cities held at the end: Moscow 10, Tula and Kalinin 3, Kaluga and Mozhaisk "
    "2, eight others 1; the Germans need 15 of the 28.")

VP = [("Moscow", 10), ("Tula", 3), ("Kalinin", 3), ("Kaluga", 2), ("Mozhaisk", 2), ("Klin", 1),
      ("Serpukhov", 1), ("Volokolamsk", 1), ("Maloyaroslavets", 1), ("Rzhev", 1), ("Vyazma", 1),
      ("Bryansk", 1), ("Orel", 1)]
VP_TOTAL = sum(v for _, v in VP)
GERMAN_NEEDS = 15
SOVIET_NEEDS = VP_TOTAL - GERMAN_NEEDS + 1

# The comments written before the scenario's sections: the choices behind them.
ENTRY_NOTE = """\
German reinforcements enter in a friendly town in supply or on the west edge; Soviet ones
at Moscow or on the east edge."""
REPLACEMENTS_NOTE = """\
Steppe's choice: points a turn, more for the Soviets as the reserves arrive. While the
ruleset rolls 003's replacement table (its `replacements.table`), the roll is used and
these fixed rates are not."""
AIR_NOTE = """\
003's counters include "Air force units" without numbers. steppe's choice: Luftflotte 2
strong in October and November, half of it gone to the Mediterranean in December; the
Soviet air force of the Moscow zone growing as the winter comes."""
VICTORY_NOTE = f"""\
003's counters include a "Victory Points" marker and the sequence of play "Determination
of victory conditions on the last turn"; the points are not in 003. steppe's choice,
checked after turn 15: {VP_TOTAL} points in the cities of the drive on Moscow (Moscow 10,
Tula and Kalinin 3, Kaluga and Mozhaisk 2, the others 1); the Germans win holding
{GERMAN_NEEDS} or more, the Soviets otherwise (holding {SOVIET_NEEDS} or more: control is
all-or-nothing, so one side wins). At their high-water mark in early December 1941 the
Germans held 14 (Kalinin, Kaluga, Mozhaisk, Klin, Volokolamsk, Maloyaroslavets, Rzhev,
Vyazma, Bryansk, Orel); by the end of the month 7."""


def build():
    # --- Terrain: woods and marshes speckled, lakes over them; every lake shows; places on land.
    terrain = paint(GRID, [("f", WOODS), ("s", MARSHES), ("l", list(LAKES.values()))])
    show_every_lake(terrain, LAKES)
    place_hex = put_places_on_land(terrain, CITIES)
    at = locator(GRID, place_hex, JUNCTIONS)

    # One kind a hexside: major rivers first, a minor river only where no major one runs.
    hexsides = hexside_lines(terrain,
                             [(n, "major_river", line) for n, line in MAJOR_RIVERS.items()]
                             + [(n, "minor_river", line) for n, line in MINOR_RIVERS.items()])
    rails, roads = paths(terrain, RAILS, at), paths(terrain, ROADS, at)
    control = Control("german", "soviet", border_from_front(GRID, FRONT))

    # A unit with its own spot goes there if it can (up to the stacking limit of 4); else a front
    # unit to the front line nearest its group's anchor (two a hex), a second-line unit near it
    # off the front line (three a hex); an HQ stands behind its group's line. Tanks may not
    # start in swamp (until it freezes); nobody starts on a lake.
    placer = Placer(terrain, control, caps={"front": 2, "rear": 3, "spot": 4}, spots="own",
                    barred={"tank": "s"})
    placed = placer.place(START, at)

    w = Writer(GRID)
    w.start(HEADER, name="Typhoon 1941", description=DESCRIPTION,
            ruleset="rulesets/typhoon.ron", first_turn="T1 1941", turns=15)
    places = [(name, place_hex[name], feats) for name, (_, _, feats) in CITIES.items()]
    w.map(terrain, hexsides, rails, roads, places, control)
    w.units(placed, REINFORCEMENTS)

    # Soviet reinforcements come in at Moscow or on the east edge.
    east_entry = [place_hex["Moscow"]] + [(W - 1, r) for r in range(H)
                                          if not terrain.water((W - 1, r))]
    w.reinforcements(REINFORCEMENTS, ENTRY_NOTE,
                     entry=lambda units: east_entry if units[0].nat == "soviet" else None)
    w.section("replacements", [
        record(side="german", turns=(1, 15), points=3),
        record(side="soviet", turns=(1, 5), points=4),
        record(side="soviet", turns=(6, 10), points=5),
        record(side="soviet", turns=(11, 15), points=6),
    ], REPLACEMENTS_NOTE)
    w.section("air_units", [
        record(side="german", turns=(1, 9), units=4),
        record(side="german", turns=(10, 15), units=2),
        record(side="soviet", turns=(1, 9), units=2),
        record(side="soviet", turns=(10, 15), units=3),
    ], AIR_NOTE)
    names, points = [n for n, _ in VP], [v for _, v in VP]
    w.section("victory", [
        record(wrap=("hexes", "points"), side=side,
               name=f"{side.capitalize()}: {need} victory points", check=Ident("EndOfGame"),
               hexes=names, points=points, count=need)
        for side, need in (("german", GERMAN_NEEDS), ("soviet", SOVIET_NEEDS))
    ], VICTORY_NOTE)
    milestones.write(w, "typhoon_1941", {"axis": "german"})
    w.end()
    return w.text(), summary(GRID, control, placed, REINFORCEMENTS, places, rails, roads)
