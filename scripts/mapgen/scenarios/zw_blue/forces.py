"""Operation Blue's forces: Army Group South and the Soviet fronts facing it on 28 June 1942,
and what reached them to December, at Zhukov's War's scale (rulesets/zhukovs_war.ron).
"""

from mapgen.units import Unit, nth

# Factors (attack, defense, movement) per step, full strength first, at Zhukov's War's scale:
# German divisions of two steps, satellite corps and Soviet armies of three or four.

PZ = [(6, 4, 8), (3, 2, 8)]
MOT = [(4, 4, 7), (2, 2, 7)]
GD = [(5, 5, 7), (3, 3, 7)]
INF = [(3, 4, 4), (2, 2, 4)]
JAEGER = [(3, 4, 5), (2, 2, 5)]
MTN = [(3, 5, 4), (2, 2, 4)]
LFD = [(2, 3, 4), (1, 1, 4)]
SAT = [(4, 6, 4), (3, 4, 4), (1, 2, 4)]
SAT_CAV = [(3, 3, 6), (1, 2, 6)]
ARMY = [(5, 7, 4), (4, 5, 4), (3, 3, 4), (1, 2, 4)]
GD_ARMY = [(7, 8, 4), (5, 6, 4), (3, 4, 4), (2, 2, 4)]
SHOCK = [(9, 10, 4), (7, 7, 4), (4, 5, 4), (2, 3, 4)]
TANK_ARMY = [(8, 6, 7), (6, 4, 7), (3, 2, 7)]
TC = [(4, 3, 7), (2, 1, 7)]
MC = [(5, 4, 7), (2, 2, 7)]
CAV = [(3, 3, 6), (1, 2, 6)]
RC = [(3, 4, 4), (2, 2, 4)]
GARRISON = [(1, 4, 2), (1, 2, 2)]


SIZE = {"panzer": "Division", "motorized": "Division", "infantry": "Division",
        "mountain": "Division", "luftwaffe_field": "Division"}

