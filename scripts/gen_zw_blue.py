#!/usr/bin/env python3
"""Draws scenarios/zw_blue.ron, Zhukov's War: Operation Blue (summer 1942), from geography.

The map is steppe's own: every hex is classified from a few coarse outlines of real geography
(coasts, rivers, hills, forests, marshes) given in longitude/latitude, projected with a
simple sinusoidal projection centred on 40.5E 48N. 44 columns by 34 rows of flat-topped hexes
about 33 km across; printed numbers CCRR from 0101 in the north-west corner, even printed columns
half a hex lower (0-based odd columns shifted: `shifted_columns: Odd`).

Run: python3 scripts/gen_zw_blue.py > scenarios/zw_blue.ron   (it prints the scenario; a path
writes it there instead)
The output is the data: the geography is in scripts/mapgen/scenarios/zw_blue/geography.py, the
forces in forces.py beside it, the rules and choices in its __init__.py; edit them and run this
again to change the map or the forces. scripts/check_generated.sh checks that the committed file
is what this draws.
"""

from mapgen.cli import main
from mapgen.scenarios import zw_blue

if __name__ == "__main__":
    main(zw_blue.build, "-")
