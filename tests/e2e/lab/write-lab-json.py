#!/usr/bin/env python3
"""Assembles the write lab's write-lab.json from what guest-write-lab.sh wrote
(run-N/ folders): per nfs_congestion_kb value the median MB/s of its
measurements, each measurement, and the wire's and the disk's medians; the
advice's steps from the default."""
import json
import pathlib
import statistics
import sys


def run_of(folder):
    kernel, vers, delay, workload = (folder / "run").read_text().split()
    by_value = {}
    for line in (folder / "ladder").read_text().splitlines():
        kib, mb, writes, write_bytes, commits, busy = line.split()
        by_value.setdefault(int(kib), []).append(
            (float(mb), int(writes), int(write_bytes), int(commits), float(busy)))
    ladder = []
    for kib, measured in by_value.items():
        column = list(zip(*measured))
        ladder.append({"congestion_kb": kib,
                       "mb_per_s": round(statistics.median(column[0]), 2),
                       "runs": list(column[0]),
                       "writes": int(statistics.median(column[1])),
                       "write_bytes": int(statistics.median(column[2])),
                       "commits": int(statistics.median(column[3])),
                       "disk_busy_percent": round(statistics.median(column[4]))})
    steps = None if not (folder / "steps").exists() else []
    for line in (folder / "steps").read_text().splitlines() if steps is not None else []:
        kib, median, kinds, proposed, *runs = line.split()
        steps.append({"congestion_kb": int(kib), "mb_per_s": float(median),
                      "kinds": [] if kinds == "none" else [k for k in kinds.split(",") if k],
                      "proposed_kb": None if proposed == "none" else int(proposed),
                      "runs": [float(r) for r in runs]})
    return {"kernel": kernel, "vers": vers, "delay_ms": int(delay), "workload": workload,
            "ladder": ladder, "advice_steps": steps, "tune": tune_of(folder)}


def tune_of(folder):
    """The write tune from the default: what the CLI said, and the value it
    left measured as the ladder measures; None where it did not run."""
    if not (folder / "tune-final").exists():
        return None
    final, median, *runs = (folder / "tune-final").read_text().split()
    try:
        said = json.loads((folder / "tune.json").read_text())
    except (OSError, ValueError):
        said = {}
    return {"start_kb": said.get("start_kb"), "final_kb": int(final),
            "result": said.get("result"), "trials": len(said.get("steps", [])),
            "elapsed_s": said.get("elapsed_s"),
            "exit": int((folder / "tune.rc").read_text()),
            "mb_per_s": float(median), "runs": [float(r) for r in runs]}


def main():
    out = pathlib.Path(sys.argv[1])
    folders = sorted((p for p in out.glob("run-*") if (p / "run").exists()),
                     key=lambda p: int(p.name.split("-")[1]))
    default = out / "default_kb"
    json.dump({"default_kb": int(default.read_text()) if default.exists() else None,
               "runs": [run_of(f) for f in folders]}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
