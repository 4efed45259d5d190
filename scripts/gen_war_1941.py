#!/usr/bin/env python3
"""Draws scenarios/war_1941.ron, War Against Russia: Barbarossa 1941, from geography.

The map is steppe's own: every hex is classified from coarse outlines of real geography (coasts,
lakes, rivers, hills, forests, marshes) given below in longitude/latitude, projected with a simple
sinusoidal projection centred on 31.5E 53N. 44 columns by 50 rows of flat-topped hexes 40 km
across; printed numbers CCRR from 0101 in the north-west corner, even printed columns half a hex
lower (0-based odd columns shifted: `shifted_columns: Odd`).

Run: python3 scripts/gen_war_1941.py   (writes scenarios/war_1941.ron; `-` prints it instead)
The output is the data; edit this script and run it again to change the map or the forces.
"""

import functools
import os
import sys

from hexgrid import Grid, inside, lines, pts, table

W, H = 44, 50
ROW_KM = 40.0
LON0, LAT0 = 31.5, 53.0

G = Grid(W, H, ROW_KM, LON0, LAT0)
xy, centre, lonlat, hex_of = G.xy, G.centre, G.lonlat, G.hex_of
label, neighbours = G.label, G.neighbours
CENTRES = G.centres


# --- Geography, longitude/latitude ---------------------------------------------------------


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


def at(p):
    if isinstance(p, tuple):
        return hex_of(*p)
    if p in JUNCTIONS:
        return hex_of(*JUNCTIONS[p])
    return PLACE_HEX.get(p) or hex_of(*CITIES[p][:2])


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


# --- Terrain ---------------------------------------------------------------------------------

def classify(lon, lat):
    t = "."
    for polys, letter in ((FORESTS, "f"), (HILLS, "h"), (SWAMPS, "s"), (MOUNTAINS, "m")):
        if any(inside(p, lon, lat) for p in polys):
            t = letter
    if any(inside(p, lon, lat) for p in LAKES.values()):
        t = "l"
    if any(inside(p, lon, lat) for p in (BALTIC, BLACK_SEA, AZOV, SIVASH)) and \
            not any(inside(p, lon, lat) for p in ISLANDS):
        t = "~"
    return t


terrain = [[classify(*lonlat(c, r)) for c in range(W)] for r in range(H)]


def water(h):
    return terrain[h[1]][h[0]] in "~l"


