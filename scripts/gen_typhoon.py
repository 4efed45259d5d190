#!/usr/bin/env python3
"""Draws scenarios/typhoon_1941.ron, Typhoon: the drive on Moscow, October to December 1941.

The map is steppe's own: every hex is classified from coarse outlines of real geography (rivers,
woods, marshes, the Volga reservoir) given below in longitude/latitude, projected with a simple
sinusoidal projection centred on 35.35E 54.83N. 44 columns by 42 rows of flat-topped hexes 12 km
across; printed numbers CCRR from 0101 in the north-west corner, even printed columns half a hex
lower (0-based odd columns shifted: `shifted_columns: Odd`).

Forces are divisions: a unit's steps are its combat factors, one step a factor, attack and defense
equal (rulesets/typhoon.ron).

Run: python3 scripts/gen_typhoon.py   (writes scenarios/typhoon_1941.ron; `-` prints it instead)
The output is the data; edit this script and run it again to change the map or the forces.
"""

import math
import os
import sys

from hexgrid import Grid, inside, lines, pts, table

W, H = 44, 42
ROW_KM = 12.0
LON0, LAT0 = 35.35, 54.83

G = Grid(W, H, ROW_KM, LON0, LAT0)
xy, centre, lonlat, hex_of = G.xy, G.centre, G.lonlat, G.hex_of
label, neighbours = G.label, G.neighbours
CENTRES = G.centres


def on_map(lon, lat):
    """The point falls inside the map's hexes (not just nearest to an edge hex)."""
    x, y = xy(lon, lat)
    cx, cy = CENTRES[hex_of(lon, lat)]
    return math.hypot(cx - x, cy - y) <= ROW_KM * 0.58


def speckle(c, r):
    """A fixed pseudo-random number in [0, 1) for a hex, to break up woods and marshes."""
    v = (c * 73856093) ^ (r * 19349663) ^ ((c + r) * 83492791)
    return (v % 1009) / 1009


# --- Geography, longitude/latitude ---------------------------------------------------------


# Woods: (outline, share of its hexes that are wood). The forest belt of the Smolensk-Moscow
# upland: the woods round Bely, Olenino and Sychevka, Vyazma, Dorogobuzh and Spas-Demensk, the
# Bryansk forests, the woods west of Moscow from Volokolamsk to Naro-Fominsk, Klin and Dmitrov,
# Meshchera. South of the Oka (Tula, Orel) the land opens into fields.
WOODS = [
    (pts("32.3 56.75, 33.7 56.65, 34.1 56.2, 33.7 55.7, 32.7 55.7, 32.3 56.1"), 0.75),
    (pts("31.85 55.55, 32.65 55.55, 32.7 55.2, 31.85 55.2"), 0.5),
    (pts("32.9 55.55, 34.0 55.65, 34.8 55.45, 35.0 54.95, 34.6 54.5, 33.6 54.35, 33.0 54.7"), 0.7),
    (pts("34.8 55.05, 35.8 55.15, 35.95 54.8, 35.3 54.55"), 0.6),
    (pts("33.5 53.85, 34.6 54.05, 35.3 53.65, 35.2 52.9, 34.6 52.45, 33.75 52.45, "
         "33.8 53.0"), 0.85),
    (pts("35.3 54.35, 36.0 54.45, 36.5 54.2, 36.2 53.9, 35.4 53.9"), 0.5),
    (pts("35.3 55.45, 35.45 56.1, 36.6 56.2, 37.3 55.9, 37.3 55.5, 36.8 55.05, 36.0 55.1"), 0.65),
    (pts("36.4 56.45, 37.2 56.55, 38.5 56.5, 38.5 55.95, 37.5 55.95, 36.6 56.1"), 0.5),
    (pts("38.2 55.85, 38.95 55.95, 38.95 55.15, 38.35 55.35"), 0.7),
    (pts("34.5 57.2, 35.5 57.2, 35.6 56.95, 35.0 56.7, 34.5 56.8"), 0.45),
    (pts("37.1 54.1, 37.8 54.1, 37.8 53.9, 37.1 53.9"), 0.5),  # the Tula zaseka woods
    (pts("36.9 54.95, 37.6 55.05, 37.6 54.8, 37.0 54.75"), 0.45),  # Oka woods by Serpukhov
]
# Marshes: the upper Volga by Lake Seliger, the Orsha moss north of Kalinin, the Dubna and
# Sestra lowland, the Shosha and Lama lowland south of the reservoir, the Oka lowland below
# Kolomna (Meshchera's edge), the Dnieper's source.
MARSHES = [
    (pts("32.6 57.2, 33.7 57.2, 33.7 56.95, 32.8 56.88"), 0.6),
    (pts("35.95 57.15, 36.9 57.15, 36.9 56.86, 36.05 56.9"), 0.8),
    (pts("37.2 56.9, 37.95 56.9, 37.95 56.55, 37.3 56.6"), 0.6),
    (pts("35.95 56.6, 36.6 56.6, 36.6 56.42, 35.95 56.42"), 0.5),
    (pts("38.35 55.55, 38.95 55.55, 38.95 55.2, 38.45 55.25"), 0.5),
    (pts("33.75 55.7, 34.15 55.7, 34.15 55.5, 33.75 55.5"), 0.4),
]
# The Ivankovo reservoir (the "Moscow Sea", filled 1937) on the Volga between Kalinin and Dubna,
# and the south end of Lake Seliger.
LAKES = {
    "the Moscow Sea": pts("36.2 56.82, 36.55 56.8, 36.85 56.77, 37.17 56.77, 37.17 56.69, "
                          "36.85 56.68, 36.6 56.64, 36.5 56.53, 36.28 56.53, 36.2 56.66"),
    "Lake Seliger": pts("32.95 57.3, 33.3 57.3, 33.25 57.05, 33.0 57.05"),
}

