"""The Great Patriotic War campaign's forces, at the scale of 002's counters (Axis corps and
divisions, Soviet armies and corps), two steps each: the full-strength factors, then the
half-strength side (rulesets/gpw.ron).

The forces of 22 June 1941 and what reached them to the spring of 1942 are Barbarossa's
(scenarios/gpw_barbarossa.ron, the same units and factors): each stands where it stood there,
carried to this map by the place it stood on or, between places, by the longitude and latitude
of its hex on Barbarossa's map (a fit of that map's places to their real positions, 34 km at
worst, less than a hex). What joined both sides from then to 1945, and what left, is at the
months of the formations' first actions on the front or their departure in general histories of
the war (Glantz and House, When Titans Clashed, 1995, ch. 7-15, for the Soviet armies; Ziemke,
Stalingrad to Berlin, 1968, for the Axis); a turn is one of 002's eight a year (turn 1 = June
1941, 6 = Jan/Feb 1942, 14 = Jan/Feb 1943, 22 = Jan/Feb 1944, 30 = Jan/Feb 1945, 32 = May 1945).
Factors of kinds Barbarossa has are its own; new kinds are CHOICEs written beside them.
"""

from mapgen.units import Unit, nth


def U(uid, name, nat, t, size, steps, where=None):
    """A unit: id, name, nationality, type, size, [full, half] steps (attack, defense,
    movement), where it starts (a place or lon/lat; None: it arrives later)."""
    return Unit(uid, name, nat, t, size, steps, where=where)


# CHOICE: garrisons of the Axis's capitals and home cities (Barbarossa has the Soviets' city
# garrisons but no Axis rear: on this map, which reaches Berlin, a breakthrough would otherwise
# find it empty). Factors of a Soviet city garrison.
GARRISON = [(4, 4, 2), (2, 2, 2)]

