"""Test oracle for the SEG-Y reader: writes fixtures with segyio and dumps segyio's own reading.

Usage: /usr/bin/python3 segyio_oracle.py DIR 'JSON list of fixtures'
Each fixture: {name, format, endian, ilines: [..], xlines: [..], samples, interval, delay, textual,
order: "inline" (default) | "crossline"}.
segyio 1.8.3 writes 1- and 2-byte samples in 4-byte units (a last partial unit is lost, and little-endian
files get them swapped by 4-byte words): keep samples × bytes a multiple of 4; the tests compare with
what segyio reads back, which is what the file holds.
One inline makes a 2D line (traces in CDP order); more make a 3D volume sorted by inline.
Prints JSON: per fixture the path, binary header, trace headers, samples and geometry as segyio reads them.
"""
import json
import math
import sys

import numpy as np
import segyio

DTYPES = {1: np.float32, 2: np.int32, 3: np.int16, 5: np.float32, 8: np.int8}


def amplitude(fmt, trace, sample):
    # Wiggles with a distinct value per sample, exact in each format's type.
    v = math.sin(trace * 0.7 + sample * 0.31) * (1 + (sample % 7))
    if fmt == 8:
        return int(round(v * 15))
    if fmt == 3:
        return int(round(v * 3000))
    if fmt == 2:
        return int(round(v * 1_000_000))
    return v * 1234.5


def write(directory, fx):
    path = f"{directory}/{fx['name']}.sgy"
    spec = segyio.spec()
    spec.format = fx["format"]
    spec.endian = fx.get("endian", "big")
    spec.samples = list(range(fx["samples"]))
    by_crossline = fx.get("order") == "crossline"
    spec.sorting = 1 if by_crossline else 2
    spec.iline = 189
    spec.xline = 193
    spec.ilines = fx["ilines"]
    spec.xlines = fx["xlines"]
    with segyio.create(path, spec) as f:
        f.bin.update(hdt=fx["interval"], dto=fx["interval"], hns=fx["samples"])
        if by_crossline:
            pairs = [(il, xl) for xl in fx["xlines"] for il in fx["ilines"]]
        else:
            pairs = [(il, xl) for il in fx["ilines"] for xl in fx["xlines"]]
        for i, (il, xl) in enumerate(pairs):
            f.header[i] = {
                segyio.su.iline: il,
                segyio.su.xline: xl,
                segyio.su.cdp: 1000 + i if len(fx["ilines"]) == 1 else 0,
                segyio.su.sx: 500000 + 25 * i,
                segyio.su.sy: 6000000 + 12 * i,
                segyio.su.cdpx: 5000000 + 250 * xl + 3 * il,
                segyio.su.cdpy: 60000000 + 120 * il - xl,
                segyio.su.scalco: -10,
                segyio.su.delrt: fx.get("delay", 0),
                segyio.su.ns: fx["samples"],
                segyio.su.dt: fx["interval"],
                197: 200 + 2 * i,
                segyio.su.tracf: i + 1,
            }
            values = [amplitude(fx["format"], i, s) for s in range(fx["samples"])]
            f.trace[i] = np.array(values, dtype=DTYPES[fx["format"]])
    if fx.get("textual") == "ascii":
        cards = "".join(f"C{n + 1:2d} ASCII CARD {n + 1}".ljust(80) for n in range(40))
        with open(path, "r+b") as raw:
            raw.write(cards.encode("ascii"))
    elif fx.get("textual"):
        with segyio.open(path, "r+", ignore_geometry=True, endian=spec.endian) as f:
            f.text[0] = fx["textual"]
    return path


def dump(path, fx):
    with segyio.open(path, ignore_geometry=True, endian=fx.get("endian", "big")) as f:
        return {
            "path": path,
            "tracecount": f.tracecount,
            "format": int(f.format),
            "samples": [float(s) for s in f.samples],
            "bin": {str(int(k)): int(v) for k, v in f.bin.items()},
            "headers": [{str(int(k)): int(v) for k, v in f.header[i].items()} for i in range(f.tracecount)],
            "traces": [[float(x) for x in f.trace[i]] for i in range(f.tracecount)],
            # segyio decodes EBCDIC to ASCII; an ASCII header comes back as EBCDIC-decoded noise.
            "text": f.text[0].decode("latin1"),
        }


def main():
    directory = sys.argv[1]
    fixtures = json.loads(sys.argv[2])
    print(json.dumps({fx["name"]: dump(write(directory, fx), fx) for fx in fixtures}))


main()
