"""Zhukov's War campaign's geography: the land of The Great Patriotic War campaign
(gpw_campaign.geography: War Against Russia's and Operation Blue's joined) on a grid of Zhukov's
War's scale, from Leningrad and Lake Ladoga to the Caucasus and from Kiev and Odessa to the Volga:
54 columns by 61 rows of flat-topped hexes 33 km across (Operation Blue's), a sinusoidal
projection centred on 38.3E 51.7N. And the front of 28 June 1942 from Lake Ladoga to the Sea of
Azov, with the pockets and salients a border of one column a row cannot draw.
"""

from mapgen.grid import Grid
from mapgen.notation import pts
from mapgen.scenarios.gpw_campaign.geography import (CITIES as GPW_CITIES, FORESTS, ISLANDS,
                                                      LAKES, MOUNTAINS, POINTS, RAILS, RIVERS,
                                                      ROUGH, SEAS, SWAMPS)
from mapgen.scenarios.war_1941.geography import CITIES as WAR_CITIES
from mapgen.scenarios.zw_blue.geography import CITIES as BLUE_CITIES, FRONT as BLUE_FRONT

W, H = 54, 61
ROW_KM = 33.0
LON0, LAT0 = 38.3, 51.7
GRID = Grid(W, H, ROW_KM, LON0, LAT0)

# Zhukov's War has hills but no mountains (000's chart): the Caucasus and the Carpathians are
# hills here, as Operation Blue's Caucasus foothills are.
HILLS = ROUGH + MOUNTAINS
__all__ = ["FORESTS", "HILLS", "ISLANDS", "LAKES", "POINTS", "RAILS", "RIVERS", "SEAS", "SWAMPS"]

# Places: cities (000's "City") are Operation Blue's, The Great Patriotic War campaign's major
# cities and War Against Russia's victory cities; the rest of their places are towns.
BIG = {n for n, (_, _, f) in BLUE_CITIES.items() if f == "city"} | \
    {n for n, (_, _, f) in GPW_CITIES.items() if "major_city" in f} | \
    {n for n, (_, _, f) in WAR_CITIES.items() if "victory_city" in f or "victory_capital" in f}
CITIES = {}
for cities in (GPW_CITIES, WAR_CITIES):
    for name, (lon, lat, _) in cities.items():
        CITIES.setdefault(name, (lon, lat, ["city" if name in BIG else "town"]))
for name, (lon, lat, _) in BLUE_CITIES.items():
    CITIES.setdefault(name, (lon, lat, ["city" if name in BIG else "town"]))
# The two ends of the Road of Life over Lake Ladoga, the Leningrad pocket's supply line
# (rulesets/zhukovs_war.ron, supply).
CITIES.update({"Osinovets": (31.05, 60.12, ["town"]), "Kobona": (32.08, 60.0, ["town"])})

# The front of 28 June 1942 from the north edge to the Sea of Azov, (longitude, latitude) north
# to south; west of it is Axis. North of Lake Ladoga the Finns hold the Karelian isthmus and the
# Svir; the siege ring of Leningrad runs to Shlisselburg and the Mga bottleneck, the Volkhov
# front to Kirishi and Novgorod, past Lake Ilmen round the Demyansk salient, by Kholm and
# Velikiye Luki, round the Rzhev salient's east face by Rzhev and Gzhatsk to Yukhnov, by Kirov
# and Zhizdra to Bolkhov and Mtsensk, and from there Operation Blue's.
FRONT = pts("31.3 61, 31.3 60.05, 31.6 59.95, 31.6 59.8, 31.9 59.5, 31.75 59.1, 31.4 58.6, 31.5 58.3, "
    "31.7 58.05, 33.1 57.85, 33.1 57.5, 32.4 57.3, 31.4 57.1, 30.7 56.5, 34.5 56.25, "
    "35.0 55.6, 35.3 54.75, 34.5 54.2, 35.6 53.8, 36.4 53.4") + \
    [tuple(p) for p in BLUE_FRONT[1:]]

# The Soviets' pockets and salients beyond the front: besieged Leningrad and the Oranienbaum
# bridgehead (001 3.6's Leningrad pocket), and the Toropets salient between Velikiye Luki and
# the Rzhev salient.
LENINGRAD_POCKET = [
    pts("29.7 60.2, 30.5 60.3, 31.0 60.1, 31.05 59.95, 30.85 59.8, 30.55 59.7, 30.2 59.8, "
        "29.95 59.85, 29.7 59.95"),
    pts("29.1 59.98, 29.95 59.96, 29.98 59.74, 29.45 59.74, 29.1 59.85"),
]
TOROPETS = pts("30.9 57.0, 31.5 57.05, 32.3 56.95, 33.3 56.45, 32.8 56.1, 32.5 55.75, "
    "31.9 55.5, 31.3 55.6, 30.95 55.95, 30.8 56.35")