# The forces of 22 June 1941, by group: (comment, side, front line?, units).
START_1941 = [
    ('Axis: garrisons of the Reich, Hungary and Romania (CHOICE)', 'axis', False, [
        U('g_gar_berlin', 'Berlin Garrison (Wehrkreis III)', 'german', 'garrison', 'Corps', GARRISON, 'Berlin'),
        U('g_gar_breslau', 'Breslau Garrison (Wehrkreis VIII)', 'german', 'garrison', 'Corps', GARRISON, 'Breslau'),
        U('g_gar_warsaw', 'Warsaw Garrison', 'german', 'garrison', 'Corps', GARRISON, 'Warsaw'),
        U('h_gar', 'Budapest Garrison', 'hungarian', 'garrison', 'Corps', GARRISON, 'Budapest'),
        U('r_gar', 'Bucharest Garrison', 'romanian', 'garrison', 'Corps', GARRISON, 'Bucharest'),
    ]),
    ('Axis: Army Group North (East Prussia)', 'axis', True, [
        U('g_26', 'XXVI Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], 'Konigsberg'),
        U('g_38', 'XXXVIII Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)], 'Tilsit'),
        U('g_1', 'I Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.03, 54.49)),
        U('g_41pz', 'XLI Panzer Corps', 'german', 'armor', 'Corps', [(10, 10, 8), (5, 5, 8)], (21.24, 54.71)),
        U('g_56pz', 'LVI Panzer Corps', 'german', 'armor', 'Corps', [(8, 8, 8), (4, 4, 8)], (22.76, 54.79)),
        U('g_10', 'X Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.82, 54.28)),
        U('g_28', 'XXVIII Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.88, 53.76)),
        U('g_2', 'II Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.1, 53.98)),
        U('ss_tk', 'SS Totenkopf', 'ss', 'mechanized', 'Division', [(4, 4, 8), (2, 2, 8)], (21.32, 54.2)),
        U('ss_pol', 'SS Polizei', 'ss', 'infantry', 'Division', [(3, 3, 5), (1, 1, 5)], (20.53, 54.4)),
    ]),
    ('Axis: Army Group Centre', 'axis', True, [
        U('g_57pz', 'LVII Panzer Corps', 'german', 'armor', 'Corps', [(8, 8, 8), (4, 4, 8)], (22.17, 53.47)),
        U('g_39pz', 'XXXIX Panzer Corps', 'german', 'armor', 'Corps', [(12, 12, 8), (6, 6, 8)], (21.4, 53.68)),
        U('g_6', 'VI Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (21.47, 53.17)),
        U('g_5', 'V Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (23.06, 52.23)),
        U('g_8', 'VIII Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.31, 52.45)),
        U('g_20', 'XX Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (21.55, 52.66)),
        U('g_42', 'XLII Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)], (22.38, 51.93)),
        U('g_7', 'VII Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (21.63, 52.15)),
        U('g_9', 'IX Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], 'Lublin'),
        U('g_43', 'XLIII Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (23.12, 51.72)),
        U('g_47pz', 'XLVII Panzer Corps', 'german', 'armor', 'Corps', [(10, 10, 8), (5, 5, 8)], (23.18, 51.21)),
        U('g_12', 'XII Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (23.91, 50.98)),
        U('g_24pz', 'XXIV Panzer Corps', 'german', 'armor', 'Corps', [(12, 12, 8), (6, 6, 8)], (23.96, 50.47)),
        U('g_13', 'XIII Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (20.78, 52.87)),
        U('g_46pz', 'XLVI Panzer Corps', 'german', 'armor', 'Corps', [(10, 10, 8), (5, 5, 8)], (21.7, 51.64)),
        U('ss_dr', 'SS Das Reich', 'ss', 'mechanized', 'Division', [(4, 4, 8), (2, 2, 8)], (22.51, 50.91)),
        U('g_1cav', '1st Cavalry Division', 'german', 'cavalry', 'Division', [(3, 3, 6), (1, 1, 6)], (23.24, 50.7)),
        U('g_53', 'LIII Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)], (21.77, 51.13)),
    ]),
    ('Axis: Army Group South', 'axis', True, [
        U('g_17', 'XVII Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.57, 50.41)),
        U('g_44', 'XLIV Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], 'Przemysl'),
        U('g_3pz', 'III Panzer Corps', 'german', 'armor', 'Corps', [(10, 10, 8), (5, 5, 8)], (21.84, 50.62)),
        U('g_29', 'XXIX Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.68, 49.39)),
        U('g_48pz', 'XLVIII Panzer Corps', 'german', 'armor', 'Corps', [(10, 10, 8), (5, 5, 8)], (21.91, 50.11)),
        U('g_55', 'LV Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)], (21.97, 49.6)),
        U('g_14pz', 'XIV Panzer Corps', 'german', 'armor', 'Corps', [(8, 8, 8), (4, 4, 8)], (21.03, 51.34)),
        U('ss_lah', 'SS Leibstandarte', 'ss', 'mechanized', 'Division', [(3, 3, 8), (1, 1, 8)], (20.95, 51.85)),
        U('g_4', 'IV Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], (23.44, 48.66)),
        U('g_52', 'LII Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)], (22.74, 48.88)),
        U('g_49m', 'XLIX Mountain Corps', 'german', 'mountain', 'Corps', [(6, 6, 5), (3, 3, 5)], (22.03, 49.1)),
        U('ss_wk', 'SS Wiking', 'ss', 'mechanized', 'Division', [(4, 4, 8), (2, 2, 8)], (21.1, 50.83)),
    ]),
    ('Axis: Hungarian Carpathian Group', 'axis', True, [
        U('h_mob', 'Hungarian Mobile Corps', 'hungarian', 'mechanized', 'Corps', [(5, 5, 8), (2, 2, 8)], (22.79, 48.37)),
        U('h_8', 'Hungarian VIII Corps', 'hungarian', 'infantry', 'Corps', [(4, 4, 4), (2, 2, 4)], (22.83, 47.87)),
        U('h_1m', 'Hungarian 1st Mountain Brigade', 'hungarian', 'mountain', 'Division', [(2, 2, 5), (1, 1, 5)], (23.48, 48.16)),
    ]),
    ('Axis: Romania (German 11th Army, Romanian 3rd and 4th Armies)', 'axis', True, [
        U('r_mtn', 'Romanian Mountain Corps', 'romanian', 'mountain', 'Corps', [(4, 4, 5), (2, 2, 5)], (25.52, 47.47)),
        U('r_cav', 'Romanian Cavalry Corps', 'romanian', 'cavalry', 'Corps', [(3, 3, 6), (1, 1, 6)], (26.17, 47.74)),
        U('g_30', 'XXX Corps', 'german', 'infantry', 'Corps', [(5, 5, 5), (2, 2, 5)], (26.84, 47.49)),
        U('g_11', 'XI Corps', 'german', 'infantry', 'Corps', [(6, 6, 5), (3, 3, 5)], 'Jassy'),
        U('g_54', 'LIV Corps', 'german', 'infantry', 'Corps', [(5, 5, 5), (2, 2, 5)], (28.14, 46.49)),
        U('r_1ad', 'Romanian 1st Armoured Division', 'romanian', 'armor', 'Division', [(3, 3, 8), (1, 1, 8)], (26.84, 46.99)),
        U('r_3', 'Romanian III Corps', 'romanian', 'infantry', 'Corps', [(4, 4, 4), (2, 2, 4)], (28.13, 45.98)),
        U('r_5', 'Romanian V Corps', 'romanian', 'infantry', 'Corps', [(4, 4, 4), (2, 2, 4)], (27.5, 46.74)),
        U('r_11', 'Romanian XI Corps', 'romanian', 'infantry', 'Corps', [(4, 4, 4), (2, 2, 4)], 'Galati'),
        U('r_4', 'Romanian IV Corps', 'romanian', 'infantry', 'Corps', [(4, 4, 4), (2, 2, 4)], (26.84, 46.48)),
    ]),
    ('Soviet: city garrisons', 'soviet', False, [
        U('s_lgar', 'Leningrad Garrison', 'soviet', 'garrison', 'Corps', [(5, 5, 2), (2, 2, 2)], 'Leningrad'),
        U('s_mgar', 'Moscow Garrison', 'soviet', 'garrison', 'Corps', [(6, 6, 2), (3, 3, 2)], 'Moscow'),
        U('s_kfr', 'Kiev Fortified Region', 'soviet', 'garrison', 'Corps', [(4, 4, 2), (2, 2, 2)], 'Kiev'),
        U('s_ogar', 'Odessa Garrison', 'soviet', 'garrison', 'Corps', [(3, 3, 2), (1, 1, 2)], 'Odessa'),
        U('s_sgar', 'Sevastopol Coastal Defence', 'soviet', 'garrison', 'Corps', [(3, 3, 2), (1, 1, 2)], 'Sevastopol'),
    ]),
    ('Soviet: Northwestern Front', 'soviet', True, [
        U('s_8a', '8th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (22.63, 55.82)),
        U('s_11a', '11th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (23.49, 55.08)),
        U('s_12mc', '12th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (22.57, 56.33)),
        U('s_3mc', '3rd Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], 'Kaunas'),
        U('s_27a', '27th Army', 'soviet', 'infantry', 'Army', [(4, 4, 6), (2, 2, 6)], (26.48, 57.21)),
        U('s_65rc', '65th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (25.62, 59.01)),
        U('s_22rc', '22nd Territorial Rifle Corps', 'soviet', 'infantry', 'Corps', [(2, 2, 5), (1, 1, 5)], 'Tartu'),
        U('s_24rc', '24th Territorial Rifle Corps', 'soviet', 'infantry', 'Corps', [(2, 2, 5), (1, 1, 5)], (24.88, 57.19)),
        U('s_29rc', '29th Territorial Rifle Corps', 'soviet', 'infantry', 'Corps', [(2, 2, 5), (1, 1, 5)], 'Vilnius'),
        U('s_10rc', '10th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (21.76, 56.55)),
    ]),
    ('Soviet: Leningrad Military District', 'soviet', True, [
        U('s_23a', '23rd Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (29.06, 60.56)),
        U('s_7a', '7th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (33.35, 60.17)),
        U('s_10mc', '10th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (29.9, 60.29)),
        U('s_1mc', '1st Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (28.92, 57.99)),
    ]),
    ('Soviet: Western Front', 'soviet', True, [
        U('s_3a', '3rd Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (24.37, 53.82)),
        U('s_10a', '10th Army', 'soviet', 'infantry', 'Army', [(8, 8, 6), (4, 4, 6)], (23.71, 53.03)),
        U('s_4a', '4th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], 'Brest'),
        U('s_6cc', '6th Cavalry Corps', 'soviet', 'cavalry', 'Corps', [(3, 3, 7), (1, 1, 7)], 'Bialystok'),
        U('s_6mc', '6th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(6, 6, 6), (3, 3, 6)], 'Grodno'),
        U('s_11mc', '11th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (24.42, 53.31)),
        U('s_13mc', '13th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (23.0, 52.74)),
        U('s_14mc', '14th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (24.51, 52.29)),
        U('s_21rc', '21st Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (25.1, 54.1)),
        U('s_47rc', '47th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], 'Bobruisk'),
        U('s_17mc', '17th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], 'Baranovichi'),
        U('s_13a', '13th Army', 'soviet', 'infantry', 'Army', [(5, 5, 6), (2, 2, 6)], 'Minsk'),
        U('s_20mc', '20th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (28.1, 54.14)),
        U('s_2rc', '2nd Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (27.34, 54.4)),
        U('s_44rc', '44th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (31.14, 54.61)),
    ]),
    ('Soviet: Southwestern Front', 'soviet', True, [
        U('s_5a', '5th Army', 'soviet', 'infantry', 'Army', [(8, 8, 6), (4, 4, 6)], (24.64, 50.75)),
        U('s_6a', '6th Army', 'soviet', 'infantry', 'Army', [(8, 8, 6), (4, 4, 6)], (24.68, 50.24)),
        U('s_26a', '26th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (23.34, 49.68)),
        U('s_12a', '12th Army', 'soviet', 'infantry', 'Army', [(7, 7, 6), (3, 3, 6)], (24.79, 48.72)),
        U('s_4mc', '4th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(6, 6, 6), (3, 3, 6)], 'Lvov'),
        U('s_8mc', '8th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(6, 6, 6), (3, 3, 6)], (24.05, 49.45)),
        U('s_15mc', '15th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (25.39, 50.01)),
        U('s_22mc', '22nd Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], 'Rovno'),
        U('s_9mc', '9th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (27.45, 50.81)),
        U('s_19mc', '19th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (28.85, 49.79)),
        U('s_16mc', '16th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (26.82, 48.51)),
        U('s_24mc', '24th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (26.79, 49.53)),
        U('s_5cc', '5th Cavalry Corps', 'soviet', 'cavalry', 'Corps', [(3, 3, 7), (1, 1, 7)], (26.09, 49.77)),
        U('s_31rc', '31st Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (26.01, 51.3)),
        U('s_36rc', '36th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (26.07, 50.28)),
        U('s_37rc', '37th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (26.12, 49.26)),
        U('s_49rc', '49th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (28.16, 49.03)),
        U('s_55rc', '55th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (27.49, 48.77)),
    ]),
    ('Soviet: Southern Front', 'soviet', True, [
        U('s_18a', '18th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (26.81, 49.02)),
        U('s_9a', '9th Army', 'soviet', 'infantry', 'Army', [(8, 8, 6), (4, 4, 6)], 'Kishinev'),
        U('s_48rc', '48th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (28.16, 47.5)),
        U('s_35rc', '35th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (28.78, 46.23)),
        U('s_14rc', '14th Rifle Corps', 'soviet', 'infantry', 'Corps', [(3, 3, 5), (1, 1, 5)], (28.76, 45.72)),
        U('s_2mc', '2nd Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (29.48, 47.49)),
        U('s_18mc', '18th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], (30.1, 46.72)),
        U('s_9src', '9th Special Rifle Corps', 'soviet', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)], 'Simferopol'),
    ]),
    ('Soviet: Stavka reserve and interior districts', 'soviet', False, [
        U('s_16a', '16th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (27.46, 50.3)),
        U('s_5mc', '5th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (28.16, 50.05)),
        U('s_19a', '19th Army', 'soviet', 'infantry', 'Army', [(7, 7, 6), (3, 3, 6)], (31.6, 49.74)),
        U('s_20a', '20th Army', 'soviet', 'infantry', 'Army', [(7, 7, 6), (3, 3, 6)], (31.17, 55.12)),
        U('s_21a', '21st Army', 'soviet', 'infantry', 'Army', [(7, 7, 6), (3, 3, 6)], (31.01, 52.06)),
        U('s_22a', '22nd Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (29.64, 55.67)),
        U('s_24a', '24th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], 'Vyazma'),
        U('s_28a', '28th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)], (34.83, 53.68)),
        U('s_7mc', '7th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(4, 4, 6), (2, 2, 6)], (35.85, 55.41)),
        U('s_21mc', '21st Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], 'Velikiye Luki'),
        U('s_23mc', '23rd Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], 'Orel'),
        U('s_25mc', '25th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], 'Kharkov'),
        U('s_26mc', '26th Mechanized Corps', 'soviet', 'mechanized', 'Corps', [(3, 3, 6), (1, 1, 6)], 'Rostov'),
    ]),
]

# The units that reached them to the spring of 1942, by id (their turns in the schedule below).
ARRIVING_1941 = {u.id: u for u in [
    U('g_34', 'XXXIV Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)]),
    U('g_35', 'XXXV Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)]),
    U('g_50', 'L Corps', 'german', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)]),
    U('i_csir', 'Italian Expeditionary Corps (CSIR)', 'italian', 'infantry', 'Corps', [(4, 4, 5), (2, 2, 5)]),
    U('g_40pz', 'XL Panzer Corps', 'german', 'armor', 'Corps', [(8, 8, 8), (4, 4, 8)]),
    U('r_6', 'Romanian VI Corps', 'romanian', 'infantry', 'Corps', [(4, 4, 4), (2, 2, 4)]),
    U('s_29a', '29th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_30a', '30th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_31a', '31st Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_32a', '32nd Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_33a', '33rd Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_34a', '34th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_43a', '43rd Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_49a', '49th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_37a', '37th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_38a', '38th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_40a', '40th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_50a', '50th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_51a', '51st Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_52a', '52nd Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_54a', '54th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_55a', '55th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_1grc', '1st Guards Rifle Corps', 'guards', 'infantry', 'Corps', [(5, 5, 6), (2, 2, 6)]),
    U('s_2grc', '2nd Guards Rifle Corps', 'guards', 'infantry', 'Corps', [(5, 5, 6), (2, 2, 6)]),
    U('s_56a', '56th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_1sh', '1st Shock Army', 'soviet', 'shock', 'Army', [(10, 10, 6), (5, 5, 6)]),
    U('s_10a2', '10th Army (2nd formation)', 'soviet', 'infantry', 'Army', [(7, 7, 6), (3, 3, 6)]),
    U('s_39a', '39th Army', 'soviet', 'infantry', 'Army', [(6, 6, 6), (3, 3, 6)]),
    U('s_1gcc', '1st Guards Cavalry Corps', 'guards', 'cavalry', 'Corps', [(5, 5, 7), (2, 2, 7)]),
    U('s_2sh', '2nd Shock Army', 'soviet', 'shock', 'Army', [(10, 10, 6), (5, 5, 6)]),
    U('s_3sh', '3rd Shock Army', 'soviet', 'shock', 'Army', [(10, 10, 6), (5, 5, 6)]),
    U('s_4sh', '4th Shock Army', 'soviet', 'shock', 'Army', [(10, 10, 6), (5, 5, 6)]),
]}

# Factors. Barbarossa's own: a German corps, a panzer corps, a Soviet army, a shock army, a
# Hungarian, Romanian or Italian corps, a German or SS motorised division.
GER_INF, GER_PZ = [(6, 6, 5), (3, 3, 5)], [(10, 10, 8), (5, 5, 8)]
MOT_DIV = [(4, 4, 8), (2, 2, 8)]
ARMY, SHOCK = [(6, 6, 6), (3, 3, 6)], [(10, 10, 6), (5, 5, 6)]
HUN, ROM, ITA = [(4, 4, 4), (2, 2, 4)], [(4, 4, 4), (2, 2, 4)], [(4, 4, 5), (2, 2, 5)]
# CHOICE, new kinds: a tank army as a panzer corps; a guards tank army or an SS panzer corps
# as Barbarossa's strongest panzer corps (XXXIX, 12-8); a guards army halfway between an army
# and a shock army; a Polish army between a rifle army and a guards one.
TANK_ARMY, STRONG_ARMOR = GER_PZ, [(12, 12, 8), (6, 6, 8)]
GUARDS_ARMY, POLISH = [(8, 8, 6), (4, 4, 6)], [(5, 5, 6), (2, 2, 6)]


def army(n, name=None, f=ARMY, t="infantry", nat="soviet", suffix="a"):
    return U(f"s_{n}{suffix}", name or f"{nth(n)} Army", nat, t, "Army", f)


def guards(n):
    return army(n, f"{nth(n)} Guards Army", GUARDS_ARMY, nat="guards", suffix="ga")


def tank(n, guards_=False):
    if guards_:
        return army(n, f"{nth(n)} Guards Tank Army", STRONG_ARMOR, "armor", "guards", "gta")
    return army(n, f"{nth(n)} Tank Army", TANK_ARMY, "armor", suffix="ta")


def ger(uid, name, f=GER_INF, t="infantry", nat="german", size="Corps"):
    return U(uid, name, nat, t, size, f)


LATER = {u.id: u for u in [
    # The winter of 1941-42: corps sent from the West (Ziemke and Bauer, ch. 8-9).
    ger("g_23", "XXIII Corps"), ger("g_27", "XXVII Corps"), ger("g_59", "LIX Corps"),
    # The summer of 1942: Hungary's 2nd Army, Italy's 8th, Romania's 3rd and 4th filled out;
    # Grossdeutschland; the Soviet tank armies and the Stalingrad armies.
    ger("h_3", "Hungarian III Corps", HUN, nat="hungarian"),
    ger("h_4", "Hungarian IV Corps", HUN, nat="hungarian"),
    ger("h_7", "Hungarian VII Corps", HUN, nat="hungarian"),
    ger("g_gd", "Grossdeutschland Division", MOT_DIV, "mechanized", size="Division"),
    ger("g_51", "LI Corps"),
    ger("i_2", "Italian II Corps", ITA, nat="italian"),
    ger("i_alp", "Italian Alpine Corps", ITA, "mountain", nat="italian"),
    ger("r_1", "Romanian I Corps", ROM, nat="romanian"),
    ger("r_2", "Romanian II Corps", ROM, nat="romanian"),
    ger("r_7", "Romanian VII Corps", ROM, nat="romanian"),
    tank(3), tank(5), tank(1), tank(4),
    army(62), army(63), army(64), army(66), guards(1), guards(2), guards(3),
    army(5, "5th Shock Army", SHOCK, "shock", suffix="sh"),
    # 1943: Hausser's SS Panzer Corps at Kharkov; the armies of Kursk and the Dnieper.
    ger("g_sspz", "SS Panzer Corps", STRONG_ARMOR, "armor", "ss"),
    tank(2), army(69), army(70), army(53), army(47, "47th Army (2nd formation)", suffix="a2"),
    tank(5, guards_=True), tank(3, guards_=True), tank(4, guards_=True),
    # 1944: Hungary's 1st Army; the II SS Panzer Corps at Kamenets-Podolsky; the 6th Tank
    # Army; the Polish 1st Army; the Romanian armies that changed sides in August.
    ger("h_6", "Hungarian VI Corps", HUN, nat="hungarian"),
    ger("h_11", "Hungarian XI Corps", HUN, nat="hungarian"),
    ger("g_2sspz", "II SS Panzer Corps", STRONG_ARMOR, "armor", "ss"),
    tank(6), tank(1, guards_=True),
    army(1, "Polish 1st Army", POLISH, nat="polish", suffix="pol"),
    army(1, "Romanian 1st Army", ROM, nat="romanian_1944", suffix="rom"),
    army(4, "Romanian 4th Army", ROM, nat="romanian_1944", suffix="rom"),
    # The winter of 1944-45: IV SS Panzer Corps for Budapest; the 6th SS Panzer Army's I SS
    # Panzer Corps for Lake Balaton; the Polish 2nd Army.
    ger("g_4sspz", "IV SS Panzer Corps", GER_PZ, "armor", "ss"),
    ger("g_1sspz", "I SS Panzer Corps", STRONG_ARMOR, "armor", "ss"),
    army(2, "Polish 2nd Army", POLISH, nat="polish", suffix="pol"),
]}
ARRIVING = dict(ARRIVING_1941, **LATER)

# (turn, ids): who arrives. Turns 2-6 are Barbarossa's schedule.
SCHEDULE = [
    (2, "g_34 g_35"),
    (2, "s_29a s_30a s_31a s_32a s_33a s_34a s_43a s_49a"),
    (3, "g_50 i_csir r_6"),
    (3, "s_37a s_38a s_40a s_50a s_51a s_52a s_54a s_55a"),
    (4, "g_40pz"),
    (4, "s_1grc s_2grc s_56a"),
    (5, "s_1sh s_10a2 s_39a s_1gcc"),
    (6, "g_23 g_27 g_59"),
    (6, "s_2sh s_3sh s_4sh"),
    (9, "h_3 h_4 h_7 g_gd g_51"),
    (9, "s_3ta s_5ta"),
    (10, "i_2 r_1 r_2"),
    (10, "s_1ta s_4ta s_62a s_63a s_64a"),
    (11, "i_alp r_7"),
    (11, "s_1ga s_66a"),
    (13, "s_2ga s_3ga s_5sh"),
    (14, "g_sspz"),
    (14, "s_2ta s_69a s_70a"),
    (15, "s_53a s_47a2"),
    (16, "s_5gta s_3gta"),
    (18, "s_4gta"),
    (22, "s_6ta"),
    (23, "h_6 h_11 g_2sspz"),
    (25, "s_1gta"),
    (26, "s_1pol"),
    (28, "s_1rom s_4rom"),
    (29, "g_4sspz"),
    (31, "g_1sspz"),
    (31, "s_2pol"),
]
REINFORCEMENTS = [(turn, [ARRIVING[i] for i in ids.split()]) for turn, ids in SCHEDULE]

ROMANIANS = "r_gar r_mtn r_cav r_1ad r_3 r_5 r_11 r_4 r_6 r_1 r_2 r_7"
# (turn, ids, why): who leaves. A unit withdrawn while eliminated leaves the dead pile.
WITHDRAWALS = [
    (2, "s_7a", "Barbarossa's: the 7th Army to Karelia"),
    (5, "h_mob", "Barbarossa's: the Hungarian Mobile Corps home"),
    (15, "i_csir i_2 i_alp", "Italy's 8th Army home after the winter of 1942-43"),
    (16, "h_3 h_4 h_7", "Hungary's 2nd Army home after the winter of 1942-43"),
    (19, "ss_lah", "the Leibstandarte to Italy"),
    (25, "g_2sspz", "the II SS Panzer Corps to Normandy"),
    (27, ROMANIANS, "Romania changes sides (23 August 1944)"),
]
# (turn, ids): withdrawn units coming back.
RETURNS = [(21, "ss_lah"), (31, "g_2sspz")]