# (group comment, side, anchor (lon, lat), on the front line?, [(id, name, nationality, type,
# steps)]). The reserves behind the Bryansk Front, the Stalingrad reserve armies and the
# Transcaucasus Front start off the front line.
START = [
    ("Axis: 4th Panzer Army and 2nd Army east of Kursk", "axis", (36.75, 51.7), True, [
        ("g_9pz", "9th Panzer Division", "german", "panzer", PZ),
        ("g_11pz", "11th Panzer Division", "german", "panzer", PZ),
        ("g_24pz", "24th Panzer Division", "german", "panzer", PZ),
        ("g_gd", "Grossdeutschland", "german", "motorized", GD),
        ("g_3mot", "3rd Motorized Division", "german", "motorized", MOT),
        ("g_16mot", "16th Motorized Division", "german", "motorized", MOT),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (45, 57, 75, 88, 95, 168, 299, 340, 377, 383, 385, 387)]),
    ("Axis: Hungarian 2nd Army", "axis", (36.8, 51.2), True, [
        ("h_3", "Hungarian III Corps", "hungarian", "infantry", SAT),
        ("h_4", "Hungarian IV Corps", "hungarian", "infantry", SAT),
        ("h_7", "Hungarian VII Corps", "hungarian", "infantry", SAT),
    ]),
    ("Axis: 6th Army at Volchansk and Kharkov", "axis", (36.9, 50.3), True, [
        ("g_3pz", "3rd Panzer Division", "german", "panzer", PZ),
        ("g_23pz", "23rd Panzer Division", "german", "panzer", PZ),
        ("g_29mot", "29th Motorized Division", "german", "motorized", MOT),
        ("g_100j", "100th Jäger Division", "german", "infantry", JAEGER),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (44, 62, 71, 76, 79, 94, 113, 294, 305, 336, 389)]),
    ("Axis: 1st Panzer Army on the Oskol and at Izyum", "axis", (37.4, 49.5), True, [
        ("g_14pz", "14th Panzer Division", "german", "panzer", PZ),
        ("g_16pz", "16th Panzer Division", "german", "panzer", PZ),
        ("g_22pz", "22nd Panzer Division", "german", "panzer", PZ),
        ("g_60mot", "60th Motorized Division", "german", "motorized", MOT),
        ("g_97j", "97th Jäger Division", "german", "infantry", JAEGER),
        ("g_101j", "101st Jäger Division", "german", "infantry", JAEGER),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (257, 295, 298, 384)]),
    ("Axis: 17th Army in the Donbass and on the Mius", "axis", (38.5, 48.0), True, [
        ("g_13pz", "13th Panzer Division", "german", "panzer", PZ),
        ("g_wiking", "SS Wiking", "german", "motorized", MOT),
        ("g_1geb", "1st Mountain Division", "german", "mountain", MTN),
        ("g_4geb", "4th Mountain Division", "german", "mountain", MTN),
        ("i_35", "Italian XXXV Corps", "italian", "infantry", SAT),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (9, 73, 111, 125, 198, 370)]),
    ("Axis: 11th Army in the Crimea", "axis", (34.5, 45.2), True, [
        ("r_mtn", "Romanian Mountain Corps", "romanian", "mountain", SAT),
        ("r_7", "Romanian VII Corps", "romanian", "infantry", SAT),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (22, 24, 46, 50, 72, 132, 170)]),
    ("Soviet: Bryansk Front", "soviet", (37.6, 52.0), True, [
        ("s_3a", "3rd Army", "soviet", "rifle", ARMY),
        ("s_13a", "13th Army", "soviet", "rifle", ARMY),
        ("s_40a", "40th Army", "soviet", "rifle", ARMY),
        ("s_48a", "48th Army", "soviet", "rifle", ARMY),
        ("s_1tc", "1st Tank Corps", "soviet", "tank", TC),
        ("s_4tc", "4th Tank Corps", "soviet", "tank", TC),
        ("s_16tc", "16th Tank Corps", "soviet", "tank", TC),
        ("s_17tc", "17th Tank Corps", "soviet", "tank", TC),
        ("s_8cc", "8th Cavalry Corps", "soviet", "cavalry", CAV),
    ]),
    ("Soviet: reserves behind the Bryansk Front and at Voronezh", "soviet", (38.9, 51.8), False, [
        ("s_5ta", "5th Tank Army", "soviet", "tank", TANK_ARMY),
        ("s_60a", "60th Army", "soviet", "rifle", ARMY),
        ("s_6a", "6th Army", "soviet", "rifle", ARMY),
        ("s_18tc", "18th Tank Corps", "soviet", "tank", TC),
        ("s_24tc", "24th Tank Corps", "soviet", "tank", TC),
        ("s_voronezh", "Voronezh garrison", "soviet", "rifle", GARRISON),
    ]),
    ("Soviet: Southwestern Front", "soviet", (38.2, 50.2), True, [
        ("s_21a", "21st Army", "soviet", "rifle", ARMY),
        ("s_28a", "28th Army", "soviet", "rifle", ARMY),
        ("s_38a", "38th Army", "soviet", "rifle", ARMY),
        ("s_9a", "9th Army", "soviet", "rifle", ARMY),
        ("s_13tc", "13th Tank Corps", "soviet", "tank", TC),
        ("s_22tc", "22nd Tank Corps", "soviet", "tank", TC),
        ("s_23tc", "23rd Tank Corps", "soviet", "tank", TC),
        ("s_3gcc", "3rd Guards Cavalry Corps", "soviet", "cavalry", CAV),
    ]),
    ("Soviet: Southern Front", "soviet", (39.4, 48.4), True, [
        ("s_37a", "37th Army", "soviet", "rifle", ARMY),
        ("s_12a", "12th Army", "soviet", "rifle", ARMY),
        ("s_18a", "18th Army", "soviet", "rifle", ARMY),
        ("s_56a", "56th Army", "soviet", "rifle", ARMY),
        ("s_24a", "24th Army", "soviet", "rifle", ARMY),
        ("s_3tc", "3rd Tank Corps", "soviet", "tank", TC),
        ("s_14tc", "14th Tank Corps", "soviet", "tank", TC),
        ("s_15tc", "15th Tank Corps", "soviet", "tank", TC),
        ("s_5cc", "5th Cavalry Corps", "soviet", "cavalry", CAV),
        ("s_rostov", "Rostov garrison", "soviet", "rifle", GARRISON),
    ]),
    ("Soviet: the Don and the Stalingrad reserve armies", "soviet", (42.8, 49.0), False, [
        ("s_63a", "63rd Army", "soviet", "rifle", ARMY),
        ("s_62a", "62nd Army", "soviet", "rifle", ARMY),
        ("s_64a", "64th Army", "soviet", "rifle", ARMY),
        ("s_57a", "57th Army", "soviet", "rifle", ARMY),
        ("s_12tc", "12th Tank Corps", "soviet", "tank", TC),
        ("s_25tc", "25th Tank Corps", "soviet", "tank", TC),
        ("s_stalingrad", "Stalingrad garrison", "soviet", "rifle", GARRISON),
        ("s_saratov", "Saratov garrison", "soviet", "rifle", GARRISON),
    ]),
    ("Soviet: North Caucasus Front", "soviet", (38.6, 45.3), True, [
        ("s_47a", "47th Army", "soviet", "rifle", ARMY),
        ("s_51a", "51st Army", "soviet", "rifle", ARMY),
        ("s_17cc", "17th Cossack Cavalry Corps", "soviet", "cavalry", CAV),
        ("s_krasnodar", "Krasnodar garrison", "soviet", "rifle", GARRISON),
        ("s_novorossiysk", "Novorossiysk garrison", "soviet", "rifle", GARRISON),
        ("s_9rc", "9th Rifle Corps", "soviet", "rifle", RC),
        ("s_3rc", "3rd Rifle Corps", "soviet", "rifle", RC),
    ]),
    ("Soviet: Transcaucasus Front and the Volga", "soviet", (43.5, 44.3), False, [
        ("s_44a", "44th Army", "soviet", "rifle", ARMY),
        ("s_46a", "46th Army", "soviet", "rifle", ARMY),
        ("s_10grc", "10th Guards Rifle Corps", "soviet", "rifle", RC),
        ("s_11grc", "11th Guards Rifle Corps", "soviet", "rifle", RC),
        ("s_40rc", "40th Rifle Corps", "soviet", "rifle", RC),
        ("s_4kcc", "4th Kuban Cavalry Corps", "soviet", "cavalry", CAV),
        ("s_11cc", "11th Cavalry Corps", "soviet", "cavalry", CAV),
        ("s_grozny", "Grozny garrison", "soviet", "rifle", GARRISON),
        ("s_astrakhan", "Astrakhan garrison", "soviet", "rifle", GARRISON),
        ("s_26tc", "26th Tank Corps", "soviet", "tank", TC),
        ("s_28tc", "28th Tank Corps", "soviet", "tank", TC),
        ("s_15cc", "15th Cavalry Corps", "soviet", "cavalry", CAV),
    ]),
]