# Rivers from source to mouth; major rivers (hexside "major_river") first.
MAJOR_RIVERS = {
    "Volga": pts("32.3 57.25, 32.7 57.1, 33.1 56.95, 33.45 56.85, 33.9 56.55, 34.2 56.35, "
                 "34.33 56.26, 34.58 56.17, 34.75 56.3, 34.93 56.5, 35.3 56.72, 35.6 56.85, "
                 "35.9 56.86, 36.3 56.8, 36.77 56.73, 37.17 56.74, 37.35 56.87, 37.6 57.02, "
                 "37.85 57.24"),
    "Oka": pts("36.2 52.45, 36.07 52.97, 36.0 53.3, 36.05 53.6, 36.13 53.81, 36.3 54.1, "
               "36.2 54.35, 36.27 54.52, 36.6 54.57, 37.07 54.5, 37.18 54.72, 37.42 54.88, "
               "37.8 54.86, 38.15 54.83, 38.5 54.95, 38.77 55.08, 39.2 55.05"),
    "Desna": pts("33.15 54.65, 33.3 54.4, 33.55 54.1, 33.72 53.75, 33.77 53.5, 34.0 53.33, "
                 "34.37 53.23, 34.1 53.05, 33.8 52.9, 33.5 52.78, 33.2 52.65, 33.05 52.55, "
                 "32.9 52.3"),
    "Dnieper": pts("33.95 55.65, 33.75 55.42, 33.55 55.1, 33.28 54.9, 33.0 54.96, 32.7 54.9, "
                   "32.4 54.8, 32.05 54.77, 31.7 54.72"),
}
MINOR_RIVERS = {
    "Ugra": pts("33.2 54.45, 33.8 54.58, 34.3 54.72, 34.75 54.8, 35.23 54.74, 35.6 54.6, "
                "35.9 54.64, 36.2 54.58, 36.35 54.56"),
    "Protva": pts("35.55 55.5, 35.9 55.44, 36.18 55.34, 36.35 55.2, 36.6 55.1, 37.0 54.96, "
                  "37.3 54.89"),
    "Nara": pts("36.45 55.62, 36.73 55.38, 36.95 55.2, 37.2 55.05, 37.45 54.89"),
    "Moskva": pts("35.3 55.56, 35.7 55.5, 36.03 55.48, 36.3 55.62, 36.6 55.7, 36.85 55.72, "
                  "37.2 55.78, 37.45 55.79, 37.62 55.71, 37.85 55.62, 38.1 55.5, 38.26 55.42, "
                  "38.5 55.25, 38.77 55.09"),
    "Ruza": pts("35.7 56.02, 35.95 55.85, 36.2 55.72, 36.3 55.63"),
    "Lama": pts("36.05 55.97, 35.95 56.12, 35.85 56.3, 35.95 56.5"),
    "Istra": pts("36.35 56.27, 36.7 56.05, 36.86 55.91, 36.9 55.74"),
    "Vazuza": pts("34.0 55.33, 34.2 55.6, 34.28 55.84, 34.4 56.0, 34.58 56.16"),
    "Zhizdra": pts("34.4 53.82, 34.73 53.75, 35.2 53.85, 35.78 54.02, 36.15 54.09"),
    "Upa": pts("37.85 53.7, 37.68 54.0, 37.62 54.18, 37.3 54.1, 37.0 54.0, 36.68 53.93, "
               "36.4 54.02"),
    "Zusha": pts("37.25 52.9, 37.05 52.96, 36.8 53.15, 36.57 53.27, 36.3 53.35, 36.02 53.4"),
    "Vop": pts("32.55 55.75, 32.6 55.4, 32.7 55.08, 32.75 54.95"),
    "Gzhat": pts("34.75 55.3, 35.0 55.54, 35.05 55.75, 34.9 55.95, 34.7 56.15"),
    "Bolva": pts("34.05 54.1, 34.3 53.85, 34.3 53.55, 34.37 53.26"),
    "Shosha": pts("35.65 56.15, 35.8 56.35, 36.0 56.5, 36.25 56.6"),
}


