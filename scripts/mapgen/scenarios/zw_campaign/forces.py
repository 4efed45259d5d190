"""Zhukov's War campaign's forces: the whole front on 28 June 1942, from Leningrad to the Sea of
Azov, and what joined and left both sides to December 1943, at Zhukov's War's scale (German
divisions of two steps, satellite corps, Soviet armies of four steps and tank, mechanized and
cavalry corps; rulesets/zhukovs_war.ron).

Army Group South and the fronts facing it, with their reinforcements to December 1942, are
Operation Blue's (zw_blue.forces, the same units and factors). Army Groups North and Centre and
the Soviet fronts from Leningrad to Bryansk are drawn here at the same scale, by army, from
general histories (Glantz, When Titans Clashed, 1995, and Zhukov's Greatest Defeat, 1999, for
the Soviet fronts; Ziemke, Stalingrad to Berlin, 1968, and Ziemke and Bauer, Moscow to
Stalingrad, 1987, for the German armies); 1943's arrivals and departures at the months of their
first actions or departures in the same histories. A turn is a month: turn 1 = July 1942,
7 = January 1943, 18 = December 1943.
"""

from mapgen.scenarios.zw_blue.forces import (ARMY, CAV, GARRISON, INF, JAEGER, LFD, MOT, PZ,
                                             RC, REINFORCEMENTS as BLUE_LATER, SHOCK, START as
                                             BLUE_START, TANK_ARMY, TC, MC, size)
from mapgen.units import Unit, nth


def unit(uid, name, nat, t, steps, where=None):
    return Unit(uid, name, nat, t, size(t, nat, name), steps, where=where)


def divs(steps, *nums, kind="Infantry", t="infantry", tag=""):
    return [unit(f"g_{n}{tag}", f"{nth(n)} {kind} Division", "german", t, steps) for n in nums]


def pzs(*nums):
    return divs(PZ, *nums, kind="Panzer", t="panzer", tag="pz")


def mots(*nums):
    return [unit(f"g_{n}mot", f"{nth(n)} Motorized Division", "german", "motorized", MOT)
            for n in nums]


def armies(*nums, steps=ARMY):
    return [unit(f"s_{n}a", f"{nth(n)} Army", "soviet", "rifle", steps) for n in nums]


def tcs(*nums):
    return [unit(f"s_{n}tc", f"{nth(n)} Tank Corps", "soviet", "tank", TC) for n in nums]


