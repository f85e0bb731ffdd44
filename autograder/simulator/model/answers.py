"""The model's words: prefaces, questions back, final answers built from tool results.

The scripted model answers in Korean when the user wrote Korean and in English otherwise
(``text.language``). Every sentence here is the course's own; answers quote the values of
the ``tool_result`` blocks they received, so a wrong result shows up in the answer.
"""

from __future__ import annotations

from autograder.simulator.model.state import Call
from autograder.simulator.model.text import render_value

_T = {
    "ko": {
        "ask": "요청을 처리하려면 정보가 더 필요합니다. 다음 값을 알려 주시겠어요? {fields}",
        "summary": "확인한 결과입니다.",
        "line": "{label}: {value}",
        "error_line": "{label}: 실패 ({value})",
        "failed": "{label} 요청은 다시 시도해도 실패했습니다. 도구가 알려 준 오류를 확인해 주세요.",
        "blocked": "{dep} 결과는 {have}로 필요한 {need}에 못 미칩니다. 그래서 {label} 작업은 진행하지 않았습니다.",
        "unreachable": "{label} 확인에는 도구가 필요한데, 이번 요청에서는 도구를 쓸 수 없어 확인하지 못했습니다.",
        "chat": "질문을 받았습니다. 이번 요청에는 이 질문에 맞는 도구가 없어서, 조회 없이 답할 수 있는 범위에서만 도와드릴 수 있습니다.",
        "preface": "{label} 확인부터 하겠습니다.",
        "next": "이어서 {label} 확인을 진행하겠습니다.",
    },
    "en": {
        "ask": "I need a bit more information to do that. Could you tell me the {fields}?",
        "summary": "Here is what I found.",
        "line": "{label}: {value}",
        "error_line": "{label}: failed ({value})",
        "failed": "The {label} request failed again. Please check what the tool reported and correct the input.",
        "blocked": "The {dep} is {have}, short of the {need} needed, so I did not go ahead with the {label}.",
        "unreachable": "I would need a tool to check the {label}, but no tool is available in this request, so I could not check it.",
        "chat": "Thanks for the question. None of the tools in this request fits it, so I can only help with what I can answer without looking anything up.",
        "preface": "Let me check the {label}.",
        "next": "Next, let me check the {label}.",
    },
}


def phrase(lang: str, key: str, **params: object) -> str:
    return _T.get(lang, _T["en"])[key].format(**params)


def label(name: str, tool_input: dict, labels: dict, lang: str) -> str:
    """A short name for one call: the scenario's label, or ``name(key=value)``."""
    template = labels.get(name, {}).get(lang)
    if template:
        try:
            return template.format(**tool_input)
        except (KeyError, IndexError, ValueError):
            pass
    args = ", ".join(f"{k}={render_value(v, 40)}" for k, v in tool_input.items())
    return f"{name}({args})"


def ask_back(fields: list[tuple[str, str]], lang: str) -> str:
    """A question for the missing values: ``[(name, description), ...]``."""
    parts = [f"{name} ({desc})" if desc else name for name, desc in fields]
    return phrase(lang, "ask", fields=", ".join(parts))


def final_answer(calls: list[Call], notes: list[str], templates: dict, lang: str) -> str:
    """The end_turn answer: one sentence per answered call (its result quoted), then notes.

    ``templates`` holds the scenario's ``labels`` and ``answers``; an answer template is
    used when the result carries all its fields, else the generic ``label: value`` line.
    """
    lines = [_line(call, templates, lang) for call in calls]
    if len(lines) == 1 and not notes:
        return lines[0]
    head = [phrase(lang, "summary")] if lines else []
    body = head + [f"- {line}" for line in lines] + notes
    return "\n".join(body) if body else phrase(lang, "chat")


def _field(value: object, lang: str) -> str:
    """One result value inside a sentence: yes/no for booleans, a dash for null."""
    if isinstance(value, bool):
        return ("예" if value else "아니요") if lang == "ko" else ("yes" if value else "no")
    return "—" if value is None else render_value(value, 120)


def _line(call: Call, templates: dict, lang: str) -> str:
    name = label(call.name, call.input, templates.get("labels", {}), lang)
    if call.is_error:
        return phrase(lang, "error_line", label=name, value=render_value(call.result))
    template = templates.get("answers", {}).get(call.name, {}).get(lang)
    if template and isinstance(call.result, dict):
        try:
            fields = {k: _field(v, lang) for k, v in {**call.input, **call.result}.items()}
            return template.format_map(fields)
        except (KeyError, IndexError, ValueError):
            pass
    return phrase(lang, "line", label=name, value=render_value(call.result))
