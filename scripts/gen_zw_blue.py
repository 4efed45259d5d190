#!/usr/bin/env python3
"""Draws scenarios/zw_blue.ron, Zhukov's War: Operation Blue (summer 1942), from geography.

The map is steppe's own: every hex is classified from a few coarse outlines of real geography
(coasts, rivers, hills, forests, marshes) given below in longitude/latitude, projected with a
simple sinusoidal projection centred on 40.5E 48N. 44 columns by 34 rows of flat-topped hexes
about 33 km across; printed numbers CCRR from 0101 in the north-west corner, even printed columns
half a hex lower (0-based odd columns shifted: `shifted_columns: Odd`).

Run: python3 scripts/gen_zw_blue.py > scenarios/zw_blue.ron
The output is the data; edit this script and run it again to change the map or the forces.
"""

from hexgrid import Grid, inside

W, H = 44, 34
ROW_KM = 33.0
LON0, LAT0 = 40.5, 48.0

G = Grid(W, H, ROW_KM, LON0, LAT0)
xy, centre, lonlat, hex_of = G.xy, G.centre, G.lonlat, G.hex_of
label, neighbours = G.label, G.neighbours


# --- Geography, longitude/latitude ---------------------------------------------------------

BLACK_SEA = [(30.0, 46.2), (32.6, 46.1), (33.6, 45.9), (33.4, 45.2), (32.5, 45.35), (33.5, 44.6),
             (34.5, 44.5), (35.4, 44.9), (36.1, 45.0), (36.6, 45.1), (36.9, 45.0), (37.3, 44.95),
             (37.8, 44.7), (38.6, 44.35), (39.1, 44.1), (39.7, 43.6), (40.2, 43.3), (41.5, 42.0),
             (30.0, 42.0)]
AZOV = [(34.9, 45.35), (35.3, 45.8), (35.5, 46.2), (36.6, 46.65), (37.4, 47.0), (38.2, 47.05),
        (39.2, 47.2), (39.3, 47.05), (38.5, 46.75), (38.1, 46.35), (37.9, 46.0), (38.1, 45.6),
        (37.6, 45.35), (36.8, 45.4), (36.0, 45.45), (35.4, 45.3)]
CASPIAN = [(47.5, 46.0), (48.6, 45.9), (50.0, 45.9), (50.0, 42.0), (47.6, 42.0), (47.4, 43.2),
           (47.0, 44.2), (47.1, 45.0), (47.2, 45.6)]
MANYCH_LAKE = [(42.5, 46.5), (43.4, 46.3), (43.5, 46.15), (42.6, 46.35)]
MARSH = [
    [(47.2, 46.7), (48.3, 46.6), (48.6, 46.0), (47.5, 46.0)],          # Volga delta
    [(37.6, 45.6), (38.6, 45.75), (38.8, 45.2), (37.8, 45.1)],         # Kuban delta (plavni)
    [(39.2, 47.25), (39.7, 47.3), (39.7, 47.05), (39.2, 47.05)],       # Don delta
    [(45.5, 44.3), (46.8, 44.6), (47.0, 43.9), (45.6, 43.7)],          # Terek lowland reeds
]
HILLS = [
    [(37.3, 48.5), (38.7, 48.6), (40.2, 48.2), (39.6, 47.7), (38.2, 47.8)],       # Donets ridge
    [(44.2, 51.8), (46.0, 51.8), (45.6, 49.6), (44.6, 49.0), (44.1, 50.0)],       # Volga upland
    [(44.0, 48.2), (44.9, 48.3), (45.3, 46.6), (44.2, 46.3), (43.8, 47.2)],       # Ergeni hills
    [(41.0, 45.6), (43.6, 45.6), (43.9, 44.4), (41.3, 44.3)],                     # Stavropol upland
    [(38.6, 44.6), (45.5, 43.7), (46.5, 42.5), (38.5, 42.5), (38.2, 44.2)],       # Caucasus foothills
    [(33.8, 44.85), (35.3, 45.0), (35.3, 44.7), (33.8, 44.5)],                    # Crimean mountains
    [(36.5, 51.6), (38.0, 51.6), (38.3, 50.8), (36.8, 50.9)],                     # Central Russian upland
]
FOREST = [
    [(33.0, 54.0), (36.6, 54.0), (36.6, 52.6), (34.0, 52.2), (33.0, 52.5)],       # Bryansk forests
    [(38.8, 52.2), (39.8, 52.1), (39.7, 51.5), (38.9, 51.6)],                     # Usman forest, Voronezh
    [(41.8, 51.6), (42.6, 51.6), (42.4, 50.6), (41.9, 50.7)],                     # Khopyor forests
    [(38.5, 44.6), (41.2, 44.55), (41.0, 44.0), (38.7, 44.1)],                    # Kuban foothill forest
    [(33.0, 50.6), (34.5, 50.8), (34.6, 50.1), (33.0, 50.0)],                     # Psel woods
]

