"""Typhoon's forces: Army Group Centre and the Western, Reserve and Bryansk Fronts on
30 September 1941, and what reached them to December, as divisions: a unit's steps are its
combat factors, one step a factor, attack and defense equal (rulesets/typhoon.ron).
"""

from mapgen.units import Unit, nth


# A unit: id, name, nationality, type, size, combat factors, movement, efficiency, start (a place
# name or lon/lat; none: near its group's anchor). Its steps run from its factors down to 1.
def u(uid, name, nat, t, cf, ma, eff, where=None, size="Division"):
    steps = [(0, cf, ma)] if t == "hq" else [(k, k, ma) for k in range(cf, 0, -1)]
    return Unit(uid, name, nat, t, size, steps, eff, where)


def hq(uid, name, nat, eff=2):
    """An HQ: no attack, a defense of 1, motorized movement (rulesets/typhoon.ron)."""
    return u(uid, f"{name} HQ", nat, "hq", 1, 8, eff)


def pz(n, cf, eff=3):
    return u(f"g_{n}pz", f"{nth(n)} Panzer Division", "german", "tank", cf, 8, eff)


def mot(n, cf, eff=3):
    return u(f"g_{n}mot", f"{nth(n)} Motorized Division", "german", "motorized", cf, 8, eff)


