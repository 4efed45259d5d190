#!/usr/bin/env python3
"""Draws scenarios/war_campaign.ron, War Against Russia 1941-1943: the campaign from Barbarossa
to Kursk, on Barbarossa 1941's map (scripts/gen_war_1941.py) with the forces that joined both
sides to June 1943.

Run: python3 scripts/gen_war_campaign.py   (writes scenarios/war_campaign.ron; `-` prints it
instead, a path writes it there)
The forces of 1942-43 and their sources are in scripts/mapgen/scenarios/war_campaign/forces.py,
the replacements and victory with their choices in its __init__.py.
scripts/check_generated.sh checks that the committed file is what this draws.
"""

from mapgen.cli import main
from mapgen.scenarios import war_campaign

if __name__ == "__main__":
    main(war_campaign.build, "war_campaign.ron")
