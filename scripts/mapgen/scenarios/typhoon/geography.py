"""Typhoon's geography: coarse outlines of the land from Smolensk to beyond Moscow, in
longitude/latitude, and the grid they are drawn on: 44 columns by 42 rows of flat-topped hexes
12 km across, a sinusoidal projection centred on 35.35E 54.83N.
"""

from mapgen.grid import Grid
from mapgen.notation import lines, pts, table

W, H = 44, 42
ROW_KM = 12.0
LON0, LAT0 = 35.35, 54.83
GRID = Grid(W, H, ROW_KM, LON0, LAT0)

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
# {name: (lon, lat, [feature])}, the places off the map left out.
CITIES = {n: (lon, lat, [f]) for f, t in PLACES for n, (lon, lat) in t.items()
          if GRID.on_map(lon, lat)}

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

# The front of 30 September 1941, as the Typhoon offensive opened: (longitude, latitude) from
# north to south. West of it is German. Lake Seliger and Andreapol, west of Bely, the Vop at
# Yartsevo, west of Yelnya (retaken by the Soviets in September), down the Desna (the Germans on
# the Roslavl bank) to above Zhukovka, east of Pochep, west of Trubchevsk; at the south edge the
# front bends east where Panzer Group 2 broke through towards Sevsk on 30 September.
FRONT = pts("32.55 57.2, 32.15 56.8, 32.1 56.4, 32.3 56.0, 32.55 55.75, 32.62 55.4, "
            "32.78 55.05, 32.88 54.85, 32.98 54.55, 33.28 54.4, 33.53 54.1, 33.7 53.75, "
            "33.62 53.55, 33.55 53.35, 33.5 53.1, 33.6 52.9, 33.3 52.7, 33.75 52.6, 34.2 52.45")

