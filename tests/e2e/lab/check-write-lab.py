#!/usr/bin/env python3
"""Judges a write lab's write-lab.json (run-write-lab.sh): in each run the
write-back advice followed from the default reaches at least 90 % of the
ladder's best within two applies and then says keep (issue 64). The value it
ends on is judged by the ladder's figure for it where the ladder has it (the
median of its measurements, taken one after the other), else by the step's
own. Prints one MISSED line per run that does not and a summary; exits 1 on
any miss."""
import json
import sys

SHARE = 0.9      # of the ladder's best
MAX_APPLIES = 2  # values set on the advice's word before it keeps


def judge(run):
    """The run's MISSED lines (none: it holds)."""
    where = f"{run['kernel'].split('+')[0]} {run['delay_ms']} ms {run['workload']}"
    best = max(p["mb_per_s"] for p in run["ladder"])
    steps = run.get("advice_steps") or []
    if not steps:
        return [f"MISSED: {where}: the advice was not followed"]
    applies = sum(1 for s in steps if s["proposed_kb"] is not None
                  and s["proposed_kb"] != s["congestion_kb"])
    last = steps[-1]
    missed = []
    if last["proposed_kb"] is not None and last["proposed_kb"] != last["congestion_kb"]:
        missed.append(f"MISSED: {where}: no keep after {len(steps)} steps "
                      f"(it proposed {last['proposed_kb']} KiB)")
    if applies > MAX_APPLIES:
        missed.append(f"MISSED: {where}: {applies} applies, more than {MAX_APPLIES}")
    on_ladder = {p["congestion_kb"]: p["mb_per_s"] for p in run["ladder"]}
    ended = on_ladder.get(last["congestion_kb"], last["mb_per_s"])
    if ended < SHARE * best:
        missed.append(f"MISSED: {where}: the advice ended on {last['congestion_kb']} KiB at "
                      f"{ended} MB/s, below 90% of the ladder's best {best}")
    return missed


def main():
    runs = []
    for path in sys.argv[1:]:
        runs += json.load(open(path))["runs"]
    missed = 0
    for run in runs:
        lines = judge(run)
        missed += 1 if lines else 0
        for line in lines:
            print(line)
    print(f"write lab check: {len(runs) - missed} of {len(runs)} runs reach 90% of the "
          "ladder's best and keep")
    sys.exit(1 if missed or not runs else 0)


if __name__ == "__main__":
    main()
