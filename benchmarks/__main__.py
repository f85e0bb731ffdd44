"""`python -m benchmarks [NAME ...]`: run every benchmarks/bench_*.py module (or the named ones).

Each module exposes ``main() -> None`` and prints its own figures: medians, and ratios
measured side by side in the same run.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time

import benchmarks


def discover() -> list[str]:
    return sorted(
        m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_")
    )


def main(names: list[str]) -> int:
    chosen = [n if n.startswith("bench_") else f"bench_{n}" for n in names] or discover()
    for name in chosen:
        print(f"\n==> {name}", flush=True)
        started = time.perf_counter()
        importlib.import_module(f"benchmarks.{name}").main()
        print(f"    ({name} took {time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
