#!/usr/bin/env python3
"""Judges a write lab's write-lab.json (run-write-lab.sh): in each run the
write-back advice followed from the default reaches at least 90 % of the
ladder's best within two applies and then says keep, and the write tune from
the default (where the run has one) ends at least 90 % of it in at most 8
trials and 180 s, never below the start (issue 64). The value either ends on
is judged by the ladder's figure for it where the ladder has it (the median
of its measurements, taken one after the other), else by its own. Prints one MISSED line per run that does not and a summary; exits 1 on
any miss."""
import json
import sys

SHARE = 0.9      # of the ladder's best
MAX_APPLIES = 2  # values set on the advice's word before it keeps
MAX_TRIALS = 8   # of the write tune
MAX_SECONDS = 180


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
    return missed + judge_tune(run, where, best, on_ladder)


def judge_tune(run, where, best, on_ladder):
    """The write tune's MISSED lines (none: it holds, or the run has no tune)."""
    tune = run.get("tune")
    if tune is None:
        return []
    missed = []
    if tune["exit"] != 0 or tune["result"] not in ("tuned", "kept-start"):
        return [f"MISSED: {where}: the tune ended {tune['result']} (exit {tune['exit']})"]
    if tune["trials"] > MAX_TRIALS or tune["elapsed_s"] > MAX_SECONDS:
        missed.append(f"MISSED: {where}: the tune took {tune['trials']} trials, "
                      f"{tune['elapsed_s']:.0f} s")
    if tune["final_kb"] < tune["start_kb"]:
        missed.append(f"MISSED: {where}: the tune ended below its start")
    ended = on_ladder.get(tune["final_kb"], tune["mb_per_s"])
    if ended < SHARE * best:
        missed.append(f"MISSED: {where}: the tune ended on {tune['final_kb']} KiB at {ended} "
                      f"MB/s, below 90% of the ladder's best {best}")
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
          "ladder's best, with the advice (and the tune where it ran)")
    sys.exit(1 if missed or not runs else 0)


if __name__ == "__main__":
    main()
