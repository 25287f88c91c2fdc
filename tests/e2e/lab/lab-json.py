#!/usr/bin/env python3
"""Assembles the lab's lab.json from what guest-lab.sh wrote (run-N/ folders)."""
import json
import pathlib
import sys


def number(text):
    try:
        return int(text)
    except ValueError:
        return float(text)


def run_of(folder):
    kernel, vers, rsize, delay, read_size, pattern, *file_mb = (folder / "run").read_text().split()
    ladder = []
    for line in (folder / "ladder").read_text().splitlines():
        kib, median, *runs = line.split()
        ladder.append({"read_ahead_kb": int(kib), "mb_per_s": number(median),
                       "runs": [number(r) for r in runs]})
    sweep = None
    sweep_file = folder / "sweep.json"
    if sweep_file.exists() and sweep_file.stat().st_size:
        raw = json.loads(sweep_file.read_text())
        sweep = {"best_kb": raw.get("best_kb"), "knee_kb": raw.get("knee_kb"),
                 "points": [{"read_ahead_kb": p["requested_kb"],
                             "mb_per_s": round(p["median_mb_per_s"], 2)}
                            for p in raw.get("points", [])]}
    steps = None if not (folder / "steps").exists() else []
    for line in (folder / "steps").read_text().splitlines() if steps is not None else []:
        kib, median, verdict, recommended, *runs = line.split()
        steps.append({"read_ahead_kb": int(kib), "mb_per_s": number(median),
                      "verdict": verdict,
                      "recommended_kb": None if recommended == "none" else int(recommended),
                      "runs": [number(r) for r in runs]})
    return {"kernel": kernel, "vers": vers, "rsize": int(rsize), "delay_ms": int(delay),
            "read_size": int(read_size), "pattern": pattern,
            "file_mb": int(file_mb[0]) if file_mb else None, "ladder": ladder,
            "sweep": sweep, "advisor_steps": steps, "tune": tune_of(folder)}


def tune_of(folder):
    """The tune's JSON with its exit status and its final value measured as the
    ladder measures; None when the run had no tune."""
    rc = folder / "tune.rc"
    if not rc.exists():
        return None
    try:
        tune = json.loads((folder / "tune.json").read_text())
    except ValueError:
        tune = {"error": (folder / "tune.err").read_text()}
    tune["exit"] = int(rc.read_text())
    final = folder / "tune-final"
    if final.exists():
        kib, median, *runs = final.read_text().split()
        tune["final_mb_per_s"] = number(median)
        tune["final_runs"] = [number(r) for r in runs]
    return tune


def main():
    out = pathlib.Path(sys.argv[1])
    folders = sorted((p for p in out.glob("run-*") if (p / "run").exists()),
                     key=lambda p: int(p.name.split("-")[1]))
    json.dump({"runs": [run_of(f) for f in folders]}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