RIVERS = {
    "Don": [(38.6, 53.6), (38.9, 52.7), (39.1, 52.0), (39.05, 51.6), (39.3, 51.1), (39.6, 50.8),
            (40.1, 50.45), (40.4, 50.15), (40.6, 49.95), (41.3, 49.85), (42.0, 49.65),
            (42.75, 49.55), (43.4, 49.35), (43.75, 49.0), (43.55, 48.7), (43.15, 48.4),
            (42.6, 48.0), (42.1, 47.65), (41.4, 47.55), (40.9, 47.55), (40.3, 47.45),
            (39.75, 47.22), (39.4, 47.1)],
    "Northern Donets": [(36.6, 50.7), (36.75, 50.2), (36.85, 49.8), (37.1, 49.5), (37.3, 49.2),
                        (37.7, 49.0), (38.2, 48.95), (38.6, 48.85), (39.3, 48.65), (39.9, 48.5),
                        (40.3, 48.3), (40.8, 48.1), (40.95, 47.65)],
    "Oskol": [(37.9, 51.4), (37.85, 50.8), (37.8, 50.2), (37.65, 49.7), (37.35, 49.25)],
    "Khopyor": [(42.2, 51.7), (42.05, 51.2), (42.0, 50.6), (42.1, 50.0), (42.0, 49.7)],
    "Medveditsa": [(44.6, 51.6), (44.0, 51.0), (43.3, 50.3), (42.85, 49.6)],
    "Chir": [(41.2, 49.3), (41.8, 48.9), (42.5, 48.6), (43.1, 48.38)],
    "Volga": [(46.3, 53.5), (46.1, 52.3), (46.0, 51.5), (45.7, 50.9), (45.4, 50.1), (45.0, 49.5),
              (44.7, 49.05), (44.55, 48.7), (44.7, 48.45), (45.3, 48.3), (46.1, 48.05),
              (46.8, 47.6), (47.3, 47.2), (47.8, 46.7), (48.05, 46.35), (48.5, 45.9)],
    "Mius": [(38.9, 48.2), (38.95, 47.8), (38.95, 47.4), (38.9, 47.2)],
    "Manych": [(40.2, 47.35), (40.9, 47.0), (41.8, 46.7), (42.6, 46.45), (43.5, 46.2), (44.4, 45.9),
               (45.2, 45.6)],
    "Sal": [(44.0, 47.2), (43.0, 47.2), (42.2, 47.3), (41.2, 47.4), (40.8, 47.5)],
    "Kuban": [(41.9, 43.6), (41.95, 44.6), (41.5, 44.85), (41.1, 45.0), (40.57, 45.43),
              (39.7, 45.2), (38.98, 45.04), (38.2, 45.2), (37.6, 45.3)],
    "Terek": [(43.4, 43.3), (44.65, 43.73), (45.5, 43.62), (46.5, 43.75), (47.3, 43.9)],
    "Dnieper": [(34.6, 49.2), (35.0, 48.45), (35.15, 47.85), (34.4, 47.57), (33.5, 46.8),
                (32.6, 46.6), (31.8, 46.5)],
}

# Hexsides that are all sea: the Kerch Strait between the Kerch peninsula and Taman.
STRAIT = [((36.45, 45.35), (36.8, 45.25))]

