"""War Against Russia's geography: coarse outlines of the land from the border of 22 June 1941
to beyond Moscow, from Lake Onega to the Black Sea, in longitude/latitude, and the grid they
are drawn on: 44 columns by 50 rows of flat-topped hexes 40 km across, a sinusoidal projection
centred on 31.5E 53N.
"""

from mapgen.grid import Grid
from mapgen.notation import lines, pts, table

W, H = 44, 50
ROW_KM = 40.0
LON0, LAT0 = 31.5, 53.0
GRID = Grid(W, H, ROW_KM, LON0, LAT0)

# The Baltic, the Gulf of Riga and the Gulf of Finland. The Swedish shore, which would touch the
# north-west corner, is left out: the corner is sea.
BALTIC = pts("19 54.3, 19.9 54.6, 19.95 54.95, 20.55 54.97, 21.05 55.5, 21.1 55.7, 21.05 56, "
    "21 56.3, 20.98 56.5, 21.1 56.8, 21.3 57.1, 21.55 57.4, 22 57.6, 22.6 57.76, 22.9 57.45, "
    "23.3 57.1, 23.6 56.97, 24.05 57.05, 24.4 57.2, 24.35 57.7, 24.4 58.1, 24.5 58.38, "
    "24.1 58.3, 23.7 58.5, 23.5 58.6, 23.5 58.95, 23.45 59.2, 24.05 59.38, 24.75 59.47, "
    "25.5 59.55, 26.5 59.55, 27.5 59.45, 28.05 59.47, 28.3 59.7, 29 59.9, 29.9 59.88, "
    "30.15 59.93, 29.95 60.1, 29.2 60.2, 28.6 60.35, 28.5 60.55, 27.8 60.5, 27.2 60.55, "
    "26.9 60.45, 25.6 60.25, 24.95 60.15, 24.3 60.05, 23.5 59.98, 22.95 59.82, 22.3 60.05, "
    "21.8 60.4, 21.4 60.8, 21.45 61.13, 21.6 61.5, 21.3 62.5, 10 62.5, 10 54.3")
ISLANDS = [pts("21.9 58.3, 22 58.55, 22.6 58.65, 23.3 58.6, 23.4 58.45, 22.9 58.25, 22.2 57.95"),
           pts("22.3 58.75, 22.4 59.05, 23 59, 23 58.8, 22.6 58.7")]  # Saaremaa, Hiiumaa
BLACK_SEA = pts("28 42, 28 43.8, 28.6 44, 28.65 44.2, 28.8 44.5, 29 44.75, 29.6 44.85, "
    "29.7 45.2, 29.75 45.4, 30.1 45.8, 30.45 46.07, 30.75 46.45, 31.15 46.62, 31.55 46.6, "
    "31.6 46.4, 32.2 46.3, 32.9 46.12, 33.7 46.05, 33.5 45.9, 33 45.8, 32.5 45.4, 32.8 45.3, "
    "33.37 45.18, 33.6 44.95, 33.5 44.62, 33.45 44.5, 33.75 44.4, 34.2 44.45, 34.45 44.68, "
    "35 44.82, 35.4 45, 35.9 44.97, 36.3 45, 36.5 45.15, 36.8 45.1, 37.2 44.95, 37.3 44.9, "
    "37.75 44.7, 38.05 44.55, 38.6 44.3, 39.1 44.08, 39.7 43.6, 40.5 43.1, 41.5 42")
AZOV = pts("36.55 45.45, 36.2 45.47, 35.8 45.45, 35.45 45.3, 35.1 45.75, 34.85 46.1, 35 46.25, "
    "35.4 46.4, 35.9 46.6, 36.6 46.65, 36.8 46.75, 37.3 47, 37.6 47.08, 38.2 47.1, 38.9 47.2, "
    "39.25 47.25, 39.25 47.05, 38.9 47, 38.27 46.71, 38 46.45, 38.15 46.05, 37.8 45.75, "
    "37.6 45.45, 37.3 45.33, 36.9 45.38")
SIVASH = pts("33.9 46.1, 34.3 46.15, 34.8 46.1, 35.1 45.75, 35.4 45.35, 34.9 45.45, 34.4 45.6, "
    "34.1 45.8, 33.95 45.95")
