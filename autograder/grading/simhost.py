"""The grader's simulator for sandboxed clients: answers their requests, keeps transcripts.

Each ``client_factory(scenario)`` call in the clean room opens one simulated
conversation here, in the grader's process. The learner's process only ever sees HTTP
responses; the transcripts that `evaluate` judges are the ones recorded here, so
monkeypatching the simulator, its transcript or the checks inside the learner's
process changes nothing the grader reads. No request ever leaves this process: the
simulator is the offline core itself: there is no network client here at all.
"""

from __future__ import annotations

import json
import re
import secrets
import string
from collections.abc import Mapping

__all__ = ["SimulatorHost", "fresh_tool_use_ids", "plain_transcript"]


class SimulatorHost:
    """One grading run's simulated conversations, in the order the checks opened them."""

    def __init__(self) -> None:
        self._opened: list[tuple[object, object]] = []

    @staticmethod
    def warm() -> None:
        """Import and exercise the simulator once, so no learner's budget pays for it."""
        from autograder.simulator import Simulator

        Simulator(None).handle("GET", "/v1/models", {}, b"")

    def open(self, scenario: object) -> int:
        """Start a conversation for `scenario`; the id the sandboxed transport will quote."""
        from autograder.simulator import Scenario, Simulator

        if isinstance(scenario, dict):
            chosen = fresh_tool_use_ids(
                Scenario(str(scenario.get("name")), dict(scenario.get("data") or {}))
            )
        else:
            chosen = scenario if isinstance(scenario, str) else None
        try:
            simulator = Simulator(chosen)
        except Exception:  # an unknown scenario asked for by the learner's process
            simulator, scenario = Simulator(None), {"invalid": repr(scenario)[:200]}
        self._opened.append((scenario, simulator))
        return len(self._opened) - 1

    def handle(
        self, client: object, method: str, path: str, headers: list[tuple[str, str]], body: bytes
    ) -> tuple[int, list[list[str]], bytes]:
        """Answer one request from the sandbox with the simulator of conversation `client`."""
        if not isinstance(client, int) or not 0 <= client < len(self._opened):
            return 404, [["content-type", "application/json"]], b'{"type":"error"}'
        simulator = self._opened[client][1]
        try:
            response = simulator.handle(method, path, dict(headers), body)
        except Exception:  # never let a request crash the grader
            return 500, [["content-type", "application/json"]], b'{"type":"error"}'
        return int(response.status), _header_pairs(response.headers), bytes(response.body)

    def transcripts(self) -> list[dict]:
        """[{"scenario", "exchanges"}] in opening order, as plain JSON data."""
        return [
            {"scenario": name, "exchanges": plain_transcript(simulator.transcript)}
            for name, simulator in self._opened
        ]


_TOOL_USE_ID = re.compile(r"toolu_[A-Za-z0-9_-]+")
_ID_ALPHABET = string.ascii_letters + string.digits


def fresh_tool_use_ids(scenario: object) -> object:
    """`scenario` with every ``toolu_...`` id written in its data replaced by one drawn now.

    Why: the package is public, so a learner can read the ids a custom scenario (such as
    exercise 2's unseen variant) names and hard-code them. Ids drawn here, in the grader's
    process, for each run cannot be known in advance; honest code copies them from the
    response and never notices. Named scenarios keep their deterministic ids.
    """
    from autograder.simulator import variant

    data = getattr(scenario, "data", None)
    if not isinstance(data, Mapping):
        return scenario
    written = sorted(set(_TOOL_USE_ID.findall(json.dumps(data))), key=len, reverse=True)
    fresh = {
        old: "toolu_01" + "".join(secrets.choice(_ID_ALPHABET) for _ in range(22))
        for old in written
    }
    return variant(scenario, fresh) if fresh else scenario


def plain_transcript(transcript: object) -> list[dict]:
    """A simulator transcript as a list of `Exchange.to_dict()` plain data."""
    return [exchange.to_dict() for exchange in transcript]


def _header_pairs(headers: object) -> list[list[str]]:
    items = headers.items() if isinstance(headers, Mapping) else headers
    return [[str(k), str(v)] for k, v in items]
