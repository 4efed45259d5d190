"""The campaign's forces beyond Barbarossa 1941's (war_1941.forces): what joined both sides from
January 1942 to June 1943, at War Against Russia's scale of corps and armies, one step each.

Arrival months are those of the formations' first actions on the front in general histories of
the war (Glantz and House, When Titans Clashed, 1995, ch. 7-10, for the Soviet armies; Ziemke,
Stalingrad to Berlin, 1968, ch. 1-7, and Ziemke and Bauer, Moscow to Stalingrad, 1987, for the
Axis); a month is a game turn (turn 1 = June 1941, 8 = January 1942, 25 = June 1943). Factors are
the 1941 forces' (war_1941.forces) for the same kind of formation, CHOICE where a kind is new:
tank armies 6-4-6 like a mechanized corps of two, guards tank armies 7-5-6, guards armies 5-7-4
like the strongest 1941 armies.
"""

from mapgen.scenarios.war_1941.forces import (A3, A4, A5, DIV, H_INF, MOTDIV, PZ10, R_INF, SHOCK,
                                              REINFORCEMENTS as BARBAROSSA, ally, armies, g,
                                              gdivs, s)
from mapgen.units import nth

# New kinds (CHOICE, see above).
TA, GTA, ITA_INF, PZDIV = (6, 4, 6), (7, 5, 6), (3, 3, 4), (4, 3, 8)


def tank_army(n, f=TA, guards=False):
    kind = "Guards Tank Army" if guards else "Tank Army"
    tag = "gta" if guards else "ta"
    return s(f"s_{n}{tag}", f"{nth(n)} {kind}", "tank", f, size="Army")


def guards_army(n):
    return s(f"s_{n}ga", f"{nth(n)} Guards Army", "rifle", A5, size="Army")


LATER = [
    # January 1942: divisions sent from the West in the winter crisis; the 2nd Shock Army on
    # the Volkhov.
    (8, gdivs(DIV, 329, 330, 331)),
    (8, [s("s_2sa", "2nd Shock Army", "rifle", SHOCK, size="Army")]),
    # May 1942: the first tank armies (3rd and 5th).
    (12, [tank_army(3), tank_army(5)]),
    # June 1942, for Operation Blue: the Hungarian 2nd Army, the Italian 8th Army's corps, a
    # Romanian corps, Grossdeutschland.
    (13, [ally("hungarian", f"h_{n}", f"{name} Corps", "infantry", H_INF)
          for n, name in ((3, "III"), (4, "IV"), (7, "VII"))]
     + [ally("italian", "i_2", "II Corps", "infantry", ITA_INF),
        ally("italian", "i_alp", "Alpine Corps", "mountain", ITA_INF),
        ally("romanian", "r_1", "I Corps", "infantry", R_INF),
        g("g_gd", "Grossdeutschland Division", "motorized", MOTDIV, size="Division")]),
    # July 1942: the Stalingrad Front's armies and the 1st and 4th Tank Armies.
    (14, armies(A3, 62, 63, 64) + [tank_army(1), tank_army(4)]),
    # August 1942: the 1st Guards Army, the 66th.
    (15, [guards_army(1)] + armies(A3, 66)),
    # November 1942, for Uranus: the 65th Army, the 5th Shock and 2nd Guards Armies.
    (18, armies(A4, 65) + [s("s_5sa", "5th Shock Army", "rifle", SHOCK, size="Army"),
                           guards_army(2)]),
    # December 1942: the 6th Panzer Division from France (Wintergewitter).
    (19, [g("g_6pzd", "6th Panzer Division", "panzer", PZDIV, size="Division")]),
    # January 1943: the 2nd Tank Army; the 69th and 70th Armies.
    (20, [tank_army(2)] + armies(A4, 69, 70)),
    # February 1943: the II SS Panzer Corps at Kharkov; the 5th Guards Tank Army formed.
    (21, [g("g_ss2", "II SS Panzer Corps", "panzer", PZ10)]),
    (21, [tank_army(5, GTA, guards=True)]),
    # May and June 1943, before Kursk: German divisions; the 3rd Guards Tank Army, the 53rd and
    # the 5th Guards Armies.
    (24, gdivs(DIV, 383, 386)),
    (24, [tank_army(3, GTA, guards=True)] + armies(A3, 53)),
    (25, [guards_army(5)]),
]

REINFORCEMENTS = BARBAROSSA + LATER
