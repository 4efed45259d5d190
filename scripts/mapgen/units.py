"""Units as the generators write them, and the words for numbered formations."""

from collections import namedtuple

# A unit: id, name, nationality, type, size (a RON identifier: Division, Corps, Army), steps
# [(attack, defense, movement)] from full strength down, efficiency (written only if not None),
# and where it starts (a place name or (lon, lat); None: near its group's anchor).
Unit = namedtuple("Unit", "id name nat type size steps efficiency where",
                  defaults=(None, None))


def nth(n):
    """1st, 2nd, 3rd, 4th, 11th, 22nd, 383rd."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def roman(n):
    """Corps numbers as the Germans wrote them: XXXXI, XXXXIX, LVI."""
    tens = "L" + "X" * (n // 10 - 5) if n >= 50 else "X" * (n // 10)
    return tens + ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][n % 10]