# (comment, side, anchor (lon, lat), front line?, units): the north and the centre.
NORTH = [
    ("Axis: 18th Army at Leningrad and on the Volkhov", "axis", (30.9, 59.4), True,
     divs(INF, 1, 11, 21, 58, 61, 96, 121, 212, 215, 217, 223, 225, 227, 254, 269, 291)
     + pzs(12) + [unit("g_250", "250th (Spanish) Infantry Division", "german", "infantry", INF),
                  unit("g_sspol", "SS Polizei Division", "german", "infantry", INF)]),
    ("Axis: 16th Army at Staraya Russa and Demyansk", "axis", (32.0, 57.7), True,
     divs(INF, 12, 30, 32, 81, 122, 123, 126, 290, 329) + divs(JAEGER, 5, 8, kind="Jäger", tag="j")
     + mots(18) + [unit("g_sstk", "SS Totenkopf", "german", "motorized", MOT)]),
    ("Axis: 9th Army in the Rzhev salient", "axis", (33.8, 56.0), True,
     pzs(1, 2, 5) + mots(14, 36)
     + divs(INF, 6, 26, 86, 87, 102, 110, 129, 161, 162, 206, 251, 253, 256, 328)),
    ("Axis: 3rd Panzer and 4th Armies, Vyazma to Yukhnov", "axis", (34.6, 54.9), True,
     pzs(19, 20) + mots(10)
     + divs(INF, 7, 15, 17, 23, 31, 34, 35, 52, 98, 106, 131, 137, 183, 197, 252, 260, 263,
            267, 268, 292)),
    ("Axis: 2nd Panzer Army at Orel", "axis", (35.9, 53.4), True,
     pzs(4, 18) + mots(25) + divs(INF, 56, 112, 134, 208, 211, 216, 262, 293, 296, 339)),
    ("Soviet: Leningrad Front in the pocket", "soviet", (30.3, 59.95), True,
     armies(23, 42, 55)
     + [Unit("s_cog", "Coastal Operational Group", "soviet", "rifle", "Corps", RC,
             where=(29.88, 59.78)),
        unit("s_leningrad", "Leningrad garrison", "soviet", "rifle", GARRISON, "Leningrad")]),
    ("Soviet: Volkhov Front", "soviet", (32.4, 59.2), True,
     armies(8, 54, 4, 59, 52) + [unit("s_2sa", "2nd Shock Army", "soviet", "shock", SHOCK)]),
    ("Soviet: Northwestern Front at Demyansk", "soviet", (32.6, 57.9), True,
     armies(11, 27, 34, 53) + [unit("s_1sa", "1st Shock Army", "soviet", "shock", SHOCK)]),
    ("Soviet: Kalinin Front and the Toropets salient", "soviet", (33.6, 56.6), True,
     armies(22, 29, 30, 31, 39, 41, 58)
     + [unit("s_3sa", "3rd Shock Army", "soviet", "shock", SHOCK, (31.4, 56.4)),
        unit("s_4sa", "4th Shock Army", "soviet", "shock", SHOCK, (31.6, 55.9))]),
    ("Soviet: Western Front", "soviet", (35.8, 55.0), True,
     armies(5, 10, 16, 20, 33, 43, 49, 50, 61) + tcs(5, 6, 8, 9, 10)
     + [unit("s_2gcc", "2nd Guards Cavalry Corps", "soviet", "cavalry", CAV)]),
    ("Soviet: the Stavka's reserve at Moscow and Tula", "soviet", (37.4, 55.2), False,
     [unit("s_3ta", "3rd Tank Army", "soviet", "tank", TANK_ARMY),
      unit("s_moscow", "Moscow Defence Zone", "soviet", "rifle", GARRISON, "Moscow"),
      unit("s_tula", "Tula garrison", "soviet", "rifle", GARRISON, "Tula")]),
]
START = NORTH + BLUE_START

# (turn, units): what joined both sides. Turns 2-6 hold Operation Blue's reinforcements too.
LATER = [
    # Autumn 1942: the Luftwaffe field divisions of the north; the 67th Army on the Neva.
    (4, [unit(f"g_lfd{n}", f"{nth(n)} Luftwaffe Field Division", "german", "luftwaffe_field",
              LFD) for n in (1, 9, 10)]),
    (4, armies(67)),
    # January and February 1943: divisions from the West for the crisis in the south, the SS
    # Panzer Corps at Kharkov; the Soviet 69th Army and the new 1st and 2nd Tank Armies.
    (7, pzs(7) + divs(INF, 320, 335)),
    (7, armies(69)),
    (8, [unit("g_lah", "SS Leibstandarte", "german", "panzer", PZ),
         unit("g_ssdr", "SS Das Reich", "german", "panzer", PZ)]),
    (8, armies(70) + [unit("s_1ta2", "1st Tank Army (new)", "soviet", "tank", TANK_ARMY),
                      unit("s_2ta", "2nd Tank Army", "soviet", "tank", TANK_ARMY)]),
    (10, [unit("s_5gta", "5th Guards Tank Army", "soviet", "tank", TANK_ARMY),
          unit("s_5mc", "5th Mechanized Corps", "soviet", "mechanized", MC)]),
    # July 1943, Kursk: the new 4th Tank Army.
    (13, [unit("s_4ta2", "4th Tank Army (new)", "soviet", "tank", TANK_ARMY)]),
]
REINFORCEMENTS = BLUE_LATER + LATER

# (turn, ids, why): who left.
WITHDRAWALS = [
    (9, "r_1 r_2 r_4 r_5 r_6 r_cav", "the Romanian 3rd and 4th Armies' corps home after Stalingrad"),
    (10, "i_2 i_alp i_29 i_35", "the Italian 8th Army home"),
    (11, "h_3 h_4 h_7", "the Hungarian 2nd Army home"),
    (14, "g_lah", "the Leibstandarte to Italy"),
]