LAKES = {
    "Ladoga": pts("31 59.95, 31.6 60.05, 32.3 60.12, 32.9 60.45, 32.95 60.8, 32.7 61.15, "
        "32 61.4, 31.4 61.6, 30.75 61.7, 30.25 61.45, 30.05 61.05, 30.4 60.6, 30.85 60.2"),
    "Onega": pts("35.4 60.95, 34.9 61.2, 34.3 61.6, 34.4 62.2, 35.5 62.6, 36.3 62, 36.4 61.4, "
        "35.9 61.05"),
    "Peipus": pts("27 59, 27.6 59.05, 28 58.85, 27.6 58.4, 27.9 58.05, 28.2 57.9, 27.85 57.85, "
        "27.5 58.2, 27.2 58.4, 26.95 58.7"),
    "Ilmen": pts("31 58.4, 31.5 58.45, 31.8 58.25, 31.4 58.07, 31.05 58.15"),
}
MOUNTAINS = [
    # The Carpathian arc, from the Beskids round to the Southern Carpathians
    pts("21 49.45, 22 49.55, 22.6 49.4, 23.3 49.2, 24.2 48.85, 24.9 48.45, 25.4 48.05, "
        "25.8 47.55, 26.2 46.9, 26.5 46.2, 26.6 45.75, 26.2 45.4, 25.5 45.3, 24.5 45.25, "
        "23.4 45.1, 22.5 45, 22.2 45.2, 22.5 45.55, 23.4 45.55, 24.5 45.62, 25.4 45.6, "
        "25.8 45.8, 25.6 46.3, 25.2 47, 24.7 47.5, 24 47.8, 23.3 48.05, 22.6 48.3, 22 48.7, "
        "21.2 49"),
    # Crimean mountains
    pts("33.55 44.6, 34 44.85, 34.6 44.95, 35.3 45.05, 35.3 44.85, 34.5 44.65, 33.9 44.42"),
]
HILLS = [
    # Transylvania
    pts("22.5 45.6, 25.5 45.65, 25.7 46.3, 25.1 47.1, 24.4 47.6, 23.3 48, 22.4 47.6, 22 46.5, "
        "22 45.8"),
    # Podolian upland
    pts("25 49.75, 26.5 49.85, 27.8 49.55, 28.6 48.9, 28.2 48.35, 26.6 48.5, 25.4 48.85"),
    # Codri
    pts("27.9 47.5, 28.7 47.45, 28.95 46.9, 28.3 46.75, 27.9 47.1"),
    # Valdai hills
    pts("32 58.3, 33.8 58.3, 34 57, 32.8 56.6, 32 57.2"),
    # Donets ridge
    pts("37.5 48.5, 39.3 48.6, 40.2 48.2, 39.6 47.8, 38.2 47.85"),
]
SWAMPS = [
    # Pripyat marshes
    pts("23.9 52, 24.8 52.35, 26 52.45, 27.3 52.4, 28.5 52.55, 29.6 52.45, 30.15 52, "
        "30.2 51.45, 29.3 51.35, 28.2 51.45, 27.3 51.25, 26.3 51.2, 25.2 51.4, 24.3 51.6"),
    # Volkhov marshes
    pts("30.6 58.8, 31.6 59, 31.7 59.75, 32.5 59.95, 32.2 59.35, 31.9 58.75, 31 58.55"),
    # south of Ilmen
    pts("30.7 57.85, 31.5 57.8, 32.4 57.85, 32.2 58.15, 31.2 58.05"),
    # Danube delta
    pts("28.9 45.2, 29.7 45.35, 29.7 44.9, 29 44.9"),
]
FORESTS = [
    # Finland and Karelia
    pts("10 60.45, 28.6 60.4, 29.9 60.15, 30.9 60, 33 60.2, 36 60.6, 46 60.6, 46 63, 10 63"),
    pts("32.4 59.2, 35.5 59.3, 36 60.3, 33.3 60.1"),  # Tikhvin forests
    pts("29 58.3, 30.8 58.4, 30.6 59.2, 29.2 59.1"),  # Luga forests
    pts("30.8 56, 33 56, 33.2 57, 31.2 57"),  # Toropets forests
    pts("32.4 55.3, 35 55.5, 35.2 56.2, 32.8 56.2"),  # Bely and Sychevka
    pts("33.3 52.6, 35.5 52.8, 35.6 54.1, 33.5 54.2"),  # Bryansk forests
    pts("26 53.6, 27 53.6, 27 54.1, 26 54.1"),  # Naliboki forest
    pts("23.6 52.45, 24.3 52.45, 24.3 52.9, 23.6 52.9"),  # Belovezha forest
    pts("27.3 50.5, 30.3 50.6, 30.6 51.35, 27.3 51.2"),  # Zhitomir Polesie
    pts("31 51.3, 32.6 51.5, 32.6 52.1, 31 52"),  # Chernigov woods
    pts("39.2 54.9, 41 55, 40.8 55.9, 39.3 55.8"),  # Meshchera
    pts("40 57.9, 46 57.9, 46 60.6, 40 60.6"),  # forests of the upper Volga
    pts("26.3 56.8, 27.6 56.9, 27.5 57.6, 26.3 57.6"),  # Latgale woods
]

