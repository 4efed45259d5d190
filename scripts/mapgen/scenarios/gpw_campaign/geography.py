"""The Great Patriotic War campaign's geography: from Berlin to the middle Volga beyond Moscow,
from the Gulf of Finland and Lake Ladoga to the Caucasus, in longitude/latitude, and the grid it
is drawn on: 54 columns by 36 rows of flat-topped hexes 57 km across (Barbarossa's scale,
scenarios/gpw_barbarossa.ron), a sinusoidal projection centred on 31.5E 51.6N.

The land from the 1941 border east is War Against Russia's (war_1941.geography) and the south
from the Don to the Caucasus Operation Blue's (zw_blue.geography); what neither map reaches is
drawn here: Germany, Poland, Bohemia, Hungary and the Balkans to the west, the middle Volga to
the east, the Caucasus range to the south.
"""

from mapgen.grid import Grid
from mapgen.notation import lines, pts, table
from mapgen.scenarios.war_1941 import geography as war
from mapgen.scenarios.zw_blue import geography as blue

W, H = 54, 36
ROW_KM = 57.0
LON0, LAT0 = 31.5, 51.6
GRID = Grid(W, H, ROW_KM, LON0, LAT0)

ADRIATIC = pts("12 45.7, 13.8 45.65, 14.4 45.3, 14.9 44.9, 15.2 44.1, 16.4 43.5, 17.5 43, "
    "18.1 42.65, 19.1 42.1, 19.5 41.5, 12 41.5")
# The Baltic with the German and Polish coast from Lubeck to Danzig drawn, where War Against
# Russia's map (which starts at 19E) has a straight line.
BALTIC = war.BALTIC[:-1] + pts("10 54.1, 11 54, 12.1 54.2, 13.2 54.35, 14.2 53.95, 15.6 54.2, "
    "16.5 54.55, 17.5 54.75, 18.4 54.8, 18.6 54.45")
SEAS = [BALTIC, war.BLACK_SEA, war.AZOV, war.SIVASH, ADRIATIC,
        [tuple(p) for p in blue.CASPIAN]]
ISLANDS = war.ISLANDS
LAKES = dict(war.LAKES, Balaton=pts("17.25 46.72, 17.7 46.9, 18.2 47.08, 18.1 46.95, 17.6 46.75"),
             Manych=[tuple(p) for p in blue.MANYCH_LAKE])

MOUNTAINS = war.MOUNTAINS + [
    # The Eastern Alps, the Western Carpathians (Tatra, Beskids), the Dinaric Alps, the Balkan
    # range and the Greater Caucasus.
    pts("12 47.8, 15.9 47.8, 16.1 47.2, 15.8 46.5, 14 46.3, 12 46.3"),
    pts("17.3 48.7, 18 49.4, 19.5 49.6, 21 49.45, 21.2 49, 20 48.7, 18.5 48.4, 17.5 48.4"),
    pts("14 45.8, 15.5 45.5, 17 44.8, 18.5 44.2, 19.5 43.5, 20.5 43, 21 42.3, 19.3 42, "
        "18.3 42.6, 17 43.3, 16 43.8, 15.2 44.5, 14.5 45.2"),
    pts("22.3 43.3, 24 43, 26 42.9, 27.6 42.8, 27.6 42.5, 25 42.55, 23 42.6, 22.3 42.8"),
    pts("38.2 44.75, 39.5 44.35, 40.6 43.95, 42 43.6, 43.5 43.25, 45 42.95, 46.5 42.55, "
        "47.6 42.1, 47.6 41.5, 40.5 41.5, 39.6 43.3, 38.5 44.2, 37.9 44.6"),
]
ROUGH = war.HILLS + [[tuple(p) for p in poly] for poly in blue.HILLS] + [
    # The Sudetes and the Ore mountains, the Bohemian-Moravian highlands, the Serbian hills.
    pts("12.2 50.6, 13.5 50.9, 15 51, 16.5 50.6, 17.5 50.1, 16.5 50.1, 15 50.5, 13.3 50.4, "
        "12.2 50.2"),
    pts("14.8 49.9, 16.6 49.7, 16.6 49.1, 15 49.2"),
    pts("19.5 44.5, 22.5 44.5, 22.8 43.3, 20.5 43.1, 19.5 43.5"),
]
SWAMPS = war.SWAMPS + [[tuple(p) for p in poly] for poly in blue.MARSH] + [
    # The Biebrza marshes.
    pts("22.3 53.35, 22.9 53.75, 23.2 53.6, 22.6 53.3"),
]
FORESTS = war.FORESTS + [[tuple(p) for p in poly] for poly in blue.FOREST] + [
    # The Masurian lakes and woods, the Tuchola forest, the Bohemian forest, the Mari forests
    # beyond Gorky.
    pts("20.5 53.5, 22.3 53.55, 22.4 54.05, 20.6 54"),
    pts("17.3 53.4, 18.4 53.45, 18.3 53.95, 17.4 53.9"),
    pts("12.2 49.9, 13.8 49.2, 14 48.6, 12.9 48.6, 12.2 49.3"),
    pts("44.5 56.4, 50 56.4, 50 58, 44.5 58"),
]

