"""The offline Messages API: real SDK clients, answered as the API would answer them.

Public surface::

    make_client(scenario=None, *, async_client=False, live=None, latency=None)
    get_simulator(client) -> Simulator
    Simulator.handle(method, path, headers, body) -> SimResponse(status, headers, body)
    Simulator.transcript -> Transcript of Exchange(request, status, response, error, ...)
    make_openai_client(scenario=None, *, latency=None, simulator=None) -> openai.OpenAI

Modules: ``core`` (the one request -> response function), ``errors`` (the API's error
envelope), ``responses`` (message shape, ids, usage, stop reasons), ``streaming`` (SSE),
``transport`` (httpx2 seams), ``clients`` (the factories and the live switch), ``server``
(loopback HTTP), ``threads`` (the SDK's server-side message threads), ``openai_compat`` /
``openai_rules`` (``/v1/chat/completions``), ``latency`` (time knobs), ``transcript``,
``handlers`` (the scenarios' tool functions for lessons), ``model/`` (the scripted model;
scenario data in ``scenarios/*.json``).

Language: the scripted model answers in Korean when the user's latest text contains
Hangul, otherwise in English; its sentences are the course's own.
"""

from autograder.simulator.clients import (
    GRADING_ENV,
    client_for,
    get_simulator,
    make_client,
    make_openai_client,
)
from autograder.simulator.core import Simulator
from autograder.simulator.errors import SimResponse
from autograder.simulator.latency import Latency
from autograder.simulator.model import NAMES as SCENARIOS
from autograder.simulator.model import Scenario, get_scenario, variant
from autograder.simulator.transcript import Exchange, Transcript

__all__ = [
    "GRADING_ENV",
    "SCENARIOS",
    "Exchange",
    "Latency",
    "Scenario",
    "SimResponse",
    "Simulator",
    "Transcript",
    "client_for",
    "get_scenario",
    "get_simulator",
    "make_client",
    "make_openai_client",
    "variant",
]
