#!/usr/bin/env python3
"""Checks that a screenshot is a picture: a PNG, not tiny, not (nearly) one colour (a black
window, or the clear colour with nothing drawn). Standard library only. Each --has '#rrggbb:P'
also asks that at least P percent of the (sampled) pixels be within 8 of that colour.

    tests/png_check.py FILE.png [--has '#rrggbb:P' ...]
"""
import struct, sys, zlib

path = sys.argv[1]
wanted = []
args = sys.argv[2:]
while args:
    if args[0] != "--has" or len(args) < 2:
        sys.exit(f"usage: {sys.argv[0]} FILE.png [--has '#rrggbb:PERCENT' ...]")
    colour, percent = args[1].split(":")
    wanted.append((bytes.fromhex(colour.lstrip("#")), float(percent)))
    args = args[2:]
try:
    data = open(path, "rb").read()
except OSError as e:
    sys.exit(f"FAIL: no screenshot: {e}")
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"FAIL: {path} is not a PNG")
pos, idat, header = 8, b"", None
while pos < len(data):
    (length,), kind = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
width, height, depth, colour_type = header[:4]
if depth != 8 or colour_type not in (2, 6):
    sys.exit(f"FAIL: unexpected PNG format (depth {depth}, colour type {colour_type})")
bpp = 3 if colour_type == 2 else 4
raw = zlib.decompress(idat)
stride = width * bpp
rows, prev = [], bytearray(stride)
for y in range(height):
    f = raw[y * (stride + 1)]
    line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 1:
            line[i] = (line[i] + a) & 255
        elif f == 2:
            line[i] = (line[i] + b) & 255
        elif f == 3:
            line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(bytes(line))
    prev = line
colours = {}
for line in rows[::4]:
    for x in range(0, width, 4):
        px = line[x * bpp:x * bpp + 3]
        colours[px] = colours.get(px, 0) + 1
total = sum(colours.values())
top = max(colours.values())
print(f"{path}: {width}x{height}, {len(colours)} colours in a 1/16 sample, "
      f"the commonest covers {100 * top / total:.1f}%")
if width < 64 or height < 64:
    sys.exit("FAIL: the screenshot is too small")
if len(colours) < 16 or top / total > 0.9:
    sys.exit("FAIL: the screenshot is (nearly) one colour: nothing was drawn")
for colour, percent in wanted:
    near = sum(n for px, n in colours.items()
               if all(abs(px[i] - colour[i]) <= 8 for i in range(3)))
    share = 100 * near / total
    print(f"#{colour.hex()}: {share:.1f}% of the pixels (at least {percent}% wanted)")
    if share < percent:
        sys.exit(f"FAIL: too little #{colour.hex()}")
print("OK")
