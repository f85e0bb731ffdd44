"""The scripted model: deterministic, data-driven decisions for the simulator's answers."""

from autograder.simulator.model.policy import Decision, decide
from autograder.simulator.model.scenarios import NAMES, Scenario, get_scenario, variant

__all__ = ["NAMES", "Decision", "Scenario", "decide", "get_scenario", "preload", "variant"]


def preload() -> None:
    """Pay the generic path's one-off loads now: the gazetteer, Kiwi, dateparser's languages.

    A long-running server calls this before it listens, so that no client's request pays for
    them and its memory after start-up stays flat. Lessons and grading never call it: there
    the resources load lazily, on the first request that needs them.
    """
    from autograder.simulator.model import extract, gazetteer, korean

    gazetteer.places("Glasgow, 서울")
    korean.words("서울의 날씨")
    extract.dates("tomorrow at 3pm", "en")
    extract.dates("내일 오후 3시", "ko")