CITIES = {  # name: (lon, lat, feature)
    "Voronezh": (39.2, 51.67, "city"), "Kursk": (36.19, 51.73, "city"),
    "Kharkov": (36.23, 49.99, "city"), "Stalino": (37.8, 48.0, "city"),
    "Voroshilovgrad": (39.3, 48.57, "city"), "Rostov": (39.72, 47.23, "city"),
    "Stalingrad": (44.5, 48.7, "city"), "Saratov": (46.0, 51.53, "city"),
    "Astrakhan": (48.03, 46.35, "city"), "Krasnodar": (38.98, 45.04, "city"),
    "Grozny": (45.7, 43.32, "city"), "Sevastopol": (33.52, 44.6, "city"),
    "Dnepropetrovsk": (35.04, 48.46, "city"), "Zaporozhye": (35.14, 47.84, "city"),
    "Orel": (36.07, 52.97, "town"), "Belgorod": (36.59, 50.6, "town"),
    "Stary Oskol": (37.84, 51.3, "town"), "Kastornoye": (38.13, 51.82, "town"),
    "Valuyki": (38.1, 50.21, "town"), "Kupyansk": (37.62, 49.71, "town"),
    "Izyum": (37.27, 49.2, "town"), "Lozovaya": (36.32, 48.89, "town"),
    "Slavyansk": (37.61, 48.85, "town"), "Artemovsk": (38.0, 48.6, "town"),
    "Lisichansk": (38.43, 48.9, "town"), "Millerovo": (40.4, 48.92, "town"),
    "Kamensk": (40.27, 48.32, "town"), "Kantemirovka": (39.87, 49.7, "town"),
    "Rossosh": (39.57, 50.2, "town"), "Liski": (39.5, 50.98, "town"),
    "Ostrogozhsk": (39.07, 50.87, "town"), "Pavlovsk": (40.1, 50.45, "town"),
    "Boguchar": (40.55, 49.93, "town"), "Serafimovich": (42.73, 49.58, "town"),
    "Kalach": (43.53, 48.69, "town"), "Surovikino": (42.9, 48.6, "town"),
    "Morozovsk": (41.83, 48.35, "town"), "Kotelnikovo": (43.15, 47.63, "town"),
    "Tsimlyansk": (42.1, 47.65, "town"), "Salsk": (41.54, 46.47, "town"),
    "Elista": (44.27, 46.31, "town"), "Tikhoretsk": (40.13, 45.85, "town"),
    "Kropotkin": (40.57, 45.43, "town"), "Armavir": (41.12, 44.99, "town"),
    "Voroshilovsk": (41.97, 45.04, "town"), "Pyatigorsk": (43.06, 44.04, "town"),
    "Mozdok": (44.65, 43.73, "town"), "Nalchik": (43.6, 43.49, "town"),
    "Ordzhonikidze": (44.68, 43.03, "town"), "Budennovsk": (44.16, 44.78, "town"),
    "Maikop": (40.1, 44.6, "town"), "Tuapse": (39.07, 44.1, "town"),
    "Novorossiysk": (37.77, 44.72, "town"), "Taganrog": (38.9, 47.22, "town"),
    "Mariupol": (37.55, 47.1, "town"), "Melitopol": (35.37, 46.85, "town"),
    "Kerch": (36.47, 45.36, "town"), "Simferopol": (34.1, 44.95, "town"),
    "Borisoglebsk": (42.1, 51.37, "town"), "Kamyshin": (45.4, 50.1, "town"),
    "Frolovo": (43.65, 49.77, "town"), "Uryupinsk": (42.0, 50.8, "town"),
    "Novocherkassk": (40.1, 47.42, "town"), "Yeysk": (38.27, 46.71, "town"),
    "Balashov": (43.18, 51.55, "town"), "Poltava": (34.55, 49.59, "town"),
    "Tim": (37.11, 51.62, "town"), "Volchansk": (36.94, 50.29, "town"),
}