RIVERS = {
    "Dnieper": pts("33 55.8, 33.3 54.9, 32.05 54.78, 30.4 54.5, 30.3 54.2, 30.33 53.9, "
        "30.25 53.52, 30.05 53.1, 30.03 52.9, 30.4 52.36, 30.8 51.95, 30.55 51.3, 30.55 50.45, "
        "31.45 49.75, 32.05 49.45, 33.4 49.07, 35.05 48.45, 35.1 47.85, 34.4 47.57, 33.5 46.8, "
        "32.6 46.65, 31.9 46.6"),
    "Western Dvina": pts("32.5 56.9, 32.25 56.65, 32.05 56.27, 31.1 55.6, 30.75 55.4, "
        "30.2 55.2, 29.45 55.05, 28.8 55.48, 28.2 55.57, 27.95 55.78, 27.17 55.9, 26.52 55.87, "
        "25.87 56.5, 25.43 56.65, 24.1 56.95, 24 57.05"),
    "Berezina": pts("28 54.7, 28.5 54.23, 28.9 53.9, 29.22 53.14, 29.73 52.63, 30.3 52.2"),
    "Sozh": pts("32.3 54.5, 31.7 53.7, 30.9 52.9, 31 52.43, 30.8 51.95"),
    "Desna": pts("33 54.6, 33.5 54.3, 33.7 53.53, 34.35 53.25, 33.2 52.58, 33.25 52, 32.5 51.6, "
        "31.3 51.5, 30.9 50.95, 30.55 50.5"),
    "Pripyat": pts("24 51.7, 26.1 52.12, 27.7 52.07, 29.25 52.05, 29.9 51.6, 30.22 51.27, "
        "30.5 51.1"),
    "Western Bug": pts("21 52.45, 21.9 52.6, 22.65 52.4, 23.65 52.08, 23.55 51.55, "
        "24.15 50.86, 24.28 50.48, 24.6 49.97, 25 49.75"),
    "San": pts("22.65 49.05, 22.33 49.47, 22.2 49.56, 22.23 49.81, 22.77 49.78, 22.68 50.02, "
        "22.4 50.35, 21.8 50.7"),
    "Neman": pts("26.7 53.48, 24.53 53.4, 23.83 53.68, 23.98 54, 24.05 54.4, 23.9 54.9, "
        "22.77 55.07, 21.87 55.08, 21.3 55.3"),
    "Dniester": pts("23 49.3, 24.7 49.12, 25.7 48.65, 26.5 48.5, 27.8 48.45, 28.3 48.15, "
        "29 47.75, 29.17 47.27, 29.47 46.83, 29.63 46.84, 30.3 46.1"),
    "Prut": pts("25.05 48.53, 25.93 48.29, 26.5 48.25, 26.8 48.26, 27.25 47.85, 27.55 47.5, "
        "27.8 47.2, 28.05 46.85, 28.2 46.5, 28.2 45.9, 28.2 45.47"),
    "Danube": pts("27.3 44, 27.5 44.5, 27.9 44.9, 27.97 45.27, 28.05 45.43, 28.3 45.45, "
        "28.83 45.35, 29.27 45.45, 29.6 45.4"),
    "Southern Bug": pts("26.6 49.7, 27.95 49.55, 28.47 49.23, 28.95 48.82, 29.25 48.68, "
        "30.85 48.05, 31.35 47.57, 31.97 46.97, 31.6 46.65"),
    "Northern Donets": pts("36.6 50.6, 36.75 50.2, 36.7 49.85, 37.27 49.2, 37.7 49, 38.45 48.9, "
        "39.3 48.65, 39.9 48.5, 40.3 48.3, 40.8 48.1, 40.95 47.65"),
    "Don": pts("38.3 54, 38.55 53.8, 39.1 53.25, 39.15 53, 38.93 52.38, 39.1 51.7, 39.5 50.98, "
        "40.1 50.45, 40.55 49.93, 41.3 49.85, 42 49.65"),
    "Lower Don": pts("41.8 47.6, 41.4 47.55, 40.9 47.55, 40.3 47.45, 39.75 47.22, 39.4 47.1"),
    "Oka": pts("36.2 52.4, 36.07 52.97, 36.15 53.8, 36.27 54.52, 37.07 54.5, 37.42 54.88, "
        "38.77 55.1, 39.7 54.63, 40.5 54.6, 41.5 55, 42.3 55.6, 43 56, 44 56.3"),
    "Volga": pts("32.5 57.25, 33.45 56.85, 34.33 56.26, 34.58 56.17, 34.93 56.5, 35.9 56.86, "
        "36.75 56.7, 37.17 56.74, 37.35 56.87, 37.85 57.24, 38.3 57.53, 38.85 58.05, "
        "39.87 57.63, 40.93 57.77, 42.15 57.44, 43.1 57.32, 43.5 56.65, 44 56.33"),
    "Volkhov": pts("31.3 58.5, 31.7 59.12, 32 59.45, 32.33 59.92, 32.5 60.1"),
    "Neva": pts("31.03 59.95, 30.8 59.78, 30.3 59.93"),
    "Lovat": pts("29.9 55.8, 30.53 56.34, 30.9 56.8, 31.15 57.15, 31.4 57.6, 31.6 58.1"),
    "Luga": pts("31 58.75, 30.3 58.7, 29.85 58.74, 29.4 58.9, 28.6 59.37, 28.35 59.6"),
    "Velikaya": pts("29 56.6, 28.65 56.7, 28.35 57.35, 28.33 57.82, 28.1 57.9"),
    "Narva": pts("27.7 59, 28.2 59.38, 28.05 59.47"),
    "Svir": pts("35.5 60.95, 34.5 60.8, 33.55 60.73, 33 60.5"),
}

