"""War Against Russia 1941-1943 (scenarios/war_campaign.ron): the campaign from Barbarossa to
Kursk, June 1941 to June 1943, 25 monthly turns.

The map and the forces of 22 June 1941 are Barbarossa 1941's (`war_1941.Board`); the campaign
adds what joined both sides to mid-1943 (`forces`), replacement points by year and victory at
its end. Its choices are written beside them.
"""

from mapgen.ron import Ident, Writer, record
from mapgen.scenarios.war_1941 import (BLACK_SEA_NOTE, ENTRY_NOTE, GRID, OBJECTIVES, Board)

from .forces import REINFORCEMENTS

TURNS = 25
N = len(OBJECTIVES)
# CHOICE (004 is silent on victory): at the end of June 1943 the Axis held 8 of the 11
# (Leningrad, Moscow and Rostov not), a draw here; the Axis wins holding 9, the Soviets
# holding 4 (the Axis 7 or fewer).
AXIS_NEEDS, SOVIET_NEEDS = 9, 4

HEADER = """\
// War Against Russia: the campaign from Barbarossa to Kursk, June 1941 to June 1943
// (rulesets/war_against_russia.ron), 25 monthly turns.
//
// An original scenario for steppe, drawn by scripts/gen_war_campaign.py on Barbarossa 1941's map
// (scenarios/war_1941.ron: a sinusoidal projection centred on 31.5E 53N, 40 km hexes, from the
// border of 22 June 1941 east past Moscow to Yaroslavl and Tambov, from Lake Ladoga to the Black
// Sea and Rostov; Stalingrad and the Caucasus lie off its south-east corner, so the 1942 summer
// campaign here is fought for the Don bend, Rostov and Voronezh). The forces of 22 June 1941 and
// their 1941 reinforcements are Barbarossa 1941's; those of 1942 and 1943 are the formations
// that joined each side, at their arrival months (the generator cites its sources).
// Forces at the scale of corps and armies, one step each."""

DESCRIPTION = (
    "War Against Russia from 22 June 1941 to the eve of Kursk, June 1943: 25 monthly turns, "
    "the two winters and the summer of 1942. Reinforcements arrive by the month, replacement "
    f"points grow by the year. Objectives: {', '.join(OBJECTIVES[:-1])} and {OBJECTIVES[-1]}. "
    f"At the end the Axis wins holding {AXIS_NEEDS} of the {N}, the Soviets holding "
    f"{SOVIET_NEEDS}; 8 for the Axis, as in June 1943, is a draw.")

REPLACEMENTS_NOTE = (
    "Steppe's choice (004 is silent): points a turn, one rebuilds a unit (armor two). Soviet\n"
    "points grow with the mobilisation of 1942 and 1943, the Axis's little (the German\n"
    "replacement army's intake fell behind its losses from the winter of 1941 on).")
VICTORY_NOTE = (
    f"Steppe's choice (004 is silent on victory). Checked after turn {TURNS} (June 1943).\n"
    f"Control is all-or-nothing: the Axis needs {AXIS_NEEDS} of the {N}, the Soviets keep "
    f"{SOVIET_NEEDS}.\nIn June 1943 the Axis held 8 (Leningrad, Moscow and Rostov not): a draw.")


def build():
    b = Board()
    w = Writer(GRID)
    w.start(HEADER, name="War Against Russia 1941-1943", description=DESCRIPTION,
            ruleset="rulesets/war_against_russia.ron", first_turn="Jun 1941", turns=TURNS)
    b.write_map(w)
    w.units(b.placed, REINFORCEMENTS)
    w.reinforcements(REINFORCEMENTS, ENTRY_NOTE)
    w.section("replacements", [
        record(side="axis", turns=(1, 7), points=3),
        record(side="soviet", turns=(1, 7), points=6),
        record(side="axis", turns=(8, 19), points=4),
        record(side="soviet", turns=(8, 19), points=9),
        record(side="axis", turns=(20, TURNS), points=4),
        record(side="soviet", turns=(20, TURNS), points=12),
    ], REPLACEMENTS_NOTE)
    w.section("victory", [
        record(side=side, name=f"{side.capitalize()}: {need} of the {N} objectives",
               check=Ident("EndOfGame"), hexes=OBJECTIVES, count=need)
        for side, need in (("axis", AXIS_NEEDS), ("soviet", SOVIET_NEEDS))
    ], VICTORY_NOTE)
    w.field("capitals", [record(side="soviet", hex="Moscow")])
    w.field("side_markers", [record(marker="black_sea", side="soviet")], BLACK_SEA_NOTE)
    w.end()
    return w.text(), b.summary(REINFORCEMENTS)
