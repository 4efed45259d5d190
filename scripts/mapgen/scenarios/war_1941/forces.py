"""War Against Russia's forces: the Axis and the Soviets on 22 June 1941 and what reached them
to December, at the scale of corps and armies, one step each (rulesets/war_against_russia.ron).
"""

import functools

from mapgen.units import Unit, nth, roman

# One step each: (attack, defense, movement), at War Against Russia's scale of corps and armies.

PZ10, PZ9, PZ8, MOT = (10, 6, 8), (9, 6, 8), (8, 5, 8), (6, 5, 8)
INF6, INF5, MTN = (6, 6, 4), (5, 5, 4), (5, 6, 4)
DIV, SEC, MOTDIV, CAVDIV = (2, 2, 4), (1, 2, 4), (3, 3, 8), (2, 2, 5)
R_INF, R_MTN, R_CAV, R_ARM = (3, 3, 4), (3, 4, 4), (2, 2, 5), (3, 2, 8)
H_MOB, H_INF, I_CSIR = (4, 3, 6), (2, 3, 4), (3, 3, 6)
A5, A4, A3, SHOCK = (5, 7, 4), (4, 6, 4), (3, 5, 4), (5, 6, 4)
RC, RC2, GRC = (3, 4, 4), (2, 3, 4), (3, 5, 4)
MC6, MC4, MC2 = (6, 4, 6), (4, 4, 6), (2, 3, 6)
CAV, TD, GAR, FORT = (2, 3, 5), (3, 2, 6), (1, 4, 2), (1, 3, 2)


def u(uid, name, nat, t, size, f, where=None):
    """A unit: id, name, nationality, type, size, (attack, defense, movement), start (a place
    name or lon/lat; none: near its group's anchor)."""
    return Unit(uid, name, nat, t, size, [f], where=where)


def g(uid, name, t, f, size="Corps"):
    return u(uid, name, "german", t, size, f)


def corps(f, *nums, kind="", t="infantry", pre=""):
    return [g(f"g_{pre}{n}", f"{roman(n)}{kind} Corps", t, f) for n in nums]


def pz(f, *nums):
    return corps(f, *nums, kind=" Pz", t="panzer", pre="pz")


def gdivs(f, *nums, kind="Infantry"):
    return [g(f"g_{n}", f"{nth(n)} {kind} Division", "infantry", f, "Division") for n in nums]


def ally(nat, uid, name, t, f, size="Corps"):
    return u(uid, f"{nat.capitalize()} {name}", nat, t, size, f)


def s(uid, name, t, f, where=None, size="Corps"):
    return u(uid, name, "soviet", t, size, f, where)


SOVIET_KINDS = {"a": ("Army", "rifle", "Army"), "rc": ("Rifle Corps", "rifle", "Corps"),
                "mc": ("Mechanized Corps", "mechanized", "Corps")}


def sov(kind, f, *nums, where=(), formation=1):
    """Numbered Soviet armies ("a"), rifle corps ("rc") or mechanized corps ("mc"); `where`: their
    starting spots in order; a second formation of a destroyed army gets its own id."""
    name, t, size = SOVIET_KINDS[kind]
    where = list(where) + [None] * len(nums)
    tag, more = ("", "") if formation == 1 else (f"{formation}", " (second formation)")
    return [u(f"s_{n}{kind}{tag}", f"{nth(n)} {name}{more}", "soviet", t, size, f, w)
            for n, w in zip(nums, where)]


armies, rcs, mcs = (functools.partial(sov, kind) for kind in ("a", "rc", "mc"))


