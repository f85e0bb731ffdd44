"""Reading by meaning: the cost of one ``says`` call, first (uncached) and repeated (cached).

Prints, per language, the median seconds of a first call on a text never read before (the
analyser already loaded: the per-call cost a check pays) and of a repeated call (served from
the per-text cache), and, in fresh subprocesses, what loading costs a process: the first call
on Korean text (the analyser loads) and on English text (simplemma's English table loads; the
Korean analyser must not), as CPU seconds and peak RSS.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from autograder.reading import says

REPEATS = 41
KOREAN = (
    "사번 하나로 그 직원이 올린 헬프데스크 티켓을 찾아 최신 것부터 돌려준다. 직원이 자기 티켓이 "
    "어떻게 됐는지 물을 때 쓴다. 새 티켓을 만들 때는 쓰지 않고 대신 create_ticket을 쓴다. "
    "티켓마다 번호, 제목, 상태, 만든 날짜를 돌려주고, 더 있으면 next_cursor를 함께 준다. #{n}"
)
ENGLISH = (
    "Search one employee's helpdesk tickets. Use when someone asks about the state of the "
    "tickets they filed. Not for creating tickets (call create_ticket instead). Returns up to "
    "limit tickets (id, title, status, created_at), newest first, and a next_cursor. #{n}"
)
CLAIMS = ("returns", "when_to_use", "when_not_to_use", "example", "cause", "next_step")
_PROBE = r"""
import json, re, sys, time
start = time.process_time()
from autograder.reading import says
says({text!r}, "returns")
status = open("/proc/self/status").read()  # VmHWM: this process's peak (ru_maxrss survives exec)
peak = int(re.search(r"VmHWM:\s+(\d+)", status).group(1)) / 1024
print(json.dumps({{"cpu": time.process_time() - start, "rss_mb": peak,
                   "kiwi": "kiwipiepy" in sys.modules}}))
"""


def _median(call) -> float:
    times = []
    for n in range(REPEATS):
        started = time.perf_counter()
        call(n)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _per_call(template: str) -> tuple[float, float]:
    says(template.format(n="warm"), "returns")  # load what the language needs, once
    for claim in CLAIMS:  # every claim's lexicons compiled before timing
        says(template.format(n="warm"), claim)
    first = _median(lambda n: says(template.format(n=n), "returns"))
    every = _median(lambda n: [says(template.format(n=f"all{n}"), c) for c in CLAIMS])
    cached = _median(lambda n: says(template.format(n=0), "returns"))
    return first, every, cached


def _process_cost(text: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE.format(text=text)], capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)


def main() -> None:
    for name, template in (("Korean", KOREAN), ("English", ENGLISH)):
        first, every, cached = _per_call(template)
        print(
            f"{name:8} description (4 sentences): new text {first * 1e3:5.1f} ms, "
            f"{len(CLAIMS)} claims on a new text {every * 1e3:5.1f} ms, "
            f"cached {cached * 1e6:5.1f} us  (medians of {REPEATS})"
        )
    for name, template in (("Korean", KOREAN), ("English", ENGLISH)):
        cost = _process_cost(template.format(n=0))
        print(
            f"{name:8} first call in a fresh process: {cost['cpu']:.2f} s CPU, "
            f"peak RSS {cost['rss_mb']:.0f} MB, Korean analyser loaded: {cost['kiwi']}"
        )


if __name__ == "__main__":
    main()
