"""The command line every generator shares.

    python3 scripts/gen_X.py        writes the scenario where it belongs (Operation Blue's
                                    generator has always printed it instead)
    python3 scripts/gen_X.py -      prints it
    python3 scripts/gen_X.py PATH   writes it to PATH

A summary of what was drawn goes to standard error.
"""

import os
import sys

SCENARIOS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "scenarios")


def main(build, default):
    """`build()` gives (text, summary); `default` is the scenario's file name under scenarios/,
    or "-" for a generator that has always printed its scenario."""
    args = sys.argv[1:]
    if len(args) > 1 or args[:1] in (["-h"], ["--help"]):
        raise SystemExit(__doc__)
    target = args[0] if args else default
    text, summary = build()
    if target == "-":
        sys.stdout.write(text)
    else:
        path = os.path.join(SCENARIOS, default) if not args else target
        with open(path, "w") as fh:
            fh.write(text)
    print(summary, file=sys.stderr)


def summary(grid, control, placed, reinforcements, places, rails, roads=None, east_nats=()):
    """One line on what was drawn: the map, units on it and arriving by side (a unit of the
    east side's nationality or of `east_nats` is the east side's), places and runs."""
    on_map = {control.west: 0, control.east: 0}
    for _, side, units in placed:
        on_map[side] += len(units)
    arriving = {control.west: 0, control.east: 0}
    for _, units in reinforcements:
        for unit in units:
            arriving[control.east if unit.nat == control.east or unit.nat in east_nats
                     else control.west] += 1
    runs = f"{len(rails)} rail" + (f" and {len(roads)} road" if roads is not None else "")
    return (f"{grid.w}x{grid.h} map; on the map: {on_map[control.west]} {control.west}, "
            f"{on_map[control.east]} {control.east} units; arriving: "
            f"{arriving[control.west]} {control.west}, {arriving[control.east]} {control.east}; "
            f"{len({h for _, h, _ in places})} places, {runs} runs")