def inf(cf, eff, *nums):
    return [u(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", cf, 4, eff)
            for n in nums]


def rd(cf, *nums, eff=1, where=()):
    """Soviet rifle divisions; `where`: their starting spots in order."""
    where = list(where) + [None] * len(nums)
    return [u(f"s_{n}", f"{nth(n)} Rifle Division", "soviet", "infantry", cf, 4, eff, w)
            for n, w in zip(nums, where)]


def militia(*pairs):
    """Moscow opolchenie divisions, renumbered as rifle divisions: (number, militia number)."""
    return [u(f"s_{n}", f"{nth(n)} Rifle Division ({nth(m)} Moscow Militia)", "soviet",
              "infantry", 3, 4, 1) for n, m in pairs]


def tb(cf, *nums, eff=2, where=()):
    where = list(where) + [None] * len(nums)
    return [u(f"s_{n}tb", f"{nth(n)} Tank Brigade", "soviet", "tank", cf, 6, eff, w)
            for n, w in zip(nums, where)]


def cd(cf, *nums, eff=1):
    return [u(f"s_{n}cd", f"{nth(n)} Cavalry Division", "soviet", "cavalry", cf, 5, eff)
            for n in nums]


def rb(cf, *nums, eff=1):
    return [u(f"s_{n}rb", f"{nth(n)} Rifle Brigade", "soviet", "infantry", cf, 4, eff)
            for n in nums]


# (comment, side, anchor (lon, lat), on the front line?, [units]). A group's HQ (an army, a
# panzer group, a front) stands behind its line and commands the units within 6 hexes
# (rulesets/typhoon.ron); where a group is two armies, one HQ commands both.
START = [
    ("German: 9th Army's XXIII Corps, Andreapol to Bely", "german", (32.15, 56.5), True,
     [hq("g_hq23", "XXIII Army Corps", "german")] + inf(6, 3, 102, 206) + inf(5, 2, 251, 253, 256)),
    ("German: 9th Army's VI and V Corps west of Bely", "german", (32.45, 55.85), True,
     [hq("g_hq9", "9th Army", "german")] + inf(6, 3, 6, 26, 5, 35) + inf(6, 2, 110, 106, 129)),
    ("German: Panzer Group 3 (XXXXI and LVI Motorized Corps) north of Yartsevo", "german",
     (32.55, 55.55), True,
     [hq("g_hqpz3", "Panzer Group 3", "german", 3), pz(1, 9), pz(6, 9), pz(7, 9), mot(14, 6),
      mot(36, 6)]),
    ("German: 9th Army's VIII and XXVII Corps on the Vop", "german", (32.6, 55.2), True,
     [hq("g_hq8", "VIII Army Corps", "german")] + inf(6, 3, 8, 28, 87, 86) + inf(5, 2, 161, 162)),
    ("German: 9th Army's artillery", "german", (32.3, 55.5), False,
     [u("g_arko9", "9th Army heavy artillery", "german", "heavy_artillery", 2, 3, 2),
      u("g_pzjg521", "Panzerjäger-Abteilung 521", "german", "antitank", 2, 6, 3)]),
    ("German: 4th Army's VII, IX and XX Corps, Yartsevo to Yelnya", "german", (32.8, 54.75), True,
     [hq("g_hq4", "4th Army", "german")] + inf(6, 3, 7, 23, 15, 78, 137)
     + inf(6, 2, 197, 267, 183, 263, 292, 268)),
    ("German: Panzer Group 4 (XXXX, XXXXVI and LVII Motorized Corps) on the Warsaw highway",
     "german", (33.35, 54.15), True,
     [hq("g_hqpz4", "Panzer Group 4", "german", 3),
      pz(5, 10), pz(10, 9), pz(11, 10), pz(19, 8), pz(20, 8), mot(3, 6),
      u("g_dr", "SS Division Das Reich", "german", "motorized", 7, 8, 3)]
     + inf(6, 2, 252, 258)),
    ("German: 4th Army's XII Corps and artillery by Roslavl", "german", (33.0, 54.05), False,
     inf(6, 3, 34, 98) + [
         u("g_arko4", "4th Army artillery command", "german", "artillery", 2, 4, 2),
         u("g_harko4", "4th Army heavy artillery", "german", "heavy_artillery", 2, 3, 2),
         u("g_arkopz4", "Panzer Group 4 artillery command", "german", "artillery", 2, 4, 3)]),
    ("German: 2nd Army on the Desna, Zhukovka to Pochep", "german", (33.45, 53.35), True,
     [hq("g_hq2", "2nd Army", "german")] + inf(6, 3, 17, 31, 52, 56)
     + inf(5, 2, 112, 131, 134, 167, 260)),
    ("German: Panzer Group 2 (XXIV and XXXXVII Motorized Corps) on the south edge", "german", (33.7, 52.65), True,
     [hq("g_hqpz2", "Panzer Group 2", "german", 3),
      pz(3, 8), pz(4, 8), pz(9, 8), pz(17, 8), pz(18, 8), mot(10, 6), mot(25, 6), mot(29, 7),
      u("g_gd", "Infantry Regiment Grossdeutschland", "german", "motorized", 6, 8, 3),
      u("g_1cav", "1st Cavalry Division", "german", "cavalry", 4, 5, 3),
      u("g_pzjg561", "Panzerjäger-Abteilung 561", "german", "antitank", 2, 6, 3),
      u("g_arkopz2", "Panzer Group 2 artillery command", "german", "artillery", 2, 4, 3)]),

    ("Soviet: Western Front's 22nd Army by Andreapol", "soviet", (32.3, 56.7), True,
     [hq("s_hq22", "22nd Army", "soviet", 1)] + rd(5, 126, 133, 174, 179, 186)),
    ("Soviet: Western Front's 29th Army on the Western Dvina", "soviet", (32.3, 56.2), True,
     [hq("s_hq29", "29th Army", "soviet", 1)] + rd(5, 178, 243, 246, 252)),
    ("Soviet: Western Front's 30th Army west of Bely", "soviet", (32.6, 55.8), True,
     [hq("s_hq30", "30th Army", "soviet", 1)] + rd(5, 162, 242, 250, 251) + [u("s_107mrd", "107th Motorized Rifle Division", "soviet",
                                    "motorized", 4, 6, 2)]),
    ("Soviet: Western Front's 19th and 16th Armies on the Vop and at Yartsevo", "soviet",
     (32.75, 55.3), True,
     [hq("s_hq19", "19th Army", "soviet", 1)]
     + rd(5, 50, 89, 91, 166, 244, 38, 108, 112) + rd(4, 214)),
    ("Soviet: Western Front's 20th Army on the Dnieper", "soviet", (32.95, 54.9), True,
     [hq("s_hq20", "20th Army", "soviet", 1)] + rd(4, 73, 129, 144, 229)),
    ("Soviet: Western Front's reserves (Group Boldin, Dovator's cavalry)", "soviet",
     (33.5, 55.35), False,
     [hq("s_hqwf", "Western Front", "soviet", 1),
      u("s_101mrd", "101st Motorized Rifle Division", "soviet", "motorized", 4, 6, 2)]
     + tb(4, 126, 127, 128) + tb(3, 143) + cd(3, 45, 50, 53, eff=2)
     + [u("s_wf_art", "Western Front artillery (RGK)", "soviet", "heavy_artillery", 2, 3, 1),
        u("s_wf_gm", "Western Front guards mortars (Katyusha)", "soviet", "artillery", 2, 4, 2)]),
    ("Soviet: Reserve Front's 24th Army west of Yelnya", "soviet", (33.1, 54.55), True,
     [hq("s_hq24", "24th Army", "soviet", 1)] + rd(5, 19, 103, 106, 170, 309) + militia((139, 9))
     + tb(3, 144, 146)),
    ("Soviet: Reserve Front's 43rd Army on the Desna and the Warsaw highway", "soviet",
     (33.55, 54.1), True,
     [hq("s_hq43", "43rd Army", "soviet", 1)] + rd(5, 53, 149, 211, 222) + tb(4, 145, 148)),
    ("Soviet: Reserve Front's 31st Army behind the 30th, Sychevka and Rzhev", "soviet",
     (33.8, 55.95), False,
     [hq("s_hq31", "31st Army", "soviet", 1)] + rd(5, 5, 119, 247, 249) + militia((110, 4))),
    ("Soviet: Reserve Front's 32nd Army of militia west of Vyazma", "soviet", (33.9, 55.2), False,
     [hq("s_hq32", "32nd Army", "soviet", 1)] + militia((2, 2), (8, 8), (29, 7), (140, 13), (18, 18))),
    ("Soviet: Reserve Front's 33rd and 49th Armies, Spas-Demensk to Kirov", "soviet",
     (34.1, 54.45), False,
     [hq("s_hq33", "33rd Army", "soviet", 1)]
     + militia((17, 17), (60, 1), (113, 5), (173, 21)) + rd(5, 194, 220, 248, 303)
     + [u("s_rf_art", "Reserve Front artillery", "soviet", "artillery", 2, 4, 1)]),
    ("Soviet: Bryansk Front's 50th Army, Zhukovka to Bryansk", "soviet", (33.75, 53.45), True,
     [hq("s_hq50", "50th Army", "soviet", 1)] + rd(5, 217, 258, 260, 278, 279, 290) + rd(6, 299)),
    ("Soviet: Bryansk Front's 3rd and 13th Armies, Pochep to Trubchevsk and the south edge",
     "soviet", (33.6, 52.8), True,
     [hq("s_hq3", "3rd Army", "soviet", 1)]
     + rd(5, 137, 148, 269, 280, 282, 283) + rd(4, 6, 121, 132, 143, 155)),
    ("Soviet: Bryansk Front's reserves", "soviet", (34.5, 53.0), False,
     [hq("s_hqbf", "Bryansk Front", "soviet", 1),
      u("s_108td", "108th Tank Division", "soviet", "tank", 4, 6, 2)]
     + tb(3, 42, 121, 141, 150) + cd(2, 4, 52, 55)
     + [u("s_bf_art", "Bryansk Front artillery", "soviet", "artillery", 2, 4, 1)]),
    ("Soviet: the Mozhaisk line, Moscow, Tula and Kalinin", "soviet", (36.5, 55.5), False, [
        u("s_hqmmd", "Moscow Military District HQ", "soviet", "hq", 1, 8, 2, "Moscow"),
        u("s_nkvd1", "1st NKVD Motorized Rifle Division (Dzerzhinsky)", "soviet", "infantry",
          4, 4, 2, "Moscow"),
        u("s_mos_art", "Moscow Zone artillery (RGK)", "soviet", "heavy_artillery", 2, 3, 1,
          "Moscow"),
        u("s_podolsk", "Podolsk military schools", "soviet", "infantry", 2, 4, 2,
          "Maloyaroslavets"),
        u("s_podolsk_art", "Podolsk artillery school", "soviet", "artillery", 1, 4, 2,
          "Maloyaroslavets"),
        u("s_kremlin", "Supreme Soviet military school (Kremlin cadets)", "soviet", "infantry",
          2, 4, 2, "Volokolamsk"),
        u("s_at_mozh", "Mozhaisk line antitank regiments", "soviet", "antitank", 2, 4, 1,
          "Mozhaisk"),
        u("s_at_volok", "Volokolamsk antitank regiments", "soviet", "antitank", 2, 4, 1,
          "Volokolamsk"),
        u("s_tula", "Tula workers' regiment and 156th NKVD Regiment", "soviet", "infantry",
          2, 4, 1, "Tula"),
        u("s_kalinin", "Kalinin garrison", "soviet", "infantry", 2, 4, 1, "Kalinin")]),
]

# (turn, [units]). Turns run about ten days in October (1-3) and five days in November (4-9) and
# December (10-15). The Soviets bring up the reserves of the Stavka and the Far East: the divisions
# that manned the Mozhaisk line in mid-October, Lelyushenko's 1st Guards Rifle Corps and Katukov's
# tank brigade at Mtsensk, the Siberians, the cavalry of November, then the 1st Shock, 20th and
# 10th Armies of the December counter-offensive. The Germans get the 2nd Panzer Division and, in
# December, the first infantry divisions from France.
REINFORCEMENTS = [
    (2, [pz(2, 9)]),
    (2, rd(6, 32, eff=2) + rd(6, 316, eff=2) + rd(5, 312)
     + [u("s_5grd", "5th Guards Rifle Division", "soviet", "infantry", 6, 4, 2),
        u("s_6grd", "6th Guards Rifle Division", "soviet", "infantry", 6, 4, 2)]
     + tb(4, 4, eff=3) + tb(4, 11) + tb(3, 8, 9, 18, 19, 20, 21) + cd(2, 46)),
    (3, [hq("s_hq5", "5th Army", "soviet", 2), u("s_82mrd", "82nd Motorized Rifle Division", "soviet", "motorized", 5, 6, 2)]
     + rd(6, 78, 93, eff=2) + tb(3, 17, 22, 23)
     + [u("s_1gm", "Guards mortar regiments (Katyusha)", "soviet", "artillery", 2, 4, 2)]),
    (4, rd(6, 413, eff=2) + rd(5, 415, eff=2)),
    (5, [u("s_112td", "112th Tank Division", "soviet", "tank", 4, 6, 1)] + tb(3, 27, 28)
     + cd(3, 17, 20, 24, 44)),
    (6, [u("s_58td", "58th Tank Division", "soviet", "tank", 4, 6, 1)] + rd(6, 239, eff=2)
     + cd(3, 5, 9, eff=2)),
    (7, rd(5, 354, 348) + tb(3, 31)),
    (8, rb(3, 29, 44, 47, 50, 55, 56, 71) + rd(5, 331, eff=1)),
    (9, rd(5, 322, 323, 324, 325, 326, 328, 330) + rd(5, 352, eff=2)),
    (10, [hq("s_hq1s", "1st Shock Army", "soviet", 2)] + rd(5, 371, 379, 366)
     + [u("s_2gmr", "Guards mortar regiments (second wave)", "soviet", "artillery", 2, 4, 2)]),
    (11, [hq("s_hq10", "10th Army", "soviet", 2)] + tb(4, 24, 25) + rd(5, 340)),
    (12, inf(5, 2, 208)),
    (12, rd(5, 385, 387)),
    (13, inf(5, 2, 211)),
    (13, rd(5, 336, 338)),
    (14, inf(5, 2, 216)),
    (14, tb(3, 35, 81)),
]
