"""The scripted model: deterministic, data-driven decisions for the simulator's answers."""

from autograder.simulator.model.policy import Decision, decide
from autograder.simulator.model.scenarios import NAMES, Scenario, get_scenario, variant

__all__ = ["NAMES", "Decision", "Scenario", "decide", "get_scenario", "preload", "variant"]


def preload(*, shared_tables: bool = True) -> None:
    """Pay the one-off loads now: the SDK's types (the contract's tables and the model ids),
    the Korean analyser, the gazetteer's shared table, dateparser's languages.

    The loopback server calls this on a background thread once it listens, so a request that
    arrives meanwhile waits at most for what it needs itself. Lessons never call it: there
    every resource loads on the first request that needs it. A clean room's fork server
    calls it (``shared_tables=False``) for an exercise whose learners' cells run the model
    in their own process (``prepare_fork_server``), so each forked learner inherits it warm;
    the gazetteer's table stays unopened there, since a learner's process closes every
    inherited file descriptor (cleanroom/confine.py) and opens its own.
    """
    from autograder import korean
    from autograder.contract import validate_request
    from autograder.contract.profiles import models
    from autograder.simulator.model import extract, gazetteer

    validate_request({"model": "claude-sonnet-5", "max_tokens": 1, "messages": []})
    models()
    if shared_tables:
        gazetteer.places("Glasgow, 서울")
    korean.words("서울의 날씨")
    extract.dates("tomorrow at 3pm", "en")
    extract.dates("내일 오후 3시", "ko")
