"""The grader's simulator for sandboxed clients: answers their requests, keeps transcripts.

Each ``client_factory(scenario)`` call in the clean room opens one simulated
conversation here, in the grader's process. The learner's process only ever sees HTTP
responses; the transcripts that `evaluate` judges are the ones recorded here, so
monkeypatching the simulator, its transcript or the checks inside the learner's
process changes nothing the grader reads. No request ever leaves this process: the
simulator is the offline core itself: there is no network client here at all.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
import string
from collections.abc import Mapping

__all__ = [
    "MAX_REQUEST_BYTES",
    "MAX_SCENARIO_BYTES",
    "SimulatorHost",
    "fresh_tool_use_ids",
    "plain_transcript",
]


class SimulatorHost:
    """One grading run's simulated conversations, in the order the checks opened them."""

    def __init__(self, seed: bytes | None = None) -> None:
        from autograder.grading.cleanroom.worldhost import WorldHost

        self._opened: list[tuple[object, object]] = []
        self._seed = seed
        self._sequence = 0
        self._request_numbers: list[list[int]] = []  #: per client, per exchange
        self.worlds = WorldHost(self._next)  #: the worlds the learner's code acts on

    def _next(self) -> int:
        """The next number of one sequence over every request and world call, in arrival order."""
        self._sequence += 1
        return self._sequence

    @staticmethod
    def warm() -> None:
        """Import and exercise the simulator once, so no learner's budget pays for it: one
        request through the API's checks (the contract, which loads the SDK's types: ~1.2 s
        of CPU) to the scripted model's reply. ``make grade``'s preflight warms it before its
        workers fork, so they share all of it (`batch.parallel.preflight`)."""
        from autograder import MODEL
        from autograder.simulator import Simulator

        request = {
            "model": MODEL,
            "max_tokens": 16,
            "messages": [{"role": "user", "content": "hi"}],
        }
        Simulator(None).handle(
            "POST", "/v1/messages", {"x-api-key": "warm-up"}, json.dumps(request).encode()
        )

    def open(self, scenario: object) -> int:
        """Start a conversation for `scenario`; the id the sandboxed transport will quote."""
        from autograder.simulator import Scenario, Simulator

        try:
            if _too_large(scenario):
                raise ValueError("scenario too large")  # no exercise's scenario is near it
            if isinstance(scenario, dict) and "hidden" in scenario:
                # built here from the exercise's hidden data; recorded as what it resolved to,
                # so binding compares it with the grader's own `scenario_for`
                from autograder.checks.hidden import resolve_scenario

                resolved = resolve_scenario(scenario)
                scenario = {"name": resolved.name, "data": resolved.data}
            if isinstance(scenario, dict):
                chosen = fresh_tool_use_ids(
                    Scenario(str(scenario.get("name")), dict(scenario.get("data") or {})),
                    seed=None if self._seed is None else self._seed + b"/%d" % len(self._opened),
                )
            else:
                chosen = scenario if isinstance(scenario, str) else None
            simulator = Simulator(chosen, max_body_bytes=MAX_REQUEST_BYTES)
        except Exception:  # an unknown or unusable scenario asked for by the learner's process
            simulator = Simulator(None, max_body_bytes=MAX_REQUEST_BYTES)
            scenario = {"invalid": repr(scenario)[:200]}
        self._opened.append((scenario, simulator))
        self._request_numbers.append([])
        return len(self._opened) - 1

    def handle(
        self, client: object, method: str, path: str, headers: list[tuple[str, str]], body: bytes
    ) -> tuple[int, list[list[str]], bytes]:
        """Answer one request from the sandbox with the simulator of conversation `client`."""
        if not isinstance(client, int) or not 0 <= client < len(self._opened):
            return 404, [["content-type", "application/json"]], b'{"type":"error"}'
        simulator = self._opened[client][1]
        recorded = len(simulator.transcript)
        try:
            response = simulator.handle(method, path, dict(headers), body)
        except Exception:  # never let a request crash the grader
            return 500, [["content-type", "application/json"]], b'{"type":"error"}'
        finally:
            if len(simulator.transcript) > recorded:
                self._request_numbers[client].append(self._next())
        return int(response.status), _header_pairs(response.headers), bytes(response.body)

    def recorded_worlds(self) -> dict:
        """{"worlds": `WorldHost.records`, "requests": per client, each exchange's number}."""
        return {
            "worlds": self.worlds.records(),
            "requests": [list(numbers) for numbers in self._request_numbers],
        }

    def transcripts(self) -> list[dict]:
        """[{"scenario", "exchanges"}] in opening order, as plain JSON data."""
        return [
            {"scenario": name, "exchanges": plain_transcript(simulator.transcript)}
            for name, simulator in self._opened
        ]


