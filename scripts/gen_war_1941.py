#!/usr/bin/env python3
"""Draws scenarios/war_1941.ron, War Against Russia: Barbarossa 1941, from geography.

The map is steppe's own: every hex is classified from coarse outlines of real geography (coasts,
lakes, rivers, hills, forests, marshes) given in longitude/latitude, projected with a simple
sinusoidal projection centred on 31.5E 53N. 44 columns by 50 rows of flat-topped hexes 40 km
across; printed numbers CCRR from 0101 in the north-west corner, even printed columns half a hex
lower (0-based odd columns shifted: `shifted_columns: Odd`).

Run: python3 scripts/gen_war_1941.py   (writes scenarios/war_1941.ron; `-` prints it instead,
a path writes it there)
The output is the data: the geography is in scripts/mapgen/scenarios/war_1941/geography.py, the
forces in forces.py beside it, the rules and choices in its __init__.py; edit them and run this
again to change the map or the forces. scripts/check_generated.sh checks that the committed file
is what this draws.
"""

from mapgen.cli import main
from mapgen.scenarios import war_1941

if __name__ == "__main__":
    main(war_1941.build, "war_1941.ron")