# Places by feature, most important first; of two places on one hex the first is kept, and places
# that fall off the map are left out.
MAJOR_TOWNS = table(
    "Moscow 37.62 55.75; Kalinin 35.9 56.86; Tula 37.62 54.19; Orel 36.07 52.97; "
    "Bryansk 34.37 53.25; Kaluga 36.27 54.52; Vyazma 34.3 55.21; Smolensk 32.05 54.78")
SMALL_TOWNS = table(
    "Rzhev 34.33 56.26; Mozhaisk 36.03 55.5; Maloyaroslavets 36.47 55.01; Volokolamsk 35.95 56.03; "
    "Klin 36.73 56.33; Serpukhov 37.42 54.92; Yukhnov 35.23 54.75; Medyn 35.87 54.97; "
    "Sukhinichi 35.33 54.1; Kozelsk 35.78 54.03; Mtsensk 36.57 53.28; Gzhatsk 35.0 55.55; "
    "Naro-Fominsk 36.73 55.38; Istra 36.86 55.92; Dmitrov 37.52 56.34; Podolsk 37.55 55.43; "
    "Aleksin 37.07 54.5; Belev 36.13 53.81; Karachev 34.98 53.13; Yelnya 33.17 54.58; "
    "Roslavl 32.87 53.95; Dorogobuzh 33.28 54.91; Yartsevo 32.7 55.07; Bely 32.95 55.83; "
    "Sychevka 34.28 55.83; Zubtsov 34.58 56.17; Staritsa 34.93 56.5; Torzhok 34.96 57.04; "
    "Kashira 38.15 54.83; Kolomna 38.77 55.1; Stalinogorsk 38.28 54.01; Venev 38.27 54.35; "
    "Bolkhov 36.0 53.44; Zhizdra 34.73 53.75; Kirov 34.32 54.08; Spas-Demensk 34.02 54.41; "
    "Ruza 36.2 55.7; Zvenigorod 36.85 55.73; Solnechnogorsk 36.98 56.18; Kimry 37.35 56.87; "
    "Borovsk 36.35 55.2; Tarusa 37.18 54.72; Odoev 36.68 53.94; Plavsk 37.3 53.7; "
    "Kromy 35.7 52.69; Pochep 33.47 52.93; Zhukovka 33.75 53.53; Dyatkovo 34.33 53.6; "
    "Lyudinovo 34.45 53.87; Mosalsk 34.98 54.49; Olenino 33.5 56.2; Zagorsk 38.13 56.3; "
    "Noginsk 38.44 55.87; Bogoroditsk 38.13 53.77; Chern 36.9 53.45; Novosil 37.05 52.97; "
    "Lotoshino 35.65 56.23; Shakhovskaya 35.5 56.03; Vereya 36.18 55.34; Kondrovo 35.93 54.8; "
    "Mytishchi 37.73 55.91; Lopasnya 37.5 55.17; Yefremov 38.1 53.15")
