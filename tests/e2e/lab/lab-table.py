#!/usr/bin/env python3
"""docs/RESULTS.md's table from lab.json files (scripts/lab-table.sh)."""
import json
import sys


def size(kib):
    return f"{kib // 1024} MiB" if kib >= 1024 and kib % 1024 == 0 else f"{kib} KiB"


def main():
    runs = []
    for path in sys.argv[1:]:
        try:
            runs += json.load(open(path))["runs"]
        except (OSError, ValueError, KeyError) as error:
            print(f"<!-- {path}: {error} -->")
    values = sorted({p["read_ahead_kb"] for r in runs for p in r["ladder"]})
    print("| kernel | NFS | one-way delay | reads | " +
          " | ".join(size(v) for v in values) + " | advisor from 128 KiB |")
    print("| --- " * (len(values) + 5) + "|")
    for r in runs:
        rate = {p["read_ahead_kb"]: p["mb_per_s"] for p in r["ladder"]}
        best = max(rate.values())
        cells = [(f"**{rate[v]:.0f}**" if rate[v] == best else f"{rate[v]:.0f}") if v in rate
                 else "" for v in values]
        steps = " → ".join(f"{size(s['read_ahead_kb'])} {s['mb_per_s']:.0f}"
                           + (" keep" if s["verdict"] == "keep" else "")
                           for s in r["advisor_steps"])
        print(f"| {r['kernel'].split('+')[0]} | v{r['vers']} | {r['delay_ms']} ms | "
              f"{size(r['read_size'] // 1024)} | " + " | ".join(cells) + f" | {steps} |")


if __name__ == "__main__":
    main()
