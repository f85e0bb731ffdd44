"""Orchestration: which checks run, in which order (api_rules.md "validation order").

1. schema checks with path-style texts, in the SDK's field order: max_tokens, messages,
   model, system, tool_choice, tools; then tool_choice against tools (A-R23), unknown
   top-level fields, thinking with a forced tool (A-R23);
2. legacy only: tools required with tool blocks (A-R18), first message user (A-R5);
3. per-message rules (A-R6, A-R8, A-R11); merging or alternation (A-R4); the pairing
   walk (A-R12, A-R14-A-R16); the final turn (A-R7); request bodies only: the
   extended-thinking rules (A-R24, `thinking`).
Steps 2 and 3 are skipped while ``messages`` has schema violations: the API stops at the
first schema error, and pairing over half-parsed blocks would only add noise. A plain,
valid conversation skips the precise scan of step 3 through `fastpath`.
"""

from __future__ import annotations

from anthropic.types import message_create_params

from autograder.config import MODEL
from autograder.contract.fastpath import fast_check
from autograder.contract.merge import legacy_first_message, turns
from autograder.contract.messages import scan_messages
from autograder.contract.normalize import as_dict
from autograder.contract.pairing import check_pairing
from autograder.contract.prefill import check_final_turn
from autograder.contract.profiles import Profile, get_profile
from autograder.contract.thinking import check_thinking
from autograder.contract.tools import check_tool_choice, check_tool_choice_fits, check_tools
from autograder.contract.violations import Violation, violation

__all__ = ["validate_messages", "validate_request"]

# Top-level fields of the pinned SDK, plus sampling fields older SDKs still send.
_TOP_KEYS = frozenset(message_create_params.MessageCreateParamsBase.__annotations__) | {
    "stream",
    "temperature",
    "top_k",
    "top_p",
}
_MISSING = object()


def validate_request(
    body: object, *, profile: str = "current", plain: bool = False
) -> list[Violation]:
    """Every violation of Part A in a ``POST /v1/messages`` body, in the API's order.

    `plain`: `body` is plain JSON data (parsed from its text, as the simulator receives
    it), which lets a conversation's repeated tool definitions be judged once
    (`check_tools`)."""
    rules = get_profile(profile)
    try:
        return _request(body, rules, plain)
    except Exception as error:  # never raise on learner input; tests assert this stays unused
        return [_internal(error)]


def validate_messages(
    messages: object,
    tools: object = None,
    *,
    model: object = MODEL,
    tool_choice: object = None,
    profile: str = "current",
) -> list[Violation]:
    """The violations of `messages` (with optional `tools` / `tool_choice`) for `model`."""
    rules = get_profile(profile)
    try:
        schema, later = _messages(messages)
        out: list = []
        names = _tools_and_choice(tools, tool_choice, rules, out)
        return schema + out + later(names, model, rules)
    except Exception as error:
        return [_internal(error)]


def _request(body: object, rules: Profile, plain: bool = False) -> list:
    request = as_dict(body)
    if request is None:
        return [violation("contract.body_not_object", "")]
    out: list = []
    _max_tokens(request.get("max_tokens", _MISSING), out)
    schema, later = _messages(request.get("messages", _MISSING))
    out.extend(schema)
    model = request.get("model", _MISSING)
    if model is _MISSING:
        out.append(violation("contract.field_required", "model"))
    elif type(model) is not str:
        out.append(violation("contract.not_a_string", "model"))
    _system(request.get("system"), out)
    if "tools" in request and request["tools"] is None:  # `"tools": null` is not "no tools"
        out.append(violation("contract.not_a_list", "tools", rule="A-R19"))
    tools, choice = request.get("tools"), request.get("tool_choice")
    names = _tools_and_choice(tools, choice, rules, out, plain=plain)
    for key in request:
        if key not in _TOP_KEYS:
            out.append(violation("contract.extra_field", str(key), rule="A-R9"))
    out.extend(_thinking_with_forced_tool(request))
    out.extend(later(names, model, rules))
    if later is not _nothing:  # messages are schema-clean
        out.extend(check_thinking(request["messages"], request.get("thinking")))
    return out