PLACES = [("major_town", MAJOR_TOWNS), ("small_town", SMALL_TOWNS)]
CITIES = {n: (lon, lat, f) for f, t in PLACES for n, (lon, lat) in t.items() if on_map(lon, lat)}

# Rail and road waypoints that are not places.
JUNCTIONS = table(
    "Safonovo 33.23 55.1; Kubinka 36.7 55.58; Uzlovaya 38.16 53.98; Zavidovo 36.52 56.53; "
    "Kozlovo 36.15 56.6; Tikhonova Pustyn 36.3 54.67; Fayansovaya 34.35 54.1; "
    "Gorbachevo 37.0 53.95; "
    "Verkhovye 37.3 52.8; Navlya 34.5 52.83; Kursk road 35.9 52.6; Ekimovichi 33.55 54.15; "
    "Zaitseva Gora 34.7 54.62; Chekhov 37.48 55.15; Yaroslavl line 38.6 56.65; "
    "Gorky line 38.95 55.85; Ryazan line 39.1 55.0; Likhoslavl line 35.3 57.1; "
    "Velikiye Luki line 31.8 56.3; Orsha line 31.8 54.7; Gomel line 31.9 53.6; "
    "Kiev line 33.5 52.55; Yelets line 38.3 52.65; Ryazhsk line 39.0 53.9")


def at(p):
    if isinstance(p, tuple):
        return hex_of(*p)
    if p in JUNCTIONS:
        return hex_of(*JUNCTIONS[p])
    return PLACE_HEX.get(p) or hex_of(*CITIES[p][:2])


# The main lines of 1941.
RAILS = lines("""
    Orsha line - Smolensk - Yartsevo - Safonovo - Vyazma - Gzhatsk - Mozhaisk - Kubinka - Moscow;
    Moscow - Naro-Fominsk - Maloyaroslavets - Tikhonova Pustyn - Sukhinichi - Bryansk - Navlya -
      Kiev line;
    Moscow - Podolsk - Chekhov - Serpukhov - Tula - Gorbachevo - Mtsensk - Orel - Kursk road;
    Moscow - Solnechnogorsk - Klin - Zavidovo - Kozlovo - Kalinin - Likhoslavl line;
    Moscow - Istra - Volokolamsk - Shakhovskaya - Rzhev - Olenino - Velikiye Luki line;
    Vyazma - Sychevka - Rzhev - Torzhok;
    Vyazma - Kaluga - Aleksin - Tula - Uzlovaya - Ryazhsk line;
    Vyazma - Fayansovaya - Lyudinovo - Bryansk;
    Smolensk - Roslavl - Zhukovka - Bryansk - Karachev - Orel - Verkhovye - Yelets line;
    Roslavl - Gomel line; Sukhinichi - Kozelsk - Belev - Gorbachevo;
    Moscow - Mytishchi - Zagorsk - Yaroslavl line; Moscow - Noginsk - Gorky line;
    Moscow - Kolomna - Ryazan line; Moscow - Dmitrov - Kimry;
    Kolomna - Kashira - Stalinogorsk - Uzlovaya
""")
# The main highways: the Minsk highway, the Warsaw highway, the Simferopol highway (Orel - Tula -
# Serpukhov - Moscow), the Leningrad highway (Moscow - Klin - Kalinin) and Bryansk - Orel.
ROADS = lines("""
    Smolensk - Yartsevo - Safonovo - Vyazma - Gzhatsk - Mozhaisk - Kubinka - Moscow;
    Roslavl - Ekimovichi - Zaitseva Gora - Yukhnov - Medyn - Maloyaroslavets - Podolsk - Moscow;
    Kursk road - Orel - Mtsensk - Tula - Serpukhov - Chekhov - Podolsk;
    Moscow - Solnechnogorsk - Klin - Zavidovo - Kozlovo - Kalinin - Torzhok;
    Bryansk - Karachev - Orel
""")