# Every named lake shows at least one hex, even Ilmen, smaller than a hex.
for name, poly in LAKES.items():
    if not any(inside(poly, *lonlat(c, r)) for c in range(W) for r in range(H)):
        c, r = hex_of(sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
        terrain[r][c] = "l"
# Places stand on land. A place on the only hex of a lake (Staraya Russa on Ilmen) moves to the
# nearest land hex; any other water hex a place falls on becomes land.
PLACE_HEX = {}
for name, (lon, lat, _) in CITIES.items():
    c, r = hex_of(lon, lat)
    if terrain[r][c] == "l" and not any(terrain[b][a] == "l" for a, b in neighbours(c, r)):
        x, y = xy(lon, lat)
        c, r = min((h for h in neighbours(c, r) if not water(h)),
                   key=lambda h: (CENTRES[h][0] - x) ** 2 + (CENTRES[h][1] - y) ** 2)
    PLACE_HEX[name] = (c, r)
    if terrain[r][c] in "~l":
        terrain[r][c] = "."
# The Kerch Strait: Kerch and Taman are land, the two hexes flanking the strait are sea, so the
# only way across is the strait hexside.
K, T = at(KERCH), at(TAMAN)
assert T in set(neighbours(*K)), "Kerch and Taman must be adjacent hexes"
for h in set(neighbours(*K)) & set(neighbours(*T)):
    assert h not in PLACE_HEX.values(), "a place on the Kerch Strait"
    terrain[h[1]][h[0]] = "~"


def crossed_sides(line):
    """Land hexsides whose centre-to-centre segment the line crosses."""
    return G.crossed_sides(line, water)


# One kind a hexside: rivers first, then the Stalin Line where no river runs.
taken = set()
rivers = {}
for name, line in RIVERS.items():
    rivers[name] = [s for s in crossed_sides(line) if s not in taken]
    taken.update(rivers[name])
stalin = [s for s in crossed_sides(STALIN_LINE) if s not in taken]
stalin_on_rivers = len(crossed_sides(STALIN_LINE)) - len(stalin)
kerch = [tuple(sorted((K, T)))]


def hex_line(a, b):
    """Adjacent hexes from a to b: each step to a neighbour nearer b, land before water."""
    def d(h):
        return (CENTRES[h][0] - CENTRES[b][0]) ** 2 + (CENTRES[h][1] - CENTRES[b][1]) ** 2
    out = [a]
    while out[-1] != b:
        nearer = [h for h in neighbours(*out[-1]) if d(h) < d(out[-1])]
        out.append(min(nearer, key=lambda h: (water(h), d(h))))
    return out


def paths(lines):
    """Each line of waypoints as runs of adjacent land hexes (a line crossing water is cut)."""
    out = []
    for line in lines:
        line, path = line.split(" - "), []
        for a, b in zip(line, line[1:]):
            seg = hex_line(at(a), at(b))
            path.extend(seg if not path else seg[1:])
        runs, cur = [], []
        for h in path:
            if water(h) or (cur and h not in set(neighbours(*cur[-1]))):
                if len(cur) > 1:
                    runs.append(cur)
                cur = [] if water(h) else [h]
            else:
                cur.append(h)
        if len(cur) > 1:
            runs.append(cur)
        out.extend(runs)
    return out


rails, roads = paths(RAILS), paths(ROADS)


# --- Control ---------------------------------------------------------------------------------

def axis_land(h):
    return not water(h) and any(inside(p, *lonlat(*h)) for p in AXIS_LAND)


# One border column a row: where the outline leaves Soviet land west of Axis land (Bukovina, the
# Danube), the row's border goes where fewer hexes change hands (a tie: to the Soviets).
border = []
for r in range(H):
    axis = [c for c in range(W) if axis_land((c, r))]
    soviet = [c for c in range(W) if not water((c, r)) and not axis_land((c, r))]
    n = max(axis) + 1 if axis else 0
    west = [c for c in soviet if c < n]
    if west:
        first = west[0]
        to_soviet = len([c for c in axis if c >= first])
        if to_soviet <= len(west):
            n = first
    border.append(n)


def axis_side(h):
    return h[0] < border[h[1]]


# --- Forces ----------------------------------------------------------------------------------
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
    return (uid, name, nat, t, size, f, where)


def roman(n):
    """German corps numbers as the Germans wrote them: XXXXI, XXXXIX, LVI."""
    tens = "L" + "X" * (n // 10 - 5) if n >= 50 else "X" * (n // 10)
    return tens + ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][n % 10]


def nth(n):
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


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

ALL = list(CENTRES)
stack = {}


def room(h, side):
    have = stack.get(h, (side, 0))
    return have[0] == side and have[1] < 3


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


TO_FRONT = {
    "axis": distances([h for h in ALL if not axis_side(h) and not water(h)]),
    "soviet": distances([h for h in ALL if axis_side(h) and not water(h)]),
}


def place_near(anchor, side, front):
    """The free hex of `side` nearest the anchor; for a front group, the nearest on the front line
    (next to an enemy hex), within 5 hexes of the anchor if there is one."""
    near = distances([anchor])
    ok = [h for h in ALL if not water(h) and axis_side(h) == (side == "axis") and room(h, side)]
    if front:
        line = [h for h in ok if TO_FRONT[side][h] == 1 and near[h] <= 5]
        if line:
            return min(line, key=lambda h: (near[h], h))
    if not front:  # keep second-line units off the front line
        ok = [h for h in ok if TO_FRONT[side][h] > 1] or ok
    return min(ok, key=lambda h: (near[h], h))


def unit_line(unit, hx=None):
    uid, name, nat, t, size, (a, d, m), _ = unit
    where = f', at: "{label(*hx)}"' if hx else ""
    return (f'        (id: "{uid}", name: "{name}", nationality: "{nat}", type: "{t}", '
            f'size: {size}, steps: [({a}, {d}, {m})]{where}),')


# --- Output ----------------------------------------------------------------------------------

OBJECTIVES = ["Leningrad", "Moscow", "Riga", "Minsk", "Smolensk", "Kiev", "Kharkov",
              "Dnepropetrovsk", "Odessa", "Sevastopol", "Rostov"]
AXIS_NEEDS = 8
SOVIET_NEEDS = len(OBJECTIVES) - AXIS_NEEDS + 1


def sides_text(sides):
    return ", ".join(f'"{label(*a)}/{label(*b)}"' for a, b in sides)


def hexes_text(path):
    return "[" + ", ".join(f'"{label(*h)}"' for h in path) + "]"


HEADER = """\
// War Against Russia: Barbarossa, June to December 1941 (rulesets/war_against_russia.ron).
//
// An original map for steppe, drawn by scripts/gen_war_1941.py from real geography (a sinusoidal
// projection centred on 31.5E 53N), not copied from any published game map. Hexes are 40 km
// across, flat-topped; printed numbers CCRR from 0101 in the north-west corner; even printed
// columns sit half a hex lower. The map runs from the border of 22 June 1941 (East Prussia, the
// General Government, Hungary and Romania along the west edge, Warsaw and Bucharest on it) east
// past Moscow to Yaroslavl and Tambov, and from Lake Ladoga, Lake Onega and the Gulf of Finland
// to the Black Sea, the Crimea, the Kerch Strait and Rostov. The Swedish shore, which would
// touch the north-west corner, is drawn as sea. Finland (at war from 25 June) is Axis ground
// with no units: the ruleset has no Finnish nationality.
//
// Terrain letters (rulesets/war_against_russia.ron): '.' clear, 'f' forest, 's' swamp,
// 'h' hills, 'm' mountains, 'l' lake, '~' sea. Rivers, the Kerch Strait and the Stalin Line
// (the 1939 border, fortified on its eastern side) are hexsides; where the Stalin Line meets a
// river the river is kept. Roads are the main highways of 1941.
// Forces of 22 June 1941 at the scale of corps and armies, one step each."""

out = []
p = out.append
for line in HEADER.splitlines():
    p(line)
p("Scenario(")
p('    name: "Barbarossa 1941",')
obj_words = ", ".join(OBJECTIVES[:-1]) + " and " + OBJECTIVES[-1]
p('    description: "22 June 1941: Army Groups North, Centre and South, with the Romanians and '
  'Hungarians, cross the border from the Baltic to the Black Sea. Seven monthly turns, June to '
  f'December 1941. Objectives: {obj_words}. The Axis wins holding {AXIS_NEEDS} of the '
  f'{len(OBJECTIVES)} at the end; the Soviets win holding {SOVIET_NEEDS}.",')
p('    ruleset: "rulesets/war_against_russia.ron",')
p('    first_turn: "Jun 1941",')
p("    turns: 7,")
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
for name, sides in rivers.items():
    if sides:
        p(f"            // {name}")
        p(f'            (kind: "river", sides: [{sides_text(sides)}]),')
p("            // The Kerch Strait")
p(f'            (kind: "kerch", sides: [{sides_text(kerch)}]),')
p("            // The Stalin Line, Lake Pskov to the Dniester: its defenders stand on the east side")
p(f'            (kind: "stalin_line", sides: [{sides_text(stalin)}]),')
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
for name, (_, _, feats) in CITIES.items():
    h = PLACE_HEX[name]
    if h in used:
        continue
    used.add(h)
    f = ", ".join(f'"{x}"' for x in feats)
    p(f'            (hex: "{label(*h)}", name: "{name}", features: [{f}]),')
p("        ],")
p('        control: (west: "axis", east: "soviet", border: [' + ", ".join(map(str, border)) + "]),")
p("    ),")
p("")
p("    units: [")
count = {"axis": 0, "soviet": 0}
for comment, side, anchor, front, units in START:
    p(f"        // {comment}")
    for unit in units:
        # A front unit goes to the front line nearest its own spot (or the group's anchor); a
        # second-line unit to its spot if there is room, else the nearest free hex.
        h = at(unit[6]) if unit[6] else hex_of(*anchor)
        if front or not room(h, side) or water(h) or axis_side(h) != (side == "axis"):
            h = place_near(h, side, front)
        have = stack.get(h, (side, 0))
        stack[h] = (side, have[1] + 1)
        count[side] += 1
        p(unit_line(unit, h))
p("        // Reinforcements")
arriving = {"axis": 0, "soviet": 0}
for _, units in REINFORCEMENTS:
    for unit in units:
        arriving["axis" if unit[2] != "soviet" else "soviet"] += 1
        p(unit_line(unit))
p("    ],")
p("    // Reinforcements enter in a friendly city or on their side's home edge.")
p("    reinforcements: [")
for turn, units in REINFORCEMENTS:
    p(f"        (turn: {turn}, units: [" + ", ".join(f'"{x[0]}"' for x in units) + "]),")
p("    ],")
p("    // Steppe's choice (004 is silent): points a turn; one rebuilds a unit (armor two).")
p("    replacements: [")
p('        (side: "axis", turns: (1, 7), points: 3),')
p('        (side: "soviet", turns: (1, 7), points: 6),')
p("    ],")
p("    // Steppe's choice (004 is silent on victory). Checked after turn 7 (December 1941).")
p(f"    // Control is all-or-nothing, so the two exclude each other: the Axis needs {AXIS_NEEDS} of")
p(f"    // the {len(OBJECTIVES)}, the Soviets keep {SOVIET_NEEDS}. In December 1941 the Axis held 7 "
  "(Rostov was lost again).")
p("    victory: [")
obj = ", ".join(f'"{o}"' for o in OBJECTIVES)
p(f'        (side: "axis", name: "Axis: {AXIS_NEEDS} of the {len(OBJECTIVES)} objectives", '
  f'check: EndOfGame, hexes: [{obj}], count: {AXIS_NEEDS}),')
p(f'        (side: "soviet", name: "Soviet: {SOVIET_NEEDS} of the {len(OBJECTIVES)} objectives", '
  f'check: EndOfGame, hexes: [{obj}], count: {SOVIET_NEEDS}),')
p("    ],")
p('    capitals: [(side: "soviet", hex: "Moscow")],')
p("    // 004 Kerch Straits: the Soviets control the Black Sea in 1941.")
p('    side_markers: [(marker: "black_sea", side: "soviet")],')
p(")")

text = "\n".join(out) + "\n"
if sys.argv[1:] == ["-"]:
    sys.stdout.write(text)
else:
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "scenarios", "war_1941.ron"), "w") as fh:
        fh.write(text)
print(f"{W}x{H} map; on the map: {count['axis']} Axis, {count['soviet']} Soviet units; arriving: "
      f"{arriving['axis']} Axis, {arriving['soviet']} Soviet; {len(used)} places, {len(rails)} rail "
      f"and {len(roads)} road runs, {len(stalin)} Stalin Line sides ({stalin_on_rivers} on rivers)",
      file=sys.stderr)
