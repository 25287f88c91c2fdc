#!/usr/bin/env python3
"""Holds check-write-lab.py to what it must tell apart, on the write lab's
JSON of a real run (tests/fixtures/lab/write-lab-6.1.json: Linux 6.1, 2 and
10 ms, every advice keep at the default) and on copies of it changed where
the judge must object. Expected lines worked out from the file's figures."""
import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def judge(lab):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(lab, f)
    try:
        run = subprocess.run([sys.executable, os.path.join(HERE, "check-write-lab.py"), f.name],
                             capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    return run.returncode, run.stdout


def main():
    real = json.load(open(os.path.join(sys.argv[1], "write-lab-6.1.json")))
    failures = []

    def expect(name, lab, code, present, absent=()):
        got, out = judge(lab)
        if got != code or any(p not in out for p in present) or any(a in out for a in absent):
            failures.append(f"{name}: exit {got}, printed:\n{out}")

    # Every run kept at the default, within 90 % of its ladder's best (the
    # closest: 1 MiB writes at 2 ms, the default 50.08 on the ladder against
    # 4 MiB's 50.64).
    expect("real run", real, 0, ["write lab check: 6 of 6 runs"], ["MISSED"])
    # The step's own reads falling (40 MB/s) while the ladder has the
    # default at 50.08: not the advice's fault.
    noisy = copy.deepcopy(real)
    noisy["runs"][0]["advice_steps"][-1]["mb_per_s"] = 40.0
    expect("step fell alone", noisy, 0, ["write lab check: 6 of 6 runs"], ["MISSED"])
    # The advice ending on 1 MiB, which the ladder has at 49.3 (97 %): fine;
    # had the ladder 1 MiB at 40, below 90 % of 50.64: missed.
    low = copy.deepcopy(real)
    low["runs"][0]["advice_steps"][-1]["congestion_kb"] = 1024
    low["runs"][0]["ladder"][0]["mb_per_s"] = 40.0
    expect("ended low", low, 1, ["write lab check: 5 of 6 runs",
                                 "MISSED: 6.1.0-57-amd64 2 ms sequential: the advice ended on "
                                 "1024 KiB at 40.0 MB/s, below 90% of the ladder's best 50.64"])
    # Three applies, the last still proposing: no keep, too many applies.
    restless = copy.deepcopy(real)
    steps = [{"congestion_kb": kib, "mb_per_s": 50.0, "kinds": ["limit-throttles"],
              "proposed_kb": kib * 2, "runs": [50.0]} for kib in (45376, 90752, 181504)]
    restless["runs"][1]["advice_steps"] = steps
    expect("restless", restless, 1, ["MISSED: 6.1.0-57-amd64 2 ms random: no keep after 3 steps",
                                     "MISSED: 6.1.0-57-amd64 2 ms random: 3 applies, more than 2"])
    # Not followed at all.
    none = copy.deepcopy(real)
    none["runs"][2]["advice_steps"] = None
    expect("not followed", none, 1, ["MISSED: 6.1.0-57-amd64 2 ms files: the advice was not "
                                     "followed"])
    for failure in failures:
        print("FAIL: " + failure)
    print(f"check-write-lab-test: {5 - len(failures)} of 5 cases as expected")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
