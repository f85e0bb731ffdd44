"""The model's words: prefaces, questions back, final answers built from tool results.

The scripted model answers in Korean when the user wrote Korean and in English otherwise
(``text.language``). Every sentence here is the course's own and speaks to the end user;
answers quote the values of the ``tool_result`` blocks they received (translated for a
Korean reader: "sunny" -> 맑음), so a wrong result shows up in the answer. A failed call
is told in the user's terms: that it could not be done (after a retry, if there was one)
and why, the reason the host gave without its instructions to the model (``failures``).
Korean particles follow the word before them (``josa``): "60으로", "P-88213은".
"""

from __future__ import annotations

from autograder.simulator.model import failures, glossary, josa, meaning
from autograder.simulator.model.state import Call
from autograder.simulator.model.text import render_value

_T = {
    "ko": {
        "ask": "요청을 처리하려면 정보가 더 필요합니다. 다음 값을 알려 주시겠어요? {fields}",
        "summary": "확인한 결과입니다.",
        "line": "{label} 결과: {value}",
        "error_line": "{label} 요청은 처리하지 못했습니다.",
        "error_line_retried": "{label} 요청은 한 번 더 시도했지만 처리하지 못했습니다.",
        "error_reason": "이유: {value}",
        "blocked": "{dep} 결과는 {have}(으로) 필요한 {need}에 못 미칩니다. 그래서 {label} 작업은 진행하지 않았습니다.",
        "unreachable": "{label} 확인에는 도구가 필요한데, 이번 요청에서는 도구를 쓸 수 없어 확인하지 못했습니다.",
        "chat": "질문을 받았습니다. 이번 요청에는 이 질문에 맞는 도구가 없어서, 조회 없이 답할 수 있는 범위에서만 도와드릴 수 있습니다.",
        "plain": "말씀하신 내용을 잘 받았습니다: “{gist}” 저는 이 강의의 오프라인 모델이라 이 대화에 있는 내용만으로 답합니다.",
        "tool_preface": "{name} 도구로 처리하겠습니다.",
        "tool_preface_value": "{name} 도구로 {value}(을) 확인해 보겠습니다.",
        "tool_label": "{name} 도구",
        "tool_label_value": "{name} 도구({value})",
        "tool_next": "이어서 {name} 도구로 확인하겠습니다.",
        "missing": "미정",
        "preface": "{label} 확인부터 하겠습니다.",
        "next": "이어서 {label} 확인을 진행하겠습니다.",
    },
    "en": {
        "ask": "I need a bit more information to do that. Could you tell me the {fields}?",
        "summary": "Here is what I found.",
        "line": "{label}: {value}.",
        "error_line": "The {label} request failed.",
        "error_line_retried": "The {label} request failed again after a retry.",
        "error_reason": "Reason: {value}",
        "blocked": "The {dep} is {have}, short of the {need} needed, so I did not go ahead with the {label}.",
        "unreachable": "I would need a tool to check the {label}, but no tool is available in this request, so I could not check it.",
        "chat": "Thanks for the question. None of the tools in this request fits it, so I can only help with what I can answer without looking anything up.",
        "plain": "Thanks for your message: “{gist}” I am the course's offline model, so I answer from what is in this conversation only.",
        "tool_preface": "I'll use the {name} tool for this.",
        "tool_preface_value": "I'll use the {name} tool for {value}.",
        "tool_label": "{name}",
        "tool_label_value": "{name} for {value}",
        "tool_next": "Next, I'll use the {name} tool.",
        "missing": "not known yet",
        "preface": "Let me check the {label}.",
        "next": "Next, let me check the {label}.",
    },
}


def phrase(lang: str, key: str, **params: object) -> str:
    """Sentence ``key`` in ``lang``; ``{field}(particle)`` marks get the right particle."""
    return josa.fill(_T.get(lang, _T["en"])[key], params)


def label(name: str, tool_input: dict, labels: dict, lang: str, props: dict | None = None) -> str:
    """A short name for one call: the scenario's label, or "NAME for VALUE"."""
    template = labels.get(name, {}).get(lang)
    if template:
        try:
            return josa.fill(template, tool_input)
        except (KeyError, IndexError, ValueError):
            pass
    value = main_value(tool_input, props)
    if value:
        return phrase(lang, "tool_label_value", name=name, value=value)
    return phrase(lang, "tool_label", name=name)


#: Kinds of input a person names a call by ("Glasgow", "C-10293"), unlike an operation name.
_NAMING_KINDS = (
    "place",
    "id",
    "person",
    "product",
    "query",
    "email",
    "phone",
    "date",
    "math",
    "string",
)


