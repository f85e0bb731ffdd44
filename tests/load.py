"""Run a command on a busy machine: ``python -m tests.load [--hogs N] -- COMMAND ...``.

Starts N processes that only spin (default 10: on a 2-core machine the load average
climbs past 8 within a minute), runs COMMAND, and prints the one-minute load average
sampled every 5 s while it ran (min / median / max), so a claim like "the grades at load
>= 8 are the quiet ones" comes with its load. Exits with COMMAND's exit code.

Used for issue 23's proof: ``python -m tests.load -- .venv/bin/python -m pytest
tests/exercises/test_grading.py`` grades every golden, corpus and attack case on both
paths and compares each with the grades written on a quiet machine.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import subprocess
import sys
import threading


def _spin() -> None:
    while True:  # at the command's own priority
        pass


def _sample(samples: list[float], stop: threading.Event) -> None:
    while not stop.wait(5):
        samples.append(os.getloadavg()[0])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.load", description=__doc__)
    parser.add_argument("--hogs", type=int, default=10, help="spinning processes (10)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND ...")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command given (python -m tests.load -- COMMAND ...)")
    hogs = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(args.hogs)]
    for hog in hogs:
        hog.start()
    samples: list[float] = []
    stop = threading.Event()
    sampler = threading.Thread(target=_sample, args=(samples, stop), daemon=True)
    sampler.start()
    try:
        code = subprocess.call(command)
    finally:
        stop.set()
        for hog in hogs:
            hog.terminate()
    if samples:
        print(
            f"load.py: {args.hogs} hogs; 1-min load average over {len(samples)} samples: "
            f"min {min(samples):.1f}, median {statistics.median(samples):.1f}, "
            f"max {max(samples):.1f}; exit {code}",
            flush=True,
        )
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
