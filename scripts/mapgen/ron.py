"""The RON writer: a scenario file as steppe reads it (docs/data-format.md), line by line.

Values are written as the generators always wrote them: strings in double quotes without
escapes, identifiers and enum variants bare, one record a line unless it asks to wrap.

The three generators' writers had drifted only in what their scenarios hold, so one writer takes
it as data: a place's features are a list (Typhoon's and Operation Blue's places have one each),
roads may be absent (Operation Blue has none), a unit's efficiency is written only when it has
one (Typhoon's units), reinforcements may name their entry hexes (Typhoon's Soviets). A hexside
line that crosses no hexside is left out; the Kerch Strait and the Stalin Line were written
even then, but they always cross some.
"""


class Raw(str):
    """Written as it is: RON already written (a record)."""


class Ident(Raw):
    """A RON identifier or enum variant, written bare: Division, EndOfGame, Odd."""


class Variant:
    """An enum variant holding a value: Hexes(["0101", "0102"])."""

    def __init__(self, name, inner):
        self.name, self.inner = name, inner


def value(v):
    if isinstance(v, Raw):
        return str(v)
    if isinstance(v, str):
        return f'"{v}"'
    if isinstance(v, Variant):
        return f"{v.name}({value(v.inner)})"
    if isinstance(v, tuple):
        return "(" + ", ".join(map(value, v)) + ")"
    if isinstance(v, list):
        return "[" + ", ".join(map(value, v)) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{value(k)}: {value(x)}" for k, x in v.items()) + "}"
    return str(v)


def record(wrap=(), **fields):
    """(name: value, ...); a field named in `wrap` starts a new line, one column inside the
    record's opening parenthesis."""
    parts = [f"{k}: {value(v)}" for k, v in fields.items()]
    text = parts[0]
    for k, part in zip(list(fields)[1:], parts[1:]):
        text += (",\n " if k in wrap else ", ") + part
    return Raw("(" + text + ")")


class Writer:
    """A scenario file for a grid: `text()` when done."""

    def __init__(self, grid):
        self.grid, self.out = grid, []

    def line(self, text=""):
        self.out.append(text)

    def lines(self, text, indent=0):
        for line in text.splitlines():
            self.line(" " * indent + line)

    def comment(self, text, indent=4):
        """Comment lines, one a line of `text`."""
        for line in text.splitlines():
            self.line(" " * indent + "// " + line)

    def label(self, h):
        return self.grid.label(*h)

    def side_label(self, side):
        return f"{self.label(side[0])}/{self.label(side[1])}"

    def text(self):
        return "\n".join(self.out) + "\n"

    def start(self, header, **fields):
        """The header comment (its lines as they are) and the scenario's first fields."""
        self.lines(header)
        self.line("Scenario(")
        for k, v in fields.items():
            self.line(f"    {k}: {value(v)},")
        self.line("")

    def map(self, terrain, hexsides, rails, roads, places, control):
        """The map: terrain rows north first; `hexsides` [(comment, kind, sides)] (lines without
        sides left out); `rails` and `roads` runs of hexes (roads None: no roads); `places`
        [(name, hex, features)], the first place on a hex kept; the control border."""
        g = self.grid
        self.line("    map: (")
        self.line(f"        width: {g.w},")
        self.line(f"        height: {g.h},")
        self.line("        shifted_columns: Odd,")
        self.line("")
        self.line(f"        // North row first. Columns 01..{g.w} left to right.")
        self.line("        //        " + "".join(str((c + 1) // 10) for c in range(g.w)))
        self.line("        //        " + "".join(str((c + 1) % 10) for c in range(g.w)))
        self.line("        terrain: [")
        for r in range(g.h):
            self.line(f'            "{terrain.row(r)}", // {r + 1:02}')
        self.line("        ],")
        self.line("        hexsides: [")
        for comment, kind, sides in hexsides:
            if sides:
                self.line(f"            // {comment}")
                self.line("            " + record(kind=kind,
                                                  sides=[self.side_label(s) for s in sides]) + ",")
        self.line("        ],")
        for name, runs in (("rails", rails), ("roads", roads)):
            if runs is None:
                continue
            self.line(f"        {name}: [")
            for run in runs:
                self.line(f"            {value([self.label(h) for h in run])},")
            self.line("        ],")
        self.line("        places: [")
        used = set()
        for name, h, features in places:
            if h in used:
                continue
            used.add(h)
            self.line("            " + record(hex=self.label(h), name=name,
                                              features=list(features)) + ",")
        self.line("        ],")
        fields = dict(west=control.west, east=control.east, border=control.border)
        held = {}
        for h, side in sorted(control.held.items()):
            if side != (control.west if h[0] < control.border[h[1]] else control.east):
                held.setdefault(side, []).append(self.label(h))
        if held:
            fields["held"] = [record(side=side, hexes=hexes) for side, hexes in held.items()]
        self.line("        control: " + record(**fields) + ",")
        self.line("    ),")
        self.line("")

    def unit(self, unit, h=None):
        fields = dict(id=unit.id, name=unit.name, nationality=unit.nat, type=unit.type,
                      size=Ident(unit.size))
        if unit.efficiency is not None:
            fields["efficiency"] = unit.efficiency
        fields["steps"] = list(unit.steps)
        if h is not None:
            fields["at"] = self.label(h)
        self.line("        " + record(**fields) + ",")

    def units(self, placed, reinforcements):
        """The units on the map by group ([(comment, side, [(unit, hex)])]), then those arriving
        ([(turn, [units])]) without a hex."""
        ids = [u.id for _, _, units in placed for u, _ in units] + \
            [u.id for _, units in reinforcements for u in units]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        assert not twice, f"unit ids used twice: {twice}"
        self.line("    units: [")
        for comment, _, units in placed:
            self.line(f"        // {comment}")
            for unit, h in units:
                self.unit(unit, h)
        self.line("        // Reinforcements")
        for _, units in reinforcements:
            for unit in units:
                self.unit(unit)
        self.line("    ],")

    def reinforcements(self, reinforcements, comment=None, entry=lambda units: None):
        """Each turn's arrivals by id; `entry(units)`: the hexes they enter at, if not their
        side's usual ones."""
        if comment:
            self.comment(comment)
        self.line("    reinforcements: [")
        for turn, units in reinforcements:
            fields = dict(turn=turn, units=[u.id for u in units])
            hexes = entry(units)
            if hexes is not None:
                fields["entry"] = Variant("Hexes", [self.label(h) for h in hexes])
            self.section_row(record(wrap=("entry",), **fields))
        self.line("    ],")

    def withdrawals(self, withdrawals, comment):
        """Each withdrawal's turn and units ([(turn, "id id ...", why)]), the reasons after the
        comment's first line."""
        rows = [record(turn=t, units=ids.split()) for t, ids, _ in withdrawals]
        self.section("withdrawals", rows,
                     comment + "\n" + "\n".join(f"turn {t}: {why}" for t, _, why in withdrawals))

    def section_row(self, text):
        self.lines(text, indent=8)
        self.out[-1] += ","

    def section(self, name, rows, comment=None):
        """A list of records (or any RON values), one a row, after a comment."""
        if comment:
            self.comment(comment)
        self.line(f"    {name}: [")
        for row in rows:
            self.section_row(value(row))
        self.line("    ],")

    def field(self, name, v, comment=None):
        """A field on one line: `name: value,`."""
        if comment:
            self.comment(comment)
        self.line(f"    {name}: {value(v)},")

    def end(self):
        self.line(")")