# (comment, side, anchor (lon, lat), on the front line?, [units])
START = [
    ("Axis: 18th Army at Memel and Tilsit", "axis", (21.4, 55.6), True,
     corps(INF5, 26, 38) + corps(INF6, 1) + gdivs(DIV, 291)),
    ("Axis: 4th Panzer Group at Tilsit", "axis", (22.2, 55.1), True,
     pz(PZ9, 41) + pz(PZ8, 56)
     + [g("g_sst", "SS Totenkopf Division", "motorized", MOTDIV, "Division")]),
    ("Axis: 16th Army at Gumbinnen", "axis", (22.6, 54.6), True,
     corps(INF5, 10, 28) + corps(INF6, 2) + gdivs(SEC, 207, kind="Security")),
    ("Axis: 3rd Panzer Group and 9th Army at Suwalki", "axis", (23.0, 54.1), True,
     pz(PZ10, 39) + pz(PZ8, 57) + corps(INF5, 5, 6, 20, 42) + corps(INF6, 8)),
    ("Axis: 4th Army on the Narew and the Bug", "axis", (22.4, 52.8), True,
     corps(INF6, 7) + corps(INF5, 9, 13, 43, 53)),
    ("Axis: 2nd Panzer Group at Brest", "axis", (23.5, 52.0), True,
     pz(PZ10, 24) + pz(PZ9, 47)
     + corps(MOT, 46, kind=" Mot", t="motorized", pre="mot") + corps(INF6, 12) + gdivs(DIV, 45)
     + [g("g_1cav", "1st Cavalry Division", "cavalry", CAVDIV, "Division")]),
    ("Axis: Army Group Centre's second line", "axis", (21.8, 52.6), False,
     gdivs(DIV, 87, 252) + gdivs(SEC, 286, 403, kind="Security")),
    ("Axis: 1st Panzer Group and 6th Army between Chelm and Sokal", "axis", (24.0, 50.7), True,
     pz(PZ9, 3, 14) + pz(PZ10, 48) + corps(INF5, 17, 29, 55) + corps(INF6, 44)),
    ("Axis: 17th Army on the San", "axis", (22.9, 49.9), True,
     corps(INF6, 4) + corps(MTN, 49, kind=" Mountain", t="mountain", pre="m") + corps(INF5, 52)
     + gdivs(DIV, 97, 101, kind="Light") + gdivs(SEC, 444, kind="Security")),
    ("Axis: the Hungarian Carpathian Group", "axis", (23.5, 48.5), True,
     [ally("hungarian", "h_mob", "Mobile Corps", "motorized", H_MOB),
      ally("hungarian", "h_8", "VIII Corps", "infantry", H_INF)]),
    ("Axis: 11th Army and Romanian 3rd Army on the upper Prut", "axis", (27.0, 47.7), True,
     corps(INF5, 11, 30, 54) + [
         ally("romanian", "r_mtn", "Mountain Corps", "mountain", R_MTN),
         ally("romanian", "r_cav", "Cavalry Corps", "cavalry", R_CAV),
         ally("romanian", "r_1ad", "1st Armoured Division", "panzer", R_ARM, "Division")]),
    ("Axis: Romanian 4th Army on the lower Prut and the Danube", "axis", (28.1, 46.2), True,
     [ally("romanian", f"r_{n}", f"{roman(n)} Corps", "infantry", R_INF) for n in (3, 5, 11, 2)]),

    ("Soviet: garrisons of the great cities and fortresses", "soviet", (37.6, 55.7), False, [
        s("s_len", "Leningrad garrison", "rifle", GAR, "Leningrad"),
        s("s_mos", "Moscow garrison", "rifle", GAR, "Moscow"),
        s("s_kiev", "Kiev Fortified Region", "rifle", GAR, "Kiev"),
        s("s_odessa", "Odessa garrison", "rifle", GAR, "Odessa"),
        s("s_brest", "Brest Fortress garrison", "rifle", FORT, "Brest", "Division"),
        s("s_tal", "Tallinn naval base garrison", "rifle", FORT, "Tallinn", "Division"),
        s("s_sev", "Sevastopol garrison", "rifle", FORT, "Sevastopol", "Division")]),
    ("Soviet: Northern Front on the Karelian Isthmus", "soviet", (28.9, 60.8), True,
     armies(A4, 23) + mcs(MC4, 10)),
    ("Soviet: 7th Army north-east of Ladoga", "soviet", (31.6, 61.6), True, armies(A3, 7)),
    ("Soviet: Northwestern Front in Lithuania", "soviet", (22.9, 55.3), True,
     armies(A4, 8, where=[(22.3, 55.6)]) + rcs(RC, 10, where=[(21.3, 56.1)])
     + armies(A5, 11, where=[(23.2, 54.6)]) + rcs(RC, 16, where=[(23.5, 54.2)])),
    ("Soviet: Northwestern Front's mechanized corps", "soviet", (23.8, 55.4), False,
     mcs(MC4, 12) + mcs(MC6, 3) + mcs(MC6, 1, where=["Pskov"])
     + [s("s_29rc", "29th (Lithuanian) Rifle Corps", "rifle", RC2)]),
    ("Soviet: Northwestern Front's second line in the Baltic states", "soviet", (26.0, 56.6), False,
     armies(A3, 27, where=["Daugavpils"]) + rcs(RC, 65, where=["Parnu"]) + [
         s("s_24rc", "24th (Latvian) Rifle Corps", "rifle", RC2, "Riga"),
         s("s_22rc", "22nd (Estonian) Rifle Corps", "rifle", RC2, "Tartu")]),
    ("Soviet: Western Front in the Bialystok salient", "soviet", (22.7, 53.3), True,
     armies(A4, 3, where=[(23.5, 53.8)]) + armies(A5, 10, where=[(22.5, 53.1)])
     + [s("s_6cc", "6th Cavalry Corps", "cavalry", CAV, (22.1, 53.3))]),
    ("Soviet: Western Front's mechanized corps at Bialystok", "soviet", (23.5, 53.2), False,
     mcs(MC6, 6) + mcs(MC2, 11, 13)),
    ("Soviet: 4th Army at Brest", "soviet", (23.9, 52.2), True, armies(A4, 4) + rcs(RC, 28)),
    ("Soviet: Western Front's reserves", "soviet", (26.5, 53.6), False,
     mcs(MC4, 14, where=["Kobrin"]) + armies(A3, 13, where=["Molodechno"])
     + rcs(RC, 2, 21, 47, 44, where=["Minsk", "Lida", "Bobruisk", "Mogilev"])
     + mcs(MC2, 17, 20, where=["Baranovichi", "Borisov"])),
    ("Soviet: Southwestern Front on the Bug and the San", "soviet", (24.0, 50.3), True,
     armies(A5, 5, where=[(24.1, 51.0)]) + rcs(RC, 15, where=[(23.7, 51.6)])
     + armies(A5, 6, where=[(23.8, 50.3)]) + armies(A4, 26, where=[(22.9, 49.6)])),
    ("Soviet: 12th Army facing Hungary", "soviet", (24.0, 48.8), True, armies(A4, 12)),
    ("Soviet: Southwestern Front's mechanized corps", "soviet", (25.3, 50.0), False,
     mcs(MC6, 4, 8, 15, where=["Lvov", "Stryi", "Brody"])
     + mcs(MC4, 22, 16, 19, where=["Rovno", "Kamenets-Podolsky", "Zhitomir"])
     + mcs(MC2, 9, 24, where=["Novograd-Volynsky", "Proskurov"])),
    ("Soviet: Southwestern Front's rifle corps in depth", "soviet", (26.3, 49.8), False,
     rcs(RC, 31, 36, 37, 49, where=["Korosten", "Dubno", "Tarnopol", "Vinnitsa"])
     + [s("s_5cc", "5th Cavalry Corps", "cavalry", CAV, (26.8, 49.0))]),
    ("Soviet: Southern Front on the Prut and the Danube", "soviet", (27.6, 47.6), True,
     rcs(RC, 55, where=[(25.9, 48.2)]) + armies(A4, 18, where=[(26.9, 48.1)])
     + rcs(RC, 48, where=[(27.6, 47.5)]) + armies(A5, 9, where=[(28.1, 47.0)])
     + rcs(RC, 35, 14, where=[(28.2, 46.3), (28.8, 45.5)])),
    ("Soviet: Southern Front's reserves", "soviet", (29.0, 47.0), False,
     [s("s_2cc", "2nd Cavalry Corps", "cavalry", CAV, "Kishinev")]
     + mcs(MC4, 2, where=["Bendery"]) + mcs(MC2, 18, where=[(29.8, 46.4)])
     + [s("s_9rc", "9th Special Rifle Corps", "rifle", RC, "Simferopol")]),
    ("Soviet: the Stavka's reserve armies moving west", "soviet", (31.5, 53.5), False,
     armies(A4, 22, 20, 21, 19, 16, where=["Velikiye Luki", "Orsha", "Gomel", "Cherkassy",
                                           (27.1, 50.2)])
     + armies(A3, 24, where=["Vyazma"]) + mcs(MC4, 5, 7, where=["Berdichev", "Vitebsk"])
     + mcs(MC2, 21, 23, 25, where=[(28.7, 56.5), "Orel", "Kharkov"])),

]

