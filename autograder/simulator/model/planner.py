"""What the model intends to call, round by round: from a scenario or from the tools alone.

A plan is a list of rounds; a round is a list of ``Planned`` calls that can run together.
Input values come from the user's text (``filling``); a required value that is nowhere in
the text is *missing* (the policy then asks back, or guesses when forced).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from autograder.simulator.model import arithmetic, chaining, extract, matching, meaning, writing
from autograder.simulator.model.filling import candidates, is_specific, plain_view, satisfies
from autograder.simulator.model.produce import produce
from autograder.simulator.model.scenarios import Scenario
from autograder.simulator.model.state import State

#: A second tool is called alongside the best one only when it fits nearly as well.
_CLOSE_TO_BEST = 0.75
#: Kinds of free text an optional property is not filled with (it would only echo the text).
_FREE_KINDS = ("query", "content", "person", "produce", "string")
#: Kinds whose every value in the text is a call of its own (two order ids -> two calls).
_FAN_KINDS = ("place", "email", "id", "phone", "file")


@dataclass
class Planned:
    """One call the model intends to make."""

    name: str
    input: dict
    missing: list[str] = field(default_factory=list)
    guesses: dict = field(default_factory=dict)
    id: str | None = None
    condition: dict | None = None


def plan_scenario(scenario: Scenario, state: State) -> list[list[Planned]]:
    """The scenario's rounds, restricted to tools the request defines, inputs from the text."""
    rounds = []
    for spec_round in scenario.rounds:
        calls: list[Planned] = []
        for spec in spec_round:
            if spec["tool"] in state.tools:
                position = sum(c.name == spec["tool"] for c in calls)
                calls.append(resolve_call(spec, state, scenario, position))
        calls = _dedupe(calls + _fan_out(calls, state, scenario))
        if calls:
            rounds.append(calls)
    return rounds


def plan_generic(state: State) -> list[list[Planned]]:
    """Calls for learner-defined tools: matched by name/description and fillable values.

    Among many similar tools (an MCP server's fourteen file tools) the request's own verb
    decides first ("List the files" -> the ``list_*`` tools), then the fit, then the tool
    whose name says least that the request does not ask for (``list_directory`` before
    ``list_directory_with_sizes``). A second tool joins the best only when it covers a part
    of the request the best does not ("weather and time"): alternatives are not all called.
    """
    tools = _by_verb(state.tools, state.text)
    scored = sorted(
        (
            (matching.score(tool, state.text), -matching.unmatched(tool, state.text), name)
            for name, tool in tools.items()
        ),
        key=lambda item: (-item[0], -item[1]),
    )
    best = scored[0][0] if scored else 0.0
    covered = matching.name_hits(tools[scored[0][2]], state.text) if scored else frozenset()
    complete, partial = [], []
    for score, _, name in scored:
        if score <= 0 or score < _CLOSE_TO_BEST * best:
            continue  # a tool that merely shares a word ("order") with the best one
        if name != scored[0][2] and not matching.name_hits(tools[name], state.text) - covered:
            continue  # an alternative to the best tool, not another part of the request
        planned = resolve_call({"tool": name, "input": {}}, state, None, 0)
        (partial if planned.missing else complete).append(planned)
    rounds = [_dedupe(complete + _fan_out(complete, state, None))] if complete else []
    rounds = rounds or ([partial[:1]] if partial else [])
    return rounds + _chained(state)


def _chained(state: State) -> list[list[Planned]]:
    """A further round fed by the results so far (``chaining``): get_user -> its orders."""
    called = {c.name for c in state.calls if c.name in state.tools}
    covered = frozenset().union(*(matching.name_hits(state.tools[n], state.text) for n in called))
    found = chaining.next_call(state, schema_properties, covered)
    return [[Planned(found[0], found[1])]] if found else []


def _by_verb(tools: dict[str, dict], text: str) -> dict[str, dict]:
    """The tools whose name does what the request opens with ("List ..."), else all."""
    verb = matching.request_verb(text)
    named = {n: t for n, t in tools.items() if verb and matching.does(t, verb)}
    return named or tools


def schema_properties(tool: dict) -> tuple[dict, list[str]]:
    """A tool's ``input_schema`` properties and required names (empty when odd)."""
    schema = tool.get("input_schema") if isinstance(tool.get("input_schema"), dict) else {}
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = schema.get("required") if isinstance(schema.get("required"), list) else []
    return props, [r for r in required if isinstance(r, str)]


