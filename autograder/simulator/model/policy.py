"""The scripted model's decision for one request: which blocks, which stop reason.

Rules (issue 3): honour ``tool_choice`` (auto/any/tool/none) and
``disable_parallel_tool_use``; never call a tool the request does not define; read the
``tool_result`` contents and ``is_error`` (an error is retried once, then explained); make
one call per response after results of one batch were split over several user messages;
ask back when a required value is missing (unless forced, then guess like a forced model).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace

from autograder.simulator.model import (
    answers,
    file_tools,
    formats,
    produce,
    server_tools,
    structured,
)
from autograder.simulator.model.planner import (
    Planned,
    plan_generic,
    plan_scenario,
    resolve_call,
    schema_properties,
)
from autograder.simulator.model.scenarios import Scenario, all_scenarios
from autograder.simulator.model.state import Call, State, read_state
from autograder.simulator.model.text import render_value, user_texts
from autograder.simulator.responses import stable_id, text_block, tool_use_block


@dataclass
class Decision:
    """The content blocks of the answer, its stop reason, and the scenario that played."""

    content: list[dict]
    stop_reason: str
    scenario: str


def decide(request: dict, scenario: Scenario | None = None) -> Decision:
    """What the model answers to ``request`` (``scenario=None`` picks one, as "auto").

    A structured-output request gets its final text as JSON of the requested schema; a
    request with ``thinking`` enabled gets a thinking block first (``structured``).
    """
    state = read_state(request)
    decision = _decide(state, scenario)
    files = file_tools.file_tool(request)
    if files is not None and _uses_file_tool(request, files["name"], decision):
        ask = " ".join(user_texts(request)[-1:]).strip()
        decision.content, decision.stop_reason = file_tools.file_turn(
            request, files, ask, state.lang
        )
    done = server_tools.continued_queries(request)
    if done is not None or _searches(request, state, decision):
        query = " ".join(user_texts(request)[-1:]).strip()
        turn = server_tools.searched_turn(request, query, state.lang, done or [])
        decision.content, decision.stop_reason = turn
    tag = formats.answer_tag(request, state.text)
    if tag and decision.stop_reason == "end_turn":  # "responses in <reply></reply> tags"
        decision.content = [
            {**b, "text": formats.wrap(b["text"], tag)} if b.get("type") == "text" else b
            for b in decision.content
        ]
    schema = structured.output_schema(request)
    if schema is not None and decision.stop_reason == "end_turn":
        material = "\n".join([state.text, *_result_texts(state)])
        decision.content = [text_block(structured.structured_text(schema, material))]
    if structured.thinking_enabled(request):
        thought = structured.thought_for(decision.content, state.text, state.lang)
        decision.content = [structured.thinking_block(thought), *decision.content]
    return decision


def _searches(request: dict, state: State, decision: Decision) -> bool:
    """Whether the model searches the web: the tool is there, nothing else fits, none done."""
    choice = request.get("tool_choice")
    if server_tools.web_search_tool(request) is None or (
        isinstance(choice, dict) and choice.get("type") == "none"
    ):
        return False
    calls = any(b.get("type") == "tool_use" for b in decision.content)
    return not calls and not state.calls and bool(user_texts(request))


def _uses_file_tool(request: dict, name: str, decision: Decision) -> bool:
    """Memory / text editor: no learner tool call fits or was made, ``tool_choice`` allows it."""
    choice = request.get("tool_choice")
    if isinstance(choice, dict) and choice.get("type") == "none":
        return False
    if file_tools.others_called(request, name):
        return False
    return not any(b.get("type") == "tool_use" for b in decision.content) and bool(
        user_texts(request)
    )


def _result_texts(state: State) -> list[str]:
    return [
        json.dumps(c.result, ensure_ascii=False, default=str) for c in state.calls if c.answered
    ]


def _decide(state: State, scenario: Scenario | None) -> Decision:
    chosen = scenario if _applies(scenario, state) else _pick(state) if scenario is None else None
    plan = (
        plan_scenario(chosen, _with_scenario_tools(state, chosen))
        if chosen
        else plan_generic(state)
    )
    labels = chosen.data.get("labels", {}) if chosen else {}
    templates = {"labels": labels, "answers": chosen.data.get("answers", {}) if chosen else {}}
    pending, notes = _next_calls(plan, state, labels)
    name = chosen.name if chosen else "generic"
    if state.choice.type == "none" or not state.tools:
        notes += [
            answers.phrase(
                state.lang, "unreachable", label=answers.label(p.name, p.input, labels, state.lang)
            )
            for p in pending
        ]
        return Decision([text_block(_answer(state, notes, templates))], "end_turn", name)
    if state.choice.type == "any" and not pending:
        pending = _deliver(state, _answer(state, notes, templates))
    pending = _apply_choice(pending, plan, state)
    if not pending:
        return Decision([text_block(_answer(state, notes, templates))], "end_turn", name)
    missing = [p for p in pending if p.missing]
    if missing and state.choice.type == "auto":
        return Decision([text_block(_ask(missing[0], state))], "end_turn", name)
    if missing and state.choice.type == "any" and len(missing) == len(pending) and not chosen:
        pending = _say_instead(missing[0], state) or pending
    if state.choice.disable_parallel or state.split_results:
        pending = pending[:1]
    return Decision(_tool_blocks(pending, state, chosen, labels), "tool_use", name)


def _with_scenario_tools(state: State, scenario: Scenario) -> State:
    """Without ``tools`` the plan still knows the scenario's tools (to say what it cannot do)."""
    if state.tools:
        return state
    return replace(state, tools={t["name"]: t for t in scenario.tools})