def _thinking_with_forced_tool(request: dict) -> list:
    """A-R23: extended thinking only works with tool_choice auto or none."""
    thinking = as_dict(request.get("thinking"))
    choice = as_dict(request.get("tool_choice"))
    if thinking is None or choice is None or thinking.get("type") != "enabled":
        return []
    if choice.get("type") in ("any", "tool"):
        return [
            violation("contract.thinking_with_forced_tool", "tool_choice", choice=choice["type"])
        ]
    return []


def _max_tokens(value: object, out: list) -> None:
    if value is _MISSING:
        out.append(violation("contract.field_required", "max_tokens"))
    elif type(value) is not int:
        out.append(violation("contract.not_an_integer", "max_tokens"))
    elif value < 1:
        out.append(violation("contract.too_small", "max_tokens", minimum=1))


def _system(value: object, out: list) -> None:
    if value is None or type(value) is str:
        return
    if not isinstance(value, list | tuple):
        out.append(violation("contract.not_a_string", "system", rule="A-R2"))
        return
    for k, raw in enumerate(value):
        block = as_dict(raw)
        if block is None or block.get("type") != "text" or type(block.get("text")) is not str:
            out.append(violation("contract.not_an_object", f"system.{k}", rule="A-R2"))


def _tools_and_choice(
    tools: object, choice: object, rules: Profile, out: list, *, plain: bool = False
) -> list[str] | None:
    """Append tool/tool_choice violations; return the tool names (None: no `tools` field)."""
    names = None
    choice_value = None
    if choice is not None:
        problems, choice_value = check_tool_choice(choice, rules)
        out.extend(problems)
    if tools is not None:
        problems, names = check_tools(tools, rules, plain=plain)
        out.extend(problems)
    if choice_value is not None:
        out.extend(check_tool_choice_fits(choice_value, names))
    return names


def _messages(messages: object):
    """(schema violations, later) where ``later(names, model, rules)`` runs the message rules."""
    if messages is _MISSING:
        return [violation("contract.field_required", "messages")], _nothing
    if not isinstance(messages, list | tuple):
        return [violation("contract.not_a_list", "messages")], _nothing
    if not messages:
        return [violation("contract.messages_empty", "messages")], _nothing
    fast = fast_check(messages) if type(messages) is list else None
    if fast is not None:
        return [], _fast_later(messages, fast)
    scan = scan_messages(messages)
    if scan.schema:
        return scan.schema, _nothing

    def later(names: list[str] | None, model: object, rules: Profile) -> list:
        out: list = []
        if rules.tools_required_with_tool_blocks and scan.has_tool_blocks and not names:
            out.append(violation("contract.legacy_tools_required", "tools"))
        if rules.first_must_be_user:
            out.extend(legacy_first_message(scan.summaries))
        out.extend(scan.local)
        ranges, order_problems = turns(scan.summaries, rules.merge_consecutive)
        out.extend(order_problems)
        out.extend(check_pairing(scan.summaries, ranges, rules.legacy_pairing_text))
        out.extend(check_final_turn(scan.summaries, model, bool(names), rules))
        return out

    return [], later


def _fast_later(messages: list, fast):
    """Rules left after the fast pass: legacy ones and the final turn."""

    def later(names: list[str] | None, model: object, rules: Profile) -> list:
        out: list = []
        if rules.tools_required_with_tool_blocks and fast.has_tool_blocks and not names:
            out.append(violation("contract.legacy_tools_required", "tools"))
        last = messages[-1]
        summary = [(len(messages) - 1, last["role"], last["content"])]
        if rules.first_must_be_user and messages[0]["role"] != "user":
            out.extend(legacy_first_message([(0, messages[0]["role"])]))
        out.extend(check_final_turn(summary, model, bool(names), rules))
        return out

    return later


def _nothing(names: object, model: object, rules: Profile) -> list:
    return []


def _internal(error: Exception) -> Violation:
    return violation("contract.internal_error", "", error=type(error).__name__)
