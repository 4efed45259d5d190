#!/usr/bin/env python3
"""Draws scenarios/gpw_campaign.ron, The Great Patriotic War 1941-1945: the whole war, June 1941
to May 1945, on a map from Berlin to the Volga and from the Baltic to the Caucasus.

Run: python3 scripts/gen_gpw_campaign.py   (writes scenarios/gpw_campaign.ron; `-` prints it
instead, a path writes it there)
The geography is in scripts/mapgen/scenarios/gpw_campaign/geography.py, the forces and their
sources in forces.py, the replacements and victory with their choices in its __init__.py.
scripts/check_generated.sh checks that the committed file is what this draws.
"""

from mapgen.cli import main
from mapgen.scenarios import gpw_campaign

if __name__ == "__main__":
    main(gpw_campaign.build, "gpw_campaign.ron")
