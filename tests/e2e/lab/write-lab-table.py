#!/usr/bin/env python3
"""docs/RESULTS.md's write tables from write-lab.json files: per run the MB/s
at each nfs_congestion_kb value (the median of its measurements, the best in
bold), the default marked, and at each value the WRITEs, COMMITs and the
disk's busy share; where a run has the write tune, what it ended on."""
import json
import sys


def size(kib):
    return f"{kib // 1024} MiB" if kib >= 1024 and kib % 1024 == 0 else f"{kib} KiB"


def rate(mb):
    return f"{mb:.2f}" if mb < 1 else f"{mb:.1f}" if mb < 10 else f"{mb:.0f}"


WORKLOADS = {"random": "random 4 KiB + fsync", "sequential": "1 MiB + fsync",
             "files": "small files, each closed"}


def tune_cell(tune):
    """"kept-start, 2 trials, 20 s: 45440 KiB 41" (the value it left, measured
    as the ladder measures)."""
    if not tune:
        return ""
    return (f"{tune['result']}, {tune['trials']} trials, {tune['elapsed_s']:.0f} s: "
            f"{size(tune['final_kb'])} {rate(tune['mb_per_s'])}")


def main():
    lab = []
    for path in sys.argv[1:]:
        try:
            lab.append(json.load(open(path)))
        except (OSError, ValueError) as error:
            print(f"<!-- {path}: {error} -->")
    runs = [(one.get("default_kb"), r) for one in lab for r in one["runs"]]
    # The kernel's default differs with the memory and the page size: one
    # column for it, whatever its value.
    values = sorted({p["congestion_kb"] for d, r in runs for p in r["ladder"] if p["congestion_kb"] != d})
    columns = [size(v) for v in values] + ["default"]
    tuned = any(r.get("tune") for d, r in runs)
    print("| kernel | NFS | one-way delay | writes | " + " | ".join(columns) +
          " | best vs default | advice from the default |" +
          (" tune from the default |" if tuned else ""))
    print("| --- " * (len(columns) + 6 + tuned) + "|")
    for default, r in runs:
        mb = {p["congestion_kb"]: p["mb_per_s"] for p in r["ladder"]}
        best = max(mb.values())
        cells = []
        for v in values + [default]:
            if v not in mb:
                cells.append("")
                continue
            cell = f"**{rate(mb[v])}**" if mb[v] == best else rate(mb[v])
            cells.append(cell + (f" ({size(v)})" if v == default else ""))
        gain = f"{(best / mb[default] - 1) * 100:+.0f} %" if default in mb and mb[default] else ""
        advice = " → ".join(f"{size(s['congestion_kb'])} {rate(s['mb_per_s'])}"
                            + (" keep" if s["proposed_kb"] is None else "")
                            for s in r.get("advice_steps") or [])
        print(f"| {r['kernel'].split('+')[0]} | v{r['vers']} | {r['delay_ms']} ms | "
              f"{WORKLOADS.get(r['workload'], r['workload'])} | " + " | ".join(cells) +
              f" | {gain} | {advice} |" + (f" {tune_cell(r.get('tune'))} |" if tuned else ""))
    print()
    print("On the wire and at the disk (medians): WRITEs / COMMITs / disk busy.")
    print()
    print("| kernel | one-way delay | writes | " + " | ".join(columns) + " |")
    print("| --- " * (len(columns) + 3) + "|")
    for default, r in runs:
        by = {p["congestion_kb"]: p for p in r["ladder"]}
        cells = [f"{by[v]['writes']} / {by[v]['commits']} / {by[v]['disk_busy_percent']} %"
                 if v in by else "" for v in values + [default]]
        print(f"| {r['kernel'].split('+')[0]} | {r['delay_ms']} ms | "
              f"{WORKLOADS.get(r['workload'], r['workload'])} | " + " | ".join(cells) + " |")

if __name__ == "__main__":
    main()