# The front of 30 September 1941, as the Typhoon offensive opened: (latitude, longitude) from north
# to south. West of it is German. Lake Seliger and Andreapol, west of Bely, the Vop at Yartsevo,
# west of Yelnya (retaken by the Soviets in September), down the Desna (the Germans on the
# Roslavl bank) to above Zhukovka, east of Pochep, west of Trubchevsk; at the south edge the front
# bends east where Panzer Group 2 broke through towards Sevsk on 30 September.
FRONT = pts("32.55 57.2, 32.15 56.8, 32.1 56.4, 32.3 56.0, 32.55 55.75, 32.62 55.4, "
            "32.78 55.05, 32.88 54.85, 32.98 54.55, 33.28 54.4, 33.53 54.1, 33.7 53.75, "
            "33.62 53.55, 33.55 53.35, 33.5 53.1, 33.6 52.9, 33.3 52.7, 33.75 52.6, 34.2 52.45")


def front_lon(lat):
    pts_ = [(la, lo) for lo, la in FRONT]
    for (a, la), (b, lb) in zip(pts_, pts_[1:]):
        if b <= lat <= a:
            t = (lat - a) / (b - a) if a != b else 0
            return la + t * (lb - la)
    return pts_[0][1] if lat > pts_[0][0] else pts_[-1][1]


# --- Terrain ---------------------------------------------------------------------------------

def classify(c, r):
    lon, lat = lonlat(c, r)
    t = "."
    for polys, letter in ((WOODS, "f"), (MARSHES, "s")):
        for poly, share in polys:
            if inside(poly, lon, lat) and speckle(c, r) < share:
                t = letter
    if any(inside(p, lon, lat) for p in LAKES.values()):
        t = "l"
    return t


terrain = [[classify(c, r) for c in range(W)] for r in range(H)]


def water(h):
    return terrain[h[1]][h[0]] == "l"