def main_value(tool_input: dict, props: dict | None = None) -> str:
    """The input value a person would name the call by (the first short place, id, name...)."""
    for key, value in tool_input.items():
        schema = (props or {}).get(key)
        schema = schema if isinstance(schema, dict) else {}
        if schema.get("enum") or meaning.kind_of(key, schema) not in _NAMING_KINDS:
            continue
        if props is None and not isinstance(value, str):
            continue  # without the schema a bare number names nothing ("save_note for 4")
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            text = render_value(value, 60)
            if text and len(text) <= 40:
                return text
    return ""


def preface(name: str, tool_input: dict, lang: str, props: dict | None = None) -> str:
    """The sentence before a learner tool's call: what the model is about to check."""
    value = main_value(tool_input, props)
    if value:
        return phrase(lang, "tool_preface_value", name=name, value=value)
    return phrase(lang, "tool_preface", name=name)


def ask_back(fields: list[tuple[str, str]], lang: str) -> str:
    """A question for the missing values: ``[(name, description), ...]``."""
    parts = [f"{name} ({desc})" if desc else name for name, desc in fields]
    return phrase(lang, "ask", fields=", ".join(parts))


def plain_answer(text: str, lang: str) -> str:
    """The answer to a request without tools and without results: the message read back."""
    gist = " ".join(text.split())
    gist = gist if len(gist) <= 80 else gist[:79] + "…"
    return phrase(lang, "plain", gist=gist)


def final_answer(
    calls: list[Call], notes: list[str], templates: dict, lang: str, plain: str | None = None
) -> str:
    """The end_turn answer: one sentence per answered call (its result quoted), then notes.

    ``templates`` holds the scenario's ``labels`` and ``answers``; an answer template is
    used when the result carries all its fields, else a summary of the result. ``plain``
    is the user's text when the request had no tools (the answer then reads it back).
    """
    lines = [_line(call, templates, lang) for call in calls]
    if len(lines) == 1 and not notes:
        return lines[0]
    head = [phrase(lang, "summary")] if lines else []
    body = head + [f"- {line}" for line in lines] + notes
    if body:
        return "\n".join(body)
    return plain_answer(plain, lang) if plain is not None else phrase(lang, "chat")


def _field(value: object, lang: str) -> str:
    """One result value inside a sentence: yes/no, "not known yet" for null, Korean words."""
    if isinstance(value, bool):
        return ("예" if value else "아니요") if lang == "ko" else ("yes" if value else "no")
    if value is None or value == "":
        return phrase(lang, "missing")
    text = render_value(value, 120)
    return glossary.value_ko(text) if lang == "ko" else text.replace("_", " ")


_PLAIN_KEYS = {"result", "value", "output", "answer", "content", "text", "결과"}


def summarise(result: object, lang: str) -> str:
    """A tool result for a reader: a few fields by name, the first items of a list."""
    if isinstance(result, dict) and len(result) == 1 and set(result) <= _PLAIN_KEYS:
        return _field(next(iter(result.values())), lang)  # {"result": 21} reads as 21
    if isinstance(result, dict):
        pairs = list(result.items())[:6]
        if lang == "ko":
            return ", ".join(f"{glossary.key_label(k, lang)} {_field(v, lang)}" for k, v in pairs)
        return ", ".join(f"{glossary.key_label(k, lang)} {_field(v, lang)}" for k, v in pairs)
    if isinstance(result, list):
        shown = "; ".join(summarise(item, lang) for item in result[:3])
        more = len(result) - 3
        if more > 0:
            shown += f" 외 {more}건" if lang == "ko" else f" and {more} more"
        return shown or ("결과 없음" if lang == "ko" else "nothing found")
    return _field(result, lang)


def _line(call: Call, templates: dict, lang: str) -> str:
    props = templates.get("props", {}).get(call.name)
    name = label(call.name, call.input, templates.get("labels", {}), lang, props)
    if call.is_error:
        return _error_line(name, templates.get("failures", {}).get(call.id, [call.result]), lang)
    template = templates.get("answers", {}).get(call.name, {}).get(lang)
    if template and isinstance(call.result, dict):
        try:
            fields = {k: _field(v, lang) for k, v in {**call.input, **call.result}.items()}
            return josa.fill(template, fields)
        except (KeyError, IndexError, ValueError):
            pass
    value = summarise(call.result, lang)
    value = value.rstrip(".") if lang == "en" else value  # "Sunny with wind." ends the line once
    return phrase(lang, "line", label=name, value=value)


def _error_line(name: str, results: list[object], lang: str) -> str:
    """A failed call for the user: not done (retried or not), then the first reason given."""
    head = phrase(lang, "error_line_retried" if len(results) > 1 else "error_line", label=name)
    why = failures.first_reason(results)
    if not why:
        return head
    return f"{head} {phrase(lang, 'error_reason', value=why.rstrip('.'))}."
