#!/usr/bin/env python3
"""Draws scenarios/zw_campaign.ron, Zhukov's War 1942-1943: July 1942 to December 1943 on the
whole front, from the Leningrad pocket to the Caucasus.

Run: python3 scripts/gen_zw_campaign.py   (writes scenarios/zw_campaign.ron; `-` prints it
instead, a path writes it there)
The geography and the front of 28 June 1942 are in scripts/mapgen/scenarios/zw_campaign/
geography.py, the forces and their sources in forces.py, the replacements and victory with
their choices in its __init__.py. scripts/check_generated.sh checks that the committed file is
what this draws.
"""

from mapgen.cli import main
from mapgen.scenarios import zw_campaign

if __name__ == "__main__":
    main(zw_campaign.build, "zw_campaign.ron")