# The Kerch Strait: the last hex of the Kerch peninsula and the first of Taman.
KERCH, TAMAN = (36.45, 45.35), (36.95, 45.25)

# The 1939 border, roughly where the fortified regions of the Stalin Line stood: from Lake
# Pskov by Ostrov, Sebezh and Polotsk, west of Minsk, Slutsk, Mozyr, Korosten, Novograd-Volynsky
# and Letichev to the Dniester at Mogilev-Podolsky.
STALIN_LINE = pts("27.85 57.85, 28 57.4, 28.2 56.8, 28.3 56.2, 28.3 55.5, 27.6 54.9, 27.1 54.3, "
    "27 53.7, 27.3 53.1, 27.9 52.6, 28.2 52, 28.3 51.4, 28 50.95, 27.4 50.5, 27.3 50, 27.4 49.5, "
    "27.7 48.95, 27.75 48.4")


# Places by features, most important first; of two places on one hex the first is kept.
PLACES = [
    (["major_city", "victory_capital"],
     "Moscow 37.62 55.75; Leningrad 30.32 59.94"),
    (["major_city", "victory_city", "fortress"],
     "Kiev 30.52 50.45"),
    (["major_city", "victory_city"],
     "Kharkov 36.23 49.99"),
    (["city", "victory_city"],
     "Smolensk 32.05 54.78; Minsk 27.56 53.9; Riga 24.1 56.95; Rostov 39.72 47.23; "
     "Dnepropetrovsk 35.04 48.46"),
    (["city", "victory_city", "fortress"],
     "Odessa 30.73 46.48; Sevastopol 33.52 44.6"),
    (["major_city"],
     "Warsaw 21.01 52.23; Bucharest 26.1 44.43; Stalino 37.8 48"),
    (["city", "fortress"],
     "Brest 23.69 52.09; Tallinn 24.75 59.44"),
    (["city"],
     "Konigsberg 20.51 54.71; Lublin 22.57 51.25; Helsinki 24.94 60.17; Jassy 27.6 47.16; "
     "Ploesti 26.02 44.94; Galati 28.05 45.43; Brasov 25.6 45.65; Cluj 23.6 46.77; "
     "Vitebsk 30.2 55.19; Gomel 31 52.43; Bryansk 34.37 53.25; Orel 36.07 52.97; "
     "Kursk 36.19 51.73; Tula 37.62 54.19; Kalinin 35.9 56.86; Novgorod 31.28 58.52; "
     "Pskov 28.33 57.82; Vilnius 25.28 54.69; Kaunas 23.9 54.9; Lvov 24.03 49.84; "
     "Zhitomir 28.66 50.25; Vinnitsa 28.47 49.23; Zaporozhye 35.14 47.84; Voronezh 39.2 51.67; "
     "Mogilev 30.33 53.9; Bobruisk 29.22 53.14; Grodno 23.83 53.68; Bialystok 23.16 53.13; "
     "Daugavpils 26.52 55.87; Tartu 26.72 58.38; Velikiye Luki 30.53 56.34; Vyazma 34.3 55.21; "
     "Kaluga 36.27 54.52; Ryazan 39.73 54.63; Yaroslavl 39.87 57.63; Ivanovo 40.98 57; "
     "Vladimir 40.4 56.13; Kostroma 40.93 57.77; Vologda 39.9 59.22; Tambov 41.45 52.72; "
     "Poltava 34.55 49.59; Chernigov 31.3 51.5; Kremenchug 33.42 49.07; Kirovograd 32.26 48.51; "
     "Nikolaev 31.99 46.97; Kherson 32.6 46.64; Krivoi Rog 33.35 47.91; Mariupol 37.55 47.1; "
     "Voroshilovgrad 39.3 48.57; Simferopol 34.1 44.95; Kishinev 28.86 47.01; "
     "Chernovtsy 25.94 48.29; Krasnodar 38.98 45.04"),
    (["town"],
     "Memel 21.13 55.7; Tilsit 21.87 55.08; Insterburg 21.8 54.63; Suwalki 22.93 54.1; "
     "Lyck 22.36 53.82; Allenstein 20.48 53.78; Ostroleka 21.57 53.08; Radom 21.15 51.4; "
     "Biala Podlaska 23.13 52.03; Chelm 23.47 51.13; Rzeszow 22 50.04; Przemysl 22.77 49.78; "
     "Uzhgorod 22.3 48.62; Liepaja 21 56.5; Ventspils 21.57 57.39; Jelgava 23.72 56.65; "
     "Siauliai 23.32 55.93; Panevezys 24.36 55.73; Parnu 24.5 58.38; Narva 28.19 59.38; "
     "Valga 26.05 57.78; Rezekne 27.33 56.5; Ostrov 28.35 57.35; Luga 29.85 58.74; "
     "Kingisepp 28.6 59.37; Staraya Russa 31.36 57.99; Kholm 31.15 57.15; Valdai 33.24 57.98; "
     "Bologoye 34.05 57.88; Vyshny Volochek 34.57 57.59; Torzhok 34.96 57.04; Rzhev 34.33 56.26; "
     "Toropets 31.63 56.5; Nevel 29.92 56.02; Chudovo 31.67 59.12; Volkhov 32.33 59.92; "
     "Tikhvin 33.6 59.64; Mga 31.07 59.75; Vyborg 28.75 60.71; Lodeynoye Pole 33.55 60.73; "
     "Petrozavodsk 34.35 61.79; Cherepovets 37.9 59.13; Rybinsk 38.85 58.05; Klin 36.73 56.33; "
     "Volokolamsk 35.95 56.03; Mozhaisk 36.03 55.5; Maloyaroslavets 36.47 55.01; "
     "Serpukhov 37.42 54.92; Kolomna 38.77 55.08; Yukhnov 35.23 54.75; Roslavl 32.87 53.95; "
     "Yelnya 33.17 54.58; Sukhinichi 35.33 54.1; Mtsensk 36.57 53.28; Trubchevsk 33.05 52.58; "
     "Konotop 33.2 51.24; Romny 33.48 50.75; Lokhvitsa 33.27 50.37; Lubny 33 50.02; "
     "Rogachev 30.05 53.1; Orsha 30.4 54.5; Borisov 28.5 54.23; Polotsk 28.8 55.48; "
     "Molodechno 26.85 54.31; Lida 25.3 53.89; Baranovichi 26 53.13; Slutsk 27.55 53.02; "
     "Pinsk 26.1 52.12; Mozyr 29.25 52.05; Kovel 24.72 51.21; Lutsk 25.33 50.75; "
     "Rovno 26.25 50.62; Dubno 25.75 50.42; Brody 25.15 50.08; Tarnopol 25.6 49.55; "
     "Stanislav 24.71 48.92; Korosten 28.65 50.95; Novograd-Volynsky 27.62 50.6; "
     "Berdichev 28.6 49.9; Proskurov 27 49.42; Kamenets-Podolsky 26.58 48.68; "
     "Mogilev-Podolsky 27.8 48.45; Uman 30.22 48.75; Belaya Tserkov 30.1 49.8; "
     "Cherkassy 32.06 49.44; Pervomaisk 30.85 48.05; Bendery 29.47 46.83; Izmail 28.83 45.35; "
     "Balti 27.93 47.76; Yelets 38.5 52.62; Lipetsk 39.6 52.6; Belgorod 36.59 50.6; "
     "Sumy 34.8 50.91; Kupyansk 37.62 49.71; Izyum 37.27 49.2; Lozovaya 36.32 48.89; "
     "Pavlograd 35.87 48.52; Artemovsk 38 48.6; Millerovo 40.4 48.92; Novocherkassk 40.1 47.42; "
     "Taganrog 38.9 47.22; Melitopol 35.37 46.85; Perekop 33.7 46.15; Kerch 36.45 45.35; "
     "Taman 36.95 45.25; Feodosia 35.38 45.03; Yevpatoria 33.37 45.2; Tikhoretsk 40.13 45.85; "
     "Novorossiysk 37.77 44.72; Constanta 28.65 44.17; Focsani 27.18 45.7; Bacau 26.91 46.57; "
     "Suceava 26.25 47.65; Stryi 23.85 49.26"),
]
# {name: (lon, lat, [features])}
CITIES = {n: (lon, lat, f) for f, text in PLACES for n, (lon, lat) in table(text).items()}