# (turn, [units]). The Soviets raise new armies every month (the Reserve Front's in July, Shock
# armies for the winter); the Axis bring in the Italians, the Romanian reserve and a few German
# corps and divisions.
REINFORCEMENTS = [
    (2, [ally("italian", "i_csir", "Expeditionary Corps (CSIR)", "motorized", I_CSIR)]
     + corps(INF5, 35, 34)),
    (2, armies(A3, 28, 29, 30, 31, 32, 33)
     + [s(f"s_{n}td", f"{nth(n)} Tank Division", "tank", TD, size="Division") for n in (104, 108)]),
    (3, corps(MOT, 40, kind=" Mot", t="motorized", pre="mot") + corps(INF5, 23)
     + [ally("romanian", "r_4", "IV Corps", "infantry", R_INF)]),
    (3, armies(A3, 34, 37, 38, 40, 43, 50, 52)),
    (4, corps(INF5, 51, 50) + [ally("romanian", "r_6", "VI Corps", "infantry", R_INF)]),
    (4, armies(A3, 42, 55, 49) + armies(A4, 54) + [
        s("s_51a", "51st Independent Army", "rifle", A3, size="Army"),
        s("s_4tb", "4th Tank Brigade", "tank", TD, size="Division")]),
    (5, corps(INF5, 27) + gdivs(SEC, 281, kind="Security")
     + [ally("romanian", "r_7", "VII Corps", "infantry", R_INF)]),
    (5, armies(A3, 57) + armies(A3, 5, formation=2) + [
        s("s_56a", "56th Independent Army", "rifle", A3, size="Army"),
        s("s_1grc", "1st Guards Rifle Corps", "rifle", GRC),
        s("s_11tb", "11th Tank Brigade", "tank", TD, size="Division")]),
    (6, corps(INF5, 59)),
    (6, armies(A3, 61) + armies(A4, 10, formation=2) + armies(A3, 20, 26, formation=2) + [
        s("s_1sa", "1st Shock Army", "rifle", SHOCK, size="Army"),
        s("s_1gcc", "1st Guards Cavalry Corps", "cavalry", CAV),
        s("s_2gcc", "2nd Guards Cavalry Corps", "cavalry", CAV)]),
    (7, gdivs(DIV, 208, 211, 216)),
    (7, armies(A4, 39) + armies(A3, 59, 60, 44) + [
        s("s_3sa", "3rd Shock Army", "rifle", SHOCK, size="Army"),
        s("s_4sa", "4th Shock Army", "rifle", SHOCK, size="Army")]),
]
