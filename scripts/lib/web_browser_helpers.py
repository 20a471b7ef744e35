"""Helpers for scripts/check-web-browser: a PNG reader with the standard library alone, and the
share of a screenshot's pixels that are not its background.

scripts/png-pixels decodes PNGs too, but it is a command (it runs its main() when loaded), so it
cannot be imported; this reader is the same algorithm, made fast for what Chromium's DevTools
screenshots taken with optimizeForSpeed hold (every row filtered with "Up", which is done here on
whole rows at once as big-integer arithmetic instead of byte by byte). The other filters work too,
only slower (a second or two for a 1280x800 screenshot).
"""
import array
import collections
import struct
import zlib

_CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # PNG colour type: grey, RGB, grey+alpha, RGBA


def _add_bytewise(line, previous, low, high):
    """Each byte of line plus the byte above it, modulo 256, for a whole row at once: the low seven
    bits of every byte add without carrying into the next byte, and the top bits by exclusive or."""
    a = int.from_bytes(line, "big")
    b = int.from_bytes(previous, "big")
    return (((a & low) + (b & low)) ^ ((a ^ b) & high)).to_bytes(len(line), "big")


def read_png(path):
    """(width, height, channels, pixels): pixels is every row's bytes, unfiltered, one after
    another. Only 8-bit images without interlace (what Chromium writes); raises ValueError else."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    position, idat, header = 8, [], None
    while position + 8 <= len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError(f"{path} has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in _CHANNELS or interlace != 0:
        raise ValueError(f"{path}: only 8-bit PNGs without interlace (depth {depth}, colour type {colour}, interlace {interlace})")
    channels = _CHANNELS[colour]
    stride = width * channels
    raw = zlib.decompress(b"".join(idat))
    if len(raw) < height * (stride + 1):
        raise ValueError(f"{path}: image data is short ({len(raw)} bytes for {width}x{height})")
    low = int.from_bytes(b"\x7f" * stride, "big")
    high = int.from_bytes(b"\x80" * stride, "big")
    rows, previous = [], bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], raw[start + 1 : start + 1 + stride]
        if kind == 0:
            pass
        elif kind == 2:
            line = _add_bytewise(line, previous, low, high)
        elif kind in (1, 3, 4):
            line = bytearray(line)
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                up = previous[i]
                if kind == 1:
                    predictor = left
                elif kind == 3:
                    predictor = (left + up) >> 1
                else:
                    corner = previous[i - channels] if i >= channels else 0
                    p = left + up - corner
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
            line = bytes(line)
        else:
            raise ValueError(f"{path}: unknown filter {kind} on row {y}")
        rows.append(line)
        previous = line
    return width, height, channels, b"".join(rows)


def busy_share(path):
    """(width, height, share, background): share is the fraction of pixels whose colour differs from
    the most common one (the background, as "RRGGBB"; alpha is counted in but not shown)."""
    width, height, channels, pixels = read_png(path)
    total = width * height
    if total == 0:
        return width, height, 0.0, ""
    if channels == 4:
        counts = collections.Counter(array.array("I", pixels))
        colour, count = counts.most_common(1)[0]
        background = colour.to_bytes(4, "little")[:3].hex().upper()
    else:
        counts = collections.Counter(zip(*(pixels[c::channels] for c in range(channels))))
        colour, count = counts.most_common(1)[0]
        background = bytes(colour[:3] if channels == 3 else (colour[0],) * 3).hex().upper()
    return width, height, 1 - count / total, background
