#!/usr/bin/env python3
"""Holds check-diagnose-lab.py to what it must tell apart, on the
diagnose-lab.json files of real runs (tests/fixtures/lab): the runs pass;
a copy with one scenario misnamed still passes (6 of 7 is enough), two
misnamed fail, a slow server called "round-trip" fails whatever the count,
a readahead that gained less than 20 % fails, and so does one whose mount
was not diagnosed again against the diagnosis before."""
import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def judged(lab):
    """check-diagnose-lab.py's exit status and output on `lab`."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(lab, f)
    try:
        run = subprocess.run([sys.executable, os.path.join(HERE, "check-diagnose-lab.py"), f.name],
                             capture_output=True, text=True)
        return run.returncode, run.stdout
    finally:
        os.unlink(f.name)


def with_verdict(lab, name, verdict, prescription=None):
    changed = copy.deepcopy(lab)
    for s in changed["scenarios"]:
        if s["name"] == name:
            s["verdict"] = verdict
            if prescription:
                s["prescription"] = prescription
    return changed


def cases(lab):
    gain = copy.deepcopy(lab)
    for s in gain["scenarios"]:
        if s["prescription"] == "readahead":
            s["after_mb_per_s"] = s["before_mb_per_s"] * 1.1
    unchecked = copy.deepcopy(lab)
    for s in unchecked["scenarios"]:
        s["compared"] = None
    return [
        ("as run", lab, 0, []),
        ("one misnamed", with_verdict(lab, "application", "not-busy"), 0, []),
        ("two misnamed", with_verdict(with_verdict(lab, "application", "not-busy"),
                                      "metadata", "application"), 1, ["named 5 of 7"]),
        ("readahead for a slow server", with_verdict(lab, "server", "round-trip", "readahead"), 1,
         ["server: said the readahead where it is not the limit"]),
        ("gained 10 %", gain, 1, ["the readahead gained 10%"]),
        ("not checked", unchecked, 1, ["round-trip: diagnosed again without the one before"]),
    ]


def main():
    fixtures = sys.argv[1]
    failures = 0
    for name in ("diagnose-lab-6.12.json", "diagnose-lab-7.3.json"):
        with open(os.path.join(fixtures, name)) as f:
            lab = json.load(f)
        for case, data, status, wanted in cases(lab):
            code, out = judged(data)
            problems = [f"exit {code}, expected {status}"] if code != status else []
            problems += [f"missing: {line}" for line in wanted if line not in out]
            print(f"{name}, {case}: {'ok' if not problems else 'FAILED'}")
            for problem in problems:
                print(f"  {problem}")
            if problems:
                print("  check-diagnose-lab.py printed:\n    " + out.replace("\n", "\n    "))
                failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
