"""A call whose value comes from an earlier result: "look up my orders; my email is ...".

The user names what they want (orders) and gives the means (an e-mail address). A tool
that takes the means is called first (``get_user``); its result holds what the wanted tool
needs (the customer's ``id``), and the next round calls that tool with it
(``get_customer_orders(customer_id=...)``). A value is taken from a result when the result
has the property's own key ("customer_id"), or, for an ``*_id`` property, the ``id`` of a
result whose tool names the same thing ("customer" ~ ``get_user``: ``meaning.SYNONYMS``).
"""

from __future__ import annotations

from autograder.simulator.model import matching, meaning
from autograder.simulator.model.filling import satisfies
from autograder.simulator.model.state import Call, State


def next_call(state: State, props_of, covered: frozenset[str]) -> tuple[str, dict] | None:
    """(tool, input) of a tool the request asks for that earlier results can now feed.

    Only a tool not called yet, that covers a part of the request no called tool covers,
    and whose every required value the results hold; ``props_of(tool)`` gives its
    ``(properties, required)``.
    """
    answered = [c for c in state.calls if c.answered and not c.is_error]
    if not answered:
        return None
    called = {c.name for c in state.calls}
    for name, tool in state.tools.items():
        if name in called or not matching.name_hits(tool, state.text) - covered:
            continue
        props, required = props_of(tool)
        values = {p: _from_results(p, props.get(p), answered) for p in required}
        if required and all(v is not None for v in values.values()):
            return name, values
    return None


def _from_results(prop: str, schema: object, calls: list[Call]) -> object:
    for call in reversed(calls):
        for record in _records(call.result):
            value = _value(prop, record, call.name)
            if value is not None and satisfies(value, schema):
                return value
    return None


def _records(result: object) -> list[dict]:
    if isinstance(result, dict):
        return [result]
    if isinstance(result, list):
        return [r for r in result if isinstance(r, dict)][:1]
    return []


def _value(prop: str, record: dict, tool_name: str) -> object:
    if prop in record:
        return record[prop]
    words = meaning.words_of(prop)
    if "id" not in words or "id" not in record:
        return None
    owner = words - {"id"}
    tool_words = meaning.words_of(tool_name)
    if any(meaning.related(o, t) or o == t for o in owner for t in tool_words):
        return record["id"]
    return None