# War Against Russia's rivers but its Don, Lower Don and Northern Donets (Operation Blue has
# them whole) and its Dnieper's lower course (the same line); Operation Blue's others; the
# rivers of the west and the middle Volga drawn here.
RIVERS = {n: line for n, line in war.RIVERS.items()
          if n not in ("Don", "Lower Don", "Northern Donets", "Danube")}
RIVERS.update({n: [tuple(p) for p in line] for n, line in blue.RIVERS.items()
               if n not in ("Dnieper", "Volga")})
RIVERS.update({
    "Volga": war.RIVERS["Volga"] + pts(
        "45 56.15, 46 56.1, 47.25 56.13, 48.5 55.75, 49.1 55.75, 48.8 54.9, 48.4 54.3, "
        "48.6 53.7, 49.6 53.45, 50.1 53.2, 48.45 53.15, 47.8 52.4, 46.9 52, 46 51.5, 45.7 50.9, "
        "45.4 50.1, 45 49.5, 44.7 49.05, 44.55 48.7, 44.7 48.45, 45.3 48.3, 46.1 48.05, "
        "46.8 47.6, 47.3 47.2, 47.8 46.7, 48.05 46.35, 48.5 45.9"),
    "Danube": pts("16.37 48.2, 17.1 48.14, 18.8 47.8, 19.05 47.5, 18.9 46, 19 45.3, 20.4 44.8, "
        "21.5 44.65, 22.6 44.6, 22.9 43.9, 24.9 43.7, 26 43.9") + war.RIVERS["Danube"],
    "Tisza": pts("22.6 48.1, 21.4 48.1, 20.2 47.2, 20.15 46.25, 20.3 45.2"),
    "Vistula": pts("18.9 49.9, 19.95 50.05, 20.9 50.3, 21.65 50.65, 21.85 51.55, 21.3 52, "
        "21 52.25, 20.6 52.4, 19.7 52.55, 18.6 53, 18.2 53.12, 18.75 53.48, 18.8 53.9, "
        "18.9 54.35"),
    "Narew": pts("23.9 52.75, 23.2 53.15, 22.07 53.18, 21.57 53.08, 21.1 52.7, 20.7 52.43"),
    "Oder": pts("18.2 50, 17.9 50.67, 17.04 51.11, 16.2 51.7, 15.1 52.05, 14.55 52.35, "
        "14.65 52.58, 14.4 52.9, 14.55 53.43, 14.3 53.75"),
    "Warta": pts("19.12 50.81, 18.7 51.6, 18.6 52.2, 18.25 52.2, 16.93 52.41, 15.25 52.73, "
        "14.65 52.58"),
})

# The Kerch Strait: the last hex of the Kerch peninsula and the first of Taman.
KERCH, TAMAN = war.KERCH, war.TAMAN

# Every point a place or a rail may name: War Against Russia's places and junctions, Operation
# Blue's places, and those of the lands neither reaches.
WEST_AND_EAST = table(
    "Berlin 13.4 52.52; Stettin 14.55 53.43; Danzig 18.65 54.35; Posen 16.93 52.41; "
    "Lodz 19.46 51.76; Krakow 19.94 50.06; Breslau 17.04 51.11; Prague 14.42 50.08; "
    "Vienna 16.37 48.21; Budapest 19.04 47.5; Debrecen 21.63 47.53; Kosice 21.26 48.72; "
    "Belgrade 20.46 44.8; Zagreb 15.98 45.81; Bratislava 17.11 48.15; Thorn 18.6 53.01; "
    "Kattowitz 19.02 50.26; Gorky 44 56.33; Kazan 49.12 55.79; Kuibyshev 50.1 53.2; "
    "Penza 45 53.2; Ulyanovsk 48.4 54.32; Syzran 48.47 53.15; Sukhumi 41 43; "
    "Frankfurt 14.55 52.35; Stolp 17.03 54.46; Elbing 19.4 54.16; Oppeln 17.93 50.67; "
    "Tarnow 20.99 50.01; Kielce 20.63 50.87; Dresden 13.74 51.05; Brno 16.61 49.2; "
    "Miskolc 20.78 48.1; Szeged 20.15 46.25; Arad 21.31 46.18; Timisoara 21.23 45.75; "
    "Craiova 23.8 44.32; Ruzayevka 44.93 54.06; Rtishchevo 43.78 52.26; Arzamas 43.81 55.39")