RAILS = [
    ["Orel", "Kursk", "Belgorod", "Kharkov", "Lozovaya", (35.5, 48.3), "Zaporozhye", "Melitopol",
     (34.4, 45.7), "Simferopol", "Sevastopol"],
    [(35.5, 48.3), "Dnepropetrovsk"],
    ["Poltava", "Kharkov", "Kupyansk", "Valuyki", "Liski", "Voronezh", (39.95, 52.6)],
    ["Kursk", "Kastornoye", "Voronezh"],
    ["Stary Oskol", "Kastornoye"],
    ["Liski", "Rossosh", "Kantemirovka", "Millerovo", "Kamensk", (40.2, 48.1), (40.22, 47.71),
     "Novocherkassk", "Rostov"],
    ["Rostov", "Taganrog", "Mariupol", "Stalino", (38.4, 48.35), "Voroshilovgrad", (40.2, 48.1)],
    ["Lozovaya", "Slavyansk", "Artemovsk", (38.4, 48.35)],
    ["Kharkov", "Izyum", "Slavyansk"],
    [(40.2, 48.1), (41.27, 48.2), "Morozovsk", "Surovikino", "Kalach", "Stalingrad"],
    [(39.95, 52.6), "Borisoglebsk", (42.25, 51.2), "Frolovo", (44.3, 49.3), "Stalingrad"],
    ["Saratov", (44.8, 51.9), "Balashov", (42.25, 51.2)],
    ["Stalingrad", (44.2, 48.1), "Kotelnikovo", (42.47, 47.15), (41.7, 46.7), "Salsk", "Tikhoretsk",
     "Krasnodar", (38.0, 44.93), "Novorossiysk"],
    ["Rostov", (39.74, 47.14), (39.65, 46.56), "Tikhoretsk", "Kropotkin", "Armavir",
     (41.95, 44.63), (43.13, 44.21), (44.06, 43.76), "Grozny"],
    ["Armavir", (39.87, 44.77), "Tuapse"],
    [(39.87, 44.77), "Maikop"],
    ["Astrakhan", (46.8, 48.2), (46.8, 49.1), (46.97, 50.95), "Saratov"],
    [(43.13, 44.21), "Pyatigorsk"],
    [(44.06, 43.76), "Nalchik"],
    [(44.06, 43.76), "Mozdok"],
    ["Kerch", (35.4, 45.1), (34.4, 45.7)],
]

# The front of 28 June 1942: (latitude, longitude) from north to south. West of it is Axis.
FRONT = [(54.0, 36.7), (52.9, 36.9), (52.4, 37.2), (51.8, 37.3), (51.2, 37.1), (50.6, 36.95),
         (50.3, 37.05), (50.0, 37.75), (49.5, 37.75), (49.25, 37.45), (49.0, 38.1), (48.85, 38.3),
         (48.5, 38.6), (48.1, 38.95), (47.5, 39.0), (47.25, 38.95), (47.1, 38.0), (46.3, 38.0),
         (46.2, 36.6), (42.0, 36.6)]


def front_lon(lat):
    for (a, la), (b, lb) in zip(FRONT, FRONT[1:]):
        if b <= lat <= a:
            t = (lat - a) / (b - a) if a != b else 0
            return la + t * (lb - la)
    return FRONT[0][1] if lat > FRONT[0][0] else FRONT[-1][1]


def at(name_or_point):
    if isinstance(name_or_point, tuple):
        return hex_of(*name_or_point)
    lon, lat, _ = CITIES[name_or_point]
    return hex_of(lon, lat)


# --- Terrain ---------------------------------------------------------------------------------

terrain = [["." for _ in range(W)] for _ in range(H)]
for c in range(W):
    for r in range(H):
        lon, lat = lonlat(c, r)
        t = "."
        if any(inside(p, lon, lat) for p in FOREST):
            t = "f"
        if any(inside(p, lon, lat) for p in HILLS):
            t = "h"
        if any(inside(p, lon, lat) for p in MARSH):
            t = "s"
        if inside(MANYCH_LAKE, lon, lat):
            t = "l"
        if inside(BLACK_SEA, lon, lat) or inside(AZOV, lon, lat) or inside(CASPIAN, lon, lat):
            t = "~"
        terrain[r][c] = t
# Towns and cities stand on land.
for name, (lon, lat, _) in CITIES.items():
    c, r = hex_of(lon, lat)
    if terrain[r][c] in "~l":
        terrain[r][c] = "."


def crossed_sides(line):
    return set(G.crossed_sides(line))


def water(h):
    return terrain[h[1]][h[0]] in "~l"


rivers = {}
for name, line in RIVERS.items():
    sides = sorted(s for s in crossed_sides(line) if not water(s[0]) and not water(s[1]))
    rivers[name] = sides
strait = sorted(s for seg in STRAIT for s in crossed_sides(list(seg)) if not water(s[0]) and not water(s[1]))


