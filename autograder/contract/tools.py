"""Tool definitions (A-R19, A-R20, A-R21) and ``tool_choice`` (A-R22, A-R23).

Custom tools are located as ``tools.N.custom.<field>`` like the API does; server tools
(``web_search_20250305``, ...) are recognised by their type tag and only named-checked.

A host sends the same ``tools`` with every request of a conversation, and normalising and
checking each input schema took about a sixth of the grader's CPU on the capstone (ex10,
which judges every request the host sends). So a ``tools`` value that is plain JSON data
(`check_tools`'s ``plain``: parsed from JSON text, or made of the exact built-in types)
is judged once per process: its JSON text names it exactly. Any other value (SDK models,
``str`` subclasses, tuples, ...) is judged every time: two of those can print the same
text and still be judged differently.
"""

from __future__ import annotations

import json
import re
import typing

from anthropic import types as sdk

from autograder.contract.normalize import as_dict
from autograder.contract.profiles import Profile
from autograder.contract.schema import check_input_schema, strict_problem
from autograder.contract.violations import quoted, violation

__all__ = ["check_tool_choice", "check_tool_choice_fits", "check_tools"]

_CUSTOM_KEYS = frozenset(typing.get_type_hints(sdk.ToolParam))
_SERVER_TYPES: tuple[str, ...] = tuple(
    tag
    for member in typing.get_args(sdk.ToolUnionParam)[1:]
    for tag in typing.get_args(typing.get_type_hints(member)["type"])
)
_TOOL_TAGS = ("custom", *_SERVER_TYPES)
# Anthropic-defined tools: the fields each type takes (its SDK TypedDict), and its one fixed
# name ("memory", "str_replace_based_edit_tool")
_DEFINED_KEYS: dict[str, frozenset[str]] = {
    tag: frozenset(typing.get_type_hints(member))
    for member in typing.get_args(sdk.ToolUnionParam)[1:]
    for tag in typing.get_args(typing.get_type_hints(member)["type"])
}
_FIXED_NAMES: dict[str, tuple[str, ...]] = {
    typing.get_args(hints["type"])[0]: typing.get_args(hints["name"])
    for member in typing.get_args(sdk.ToolUnionParam)[1:]
    for hints in [typing.get_type_hints(member)]
    if "name" in hints and len(typing.get_args(hints["type"])) == 1
}
_NAME = re.compile(r"[a-zA-Z0-9_-]+").fullmatch
_CHOICE_KEYS = {
    "auto": frozenset(("type", "disable_parallel_tool_use")),
    "any": frozenset(("type", "disable_parallel_tool_use")),
    "tool": frozenset(("type", "name", "disable_parallel_tool_use")),
    "none": frozenset(("type",)),
}


def check_tools(tools: object, profile: Profile, *, plain: bool = False) -> tuple[list, list[str]]:
    """(violations, names of the well-formed tools) for the ``tools`` field.

    `plain`: `tools` is plain JSON data (exact dicts, lists, strings, numbers, booleans,
    null), so a verdict already reached for the same text is reused (module docstring)."""
    text = _json_text(tools) if plain else None
    if text is None:
        return _check_tools(tools, profile)
    found = _JUDGED.get((text, profile))
    if found is None:
        if len(_JUDGED) >= _JUDGED_MAX:  # bounded, whatever a learner's host sends
            _JUDGED.clear()
        problems, names = _check_tools(tools, profile)
        found = _JUDGED[(text, profile)] = (tuple(problems), tuple(names))
    return list(found[0]), list(found[1])


#: (the ``tools`` value's JSON text, profile) -> (violations, names); see `check_tools`
_JUDGED: dict[tuple[str, Profile], tuple[tuple, tuple]] = {}
_JUDGED_MAX = 256


