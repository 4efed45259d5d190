#!/usr/bin/env python3
"""Draws scenarios/typhoon_1941.ron, Typhoon: the drive on Moscow, October to December 1941.

The map is steppe's own: every hex is classified from coarse outlines of real geography (rivers,
woods, marshes, the Volga reservoir) given in longitude/latitude, projected with a simple
sinusoidal projection centred on 35.35E 54.83N. 44 columns by 42 rows of flat-topped hexes 12 km
across; printed numbers CCRR from 0101 in the north-west corner, even printed columns half a hex
lower (0-based odd columns shifted: `shifted_columns: Odd`).

Forces are divisions: a unit's steps are its combat factors, one step a factor, attack and defense
equal (rulesets/typhoon.ron).

Run: python3 scripts/gen_typhoon.py   (writes scenarios/typhoon_1941.ron; `-` prints it instead,
a path writes it there)
The output is the data: the geography is in scripts/mapgen/scenarios/typhoon/geography.py, the
forces in forces.py beside it, the rules and choices in its __init__.py; edit them and run this
again to change the map or the forces. scripts/check_generated.sh checks that the committed file
is what this draws.
"""

from mapgen.cli import main
from mapgen.scenarios import typhoon

if __name__ == "__main__":
    main(typhoon.build, "typhoon_1941.ron")