def hex_line(a, b):
    def cube(c, r):
        x = c
        z = r - (c - (c & 1)) // 2
        return x, -x - z, z

    def back(x, y, z):
        return x, z + (x - (x & 1)) // 2

    def rnd(x, y, z):
        rx, ry, rz = round(x), round(y), round(z)
        dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
        if dx > dy and dx > dz:
            rx = -ry - rz
        elif dy > dz:
            ry = -rx - rz
        else:
            rz = -rx - ry
        return rx, ry, rz

    ca, cb = cube(*a), cube(*b)
    n = max(abs(ca[i] - cb[i]) for i in range(3))
    out = []
    for i in range(n + 1):
        t = i / max(n, 1)
        p = rnd(*(ca[k] + (cb[k] - ca[k]) * t + 1e-6 * (k + 1) for k in range(3)))
        h = back(*p)
        if not out or out[-1] != h:
            out.append(h)
    return out


rails = []
for line in RAILS:
    path = []
    for a, b in zip(line, line[1:]):
        seg = hex_line(at(a), at(b))
        path.extend(seg if not path else seg[1:])
    path = [h for h in path if not water(h)]
    # Keep only runs of adjacent hexes (a rail crossing water is cut).
    runs, cur = [], []
    for h in path:
        if cur and h not in set(neighbours(*cur[-1])):
            runs.append(cur)
            cur = []
        cur.append(h)
    runs.append(cur)
    rails.extend(run for run in runs if len(run) > 1)

border = []
for r in range(H):
    n = 0
    for c in range(W):
        lon, lat = lonlat(c, r)
        if lon < front_lon(lat):
            n = c + 1
    border.append(n)


def axis_side(h):
    return h[0] < border[h[1]]


# --- Forces ----------------------------------------------------------------------------------
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

