#!/usr/bin/env python3
"""Judges a diagnosis lab run (diagnose-lab.json, run-diagnose-lab.sh): the
verdict names the bottleneck the scenario created in at least all but one of
them, never "round-trip" (readahead) where readahead is not the limit, and
where the prescription was the readahead, applying it gained 20 % or more
and the diagnosis after it was compared with the one before.
Exits 1 with what missed."""
import json
import sys

NOT_READAHEAD = {"server", "losses", "metadata", "page-cache"}
MIN_GAIN = 0.20


def judge(lab):
    """The problems of one run, in words (none: it passes)."""
    problems = []
    scenarios = lab.get("scenarios", [])
    if not scenarios:
        return ["no scenario ran"]
    named = [s for s in scenarios if s["verdict"] == s["expected"]]
    for s in scenarios:
        if s["verdict"] != s["expected"]:
            print(f"  {s['name']}: said {s['verdict']} (close: {s['close']})")
        if s["expected"] in NOT_READAHEAD and (
                s["verdict"] == "round-trip" or s["prescription"] == "readahead"):
            problems.append(f"{s['name']}: said the readahead where it is not the limit")
        if s["prescription"] == "readahead":
            before, after = s["before_mb_per_s"], s["after_mb_per_s"]
            if not before or not after:
                problems.append(f"{s['name']}: the prescription was not measured")
            elif after < before * (1 + MIN_GAIN):
                problems.append(f"{s['name']}: the readahead gained {after / before - 1:.0%} "
                                f"({before} -> {after} MB/s), not {MIN_GAIN:.0%}")
            # The check: diagnosed again, compared with the diagnosis before.
            if not s.get("compared"):
                problems.append(f"{s['name']}: diagnosed again without the one before")
    if len(named) < len(scenarios) - 1:
        problems.append(f"named {len(named)} of {len(scenarios)} bottlenecks")
    return problems


def main():
    with open(sys.argv[1]) as f:
        lab = json.load(f)
    problems = judge(lab)
    for s in lab.get("scenarios", []):
        gain = ""
        if s["before_mb_per_s"] and s["after_mb_per_s"]:
            gain = f", {s['before_mb_per_s']} -> {s['after_mb_per_s']} MB/s"
        print(f"{lab.get('kernel')}: {s['name']}: {s['verdict']}{gain}")
    for problem in problems:
        print("check-diagnose-lab: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
