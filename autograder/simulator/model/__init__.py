"""The scripted model: deterministic, data-driven decisions for the simulator's answers."""

from autograder.simulator.model.policy import Decision, decide
from autograder.simulator.model.scenarios import NAMES, Scenario, get_scenario, variant

__all__ = ["NAMES", "Decision", "Scenario", "decide", "get_scenario", "variant"]
