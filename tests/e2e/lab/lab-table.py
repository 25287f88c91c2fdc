#!/usr/bin/env python3
"""docs/RESULTS.md's tables from lab.json files (scripts/lab-table.sh): the
ladder with the advisor followed from 128 KiB, or (--tune) with the tune."""
import json
import sys


def size(kib):
    return f"{kib // 1024} MiB" if kib >= 1024 and kib % 1024 == 0 else f"{kib} KiB"


def rate(mb):
    """MB/s as the table shows it: two figures at least."""
    return f"{mb:.2f}" if mb < 1 else f"{mb:.1f}" if mb < 10 else f"{mb:.0f}"


def tune_cell(tune):
    steps = " → ".join(f"{size(s['read_ahead_kb'])} {rate(s['mb_per_s'])}" for s in tune.get("steps", []))
    final = tune.get("final_kb")
    after = tune.get("final_mb_per_s")
    end = (f"**{size(final)}**, {rate(after)} after" if final is not None and after is not None
           else tune.get("result", "?"))
    return (f"{steps} = {end} ({tune.get('result')}, {len(tune.get('steps', []))} trials, "
            f"{tune.get('elapsed_s', 0):.0f} s)")


def reads(run):
    kind = size(run["read_size"] // 1024)
    if run["pattern"] == "random":
        kind = f"random {kind}"
        if run.get("file_mb"):
            kind += f" ({run['file_mb']} MiB file)"
    return kind


def main():
    tune = "--tune" in sys.argv[1:]
    runs = []
    for path in [a for a in sys.argv[1:] if a != "--tune"]:
        try:
            runs += json.load(open(path))["runs"]
        except (OSError, ValueError, KeyError) as error:
            print(f"<!-- {path}: {error} -->")
    values = sorted({p["read_ahead_kb"] for r in runs for p in r["ladder"]})
    last = "tune from 128 KiB" if tune else "advisor from 128 KiB"
    print("| kernel | NFS | one-way delay | reads | " +
          " | ".join(size(v) for v in values) + f" | {last} |")
    print("| --- " * (len(values) + 5) + "|")
    for r in runs:
        mb = {p["read_ahead_kb"]: p["mb_per_s"] for p in r["ladder"]}
        best = max(mb.values())
        cells = [(f"**{rate(mb[v])}**" if mb[v] == best else rate(mb[v])) if v in mb
                 else "" for v in values]
        if tune:
            steps = tune_cell(r["tune"]) if r.get("tune") else ""
        else:
            steps = " → ".join(f"{size(s['read_ahead_kb'])} {s['mb_per_s']:.0f}"
                               + (" keep" if s["verdict"] == "keep" else "")
                               for s in r.get("advisor_steps") or [])
        print(f"| {r['kernel'].split('+')[0]} | v{r['vers']} | {r['delay_ms']} ms | "
              f"{reads(r)} | " + " | ".join(cells) + f" | {steps} |")


if __name__ == "__main__":
    main()
