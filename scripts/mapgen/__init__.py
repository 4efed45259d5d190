"""Steppe's map generators as one package.

The original maps (scenarios/typhoon_1941.ron, war_1941.ron, zw_blue.ron, gpw_campaign.ron) are
drawn from coarse outlines of real geography by scripts/gen_typhoon.py, gen_war_1941.py,
gen_zw_blue.py and gen_gpw_campaign.py (the campaign joins War Against Russia's and Operation
Blue's geography), zw_campaign.ron by gen_zw_campaign.py (the same land at Operation Blue's
scale), and war_campaign.ron by gen_war_campaign.py on Barbarossa 1941's map, each a thin entry
point to its scenario under `mapgen.scenarios`. The shared machinery lives
here, once:

    grid.py      the hex grid: sinusoidal projection of lon/lat, hex centres, neighbours,
                 hexsides, distances; point in polygon and segment crossing
    notation.py  the small text notations the data is written in (points, tables, lines)
    terrain.py   painting terrain from outlines, lakes and places on land, looking places up
    lines.py     rivers and other hexside lines, rails and roads as runs of hexes
    control.py   the control border, from a front line or from an outline of one side's land
    units.py     a unit record and the words for numbered formations
    place.py     where each unit starts: stacking, the front line, second-line room
    ron.py       the RON writer: the scenario's header, map, units and sections
    cli.py       the command line every generator shares (`-` prints, a path writes there)

Every generator's output is checked byte for byte against the committed scenario by
scripts/check_generated.sh (part of scripts/test.sh).
"""