def resolve_call(spec: dict, state: State, scenario: Scenario | None, position: int) -> Planned:
    """One call of ``spec`` (tool + canonical input) with its values looked up in the text.

    Several properties of one kind take the values in order of mention ("201 times 2":
    ``a=201, b=2``); values the model writes itself (a summary, a score) are produced.
    """
    tool = state.tools[spec["tool"]]
    props, required = schema_properties(tool)
    canonical = spec.get("input", {})
    planned = Planned(spec["tool"], {}, id=spec.get("id"), condition=spec.get("condition"))
    if not props:
        planned.input = dict(canonical)
    if scenario is None and records_output(tool):
        return _recorded(planned, props, required, state.text, tool)
    if scenario is None and not canonical:
        operands = [e for _, e in extract.expressions(state.text)] if len(props) == 3 else []
        binary = arithmetic.binary_call(props, required, operands) if operands else None
        if binary is not None:  # "17% of 250": a=0.17, b=250, operation=multiply
            planned.input = binary
            return planned
    writes = scenario is None and writing.asks_to_write(state.text)
    for prop, schema in props.items():
        lexicon = _lexicon(scenario, prop)
        found = candidates(prop, schema, state.text, lexicon)
        fresh = [v for v in found if v not in planned.input.values()]
        view = plain_view(schema)  # `X | None`, `oneOf` of consts: read as X, as an enum
        kind = meaning.kind_of(prop, view)
        wanted = prop in required or lexicon or is_specific(view) or kind not in _FREE_KINDS
        if prop in canonical and canonical[prop] in found:
            planned.input[prop] = canonical[prop]
        elif fresh and wanted:
            planned.input[prop] = fresh[min(position, len(fresh) - 1)]
        elif writes and writing.is_written(prop, view):  # "generate 3 titles": it writes them
            planned.input[prop] = writing.compose(prop, view, state.text)
        elif prop in required and scenario is None and (kind == "produce" or _chosen(view)):
            planned.input[prop] = produce(prop, schema, state.text)
        elif prop in required:
            planned.missing.append(prop)
            planned.guesses[prop] = canonical.get(prop, produce(prop, schema, state.text))
        elif prop in canonical and satisfies(canonical[prop], schema):
            planned.input[prop] = canonical[prop]
    for prop in required:
        if prop not in props and prop not in planned.input:
            planned.missing.append(prop)
            planned.guesses[prop] = canonical.get(prop, produce(prop, {}, state.text))
    _named_by_a_choice(planned, props, state.text)
    if any(planned.input.get(k, v) != v for k, v in canonical.items()):
        planned.id = (
            None  # the seed's id belongs to the seed's call (Hangzhou), not to another city
        )
    return planned


def _named_by_a_choice(planned: Planned, props: dict, text: str) -> None:
    """A generic value whose kind another property chose: ``get_user(key, value)`` with
    ``key`` = "email" takes the e-mail address of the text as ``value``."""
    choices = [
        v
        for p, v in planned.input.items()
        if isinstance(v, str) and v in (plain_view(props.get(p)).get("enum") or [])
    ]
    for prop in list(planned.missing):
        schema = props.get(prop)
        if meaning.kind_of(prop, plain_view(schema)) not in ("string", "content"):
            continue
        for choice in choices:
            found = [
                v for v in candidates(choice, {"type": "string"}, text, {}) if satisfies(v, schema)
            ]
            if found:
                planned.input[prop] = found[0]
                planned.missing.remove(prop)
                planned.guesses.pop(prop, None)
                break


_RECORDER = re.compile(
    r"^(?:print|record|extract|classify|analy[sz]e|report|emit|output|submit|return)_|"
    r"^(?:prints|records|extracts|outputs)\b",
    re.I,
)


def _chosen(schema: object) -> bool:
    """Values the model chooses rather than asks for: one of an enum, a flag, a structure."""
    if not isinstance(schema, dict):
        return False
    return bool(schema.get("enum")) or schema.get("type") in ("boolean", "array", "object")


def records_output(tool: dict) -> bool:
    """Whether the tool only records what the model writes (``print_summary``, "Prints ...").

    Such tools are how the SDK docs and cookbooks get structured output: the model fills
    every value from its reading of the text instead of asking the user for them.
    """
    description = tool.get("description") if isinstance(tool.get("description"), str) else ""
    return bool(_RECORDER.search(str(tool.get("name", ""))) or _RECORDER.search(description))


def _recorded(planned: Planned, props: dict, required: list[str], text: str, tool: dict) -> Planned:
    """A recorder tool's call: every required value, and the optional ones, produced; a
    schema that names nothing but allows any key gets the material's traits (``writing``)."""
    schema = tool.get("input_schema") if isinstance(tool.get("input_schema"), dict) else {}
    if not props and schema.get("additionalProperties", True) is not False:
        planned.input = writing.traits(text)
    for prop, schema in props.items():
        planned.input[prop] = produce(prop, schema, text, find=False)
    for prop in required:
        planned.input.setdefault(prop, produce(prop, {"type": "string"}, text, find=False))
    return planned


def _fan_out(calls: list[Planned], state: State, scenario: Scenario | None) -> list[Planned]:
    """Extra calls when the text names more values (two order ids -> two calls)."""
    extra: list[Planned] = []
    for name in dict.fromkeys(c.name for c in calls):
        props, required = schema_properties(state.tools[name])
        for prop in required:
            schema = props.get(prop, {})
            if not isinstance(schema, dict) or schema.get("type") not in (None, "string"):
                continue
            lexicon = _lexicon(scenario, prop)
            if not (lexicon or is_specific(schema) or meaning.kind_of(prop, schema) in _FAN_KINDS):
                continue
            found = candidates(prop, schema, state.text, lexicon)
            template = next(c for c in calls if c.name == name)
            others = {v for k, v in template.input.items() if k != prop and isinstance(v, str)}
            if others & set(found):
                continue  # the values are shared out between properties ("USD to EUR")
            for value in found:
                extra.append(Planned(name, {**template.input, prop: value}, list(template.missing)))
    return extra


def _lexicon(scenario: Scenario | None, prop: str) -> dict[str, str]:
    return scenario.lexicon(prop) if scenario else {}


def _dedupe(calls: list[Planned]) -> list[Planned]:
    seen, unique = [], []
    for call in calls:
        key = (call.name, sorted(call.input.items(), key=repr))
        if key not in seen:
            seen.append(key)
            unique.append(call)
    return unique