# Every lake shows at least one hex.
for name, poly in LAKES.items():
    if not any(inside(poly, *lonlat(c, r)) for c in range(W) for r in range(H)):
        c, r = hex_of(sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
        terrain[r][c] = "l"
# Places stand on land: a place on a lake hex becomes clear ground.
PLACE_HEX = {}
for name, (lon, lat, _) in CITIES.items():
    c, r = hex_of(lon, lat)
    PLACE_HEX[name] = (c, r)
    if terrain[r][c] == "l":
        terrain[r][c] = "."


def crossed_sides(line):
    """Land hexsides whose centre-to-centre segment the line crosses."""
    return G.crossed_sides(line, water)


# One kind a hexside: major rivers first, a minor river only where no major one runs.
taken = set()
rivers = {}
for kind, group in (("major_river", MAJOR_RIVERS), ("minor_river", MINOR_RIVERS)):
    for name, line in group.items():
        sides = [s for s in crossed_sides(line) if s not in taken]
        rivers[name] = (kind, sides)
        taken.update(sides)


def hex_line(a, b):
    """Adjacent hexes from a to b: each step to a neighbour nearer b, land before water."""
    def d(h):
        return (CENTRES[h][0] - CENTRES[b][0]) ** 2 + (CENTRES[h][1] - CENTRES[b][1]) ** 2
    out = [a]
    while out[-1] != b:
        nearer = [h for h in neighbours(*out[-1]) if d(h) < d(out[-1])]
        out.append(min(nearer, key=lambda h: (water(h), d(h))))
    return out


def paths(lines_):
    """Each line of waypoints as runs of adjacent land hexes (a line crossing water is cut)."""
    out = []
    for line in lines_:
        line, path = line.split(" - "), []
        for a, b in zip(line, line[1:]):
            seg = hex_line(at(a), at(b))
            path.extend(seg if not path else seg[1:])
        runs, cur = [], []
        for h in path:
            if water(h):
                if len(cur) > 1:
                    runs.append(cur)
                cur = []
            else:
                cur.append(h)
        if len(cur) > 1:
            runs.append(cur)
        out.extend(runs)
    return out


rails, roads = paths(RAILS), paths(ROADS)


# --- Control ---------------------------------------------------------------------------------

border = []
for r in range(H):
    n = 0
    for c in range(W):
        lon, lat = lonlat(c, r)
        if lon < front_lon(lat):
            n = c + 1
    border.append(n)


def german_side(h):
    return h[0] < border[h[1]]


# --- Forces ----------------------------------------------------------------------------------
# A unit: id, name, nationality, type, size, combat factors, movement, efficiency, start (a place
# name or lon/lat; none: near its group's anchor). Its steps run from its factors down to 1.

def u(uid, name, nat, t, cf, ma, eff, where=None, size="Division"):
    return (uid, name, nat, t, size, cf, ma, eff, where)


def nth(n):
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


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

ALL = list(CENTRES)
stack = {}
PROHIBITED = {"tank": "sl"}  # tanks may not enter swamp (until it freezes); nobody enters lakes


def fits(h, side, t, cap):
    have = stack.get(h, (side, 0))
    return (have[0] == side and have[1] < cap and terrain[h[1]][h[0]] not in PROHIBITED.get(t, "l")
            and german_side(h) == (side == "german"))


def distances(sources):
    """Hexes from the nearest source, over land and water alike."""
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


TO_FRONT = {
    "german": distances([h for h in ALL if not german_side(h) and not water(h)]),
    "soviet": distances([h for h in ALL if german_side(h) and not water(h)]),
}


def place_near(anchor, side, t, front):
    """The nearest free hex of `side` to the anchor: for a front group, on the front line (next to
    an enemy hex) within 5 hexes if there is one, two units a hex; for a second-line group, off
    the front line, three a hex."""
    near = distances([anchor])
    if front:
        line = [h for h in ALL if TO_FRONT[side][h] == 1 and near[h] <= 5 and fits(h, side, t, 2)]
        if line:
            return min(line, key=lambda h: (near[h], h))
    ok = [h for h in ALL if TO_FRONT[side][h] > 1 and fits(h, side, t, 3)]
    if not ok:
        raise SystemExit(f"no room near {anchor} for {side}")
    return min(ok, key=lambda h: (near[h], h))


def unit_line(unit, hx=None):
    uid, name, nat, t, size, cf, ma, eff, _ = unit
    steps = ", ".join(f"({k}, {k}, {ma})" for k in range(cf, 0, -1))
    if t == "hq":
        steps = f"(0, {cf}, {ma})"
    where = f', at: "{label(*hx)}"' if hx else ""
    return (f'        (id: "{uid}", name: "{name}", nationality: "{nat}", type: "{t}", '
            f'size: {size}, efficiency: {eff}, steps: [{steps}]{where}),')


# --- Output ----------------------------------------------------------------------------------

# Soviet reinforcements come in at Moscow or on the east edge.
EAST_ENTRY = [PLACE_HEX["Moscow"]] + [(W - 1, r) for r in range(H) if not water((W - 1, r))]


def sides_text(sides):
    return ", ".join(f'"{label(*a)}/{label(*b)}"' for a, b in sides)


def hexes_text(path):
    return "[" + ", ".join(f'"{label(*h)}"' for h in path) + "]"


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

out = []
p = out.append
for line in HEADER.splitlines():
    p(line)
p("Scenario(")
p('    name: "Typhoon 1941",')
p('    description: "30 September - 2 October 1941: Army Group Centre opens Operation Typhoon. '
  "The 9th Army and Panzer Group 3 strike north of the Minsk highway, the 4th Army and Panzer "
  "Group 4 along the Warsaw highway, the 2nd Army and Panzer Group 2 at Bryansk and Orel, "
  "against the Western, Reserve and Bryansk Fronts; behind them the Mozhaisk line is nearly "
  "empty. Fifteen turns, October to December 1941, with HQs activated in turn. Victory in "
  "points for the cities held at the end: Moscow 10, Tula and Kalinin 3, Kaluga and Mozhaisk "
  "2, eight others 1; the Germans need 15 of the 28.\",")
p('    ruleset: "rulesets/typhoon.ron",')
p('    first_turn: "T1 1941",')
p("    turns: 15,")
p("")
p("    map: (")
p(f"        width: {W},")
p(f"        height: {H},")
p("        shifted_columns: Odd,")
p("")
p(f"        // North row first. Columns 01..{W} left to right.")
p("        //        " + "".join(str((c + 1) // 10) for c in range(W)))
p("        //        " + "".join(str((c + 1) % 10) for c in range(W)))
p("        terrain: [")
for r in range(H):
    p(f'            "{"".join(terrain[r])}", // {r + 1:02}')
p("        ],")
p("        hexsides: [")
for name, (kind, sides) in rivers.items():
    if sides:
        p(f"            // {name}")
        p(f'            (kind: "{kind}", sides: [{sides_text(sides)}]),')
p("        ],")
p("        rails: [")
for run in rails:
    p(f"            {hexes_text(run)},")
p("        ],")
p("        roads: [")
for run in roads:
    p(f"            {hexes_text(run)},")
p("        ],")
p("        places: [")
used = set()
for name, (_, _, feat) in CITIES.items():
    h = PLACE_HEX[name]
    if h in used:
        continue
    used.add(h)
    p(f'            (hex: "{label(*h)}", name: "{name}", features: ["{feat}"]),')
p("        ],")
p('        control: (west: "german", east: "soviet", border: [' + ", ".join(map(str, border))
  + "]),")
p("    ),")
p("")
p("    units: [")
count = {"german": 0, "soviet": 0}
ids = set()
for comment, side, anchor, front, units in START:
    p(f"        // {comment}")
    for unit in units:
        assert unit[0] not in ids, unit[0]
        ids.add(unit[0])
        # A unit with its own spot goes there if it can (up to the stacking limit of 4); else a
        # front unit to the front line nearest its group's anchor, a second-line unit near it.
        t = unit[3]
        if unit[8] and fits(at(unit[8]), side, t, 4):
            h = at(unit[8])
        else:
            # An HQ stands behind its group's line.
            h = place_near(at(unit[8]) if unit[8] else hex_of(*anchor), side, t,
                           front and t != "hq")
        stack[h] = (side, stack.get(h, (side, 0))[1] + 1)
        count[side] += 1
        p(unit_line(unit, h))
p("        // Reinforcements")
arriving = {"german": 0, "soviet": 0}
for _, units in REINFORCEMENTS:
    for unit in units:
        assert unit[0] not in ids, unit[0]
        ids.add(unit[0])
        arriving[unit[2]] += 1
        p(unit_line(unit))
p("    ],")
p("    // German reinforcements enter in a friendly town in supply or on the west edge; Soviet ones")
p("    // at Moscow or on the east edge.")
p("    reinforcements: [")
east = ", ".join(f'"{label(*h)}"' for h in EAST_ENTRY)
for turn, units in REINFORCEMENTS:
    listed = ", ".join(f'"{x[0]}"' for x in units)
    if units[0][2] == "soviet":
        p(f"        (turn: {turn}, units: [{listed}],")
        p(f"         entry: Hexes([{east}])),")
    else:
        p(f"        (turn: {turn}, units: [{listed}]),")
p("    ],")
p("    // Steppe's choice: points a turn, more for the Soviets as the reserves arrive. While the")
p("    // ruleset rolls 003's replacement table (its `replacements.table`), the roll is used and")
p("    // these fixed rates are not.")
p("    replacements: [")
p('        (side: "german", turns: (1, 15), points: 3),')
p('        (side: "soviet", turns: (1, 5), points: 4),')
p('        (side: "soviet", turns: (6, 10), points: 5),')
p('        (side: "soviet", turns: (11, 15), points: 6),')
p("    ],")
p("    // 003's counters include \"Air force units\" without numbers. steppe's choice: Luftflotte 2")
p("    // strong in October and November, half of it gone to the Mediterranean in December; the")
p("    // Soviet air force of the Moscow zone growing as the winter comes.")
p("    air_units: [")
p('        (side: "german", turns: (1, 9), units: 4),')
p('        (side: "german", turns: (10, 15), units: 2),')
p('        (side: "soviet", turns: (1, 9), units: 2),')
p('        (side: "soviet", turns: (10, 15), units: 3),')
p("    ],")
VP = [("Moscow", 10), ("Tula", 3), ("Kalinin", 3), ("Kaluga", 2), ("Mozhaisk", 2), ("Klin", 1),
      ("Serpukhov", 1), ("Volokolamsk", 1), ("Maloyaroslavets", 1), ("Rzhev", 1), ("Vyazma", 1),
      ("Bryansk", 1), ("Orel", 1)]
VP_TOTAL = sum(v for _, v in VP)
GERMAN_NEEDS = 15
p("    // 003's counters include a \"Victory Points\" marker and the sequence of play \"Determination")
p("    // of victory conditions on the last turn\"; the points are not in 003. steppe's choice,")
p(f"    // checked after turn 15: {VP_TOTAL} points in the cities of the drive on Moscow (Moscow 10,")
p("    // Tula and Kalinin 3, Kaluga and Mozhaisk 2, the others 1); the Germans win holding")
p(f"    // {GERMAN_NEEDS} or more, the Soviets otherwise (holding {VP_TOTAL - GERMAN_NEEDS + 1} or more: control is")
p("    // all-or-nothing, so one side wins). At their high-water mark in early December 1941 the")
p("    // Germans held 14 (Kalinin, Kaluga, Mozhaisk, Klin, Volokolamsk, Maloyaroslavets, Rzhev,")
p("    // Vyazma, Bryansk, Orel); by the end of the month 7.")
names = ", ".join(f'"{n}"' for n, _ in VP)
points = ", ".join(str(v) for _, v in VP)
p("    victory: [")
p(f'        (side: "german", name: "German: {GERMAN_NEEDS} victory points", check: EndOfGame,')
p(f"         hexes: [{names}],")
p(f"         points: [{points}], count: {GERMAN_NEEDS}),")
p(f'        (side: "soviet", name: "Soviet: {VP_TOTAL - GERMAN_NEEDS + 1} victory points", check: EndOfGame,')
p(f"         hexes: [{names}],")
p(f"         points: [{points}], count: {VP_TOTAL - GERMAN_NEEDS + 1}),")
p("    ],")
p(")")

text = "\n".join(out) + "\n"
if sys.argv[1:] == ["-"]:
    sys.stdout.write(text)
else:
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "scenarios", "typhoon_1941.ron"), "w") as fh:
        fh.write(text)
print(f"{W}x{H} map; on the map: {count['german']} German, {count['soviet']} Soviet units; "
      f"arriving: {arriving['german']} German, {arriving['soviet']} Soviet; {len(used)} places, "
      f"{len(rails)} rail and {len(roads)} road runs", file=sys.stderr)
