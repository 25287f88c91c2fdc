#!/usr/bin/env python3
"""Holds check-write-lab.py to what it must tell apart, on the write lab's
JSON of a real run (tests/fixtures/lab/write-lab-6.1.json: Linux 6.1, 2 and
10 ms, every advice keep at the default; write-lab-tune-6.12.json: Linux
6.12, 10 ms, with the write tune from the default) and on copies of them
changed where the judge must object. Expected lines worked out from the
files' figures."""
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


def tune_cases(real, expect):
    """The write tune's judging; gives how many cases it ran."""
    runs = len(real["runs"])
    first = real["runs"][0]
    where = f"{first['kernel'].split('+')[0]} {first['delay_ms']} ms {first['workload']}"
    expect("real tune", real, 0, [f"write lab check: {runs} of {runs} runs"], ["MISSED"])
    below = copy.deepcopy(real)
    below["runs"][0]["tune"]["final_kb"] = below["runs"][0]["tune"]["start_kb"] // 2
    expect("tune below start", below, 1, [f"MISSED: {where}: the tune ended below its start"])
    long = copy.deepcopy(real)
    long["runs"][0]["tune"]["trials"] = 9
    long["runs"][0]["tune"]["elapsed_s"] = 181.0
    expect("tune too long", long, 1, [f"MISSED: {where}: the tune took 9 trials, 181 s"])
    stopped = copy.deepcopy(real)
    stopped["runs"][0]["tune"].update(result="no-workload", exit=4)
    expect("tune stopped", stopped, 1,
           [f"MISSED: {where}: the tune ended no-workload (exit 4)"])
    # Ending on a value the ladder has below 90 % of its best.
    low = copy.deepcopy(real)
    ladder = low["runs"][0]["ladder"]
    best = max(p["mb_per_s"] for p in ladder)
    lowest = min(ladder, key=lambda p: p["mb_per_s"])
    lowest["mb_per_s"] = round(best * 0.5, 2)
    low["runs"][0]["tune"]["final_kb"] = lowest["congestion_kb"]
    low["runs"][0]["tune"]["start_kb"] = lowest["congestion_kb"]
    expect("tune ended low", low, 1,
           [f"MISSED: {where}: the tune ended on {lowest['congestion_kb']} KiB at "
            f"{lowest['mb_per_s']} MB/s, below 90% of the ladder's best {best}"])
    return 5


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
    cases = 5 + tune_cases(json.load(open(os.path.join(sys.argv[1], "write-lab-tune-6.12.json"))),
                           expect)
    for failure in failures:
        print("FAIL: " + failure)
    print(f"check-write-lab-test: {cases - len(failures)} of {cases} cases as expected")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
