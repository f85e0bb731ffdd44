"""Learner messages of Exercise 1 (the `messages` array for `toolu_01Weather9527`).

Messages point at the place (`messages.N`, block, field) and hint at the rule; they never
spell out the finished array.
"""

MESSAGES = {
    "ex01.passed": {
        "ko": "통과했습니다.",
        "en": "Passed.",
    },
    "ex01.not_started": {
        "ko": "아직 `{name}`이(가) 없습니다. 답 셀을 채우고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not defined yet. Fill in the answer cell and run the notebook from the top.",
    },
    "ex01.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex01.not_a_list": {
        "ko": "`messages`는 메시지(dict)들의 리스트여야 하는데, 지금은 {found} 값입니다.",
        "en": "`messages` must be a list of message dicts; it is a {found}.",
    },
    "ex01.message_not_dict": {
        "ko": "`{path}`가 {found} 값입니다. 메시지 하나하나는 `role`과 `content`를 가진 dict입니다.",
        "en": "`{path}` is a {found}; each message is a dict with `role` and `content`.",
    },
    "ex01.openai_tool_message": {
        "ko": '`{path}`는 OpenAI 방식(`role: "tool"`, `tool_call_id`)입니다. Messages API에는 `tool` 역할이 없고, 결과는 `user` 메시지 안의 `tool_result` 블록으로 보냅니다.',
        "en": '`{path}` uses the OpenAI shape (`role: "tool"`, `tool_call_id`). The Messages API has no `tool` role: results travel as `tool_result` blocks inside a `user` message.',
    },
    "ex01.assistant_missing": {
        "ko": "메시지 {count}개 가운데 `assistant` 메시지가 없습니다. API는 대화를 기억하지 않으므로, 모델이 보낸 `tool_use` 응답도 기록에 다시 넣어야 결과와 짝이 맞습니다.",
        "en": "None of the {count} messages is the `assistant` turn. The API keeps no memory: the model's `tool_use` response must be in the history for the result to pair with it.",
    },
    "ex01.wrong_count": {
        "ko": "메시지가 {count}개입니다. 이번 요청에는 질문, 모델의 응답, 여러분의 결과 — 이렇게 세 개가 들어갑니다.",
        "en": "There are {count} messages; this request holds three: the question, the model's response, your result.",
    },
    "ex01.assistant_reordered": {
        "ko": "역할 순서가 {roles}입니다. 대화는 일어난 순서대로 user → assistant → user여야 합니다.",
        "en": "The roles are {roles}; the conversation goes in the order it happened: user → assistant → user.",
    },
    "ex01.first_message_changed": {
        "ko": "`{path}`가 처음 보낸 질문과 다릅니다. 첫 메시지는 첫 요청에 보냈던 그대로 두세요.",
        "en": "`{path}` differs from the question sent first; keep the first message exactly as in the first request.",
    },
    "ex01.response_fields_copied": {
        "ko": "`{path}`에 응답에만 있는 필드({fields})가 들어 있습니다. 요청의 메시지에는 `role`과 `content`만 넣습니다.",
        "en": "`{path}` carries response-only fields ({fields}); a request message holds only `role` and `content`.",
    },
    "ex01.unknown_message_fields": {
        "ko": "`{path}`에 메시지가 가질 수 없는 필드({fields})가 있습니다. `role`과 `content`만 남기세요.",
        "en": "`{path}` has fields a message cannot have ({fields}); keep only `role` and `content`.",
    },
    "ex01.assistant_changed": {
        "ko": "`{path}`의 `{field}`가 모델이 보낸 응답과 다릅니다. assistant 메시지의 `content`는 응답의 `content`를 손대지 않고 그대로 옮깁니다.",
        "en": "`{field}` at `{path}` differs from the model's response; copy the response's `content` unchanged into the assistant message.",
    },
    "ex01.message_content_is_dict": {
        "ko": "`{path}`가 dict 하나입니다. 메시지의 `content`는 문자열이거나 블록들의 리스트여야 합니다 — dict를 `[ ]`로 감싸 보세요.",
        "en": "`{path}` is a single dict; a message's `content` is a string or a list of blocks.",
    },
    "ex01.no_tool_result": {
        "ko": '`type: "tool_result"` 블록을 찾지 못했습니다. 도구 결과는 마지막 user 메시지의 `content` 리스트 안에 블록으로 넣습니다.',
        "en": 'No `type: "tool_result"` block was found; the result goes as a block in the last user message\'s `content` list.',
    },
    "ex01.result_in_wrong_message": {
        "ko": "`tool_result`가 `{path}`에 있습니다. 결과는 `tool_use`를 담은 assistant 메시지 바로 다음의 user 메시지에 들어가야 합니다.",
        "en": "The `tool_result` is in `{path}`; it belongs in the user message right after the assistant message holding the `tool_use`.",
    },
    "ex01.text_before_result": {
        "ko": "`{path}`에 `tool_result`보다 앞선 블록이 있습니다. 결과 메시지에서는 `tool_result` 블록이 맨 앞에 오고, 덧붙일 글은 그 뒤에 둡니다.",
        "en": "A block comes before the `tool_result` at `{path}`; `tool_result` blocks come first, any text after them.",
    },
    "ex01.tool_use_id_missing": {
        "ko": "`{path}`가 없습니다. 어느 호출에 대한 결과인지 `tool_use_id`로 알려 주어야 합니다.",
        "en": "`{path}` is missing; `tool_use_id` says which call this result answers.",
    },
    "ex01.id_is_tool_name": {
        "ko": "`{path}`에 도구의 이름을 넣었습니다. 짝을 맞추는 값은 이름이 아니라 `tool_use` 블록의 `id`입니다.",
        "en": "`{path}` holds the tool's name; results pair with the `tool_use` block's `id`, not its name.",
    },
    "ex01.invented_id": {
        "ko": "`{path}`의 값 {found}는 응답에 없는 id입니다. 지어내지 말고 모델이 준 `tool_use`의 `id`를 그대로 쓰세요.",
        "en": "`{path}` is {found}, an id the response never gave; use the `tool_use` block's own `id`.",
    },
    "ex01.content_empty": {
        "ko": "`{path}`가 비어 있습니다. 조회한 날씨를 결과에 담아야 모델이 답할 수 있습니다.",
        "en": "`{path}` is empty; the weather you looked up has to be in the result.",
    },
    "ex01.content_is_dict": {
        "ko": "`{path}`가 dict입니다. API는 여기서 문자열이나 블록 리스트를 받습니다 — dict는 `json.dumps(...)`로 문자열로 바꿔 보내세요.",
        "en": "`{path}` is a dict; the API wants a string or a list of blocks here (e.g. `json.dumps(...)`).",
    },
    "ex01.content_wrong_type": {
        "ko": "`{path}`는 문자열이나 블록 리스트여야 합니다.",
        "en": "`{path}` must be a string or a list of blocks.",
    },
    "ex01.content_not_parseable": {
        "ko": "`{path}`의 글을 JSON으로 읽을 수 없습니다. 뒤따르는 코드가 읽을 수 있도록 `json.dumps(...)`로 만든 문자열을 넣어 보세요.",
        "en": "The text at `{path}` is not valid JSON; use a string made with `json.dumps(...)` so code can read it.",
    },
    "ex01.content_not_object": {
        "ko": "`{path}`는 JSON이지만 {found} 값 하나뿐입니다. 하늘 상태와 기온을 이름 붙은 필드로 담은 JSON 객체로 보내 주세요.",
        "en": "`{path}` is JSON but only a {found}; send a JSON object with named fields for the sky and the temperature.",
    },
    "ex01.temperature_mismatch": {
        "ko": "`{path}`에서 조회한 기온(섭씨)을 찾지 못했습니다. 결과에는 실제로 조회한 값을 넣습니다.",
        "en": "The looked-up temperature (°C) is not in `{path}`; the result carries the real look-up.",
    },
    "ex01.temperature_wrong_unit": {
        "ko": "`{path}`의 기온이 섭씨가 아닌 단위(화씨·켈빈)로만 적혀 있습니다. 조회한 값은 섭씨 기온이니 단위를 바꾸지 말고 그대로 보내세요.",
        "en": "The temperature at `{path}` is only given in another unit (°F or K); the look-up is in °C, send it unconverted.",
    },
    "ex01.city_mismatch": {
        "ko": "`{path}`의 도시({found})가 모델이 물어본 도시와 다릅니다. 모델이 요청한 `input`으로 조회한 결과를 보내세요.",
        "en": "The city at `{path}` ({found}) is not the one the model asked about; send the look-up for the call's `input`.",
    },
    "ex01.result_marked_error": {
        "ko": "`{path}`에 `is_error: true`가 붙어 있습니다. 조회는 성공했으니 오류 표시 없이 결과만 보내세요.",
        "en": "`{path}` is marked `is_error: true`; the look-up succeeded, so send the result without the error flag.",
    },
    "ex01.condition_mismatch": {
        "ko": "`{path}`에 조회한 하늘 상태가 없습니다. 결과에는 실제로 조회한 값을 넣습니다.",
        "en": "The looked-up sky condition is not in `{path}`; the result carries the real look-up.",
    },
    "ex01.api_rejected": {
        "ko": "이 `messages`로 요청을 보내면 API가 {status} 오류로 거절합니다: {api_message}\n   {hint_ko}",
        "en": "Sent as the next request, the API rejects it with {status}: {api_message}\n   {hint_en}",
    },
    "ex01.api_not_an_answer": {
        "ko": "API가 요청을 받기는 했지만, 마지막 user 메시지에 `{id}` 호출에 대한 `tool_result`가 없어 모델이 도구 결과 없이 다시 답하게 됩니다. 이번 요청은 모델의 호출에 답하는 요청이어야 합니다.",
        "en": "The API took the request, but its last user message holds no `tool_result` for `{id}`, so the model answers without the tool's result; this request must answer the call.",
    },
    "ex01.api_answered": {
        "ko": "API가 요청을 받아들였고, 모델의 답은 이렇습니다: {answer}",
        "en": "The API accepted the request; the model answered: {answer}",
    },
}