_TOOL_USE_ID = re.compile(r"toolu_[A-Za-z0-9_-]+")
_ID_ALPHABET = string.ascii_letters + string.digits
#: The largest custom scenario a learner's process may ask for (JSON bytes); larger ones are
#: refused like an unknown name. Exercise scenarios are a few kB.
MAX_SCENARIO_BYTES = 256 * 1024
#: The largest request body the grader's simulator reads (the API answers 413 beyond it).
MAX_REQUEST_BYTES = 2 * 1024 * 1024


def _too_large(scenario: object) -> bool:
    if scenario is None:
        return False
    try:
        return len(json.dumps(scenario)) > MAX_SCENARIO_BYTES
    except (TypeError, ValueError, RecursionError):
        return True


def fresh_tool_use_ids(scenario: object, seed: bytes | None = None) -> object:
    """`scenario` with every ``toolu_...`` id written in its data replaced by a fresh one.

    Why: the package is public, so a learner can read the ids a custom scenario (such as
    exercise 2's unseen variant) names and hard-code them. Ids drawn here, in the grader's
    process, cannot be known in advance; honest code copies them from the response and never
    notices. Named scenarios keep their deterministic ids.

    With `seed` (the clean room passes a digest of the submission's cells), the ids are an
    HMAC of the seed: the same submission gets the same ids on every grading path and every
    re-run (identical feedback, which quotes them), while writing an id into the notebook
    changes the digest and so the id (a fixed point of SHA-256 is out of reach). Without a
    seed they are random.
    """
    data = getattr(scenario, "data", None)
    if not isinstance(data, Mapping):
        return scenario
    text = json.dumps(data)
    fresh: dict[str, str] = {}
    for old in _TOOL_USE_ID.findall(text):
        if old not in fresh:
            fresh[old] = "toolu_01" + _draw(seed, old, 22)
    if not fresh:
        return scenario
    # One pass over the text (each id is one whole match), not one pass per id: linear.
    renamed = json.loads(_TOOL_USE_ID.sub(lambda match: fresh[match.group(0)], text))
    return type(scenario)(scenario.name, renamed)


def _draw(seed: bytes | None, name: str, length: int) -> str:
    """`length` id characters: random without a seed, HMAC(seed, name) with one."""
    if seed is None:
        return "".join(secrets.choice(_ID_ALPHABET) for _ in range(length))
    digest = hmac.new(seed, name.encode(), hashlib.sha256).digest()
    digest += hmac.new(seed, digest, hashlib.sha256).digest()
    return "".join(_ID_ALPHABET[byte % len(_ID_ALPHABET)] for byte in digest[:length])


def plain_transcript(transcript: object) -> list[dict]:
    """A simulator transcript as a list of `Exchange.to_dict()` plain data."""
    return [exchange.to_dict() for exchange in transcript]


def _header_pairs(headers: object) -> list[list[str]]:
    items = headers.items() if isinstance(headers, Mapping) else headers
    return [[str(k), str(v)] for k, v in items]