def _json_text(value: object) -> str | None:
    """`value`'s JSON text, keys in their order (it decides the order of the violations)."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return None


def _check_tools(tools: object, profile: Profile) -> tuple[list, list[str]]:
    if not isinstance(tools, list | tuple):
        return [violation("contract.not_a_list", "tools", rule="A-R19")], []
    out: list = []
    names: list[str] = []
    for n, raw in enumerate(tools):
        tool = as_dict(raw)
        if tool is None:
            out.append(violation("contract.not_an_object", f"tools.{n}", rule="A-R19"))
            continue
        kind = tool.get("type")
        if kind is None or kind == "custom":
            _custom(tool, f"tools.{n}.custom", profile, out)
        elif kind not in _SERVER_TYPES:
            out.append(
                violation(
                    "contract.unknown_tag",
                    f"tools.{n}",
                    rule="A-R19",
                    tag=str(kind),
                    expected=quoted(_TOOL_TAGS),
                )
            )
            continue
        else:
            _defined(tool, f"tools.{n}.{kind}", kind, out)
        name = tool.get("name")
        if type(name) is str:
            if name in names:
                out.append(violation("contract.tool_names_not_unique", f"tools.{n}", name=name))
            names.append(name)
    return out, names


def _defined(tool: dict, at: str, kind: str, out: list) -> None:
    """An Anthropic-defined tool: its type's own name, no fields the type does not take.

    ``{"type": "memory_20250818", "name": "memory", "input_schema": ...}`` is a 400: the
    schema is built into the model (the docs call these tools schema-less).
    """
    allowed = _FIXED_NAMES.get(kind)
    if allowed and "name" not in tool:
        out.append(violation("contract.field_required", f"{at}.name", rule="A-R19"))
    elif allowed and tool["name"] not in allowed:
        expected = " or ".join(f"'{name}'" for name in allowed)
        out.append(violation("contract.literal_mismatch", f"{at}.name", expected=expected))
    for key in tool:
        if key not in _DEFINED_KEYS[kind]:
            out.append(violation("contract.extra_field", f"{at}.{key}", rule="A-R9"))


def _custom(tool: dict, at: str, profile: Profile, out: list) -> None:
    plain = check_input_schema(tool, at, out)
    _name(tool, at, profile.tool_name_max, out)
    if "description" in tool and type(tool["description"]) is not str:
        out.append(violation("contract.not_a_string", f"{at}.description", rule="A-R21"))
    strict = tool.get("strict")
    if strict is not None and type(strict) is not bool:
        out.append(violation("contract.not_a_boolean", f"{at}.strict", rule="A-R21"))
    elif strict and plain is not None and strict_problem(plain):
        out.append(violation("contract.strict_additional_properties", at))
    for key in tool:
        if key not in _CUSTOM_KEYS:
            out.append(violation("contract.extra_field", f"{at}.{key}", rule="A-R9"))


def _name(tool: dict, at: str, maximum: int, out: list) -> None:
    """Checks in pydantic's order: presence, type, min length, max length, pattern."""
    where = f"{at}.name"
    name = tool.get("name")
    if "name" not in tool:
        out.append(violation("contract.field_required", where, rule="A-R19"))
    elif type(name) is not str:
        out.append(violation("contract.not_a_string", where, rule="A-R19"))
    elif not name:
        out.append(violation("contract.string_too_short", where, rule="A-R19"))
    elif len(name) > maximum:
        out.append(violation("contract.string_too_long", where, maximum=maximum, length=len(name)))
    elif not _NAME(name):
        pattern = f"^[a-zA-Z0-9_-]{{1,{maximum}}}$"
        out.append(
            violation("contract.pattern_mismatch", where, rule="A-R19", pattern=pattern, name=name)
        )


def check_tool_choice(choice: object, profile: Profile) -> tuple[list, dict | None]:
    """(schema violations, the choice as a dict when well-formed)."""
    value = as_dict(choice)
    if value is None:
        return [violation("contract.not_an_object", "tool_choice", rule="A-R22")], None
    kind = value.get("type")
    if kind is None:
        return [violation("contract.missing_tag", "tool_choice", rule="A-R22")], None
    if kind not in profile.tool_choice_tags:
        expected = quoted(profile.tool_choice_tags)
        return [
            violation(
                "contract.unknown_tag",
                "tool_choice",
                rule="A-R22",
                tag=str(kind),
                expected=expected,
            )
        ], None
    out: list = []
    at = f"tool_choice.{kind}"
    if kind == "tool" and type(value.get("name")) is not str:
        key = "contract.field_required" if "name" not in value else "contract.not_a_string"
        out.append(violation(key, f"{at}.name", rule="A-R22"))
    flag = value.get("disable_parallel_tool_use")
    if kind != "none" and flag is not None and type(flag) is not bool:
        out.append(
            violation("contract.not_a_boolean", f"{at}.disable_parallel_tool_use", rule="A-R22")
        )
    for key in value:
        if key not in _CHOICE_KEYS[kind]:
            out.append(violation("contract.extra_field", f"{at}.{key}", rule="A-R22"))
    return out, (value if not out else None)


def check_tool_choice_fits(choice: dict, names: list[str] | None) -> list:
    """A-R23: a choice other than ``none`` needs tools; a forced tool must exist."""
    kind = choice["type"]
    if kind == "none":
        return []
    if not names:
        return [violation("contract.tool_choice_without_tools", "tool_choice", choice=kind)]
    if kind == "tool" and choice["name"] not in names:
        return [
            violation(
                "contract.tool_choice_unknown_tool", "tool_choice.tool.name", name=choice["name"]
            )
        ]
    return []