def nth(n):
    """1st, 2nd, 3rd, 4th, 11th, 22nd, 383rd."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


SIZE = {"panzer": "Division", "motorized": "Division", "infantry": "Division",
        "mountain": "Division", "luftwaffe_field": "Division"}

# (group comment, side, anchor (lon, lat), [(id, name, nationality, type, steps)])
START = [
    ("Axis: 4th Panzer Army and 2nd Army east of Kursk", "axis", (36.75, 51.7), [
        ("g_9pz", "9th Panzer Division", "german", "panzer", PZ),
        ("g_11pz", "11th Panzer Division", "german", "panzer", PZ),
        ("g_24pz", "24th Panzer Division", "german", "panzer", PZ),
        ("g_gd", "Grossdeutschland", "german", "motorized", GD),
        ("g_3mot", "3rd Motorized Division", "german", "motorized", MOT),
        ("g_16mot", "16th Motorized Division", "german", "motorized", MOT),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (45, 57, 75, 88, 95, 168, 299, 340, 377, 383, 385, 387)]),
    ("Axis: Hungarian 2nd Army", "axis", (36.8, 51.2), [
        ("h_3", "Hungarian III Corps", "hungarian", "infantry", SAT),
        ("h_4", "Hungarian IV Corps", "hungarian", "infantry", SAT),
        ("h_7", "Hungarian VII Corps", "hungarian", "infantry", SAT),
    ]),
    ("Axis: 6th Army at Volchansk and Kharkov", "axis", (36.9, 50.3), [
        ("g_3pz", "3rd Panzer Division", "german", "panzer", PZ),
        ("g_23pz", "23rd Panzer Division", "german", "panzer", PZ),
        ("g_29mot", "29th Motorized Division", "german", "motorized", MOT),
        ("g_100j", "100th Jäger Division", "german", "infantry", JAEGER),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (44, 62, 71, 76, 79, 94, 113, 294, 305, 336, 389)]),
    ("Axis: 1st Panzer Army on the Oskol and at Izyum", "axis", (37.4, 49.5), [
        ("g_14pz", "14th Panzer Division", "german", "panzer", PZ),
        ("g_16pz", "16th Panzer Division", "german", "panzer", PZ),
        ("g_22pz", "22nd Panzer Division", "german", "panzer", PZ),
        ("g_60mot", "60th Motorized Division", "german", "motorized", MOT),
        ("g_97j", "97th Jäger Division", "german", "infantry", JAEGER),
        ("g_101j", "101st Jäger Division", "german", "infantry", JAEGER),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (257, 295, 298, 384)]),
    ("Axis: 17th Army in the Donbass and on the Mius", "axis", (38.5, 48.0), [
        ("g_13pz", "13th Panzer Division", "german", "panzer", PZ),
        ("g_wiking", "SS Wiking", "german", "motorized", MOT),
        ("g_1geb", "1st Mountain Division", "german", "mountain", MTN),
        ("g_4geb", "4th Mountain Division", "german", "mountain", MTN),
        ("i_35", "Italian XXXV Corps", "italian", "infantry", SAT),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (9, 73, 111, 125, 198, 370)]),
    ("Axis: 11th Army in the Crimea", "axis", (34.5, 45.2), [
        ("r_mtn", "Romanian Mountain Corps", "romanian", "mountain", SAT),
        ("r_7", "Romanian VII Corps", "romanian", "infantry", SAT),
    ] + [(f"g_{n}", f"{nth(n)} Infantry Division", "german", "infantry", INF)
         for n in (22, 24, 46, 50, 72, 132, 170)]),
    ("Soviet: Bryansk Front", "soviet", (37.6, 52.0), [
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
    ("Soviet: reserves behind the Bryansk Front and at Voronezh", "soviet", (38.9, 51.8), [
        ("s_5ta", "5th Tank Army", "soviet", "tank", TANK_ARMY),
        ("s_60a", "60th Army", "soviet", "rifle", ARMY),
        ("s_6a", "6th Army", "soviet", "rifle", ARMY),
        ("s_18tc", "18th Tank Corps", "soviet", "tank", TC),
        ("s_24tc", "24th Tank Corps", "soviet", "tank", TC),
        ("s_voronezh", "Voronezh garrison", "soviet", "rifle", GARRISON),
    ]),
    ("Soviet: Southwestern Front", "soviet", (38.2, 50.2), [
        ("s_21a", "21st Army", "soviet", "rifle", ARMY),
        ("s_28a", "28th Army", "soviet", "rifle", ARMY),
        ("s_38a", "38th Army", "soviet", "rifle", ARMY),
        ("s_9a", "9th Army", "soviet", "rifle", ARMY),
        ("s_13tc", "13th Tank Corps", "soviet", "tank", TC),
        ("s_22tc", "22nd Tank Corps", "soviet", "tank", TC),
        ("s_23tc", "23rd Tank Corps", "soviet", "tank", TC),
        ("s_3gcc", "3rd Guards Cavalry Corps", "soviet", "cavalry", CAV),
    ]),
    ("Soviet: Southern Front", "soviet", (39.4, 48.4), [
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
    ("Soviet: the Don and the Stalingrad reserve armies", "soviet", (42.8, 49.0), [
        ("s_63a", "63rd Army", "soviet", "rifle", ARMY),
        ("s_62a", "62nd Army", "soviet", "rifle", ARMY),
        ("s_64a", "64th Army", "soviet", "rifle", ARMY),
        ("s_57a", "57th Army", "soviet", "rifle", ARMY),
        ("s_12tc", "12th Tank Corps", "soviet", "tank", TC),
        ("s_25tc", "25th Tank Corps", "soviet", "tank", TC),
        ("s_stalingrad", "Stalingrad garrison", "soviet", "rifle", GARRISON),
        ("s_saratov", "Saratov garrison", "soviet", "rifle", GARRISON),
    ]),
    ("Soviet: North Caucasus Front", "soviet", (38.6, 45.3), [
        ("s_47a", "47th Army", "soviet", "rifle", ARMY),
        ("s_51a", "51st Army", "soviet", "rifle", ARMY),
        ("s_17cc", "17th Cossack Cavalry Corps", "soviet", "cavalry", CAV),
        ("s_krasnodar", "Krasnodar garrison", "soviet", "rifle", GARRISON),
        ("s_novorossiysk", "Novorossiysk garrison", "soviet", "rifle", GARRISON),
        ("s_9rc", "9th Rifle Corps", "soviet", "rifle", RC),
        ("s_3rc", "3rd Rifle Corps", "soviet", "rifle", RC),
    ]),
    ("Soviet: Transcaucasus Front and the Volga", "soviet", (43.5, 44.3), [
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

POINTS = {"shock": 2, "mech_group": 2}
stack = {}


def room(h, side, t):
    pts = POINTS.get(t, 1)
    have = stack.get(h, (side, 0))
    if have[0] != side:
        return False
    limit = 3 if side == "axis" else 2
    return have[1] + pts <= limit


def distances(sources):
    """Hexes from the nearest source, over land and sea alike."""
    dist = {h: 0 for h in sources}
    frontier = list(sources)
    while frontier:
        nxt = []
        for h in frontier:
            for n in neighbours(*h):
                if n not in dist:
                    dist[n] = dist[h] + 1
                    nxt.append(n)
        frontier = nxt
    return dist


ALL = [(c, r) for c in range(W) for r in range(H)]
# Hexes from the enemy's side of the front line, for each side.
TO_FRONT = {
    "axis": distances([h for h in ALL if not axis_side(h) and not water(h)]),
    "soviet": distances([h for h in ALL if axis_side(h) and not water(h)]),
}


def place_near(anchor, side, t, front):
    """The free hex of `side` nearest the anchor; for a front group, the nearest on the front line
    (next to an enemy hex), within 5 hexes of the anchor if there is one."""
    near = distances([hex_of(*anchor)])
    ok = [h for h in ALL if not water(h) and axis_side(h) == (side == "axis") and room(h, side, t)]
    if not ok:
        raise SystemExit(f"no room near {anchor} for {side}")
    if front:
        line = [h for h in ok if TO_FRONT[side][h] == 1 and near[h] <= 5]
        if line:
            return min(line, key=lambda h: (near[h], h))
    return min(ok, key=lambda h: (near[h], h))


def add(h, side, t):
    s, p = stack.get(h, (side, 0))
    stack[h] = (side, p + POINTS.get(t, 1))


def size_of(t, nat):
    if t in SIZE and nat == "german":
        return SIZE[t]
    if nat != "soviet":
        return "Corps"
    return {"rifle": "Army", "shock": "Army", "tank": "Corps", "mechanized": "Corps",
            "cavalry": "Corps"}[t]


def unit_line(u, at_hex=None):
    uid, name, nat, t, steps = u
    size = size_of(t, nat)
    if t == "tank" and "Army" in name:
        size = "Army"
    if t == "rifle" and ("Corps" in name or "garrison" in name):
        size = "Corps"
    st = ", ".join(f"({a}, {d}, {m})" for a, d, m in steps)
    where = f', at: "{label(*at_hex)}"' if at_hex else ""
    return (f'        (id: "{uid}", name: "{name}", nationality: "{nat}", type: "{t}", '
            f'size: {size}, steps: [{st}]{where}),')


def city_hex(name):
    return at(name)


out = []
p = out.append
p("// Zhukov's War: Operation Blue, July to December 1942 (scenarios/rulesets/zhukovs_war.ron).")
p("//")
p("// An original map for steppe, drawn by scripts/gen_zw_blue.py from real geography (a sinusoidal")
p("// projection centred on 40.5E 48N), not copied from any published game map. Hexes are about")
p("// 33 km across, flat-topped; printed numbers CCRR from 0101 in the north-west corner; even")
p("// printed columns sit half a hex lower. The map runs from Orel and Saratov in the north to the")
p("// Caucasus foothills and Grozny in the south, from the Crimea and the lower Dnieper to the")
p("// Volga and the Caspian.")
p("//")
p("// Terrain letters (rulesets/zhukovs_war.ron): '.' clear, 'f' forest, 'h' hills, 's' marsh,")
p("// 'l' lake, '~' sea. Rivers are hexsides; the Kerch Strait is an all-sea hexside.")
p("// Forces of 28 June 1942, at Zhukov's War's scale: German divisions, satellite corps, Soviet")
p("// armies and tank and cavalry corps; the control line is the front of that day.")
p("Scenario(")
p('    name: "Operation Blue",')
p('    description: "28 June 1942: Army Group South strikes east from Kursk and Kharkov toward '
  'Voronezh, the Don bend and Stalingrad, and south toward Rostov and the Caucasus oil. Six '
  'monthly turns, July to December 1942. The Axis wins holding five of Voronezh, Rostov, '
  'Stalingrad, Krasnodar, Maikop, Grozny and Astrakhan at the end; the Soviets win holding three.",')
p('    ruleset: "rulesets/zhukovs_war.ron",')
p('    first_turn: "Jul 1942",')
p("    turns: 6,")
p("")
p("    map: (")
p(f"        width: {W},")
p(f"        height: {H},")
p("        shifted_columns: Odd,")
p("")
p("        // North row first. Columns 01..44 left to right.")
p("        //        " + "".join(str((c + 1) // 10) for c in range(W)))
p("        //        " + "".join(str((c + 1) % 10) for c in range(W)))
p("        terrain: [")
for r in range(H):
    p(f'            "{"".join(terrain[r])}", // {r + 1:02}')
p("        ],")
p("        hexsides: [")
for name, sides in rivers.items():
    if not sides:
        continue
    p(f"            // {name}")
    body = ", ".join(f'"{label(*a)}/{label(*b)}"' for a, b in sides)
    p(f'            (kind: "river", sides: [{body}]),')
p("            // The Kerch Strait")
p('            (kind: "lake", sides: [' + ", ".join(f'"{label(*a)}/{label(*b)}"' for a, b in strait) + "]),")
p("        ],")
p("        rails: [")
for run in rails:
    p("            [" + ", ".join(f'"{label(*h)}"' for h in run) + "],")
p("        ],")
p("        places: [")
used = set()
for name, (lon, lat, feat) in CITIES.items():
    h = hex_of(lon, lat)
    if h in used:
        continue
    used.add(h)
    p(f'            (hex: "{label(*h)}", name: "{name}", features: ["{feat}"]),')
p("        ],")
p('        control: (west: "axis", east: "soviet", border: [' + ", ".join(map(str, border)) + "]),")
p("    ),")
p("")
p("    units: [")
# Garrisons first: their cities are theirs before anyone else is placed.
for uid, city in GARRISON_AT.items():
    add(city_hex(city), "soviet", "rifle")
for comment, side, anchor, units in START:
    front = not comment.startswith("Soviet: reserves") and "Stalingrad reserve" not in comment \
        and "Transcaucasus" not in comment
    p(f"        // {comment}")
    for u in units:
        if u[0] in GARRISON_AT:
            h = city_hex(GARRISON_AT[u[0]])
        else:
            h = place_near(anchor, side, u[3], front)
            add(h, side, u[3])
        p(unit_line(u, h))
p("        // Reinforcements")
for _, units in REINFORCEMENTS:
    for u in units:
        p(unit_line(u))
p("    ],")
p("    reinforcements: [")
for turn, units in REINFORCEMENTS:
    p(f"        (turn: {turn}, units: [" + ", ".join(f'"{u[0]}"' for u in units) + "]),")
p("    ],")
p("    // Steppe's choice: replacement points a turn, rebuilding one step each (armor two).")
p("    replacements: [")
p('        (side: "axis", turns: (1, 6), points: 3),')
p('        (side: "soviet", turns: (1, 6), points: 5),')
p("    ],")
p("    // Checked after turn 6 (December 1942). Control is all-or-nothing, so the two exclude each")
p("    // other: the Axis needs five of the seven, the Soviets keep three.")
p("    victory: [")
objectives = ["Voronezh", "Rostov", "Stalingrad", "Krasnodar", "Maikop", "Grozny", "Astrakhan"]
obj = ", ".join(f'"{o}"' for o in objectives)
p(f'        (side: "axis", name: "Axis: five of the seven objectives", check: EndOfGame, hexes: [{obj}], count: 5),')
p(f'        (side: "soviet", name: "Soviet: three of the seven objectives", check: EndOfGame, hexes: [{obj}], count: 3),')
p("    ],")
# The Don line: the east bank of the Don from Voronezh down to the bend (001's optional rule).
don = set()
for a, b in rivers["Don"]:
    la, lb = lonlat(*a), lonlat(*b)
    if min(la[1], lb[1]) < 48.9:
        continue
    east = a if la[0] > lb[0] else b
    if not axis_side(east):
        don.add(east)
p("    // 001's optional Don River rule: the Soviet bank of the Don down to the bend.")
p('    zones: {"don_line": [' + ", ".join(f'"{label(*h)}"' for h in sorted(don)) + "]},")
works = {
    "soviet": ["Rostov", "Stalingrad", "Voronezh", (39.6, 47.35), (43.9, 48.75), (44.2, 48.9)],
    "axis": ["Taganrog", (38.85, 47.6), (38.85, 47.9), "Kursk"],
}
p("    // Fieldworks of June 1942: the Rostov and Stalingrad defence lines, Voronezh; the German")
p("    // Mius line and Kursk.")
p("    hex_markers: [")
for side, spots in works.items():
    hs = []
    for s in spots:
        h = at(s)
        if axis_side(h) == (side == "axis") and not water(h):
            hs.append(label(*h))
    p(f'        (marker: "fieldworks", side: "{side}", hexes: [' + ", ".join(f'"{x}"' for x in hs) + "]),")
p("    ],")
p(")")
print("\n".join(out))