POINTS = {n: (lon, lat) for n, (lon, lat, _) in war.CITIES.items()}
POINTS.update(war.JUNCTIONS)
for n, (lon, lat, _) in blue.CITIES.items():
    POINTS.setdefault(n, (lon, lat))
POINTS.update(WEST_AND_EAST)

# Places on the map by features (rulesets/gpw.ron: major and minor cities, fortresses). The
# major cities are Barbarossa's with Stalingrad and Kuibyshev (CHOICE: the largest cities of the
# Volga, not on Barbarossa's map); its fortresses (Berlin and Moscow by 002, Konigsberg and
# Sevastopol by its choice); its minor cities, with the south and east's chief towns.
MAJOR = ["Berlin", "Moscow", "Leningrad", "Kiev", "Warsaw", "Konigsberg", "Minsk", "Riga",
         "Kharkov", "Odessa", "Dnepropetrovsk", "Stalino", "Rostov", "Gorky", "Budapest",
         "Bucharest", "Stalingrad", "Kuibyshev"]
FORTRESSES = ["Berlin", "Moscow", "Konigsberg", "Sevastopol"]
MINOR = [
    "Sevastopol", "Breslau", "Stettin", "Danzig", "Posen", "Lodz", "Krakow", "Lublin", "Prague",
    "Vienna", "Helsinki", "Tilsit", "Memel", "Liepaja", "Kaunas", "Vilnius", "Siauliai",
    "Daugavpils", "Tallinn", "Tartu", "Parnu", "Narva", "Pskov", "Novgorod", "Luga", "Tikhvin",
    "Staraya Russa", "Velikiye Luki", "Kalinin", "Rzhev", "Yaroslavl", "Vologda", "Bialystok",
    "Grodno", "Brest", "Baranovichi", "Pinsk", "Polotsk", "Vitebsk", "Orsha", "Mogilev",
    "Bobruisk", "Gomel", "Mozyr", "Smolensk", "Vyazma", "Kaluga", "Tula", "Ryazan", "Bryansk",
    "Orel", "Kursk", "Voronezh", "Tambov", "Belgorod", "Lvov", "Przemysl", "Kovel", "Lutsk",
    "Rovno", "Tarnopol", "Chernovtsy", "Zhitomir", "Korosten", "Vinnitsa", "Uman", "Chernigov",
    "Konotop", "Poltava", "Kremenchug", "Kirovograd", "Krivoi Rog", "Zaporozhye", "Nikolaev",
    "Kherson", "Simferopol", "Kerch", "Mariupol", "Voroshilovgrad", "Krasnodar", "Kishinev",
    "Jassy", "Galati", "Cluj", "Brasov", "Debrecen", "Kosice", "Belgrade", "Zagreb",
    "Ploesti", "Constanta", "Millerovo", "Novorossiysk", "Tuapse", "Maikop", "Armavir",
    "Voroshilovsk", "Pyatigorsk", "Grozny", "Ordzhonikidze", "Elista", "Astrakhan", "Saratov",
    "Kamyshin", "Borisoglebsk", "Penza", "Ulyanovsk", "Syzran", "Kazan", "Sukhumi",
]
CITIES = {}
for name in MAJOR + MINOR:
    feats = (["major_city"] if name in MAJOR else ["minor_city"]) + \
        (["fortress"] if name in FORTRESSES else [])
    CITIES.setdefault(name, (*POINTS[name], feats))

# The main lines of 1941: War Against Russia's and Operation Blue's, and those of the west and
# the Volga drawn here.
RAILS = war.RAILS + [[p if isinstance(p, str) else tuple(p) for p in line]
                     for line in blue.RAILS] + lines("""
    Berlin - Frankfurt - Posen - Warsaw; Berlin - Stettin - Stolp - Danzig - Elbing - Konigsberg;
    Berlin - Breslau - Oppeln - Kattowitz - Krakow - Tarnow - Rzeszow; Breslau - Posen;
    Posen - Thorn - Allenstein; Thorn - Danzig; Thorn - Warsaw; Warsaw - Lodz - Breslau;
    Krakow - Kielce - Radom - Warsaw; Berlin - Dresden - Prague - Brno - Vienna;
    Vienna - Bratislava - Budapest - Miskolc - Kosice - Uzhgorod; Budapest - Debrecen - Cluj -
      Brasov; Budapest - Szeged - Arad - Timisoara - Craiova - Bucharest; Budapest - Belgrade;
    Zagreb - Budapest; Gorky - Kazan; Ryazan - Ruzayevka - Penza - Syzran - Kuibyshev;
    Arzamas - Ruzayevka; Gorky - Arzamas; Penza - Rtishchevo - Balashov;
    Kazan - Ulyanovsk - Syzran; Tambov - Rtishchevo
""")
