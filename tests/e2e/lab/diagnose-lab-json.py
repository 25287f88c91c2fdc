#!/usr/bin/env python3
"""Assembles diagnose-lab.json from what guest-diagnose-lab.sh wrote (one
folder per scenario)."""
import json
import pathlib
import sys

SCENARIOS = ["round-trip", "server", "transport-queue", "losses", "metadata", "application",
             "page-cache"]


def diagnosis(path):
    """The one mount of a diagnose --json file, or None."""
    try:
        mounts = json.loads(path.read_text()).get("mounts", [])
    except (OSError, ValueError):
        return None
    return mounts[0] if mounts else None


def number(path):
    try:
        return float(path.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def scenario(folder):
    found = diagnosis(folder / "diagnose.json")
    after = diagnosis(folder / "diagnose-after.json")
    return {
        "name": folder.name,
        "expected": folder.name,
        "verdict": found["verdict"] if found else None,
        "close": found.get("close") if found else None,
        "prescription": found["prescription"]["kind"] if found else None,
        "diagnosis": found,
        "before_mb_per_s": number(folder / "before"),
        "after_mb_per_s": number(folder / "after"),
        "after_verdict": after["verdict"] if after else None,
        "compared": after.get("before") if after else None,
    }


def main():
    out = pathlib.Path(sys.argv[1])
    kernel = (out / "kernel").read_text().strip() if (out / "kernel").exists() else None
    runs = [scenario(out / name) for name in SCENARIOS if (out / name).is_dir()]
    json.dump({"kernel": kernel, "scenarios": runs}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