def _applies(scenario: Scenario | None, state: State) -> bool:
    if scenario is None:
        return False
    return bool(scenario.tool_names & _tool_names(state))


def _tool_names(state: State) -> set[str]:
    """The tools the request defines or the conversation already called."""
    return set(state.tools) | {c.name for c in state.calls}


def _pick(state: State) -> Scenario | None:
    """The scenario this request really plays: its tools *and* its data, ties by keywords."""
    names = _tool_names(state)
    lowered = state.text.lower()
    best, best_score = None, 0
    for scenario in all_scenarios():
        overlap = len(scenario.tool_names & names)
        if not overlap or not _same_tools(scenario, state) or not _same_data(scenario, state):
            continue
        score = 10 * overlap + sum(k in lowered for k in scenario.data.get("keywords", []))
        if score > best_score:
            best, best_score = scenario, score
    return best


def _same_tools(scenario: Scenario, state: State) -> bool:
    """The request's tools of the scenario's names take the scenario's parameters."""
    for tool in scenario.data["tools"]:
        mine = state.tools.get(tool["name"])
        if mine is None:
            continue
        theirs, _ = schema_properties(tool)
        props, _ = schema_properties(mine)
        if set(props) != set(theirs):
            return False
    return True


def _same_data(scenario: Scenario, state: State) -> bool:
    """The text names the scenario's values, or the conversation already made its calls."""
    lowered = state.text.lower()
    for spec in (c for r in scenario.rounds for c in r):
        for prop in spec["input"]:
            if any(word.lower() in lowered for word in scenario.lexicon(prop)):
                return True
        if any(c.name == spec["tool"] and c.input == spec["input"] for c in state.calls):
            return True
    return False


def _next_calls(
    plan: list[list[Planned]], state: State, labels: dict
) -> tuple[list[Planned], list[str]]:
    """The calls of the first unfinished round; notes for calls that will not be made."""
    notes: list[str] = []
    for calls in plan:
        pending = []
        for planned in calls:
            done = _done(planned, state)
            if done is None or (done.is_error and state.errors_for(done.name, done.input) < 2):
                note = _blocked(planned, state, labels)
                pending.append(planned) if note is None else notes.append(note)
            # a call that failed twice is not retried: its answer line says so (answers)
        if pending:
            return pending, notes
    return [], notes


def _done(planned: Planned, state: State) -> Call | None:
    if planned.missing:
        return next(
            (c for c in reversed(state.calls) if c.answered and c.name == planned.name), None
        )
    return state.done(planned.name, planned.input)


def _blocked(planned: Planned, state: State, labels: dict) -> str | None:
    """A note when the call's condition on an earlier result fails (bank: balance < amount)."""
    cond = planned.condition
    if not cond:
        return None
    dep = next((c for c in reversed(state.calls) if c.answered and c.name == cond["tool"]), None)
    if dep is None or dep.is_error:
        return None
    have = _number(dep.result, cond["field"])
    need = planned.input.get(cond["at_least_input"])
    if have is None or not isinstance(need, int | float) or have >= need:
        return None
    lang = state.lang
    return answers.phrase(
        lang,
        "blocked",
        dep=answers.label(dep.name, dep.input, labels, lang),
        have=render_value(have),  # 60.0 reads as 60
        label=answers.label(planned.name, planned.input, labels, lang),
        need=need,
    )


def _number(result: object, field: str) -> float | None:
    if isinstance(result, dict) and isinstance(result.get(field), int | float):
        return float(result[field])
    if isinstance(result, int | float) and not isinstance(result, bool):
        return float(result)
    return None


def _apply_choice(pending: list[Planned], plan: list[list[Planned]], state: State) -> list[Planned]:
    """``tool``: only the named tool; ``any``/``tool``: a call even when nothing is left."""
    choice = state.choice
    if choice.type == "tool":
        named = [p for p in pending if p.name == choice.name]
        return named or ([_forced(choice.name, plan, state)] if choice.name in state.tools else [])
    if choice.type == "any" and not pending:
        first = next((p.name for r in plan for p in r), next(iter(state.tools)))
        return [_forced(first, plan, state)]
    return pending


_OUTPUT_TOOL = re.compile(r"final|result|output|answer|respon|submit|deliver|report", re.I)