# Rail and road waypoints that are not places.
JUNCTIONS = table(
    "Gatchina 30.1 59.57; Dno 29.97 57.82; Rakvere 26.35 59.35; Tapa 25.96 59.26; "
    "Valmiera 25.42 57.54; Malaya Vishera 32.23 58.85; Virbalis 22.8 54.63; "
    "Osipovichi 28.65 53.3; Unecha 32.68 52.85; Kalinkovichi 29.33 52.13; Luninets 26.8 52.25; "
    "Volkovysk 24.45 53.15; Sarny 26.6 51.34; Fastov 29.9 50.08; Kazatin 28.83 49.72; "
    "Zhmerinka 28.1 49.04; Shepetovka 27.06 50.18; Slobodka 29.2 47.9; Razdelnaya 30.08 46.85; "
    "Bakhmach 32.8 51.18; Nezhin 31.88 51.05; Khutor Mikhailovsky 33.9 52.04; "
    "Grebenka 32.45 50.1; Sinelnikovo 35.5 48.32; Dzhankoy 34.4 45.7; Ryazhsk 40.05 53.7; "
    "Michurinsk 40.52 52.9; Gryazi 39.95 52.5; Liski 39.5 50.98; Kastornoye 38.13 51.82; "
    "Valuyki 38.1 50.21; Kamensk 40.27 48.32; Yasinovataya 37.85 48.13; Debaltsevo 38.4 48.35; "
    "Krasnoarmeysk 37.17 48.28; Znamenka 32.67 48.7; Dolinskaya 32.77 48.1; Ostashkov 33.1 57.15; "
    "Novosokolniki 30.15 56.35; Sebezh 28.5 56.28; Zdolbunov 26.25 50.52; Pascani 26.72 47.25; "
    "Ungheni 27.8 47.21; Buzau 26.82 45.15; Tukums 23.15 56.97; Mazeikiai 22.35 56.32; "
    "Gumbinnen 22.19 54.57; Kobrin 24.36 52.21; Stolbtsy 26.73 53.48; Yartsevo 32.7 55.07; "
    "Gzhatsk 35 55.55; Gulbene 26.75 57.18; Sigulda 24.85 57.15; Kirishi 32 59.45; "
    "to Gorky 43.9 56.3")


