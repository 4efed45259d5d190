"""The small text notations the scenarios' geography is written in."""


def pts(text):
    """The (lon, lat) points of a text "lon lat, lon lat, ..."."""
    return [tuple(float(v) for v in pt.split()) for pt in text.split(",")]


def table(text):
    """{name: (lon, lat)} from a text "Name lon lat; Name lon lat; ..."."""
    rows = (item.strip().rsplit(None, 2) for item in text.split(";") if item.strip())
    return {name: (float(lon), float(lat)) for name, lon, lat in rows}


def lines(text):
    """Rail lines and roads: waypoints (places or junctions) joined by " - ", ended by ";"."""
    return [" ".join(line.split()) for line in text.split(";") if line.strip()]


def waypoints(line):
    """The waypoints of a line: a list as it is, or a text "A - B - C" split."""
    return line.split(" - ") if isinstance(line, str) else line