# Garrisons start in their city.
GARRISON_AT = {"s_voronezh": "Voronezh", "s_rostov": "Rostov", "s_stalingrad": "Stalingrad",
               "s_saratov": "Saratov", "s_krasnodar": "Krasnodar",
               "s_novorossiysk": "Novorossiysk", "s_grozny": "Grozny", "s_astrakhan": "Astrakhan"}

REINFORCEMENTS = [
    (2, [("i_2", "Italian II Corps", "italian", "infantry", SAT),
         ("i_alp", "Italian Alpine Corps", "italian", "mountain", SAT),
         ("i_29", "Italian XXIX Corps", "italian", "infantry", SAT)]),
    (2, [("s_1ta", "1st Tank Army", "soviet", "tank", TANK_ARMY),
         ("s_4ta", "4th Tank Army", "soviet", "tank", TANK_ARMY),
         ("s_1ga", "1st Guards Army", "soviet", "rifle", GD_ARMY)]),
    (3, [("r_1", "Romanian I Corps", "romanian", "infantry", SAT),
         ("r_2", "Romanian II Corps", "romanian", "infantry", SAT),
         ("r_4", "Romanian IV Corps", "romanian", "infantry", SAT),
         ("r_5", "Romanian V Corps", "romanian", "infantry", SAT)]),
    (3, [("s_66a", "66th Army", "soviet", "rifle", ARMY),
         ("s_24a2", "24th Army (new)", "soviet", "rifle", ARMY),
         ("s_4mc", "4th Mechanized Corps", "soviet", "mechanized", MC)]),
    (4, [("r_6", "Romanian VI Corps", "romanian", "infantry", SAT),
         ("r_cav", "Romanian Cavalry Corps", "romanian", "cavalry", SAT_CAV)]),
    (4, [("s_65a", "65th Army", "soviet", "rifle", ARMY),
         ("s_13mc", "13th Mechanized Corps", "soviet", "mechanized", MC),
         ("s_1gmc", "1st Guards Mechanized Corps", "soviet", "mechanized", MC)]),
    (5, [("g_lfd7", "7th Luftwaffe Field Division", "german", "luftwaffe_field", LFD),
         ("g_lfd8", "8th Luftwaffe Field Division", "german", "luftwaffe_field", LFD),
         ("g_6pz", "6th Panzer Division", "german", "panzer", PZ)]),
    (5, [("s_5ta2", "5th Tank Army (new)", "soviet", "tank", TANK_ARMY),
         ("s_5sa", "5th Shock Army", "soviet", "shock", SHOCK),
         ("s_2gmc", "2nd Guards Mechanized Corps", "soviet", "mechanized", MC)]),
    (6, [("g_17pz", "17th Panzer Division", "german", "panzer", PZ),
         ("g_lfd15", "15th Luftwaffe Field Division", "german", "luftwaffe_field", LFD)]),
    (6, [("s_2ga", "2nd Guards Army", "soviet", "rifle", GD_ARMY),
         ("s_3ga", "3rd Guards Army", "soviet", "rifle", GD_ARMY)]),
]


def size(t, nat, name):
    """German divisions, satellite corps; Soviet armies, tank, mechanized and cavalry corps, a
    tank army an army, a rifle corps or a garrison a corps."""
    if t == "tank" and "Army" in name:
        return "Army"
    if t == "rifle" and ("Corps" in name or "garrison" in name):
        return "Corps"
    if t in SIZE and nat == "german":
        return SIZE[t]
    if nat != "soviet":
        return "Corps"
    return {"rifle": "Army", "shock": "Army", "tank": "Corps", "mechanized": "Corps",
            "cavalry": "Corps"}[t]


def unit(row):
    uid, name, nat, t, steps = row
    return Unit(uid, name, nat, t, size(t, nat, name), steps, where=GARRISON_AT.get(uid))


# The rows above as units.
START = [(comment, side, anchor, front, [unit(row) for row in rows])
         for comment, side, anchor, front, rows in START]
REINFORCEMENTS = [(turn, [unit(row) for row in rows]) for turn, rows in REINFORCEMENTS]