# The main lines of 1941.
RAILS = lines("""
    Leningrad - Chudovo - Malaya Vishera - Bologoye - Vyshny Volochek - Torzhok - Kalinin - Klin -
      Moscow;
    Leningrad - Gatchina - Luga - Pskov - Ostrov - Rezekne - Daugavpils - Vilnius - Kaunas -
      Virbalis - Gumbinnen - Insterburg - Konigsberg;
    Leningrad - Kingisepp - Narva - Rakvere - Tapa - Tallinn;
    Tapa - Tartu - Valga - Valmiera - Riga; Tartu - Pskov;
    Riga - Jelgava - Siauliai - Tilsit - Insterburg; Siauliai - Kaunas;
    Jelgava - Mazeikiai - Liepaja; Riga - Tukums - Ventspils;
    Riga - Daugavpils - Polotsk - Vitebsk - Smolensk;
    Moscow - Mozhaisk - Gzhatsk - Vyazma - Smolensk - Orsha - Borisov - Minsk - Stolbtsy -
      Baranovichi - Kobrin - Brest - Biala Podlaska - Warsaw;
    Moscow - Volokolamsk - Rzhev - Velikiye Luki - Novosokolniki - Sebezh - Rezekne;
    Moscow - Maloyaroslavets - Sukhinichi - Bryansk - Khutor Mikhailovsky - Konotop - Bakhmach -
      Nezhin - Kiev;
    Moscow - Serpukhov - Tula - Mtsensk - Orel - Kursk - Belgorod - Kharkov - Lozovaya -
      Sinelnikovo - Zaporozhye - Melitopol - Dzhankoy - Simferopol - Sevastopol;
    Sinelnikovo - Dnepropetrovsk; Kerch - Feodosia - Dzhankoy;
    Moscow - Kolomna - Ryazan - Ryazhsk - Michurinsk - Gryazi - Voronezh - Liski - Millerovo -
      Kamensk - Novocherkassk - Rostov - Tikhoretsk - Krasnodar - Novorossiysk; Tula - Ryazhsk;
    Michurinsk - Tambov; Moscow - Yaroslavl - Vologda; Moscow - Vladimir - to Gorky;
    Yaroslavl - Rybinsk - Cherepovets - Tikhvin - Volkhov - Mga - Leningrad;
    Leningrad - Vyborg - Helsinki; Volkhov - Lodeynoye Pole - Petrozavodsk; Chudovo - Novgorod;
    Pskov - Dno - Staraya Russa - Bologoye;
    Bologoye - Ostashkov - Toropets - Velikiye Luki - Nevel - Polotsk - Molodechno - Minsk;
    Leningrad - Gatchina - Dno - Novosokolniki - Nevel - Vitebsk - Orsha - Mogilev - Rogachev -
      Gomel - Bakhmach; Torzhok - Rzhev - Vyazma - Kaluga - Tula; Smolensk - Roslavl - Bryansk;
    Minsk - Osipovichi - Bobruisk - Rogachev; Gomel - Unecha - Bryansk - Orel - Yelets - Gryazi;
    Gomel - Kalinkovichi - Luninets - Pinsk - Kobrin; Kalinkovichi - Mozyr;
    Vilnius - Lida - Baranovichi - Luninets - Sarny - Rovno; Grodno - Bialystok - Warsaw;
    Bialystok - Volkovysk - Baranovichi; Vilnius - Grodno; Lyck - Insterburg;
    Konigsberg - Allenstein;
    Kiev - Fastov - Kazatin - Vinnitsa - Zhmerinka - Slobodka - Razdelnaya - Odessa;
    Kazatin - Shepetovka - Zdolbunov - Brody - Lvov - Przemysl - Rzeszow;
    Lvov - Tarnopol - Proskurov - Zhmerinka; Lvov - Stryi - Uzhgorod;
    Kiev - Korosten - Sarny - Kovel - Chelm - Lublin - Warsaw; Kovel - Brest;
    Korosten - Zhitomir - Berdichev - Kazatin; Zdolbunov - Lutsk - Kovel;
    Kiev - Grebenka - Poltava - Kharkov; Grebenka - Kremenchug - Znamenka;
    Kharkov - Kupyansk - Valuyki - Liski; Kursk - Kastornoye - Voronezh;
    Lozovaya - Artemovsk - Debaltsevo - Voroshilovgrad - Millerovo;
    Dnepropetrovsk - Krasnoarmeysk - Yasinovataya - Stalino - Mariupol; Yasinovataya - Debaltsevo;
    Stalino - Taganrog - Rostov;
    Dnepropetrovsk - Krivoi Rog - Dolinskaya - Znamenka - Kirovograd - Pervomaisk - Slobodka;
    Dolinskaya - Nikolaev - Kherson; Znamenka - Cherkassy;
    Kiev - Belaya Tserkov - Uman - Pervomaisk;
    Razdelnaya - Bendery - Kishinev - Ungheni - Jassy - Pascani;
    Chernovtsy - Suceava - Pascani - Bacau - Focsani - Buzau - Ploesti - Bucharest;
    Lvov - Stanislav - Chernovtsy; Buzau - Galati; Bucharest - Constanta; Brasov - Ploesti;
    Kishinev - Balti; Konotop - Sumy - Kharkov
""")
# The main highways: Warsaw-Minsk-Moscow, Leningrad-Pskov-Riga, Kiev-Lvov, Moscow-Kharkov,
# Moscow-Leningrad.
ROADS = lines("""
    Warsaw - Brest - Kobrin - Baranovichi - Stolbtsy - Minsk - Borisov - Orsha - Smolensk -
      Yartsevo - Vyazma - Gzhatsk - Mozhaisk - Moscow;
    Leningrad - Gatchina - Luga - Pskov - Ostrov - Gulbene - Sigulda - Riga;
    Kiev - Zhitomir - Novograd-Volynsky - Rovno - Dubno - Brody - Lvov;
    Moscow - Serpukhov - Tula - Mtsensk - Orel - Kursk - Belgorod - Kharkov;
    Moscow - Klin - Kalinin - Torzhok - Vyshny Volochek - Valdai - Novgorod - Chudovo - Leningrad;
    Minsk - Molodechno - Vilnius - Kaunas; Kiev - Lubny - Poltava - Kharkov
""")

