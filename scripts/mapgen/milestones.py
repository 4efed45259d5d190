"""The milestones of the generated scenarios: what happened in the war each depicts, on which
turn, after whom (docs/history.md). `write(w, key, side_ids)` writes a scenario's list last;
steppe measures games against them and never plays by them.

Each milestone: (id, name, side, kind, hexes, turn, date, source); the side "axis" or "soviet"
(`side_ids` renames them for a ruleset whose sides are called otherwise), the kind Taken, Held
or Retaken, the turn the scenario's game turn whose dates hold the date (each scenario's
calendar note says how its turns are dated).
"""

from mapgen.ron import Ident, record

GH="Glantz & House, When Titans Clashed (1995)"
ZM="Ziemke, Moscow to Stalingrad (1987)"
ZB="Ziemke, Stalingrad to Berlin (1968)"
ER="Erickson, The Road to Stalingrad (1975)"
EB="Erickson, The Road to Berlin (1983)"
SK="Stahel, Kiev 1941 (2012)"
ST="Stahel, Operation Typhoon (2013)"
SM="Stahel, The Battle for Moscow (2015)"
GL="Glantz, The Siege of Leningrad 1941-1944 (2002)"
T, H, R = "Taken", "Held", "Retaken"
A, S = "axis", "soviet"
MILESTONES = {}
MILESTONES["gpw_campaign"]=(
    "Turns: 1 Jun 1941, 2 Jul, 3 Aug, 4 Sep/Oct, 5 Nov/Dec; then eight a year from Jan/Feb: 6 Jan/Feb 1942, 10 Jul 1942, 11 Aug 1942, 14 Jan/Feb 1943, 20 Sep/Oct 1943, 21 Nov/Dec 1943, 26 Jul 1944, 27 Aug 1944, 30 Jan/Feb 1945, 32 May 1945.",[
("minsk","Minsk falls",A,T,["Minsk"],1,"28 June 1941",GH+": the frontier battles"),
("smolensk","Smolensk falls",A,T,["Smolensk"],2,"16 July 1941",GH+": Smolensk"),
("kiev","Kiev falls, the Kiev pocket closed",A,T,["Kiev"],4,"19 September 1941",SK),
("rostov","Rostov falls",A,T,["Rostov"],5,"21 November 1941",ZM+": Rostov"),
("sevastopol","Sevastopol falls",A,T,["Sevastopol"],10,"4 July 1942",ZM+": the Crimea"),
("maikop","Maikop falls",A,T,["Maikop"],11,"9 August 1942",ZM+": the Caucasus"),
("leningrad","Leningrad never taken",S,H,["Leningrad"],32,"held throughout",GL),
("moscow","Moscow never taken",S,H,["Moscow"],32,"held throughout",SM),
("stalingrad","Stalingrad never wholly taken",S,H,["Stalingrad"],32,"held throughout",GH+": Stalingrad"),
("smolensk_back","Smolensk liberated",S,R,["Smolensk"],20,"25 September 1943",ZB+": the Dnepr"),
("kiev_back","Kiev liberated",S,R,["Kiev"],21,"6 November 1943",ZB+": the Dnepr"),
("minsk_back","Minsk liberated (Bagration)",S,R,["Minsk"],26,"3 July 1944",ZB+": the collapse of the centre"),
("bucharest","Bucharest falls to the Soviets",S,T,["Bucharest"],27,"31 August 1944",ZB+": Romania"),
("warsaw","Warsaw falls to the Soviets",S,T,["Warsaw"],30,"17 January 1945",EB+": the Vistula-Oder operation"),
("berlin","Berlin falls",S,T,["Berlin"],32,"2 May 1945",EB+": Berlin"),
])
TY="Glantz & House, When Titans Clashed (1995): the Battle of Moscow"
MILESTONES["typhoon_1941"]=(
    "The ruleset's turns T1-T15, dated by its weather chart (T2-T3 October, T4-T9 November, T10-T15 December) and the scenario's opening: T1 30 September-2 October, T2 3-16 October, T3 17-31 October, then five days a turn: T4 1-5 November ... T8 21-25 November, T9 26-30 November, T10 1-5 December ... T12 11-15 December, T13 16-20 December, T15 26-31 December. (The rules give no dates: this reading is steppe's.)",[
("orel","Orel falls",A,T,["Orel"],2,"3 October 1941",ST),
("bryansk","Bryansk falls, the Bryansk pocket closed",A,T,["Bryansk"],2,"6 October 1941",ST),
("vyazma","Vyazma falls, the Vyazma pocket closed",A,T,["Vyazma"],2,"7 October 1941",ST),
("kaluga","Kaluga falls",A,T,["Kaluga"],2,"12 October 1941",ST),
("kalinin","Kalinin falls",A,T,["Kalinin"],2,"14 October 1941",ST),
("mozhaisk","Mozhaisk falls",A,T,["Mozhaisk"],3,"18 October 1941",SM),
("volokolamsk","Volokolamsk falls",A,T,["Volokolamsk"],3,"27 October 1941",SM),
("klin","Klin falls",A,T,["Klin"],8,"23 November 1941",SM),
("tula","Tula never taken",S,H,["Tula"],15,"held throughout",SM),
("moscow","Moscow never taken",S,H,["Moscow"],15,"held throughout",TY),
("klin_back","Klin retaken",S,R,["Klin"],12,"15 December 1941",TY),
("kalinin_back","Kalinin retaken",S,R,["Kalinin"],13,"16 December 1941",TY),
("kaluga_back","Kaluga retaken",S,R,["Kaluga"],15,"30 December 1941",TY),
])
MILESTONES["war_1941"]=(
    "Turns, a month each: 1 Jun 1941, 2 Jul, 3 Aug, 4 Sep, 5 Oct, 6 Nov, 7 Dec 1941.",[
("minsk","Minsk falls",A,T,["Minsk"],1,"28 June 1941",GH+": the frontier battles"),
("riga","Riga falls",A,T,["Riga"],2,"1 July 1941",ER+": the Baltic"),
("smolensk","Smolensk falls",A,T,["Smolensk"],2,"16 July 1941",GH+": Smolensk"),
("kiev","Kiev falls, the Kiev pocket closed",A,T,["Kiev"],4,"19 September 1941",SK),
("odessa","Odessa falls",A,T,["Odessa"],5,"16 October 1941",GH+": the southern flank"),
("kalinin","Kalinin falls",A,T,["Kalinin"],5,"14 October 1941",ST),
("kharkov","Kharkov falls",A,T,["Kharkov"],5,"24 October 1941",ZM+": the drive on Rostov"),
("tikhvin","Tikhvin falls",A,T,["Tikhvin"],6,"8 November 1941",GL),
("rostov","Rostov falls",A,T,["Rostov"],6,"21 November 1941",ZM+": Rostov"),
("rostov_back","Rostov retaken",S,R,["Rostov"],6,"29 November 1941",ZM+": Rostov"),
("tikhvin_back","Tikhvin retaken",S,R,["Tikhvin"],7,"9 December 1941",GL),
("kalinin_back","Kalinin retaken",S,R,["Kalinin"],7,"16 December 1941",TY),
("leningrad","Leningrad never taken",S,H,["Leningrad"],7,"held throughout",GL),
("moscow","Moscow never taken",S,H,["Moscow"],7,"held throughout",SM),
])
MILESTONES["war_campaign"]=(
    "Turns, a month each: 1 Jun 1941 ... 7 Dec 1941, 8 Jan 1942 ... 14 Jul 1942, 15 Aug 1942, 20 Jan 1943, 21 Feb 1943 ... 25 Jun 1943.",[
("minsk","Minsk falls",A,T,["Minsk"],1,"28 June 1941",GH+": the frontier battles"),
("smolensk","Smolensk falls",A,T,["Smolensk"],2,"16 July 1941",GH+": Smolensk"),
("kiev","Kiev falls, the Kiev pocket closed",A,T,["Kiev"],4,"19 September 1941",SK),
("kharkov","Kharkov falls",A,T,["Kharkov"],5,"24 October 1941",ZM+": the drive on Rostov"),
("rostov","Rostov falls",A,T,["Rostov"],6,"21 November 1941",ZM+": Rostov"),
("sevastopol","Sevastopol falls",A,T,["Sevastopol"],14,"4 July 1942",ZM+": the Crimea"),
("voronezh","Voronezh falls",A,T,["Voronezh"],14,"7 July 1942",ZM+": Operation Blue"),
("krasnodar","Krasnodar falls",A,T,["Krasnodar"],15,"12 August 1942",ZM+": the Caucasus"),
("voronezh_back","Voronezh liberated",S,R,["Voronezh"],20,"25 January 1943",ZB+": after Stalingrad"),
("kursk_back","Kursk liberated",S,R,["Kursk"],21,"8 February 1943",ZB+": after Stalingrad"),
("kharkov_back","Kharkov liberated",S,R,["Kharkov"],21,"16 February 1943",ZB+": after Stalingrad"),
("leningrad","Leningrad never taken",S,H,["Leningrad"],25,"held throughout",GL),
("moscow","Moscow never taken",S,H,["Moscow"],25,"held throughout",SM),
])
MILESTONES["zw_blue"]=(
    "Turns, a month each: 1 Jul 1942, 2 Aug, 3 Sep, 4 Oct, 5 Nov, 6 Dec 1942.",[
("voronezh","Voronezh falls",A,T,["Voronezh"],1,"7 July 1942",ZM+": Operation Blue"),
("voroshilovgrad","Voroshilovgrad falls",A,T,["Voroshilovgrad"],1,"17 July 1942",ZM+": Operation Blue"),
("rostov","Rostov falls",A,T,["Rostov"],1,"23 July 1942",ZM+": Operation Blue"),
("maikop","Maikop falls",A,T,["Maikop"],2,"9 August 1942",ZM+": the Caucasus"),
("pyatigorsk","Pyatigorsk falls",A,T,["Pyatigorsk"],2,"9 August 1942",ZM+": the Caucasus"),
("krasnodar","Krasnodar falls",A,T,["Krasnodar"],2,"12 August 1942",ZM+": the Caucasus"),
("elista","Elista falls",A,T,["Elista"],2,"12 August 1942",ZM+": the Caucasus"),
("novorossiysk","Novorossiysk falls",A,T,["Novorossiysk"],3,"10 September 1942",ZM+": the Caucasus"),
("kalach_back","Kalach retaken, Stalingrad encircled (Uranus)",S,R,["Kalach"],5,"23 November 1942",GH+": Stalingrad"),
("stalingrad","Stalingrad never wholly taken",S,H,["Stalingrad"],6,"held throughout",GH+": Stalingrad"),
("grozny","Grozny never reached",S,H,["Grozny"],6,"held throughout",ZM+": the Caucasus"),
("astrakhan","Astrakhan never reached",S,H,["Astrakhan"],6,"held throughout",ZM+": the Caucasus"),
])
MILESTONES["zw_campaign"]=(
    "Turns, a month each: 1 Jul 1942 ... 6 Dec 1942, 7 Jan 1943, 8 Feb 1943, 9 Mar 1943 ... 13 Jul 1943, 14 Aug 1943, 15 Sep 1943, 16 Oct 1943, 17 Nov 1943, 18 Dec 1943.",[
("voronezh","Voronezh falls",A,T,["Voronezh"],1,"7 July 1942",ZM+": Operation Blue"),
("rostov","Rostov falls",A,T,["Rostov"],1,"23 July 1942",ZM+": Operation Blue"),
("maikop","Maikop falls",A,T,["Maikop"],2,"9 August 1942",ZM+": the Caucasus"),
("kalach_back","Kalach retaken, Stalingrad encircled (Uranus)",S,R,["Kalach"],5,"23 November 1942",GH+": Stalingrad"),
("kursk_back","Kursk liberated",S,R,["Kursk"],8,"8 February 1943",ZB+": after Stalingrad"),
("rostov_back","Rostov liberated",S,R,["Rostov"],8,"14 February 1943",ZB+": after Stalingrad"),
("kharkov_back","Kharkov liberated",S,R,["Kharkov"],8,"16 February 1943",ZB+": after Stalingrad"),
("kharkov_again","Kharkov retaken by the Germans (Manstein's counterstroke)",A,R,["Kharkov"],9,"15 March 1943",ZB+": Manstein's counterstroke"),
("orel_back","Orel liberated",S,R,["Orel"],14,"5 August 1943",ZB+": Kursk and after"),
("smolensk_back","Smolensk liberated",S,R,["Smolensk"],15,"25 September 1943",ZB+": the Dnepr"),
("kiev_back","Kiev liberated",S,R,["Kiev"],17,"6 November 1943",ZB+": the Dnepr"),
("stalingrad","Stalingrad never wholly taken",S,H,["Stalingrad"],18,"held throughout",GH+": Stalingrad"),
("leningrad","Leningrad never taken",S,H,["Leningrad"],18,"held throughout",GL),
("moscow","Moscow never taken",S,H,["Moscow"],18,"held throughout",SM),
])


NOTE = ("History, to measure games against (docs/history.md; `steppe sim` prints each milestone's\n"
        "share of games and median turn against the turn here).\n")


def write(w, key, side_ids=None):
    """The scenario `key`'s milestones as its last section, its calendar in the comment."""
    import textwrap
    calendar, rows = MILESTONES[key]
    side_ids = side_ids or {}
    note = NOTE + "\n".join(textwrap.wrap(
        "They never enter the rules or the players. " + calendar, 95))
    w.section("milestones", [
        record(("date",), id=id, name=name, side=side_ids.get(side, side), kind=Ident(kind),
               hexes=hexes, turn=turn, date=date, source=source)
        for id, name, side, kind, hexes, turn, date, source in rows
    ], note)