def _deliver(state: State, answer: str) -> list[Planned]:
    """Forced to call a tool when no lookup is left: the answer goes into an output tool.

    Frameworks return structured results through a tool (pydantic-ai's ``final_result``,
    instructor's model-named tool) and force ``tool_choice: any``; a careful model puts
    its answer there rather than calling a lookup tool again. Its values are produced from
    the answer and the user's text (``produce``), so they satisfy the tool's schema.
    """
    called = {c.name for c in state.calls}
    for name, tool in state.tools.items():
        words = f"{name} {tool.get('description', '')}"
        if name not in called and _OUTPUT_TOOL.search(words):
            schema = tool.get("input_schema") or {}
            return [Planned(name, produce.produce_object(schema, f"{answer}\n{state.text}"))]
    return []


_MESSAGING = re.compile(r"send|reply|respond|message|text|notify|say|answer|tell", re.I)


def _say_instead(wanted: Planned, state: State) -> list[Planned]:
    """Forced to call a tool but missing a value: ask through a messaging tool if there is one.

    ``tool_choice: any`` with a ``send_text_to_user`` tool is how an SMS bot talks; the
    model then sends its question back (or its plain answer) through that tool.
    """
    for name, tool in state.tools.items():
        props, required = schema_properties(tool)
        strings = [p for p in required if (props.get(p) or {}).get("type", "string") == "string"]
        if name != wanted.name and _MESSAGING.search(name) and len(strings) == len(required) == 1:
            text = (
                _ask(wanted, state)
                if wanted.missing
                else answers.plain_answer(state.text, state.lang)
            )
            return [Planned(name, {required[0]: text})]
    return []


def _forced(name: str, plan: list[list[Planned]], state: State) -> Planned:
    """A call a forcing ``tool_choice`` demands, reusing a planned input when there is one."""
    planned = next((p for r in plan for p in r if p.name == name), None)
    if planned is not None:
        return Planned(name, dict(planned.input), list(planned.missing), dict(planned.guesses))
    return plan_generic_one(name, state)


def plan_generic_one(name: str, state: State) -> Planned:
    """The generic planner's call for one named tool (values from text, else guessed)."""
    only = State({name: state.tools[name]}, state.choice, state.text, state.lang)
    planned = next((p for r in plan_generic(only) for p in r), None)
    return planned or resolve_call({"tool": name, "input": {}}, only, None, 0)


def _ask(planned: Planned, state: State) -> str:
    props, _ = schema_properties(state.tools[planned.name])
    fields = []
    for prop in planned.missing:
        schema = props.get(prop) if isinstance(props.get(prop), dict) else {}
        description = (
            schema.get("description") if isinstance(schema.get("description"), str) else ""
        )
        fields.append((prop, description))
    return answers.ask_back(fields, state.lang)


def _tool_blocks(
    pending: list[Planned], state: State, scenario: Scenario | None, labels: dict
) -> list[dict]:
    blocks = []
    if state.choice.type == "auto" and not formats.terse(state.text):
        blocks += _preface(pending[0], state, scenario, labels)
    history = json.dumps([c.id for c in state.calls])
    for i, planned in enumerate(pending):
        tool_input = {**planned.input, **planned.guesses}
        tool_id = planned.id if planned.id and planned.id not in state.ids_seen else None
        tool_id = tool_id or stable_id("toolu_01", history, state.text, planned.name, tool_input, i)
        state.ids_seen.add(tool_id)
        blocks.append(tool_use_block(tool_id, planned.name, tool_input))
    return blocks


def _preface(first: Planned, state: State, scenario: Scenario | None, labels: dict) -> list[dict]:
    """The sentence before the calls: the scenario's opener, or "next, ..." in later rounds."""
    if scenario is None:
        if state.calls:
            return [text_block(answers.phrase(state.lang, "tool_next", name=first.name))]
        props, _ = schema_properties(state.tools[first.name])
        return [text_block(answers.preface(first.name, first.input, state.lang, props))]
    label = answers.label(first.name, first.input, labels, state.lang)
    if state.calls:
        return [text_block(answers.phrase(state.lang, "next", label=label))]
    opener = (scenario.data.get("preface") or {}).get(state.lang)
    return [text_block(opener)] if opener else []


def _answer(state: State, notes: list[str], templates: dict) -> str:
    """The final answer from the answered calls of the conversation (latest per input).

    A call that failed carries every error result of the same call, in order, so the answer
    can say it was retried and give the first reason (``templates["failures"]``).
    """
    latest: dict[str, Call] = {}
    errors: dict[str, list[object]] = {}
    for call in state.calls:
        if call.answered:
            key = json.dumps([call.name, call.input], sort_keys=True, default=str)
            latest[key] = call
            errors.setdefault(key, []).extend([call.result] if call.is_error else [])
    plain = None if state.tools else state.text
    props = {name: schema_properties(tool)[0] for name, tool in state.tools.items()}
    failed = {call.id: errors[key] for key, call in latest.items() if call.is_error}
    templates = {**templates, "props": props, "failures": failed}
    return answers.final_answer(list(latest.values()), notes, templates, state.lang, plain)