# The border of 22 June 1941. The Axis hold East Prussia with Memel and Suwalki, the General
# Government, Hungary and Romania; Finland, at war from 25 June, is theirs too.
AXIS_LAND = [
    pts("21.07 56.07, 21.5 55.85, 22.1 55.45, 22.65 55.08, 22.85 55.06, 22.8 54.8, 22.75 54.38, "
        "23.45 54.25, 23.2 53.95, 22.45 53.7, 22 53.5, 21.85 53.4, 21.9 53.1, 22 52.85, "
        "22.3 52.65, 22.65 52.4, 23 52.25, 23.55 52.15, 23.62 51.8, 23.55 51.55, 23.65 51.3, "
        "23.95 50.95, 24.1 50.7, 24.25 50.45, 23.6 50.35, 23 50.15, 22.8 49.95, 22.77 49.78, "
        "22.23 49.81, 22.2 49.56, 22.33 49.47, 22.55 49.2, 22.65 49.05, 22.9 48.95, 23.2 48.85, "
        "23.6 48.65, 24 48.45, 24.5 48.15, 24.9 47.95, 25.3 47.85, 25.7 47.9, 26.1 47.98, "
        "26.45 48.1, 26.8 48.25, 27.25 47.85, 27.55 47.5, 27.8 47.2, 28.05 46.85, 28.2 46.5, "
        "28.2 45.9, 28.2 45.47, 28.8 45.3, 29.3 45.4, 29.7 45.35, 29.7 42, 10 42, 10 56.07"),
    # Finland
    pts("10 59.72, 27.5 60.05, 27.75 60.5, 28.6 61.05, 29.35 61.3, 30.15 61.75, 30.4 63, 10 63"),
]
