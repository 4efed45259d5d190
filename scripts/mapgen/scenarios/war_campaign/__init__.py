"""War Against Russia 1941-1943 (scenarios/war_campaign.ron): the campaign from Barbarossa to
Kursk, June 1941 to June 1943, 25 monthly turns.

The map and the forces of 22 June 1941 are Barbarossa 1941's (`war_1941.Board`); the campaign
adds what joined both sides to mid-1943 (`forces`), replacement points by year and victory at
its end. Its choices are written beside them.
"""

from mapgen.scenarios.war_1941 import OBJECTIVES, Board

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
    return Board().write(HEADER, "War Against Russia 1941-1943", DESCRIPTION, TURNS,
                         REINFORCEMENTS,
                         [("axis", 1, 7, 3), ("soviet", 1, 7, 6),
                          ("axis", 8, 19, 4), ("soviet", 8, 19, 9),
                          ("axis", 20, TURNS, 4), ("soviet", 20, TURNS, 12)],
                         REPLACEMENTS_NOTE, (AXIS_NEEDS, SOVIET_NEEDS), VICTORY_NOTE,
                         history="war_campaign")
