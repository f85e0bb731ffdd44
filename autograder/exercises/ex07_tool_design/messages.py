"""Learner messages of Exercise 7 (designing the ticket search tool and its executor).

Messages name where the problem is (`TOOL.name`, `input_schema.properties.limit`, the
request number, the question the model was asked, the page) and what it made the
validator, the model or the executor do; never the grader's code.
"""

_SCHEMA = '`TOOL["input_schema"]`'

MESSAGES = {
    "ex07.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex07.not_started": {
        "ko": "아직 답을 채우지 않았습니다(`TOOL`, `CHAT_OPTIONS`, `REPORT_OPTIONS`, `run_tool`). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "The answers are not filled in yet (`TOOL`, `CHAT_OPTIONS`, `REPORT_OPTIONS`, `run_tool`). Complete the answer cells and run the notebook from the top.",
    },
    "ex07.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex07.api_rejected": {
        "ko": "{request}번째 요청을 API가 거절했습니다. `TOOL`이나 옵션을 API가 받지 않습니다. API의 오류 문장: {api_message}",
        "en": "The API rejected request {request}: it does not take `TOOL` or the options as they are. {api_message}",
    },
    "ex07.request_failed": {
        "ko": "요청을 보내지 못했습니다({error_type}: {error}). `CHAT_OPTIONS`와 `REPORT_OPTIONS`에는 `tool_choice` 같은 요청 필드만 넣으세요(`tools`, `messages`, `model`은 넣지 않습니다).",
        "en": "The request could not be sent ({error_type}: {error}); `CHAT_OPTIONS` and `REPORT_OPTIONS` hold request fields such as `tool_choice` only (not `tools`, `messages` or `model`).",
    },
    "ex07.no_request": {"ko": "요청이 한 번도 가지 않았습니다.", "en": "No request was sent."},
    "ex07.checked_when_graded": {
        "ko": "이 기준은 채점할 때만 확인합니다. 숨은 입력은 채점하는 쪽에만 있습니다.",
        "en": "This criterion is checked only when graded: its inputs exist on the grading side only.",
    },
    # --- name and description
    "ex07.name_vague": {
        "ko": '`TOOL["name"]` = `{name}`: 이름만 보고 하는 일을 알 수 있게 동사_대상 모양의 영문 소문자로 지으세요(예: `cancel_order`). `process`, `handle` 같은 막연한 이름은 쓰지 않습니다.',
        "en": '`TOOL["name"]` = `{name}`: name it verb_object in lowercase snake case so the name says what it does (e.g. `cancel_order`); no vague names like `process`.',
    },
    "ex07.description_short": {
        "ko": '`TOOL["description"]`이 {length}자뿐입니다(적어도 {minimum}자). 모델은 이 글만 보고 도구를 고릅니다: 무엇을 하는지, 언제 쓰는지, 언제 쓰지 않는지, 무엇을 돌려주는지 쓰세요.',
        "en": '`TOOL["description"]` has {length} characters (at least {minimum}); the model picks tools from this text only: say what it does, when to use it, when not, and what it returns.',
    },
    "ex07.description_no_when": {
        "ko": "`TOOL[\"description\"]`이 언제 쓰는 도구인지 말하지 않습니다(예: '직원이 자기 티켓 상황을 물을 때 쓴다').",
        "en": "`TOOL[\"description\"]` never says when to use the tool (e.g. 'use when an employee asks about their tickets').",
    },
    "ex07.description_no_when_not": {
        "ko": "`TOOL[\"description\"]`에 쓰지 말아야 할 때가 없습니다. 헷갈릴 만한 경우와 그때 대신 쓸 도구를 적으세요(예: '새 티켓을 만들 때는 쓰지 않고 대신 create_ticket을 쓴다').",
        "en": "`TOOL[\"description\"]` never says when *not* to use it; name the confusable case and the tool to use instead (e.g. 'not for opening a ticket: use create_ticket instead').",
    },
    "ex07.description_no_returns": {
        "ko": '`TOOL["description"]`이 무엇을 돌려주는지 말하지 않습니다(티켓의 어떤 필드, 다음 페이지 커서). 모델은 결과를 받기 전에 이 글로 도구를 고릅니다.',
        "en": '`TOOL["description"]` never says what the tool returns (which ticket fields, the next-page cursor); the model chooses the tool from this text before seeing any result.',
    },
    # --- parameters
    "ex07.schema_not_object": {
        "ko": f'{_SCHEMA}의 `type`이 `"object"`가 아닙니다. 도구의 입력은 이름 붙은 값들의 객체입니다.',
        "en": f'{_SCHEMA} is not `"type": "object"`; a tool\'s input is an object of named values.',
    },
    "ex07.param_missing": {
        "ko": f"{_SCHEMA}`.properties`에 `{{param}}`이 없습니다. 요구 사항의 파라미터 다섯(requester_id, status, created_after, limit, cursor)을 그 이름 그대로 두세요.",
        "en": f"{_SCHEMA}`.properties` has no `{{param}}`; keep the need's five parameters under those names.",
    },
    "ex07.param_undescribed": {
        "ko": f"{_SCHEMA}`.properties.{{param}}`에 `description`이 없습니다. 파라미터마다 무슨 값인지, 없으면 어떻게 되는지 한 줄씩 적으세요.",
        "en": f"{_SCHEMA}`.properties.{{param}}` has no `description`; describe every parameter (what it holds, what happens without it).",
    },
    "ex07.id_no_example": {
        "ko": f"{_SCHEMA}`.properties.requester_id`의 설명에 예시 값이 없습니다(예: 'E-20417'). 모델은 예시의 모양을 보고 사용자의 문장에서 값을 찾습니다.",
        "en": f"{_SCHEMA}`.properties.requester_id` gives no example value (e.g. 'E-20417'); the model looks for values shaped like the example.",
    },
    "ex07.date_format_unsaid": {
        "ko": f'{_SCHEMA}`.properties.created_after`가 날짜 형식을 말하지 않습니다. `"format": "date"`를 두거나 설명에 `YYYY-MM-DD`를 적으세요. 그냥 \'날짜\'는 모델이 헷갈리는 형식입니다.',
        "en": f'{_SCHEMA}`.properties.created_after` does not state its format; add `"format": "date"` or write `YYYY-MM-DD` in its description.',
    },
    "ex07.required_missing_param": {
        "ko": f"{_SCHEMA}`.required`에 `{{param}}`이 없습니다. 이 값 없이는 찾을 수 없으니 필수로 두어야, 사용자가 말하지 않았을 때 모델이 되묻습니다.",
        "en": f"{_SCHEMA}`.required` lacks `{{param}}`; without it there is nothing to search, and only a required value makes the model ask back.",
    },
    "ex07.required_too_many": {
        "ko": f"{_SCHEMA}`.required`에 `{{param}}`까지 들어 있습니다. 사용자가 말하지 않아도 되는 값(기본값이 있거나 빠지면 '전부'인 값)을 필수로 두면 모델이 쓸데없이 되묻거나 값을 지어냅니다.",
        "en": f"{_SCHEMA}`.required` also lists `{{param}}`; a value the user need not give (it has a default, or means 'all' when absent) makes the model ask needlessly or invent it.",
    },
    # --- inputs to accept and reject
    "ex07.schema_invalid": {
        "ko": f"{_SCHEMA}가 올바른 JSON Schema가 아닙니다({{error}}).",
        "en": f"{_SCHEMA} is not a valid JSON Schema ({{error}}).",
    },
    "ex07.rejects_valid": {
        "ko": f"올바른 입력 {{input}}을 {_SCHEMA}가 거절합니다({{error}}). 요구 사항이 허용하는 값까지 막지 않았는지 보세요.",
        "en": f"{_SCHEMA} rejects the valid input {{input}} ({{error}}); do not forbid what the need allows.",
    },
    "ex07.required_missing": {
        "ko": f"`requester_id`가 없는 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. `required`에 `requester_id`를 넣으세요.",
        "en": f"{_SCHEMA} accepts {{input}}, which has no `requester_id`; list it in `required`.",
    },
    "ex07.id_format_open": {
        "ko": f"사번 모양이 아닌 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. `properties.requester_id`에 `pattern`을 두어 'E-' 다음 숫자 다섯만 받게 하세요(처음 `^`와 끝 `$`까지).",
        "en": f"{_SCHEMA} accepts {{input}}, which is not an employee id; give `properties.requester_id` a `pattern` for 'E-' and five digits, anchored with `^` and `$`.",
    },
    "ex07.status_not_enum": {
        "ko": f"없는 상태가 든 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. `properties.status`를 세 값(open, in_progress, resolved) 가운데 하나로 좁히세요(`enum`).",
        "en": f"{_SCHEMA} accepts {{input}}, whose status does not exist; restrict `properties.status` to the three values (`enum`).",
    },
    "ex07.limit_unbounded": {
        "ko": f"범위를 벗어난 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. `properties.limit`에 최솟값 1과 최댓값 20을 두세요(`minimum`/`maximum`).",
        "en": f"{_SCHEMA} accepts {{input}}, out of range; bound `properties.limit` to 1-20 (`minimum`/`maximum`).",
    },
    "ex07.limit_not_integer": {
        "ko": f'정수가 아닌 개수가 든 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. `properties.limit`의 `type`은 `"integer"`입니다.',
        "en": f'{_SCHEMA} accepts {{input}}, whose limit is not an integer; `properties.limit` is `"type": "integer"`.',
    },
    "ex07.date_format_open": {
        "ko": f'YYYY-MM-DD가 아닌 날짜가 든 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. `properties.created_after`에 `"format": "date"`나 날짜 `pattern`을 두세요.',
        "en": f'{_SCHEMA} accepts {{input}}, whose date is not YYYY-MM-DD; give `properties.created_after` `"format": "date"` or a date `pattern`.',
    },
    "ex07.extra_allowed": {
        "ko": f'요구 사항에 없는 필드가 든 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. `"additionalProperties": false`로 그 밖의 필드를 막으세요.',
        "en": f'{_SCHEMA} accepts {{input}}, which has a field the need does not name; close it with `"additionalProperties": false`.',
    },
    "ex07.type_wrong": {
        "ko": f"타입이 틀린 값이 든 입력 {{input}}을 {_SCHEMA}가 받아 줍니다. 파라미터마다 `type`을 요구 사항대로 두세요.",
        "en": f"{_SCHEMA} accepts {{input}}, which holds a value of the wrong type; give every parameter the `type` the need says.",
    },
    # --- what the model did
    "ex07.fill_no_call": {
        "ko": "질문 '{question}'에 모델이 도구를 부르지 않고 이렇게 답했습니다: {said}. 이름과 설명이 이런 질문에 쓰는 도구라고 말하는지, 값이 다 있는데도 필수가 아닌 값을 요구하지 않는지 보세요.",
        "en": "Asked '{question}', the model called no tool and said: {said}. Check that the name and description fit such questions and that nothing else is required.",
    },
    "ex07.fill_wrong": {
        "ko": "질문 '{question}'에 모델이 `{param}`을 {found}(으)로 채웠습니다(기대: {expected}). 모델은 명세만 보고 값을 채웁니다: 그 파라미터의 `type`, `enum`, 범위, 형식, 설명을 보세요.",
        "en": "Asked '{question}', the model set `{param}` to {found} (expected {expected}); it fills values from the definition only: check that parameter's type, enum, range, format and description.",
    },
    "ex07.chat_forced": {
        "ko": "{request}번째 요청(대화용)이 `tool_choice` `{found}`로 도구 호출을 강제합니다. 사용자가 사번을 말하지 않았는데 모델이 되묻지 못하고 {guessed}(으)로 지어냈습니다. 대화에서는 강제하지 마세요(`CHAT_OPTIONS`).",
        "en": "Request {request} (chat) forces a call with `tool_choice` `{found}`: with no employee id given the model could not ask back and invented {guessed}. Do not force in chat (`CHAT_OPTIONS`).",
    },
    "ex07.guessed": {
        "ko": "질문 '{question}'에는 사번이 없는데 모델이 되묻지 않고 {input}(으)로 도구를 불렀습니다. 꼭 있어야 하는 값은 `required`에 넣어야 모델이 되묻습니다.",
        "en": "Asked '{question}', which gives no employee id, the model called the tool with {input} instead of asking back; only a required value makes it ask.",
    },
    "ex07.no_ask_back": {
        "ko": "질문 '{question}'에는 사번이 없는데 모델이 사번을 되묻지 않고 이렇게 답했습니다: {said}. 이름과 설명이 이런 질문에 쓰는 도구라고 말하는지, `requester_id`가 필수인지 보세요.",
        "en": "Asked '{question}', which gives no employee id, the model did not ask for it and said: {said}. Check that the name and description fit such questions and that `requester_id` is required.",
    },
    "ex07.report_not_forced": {
        "ko": '야간 점검 요청의 `tool_choice`가 `{found}`입니다. 이 작업에는 되물어도 답할 사람이 없으니 요구 사항대로 이 도구를 반드시 부르게 하세요(`REPORT_OPTIONS`: `{{"tool_choice": {{"type": "tool", "name": ...}}}}`).',
        "en": "The nightly report request has `tool_choice` `{found}`; no one is there to answer a question, so force this tool as the need says (`REPORT_OPTIONS`).",
    },
    # --- what the executor answered
    "ex07.result_not_sent": {
        "ko": "질문 '{question}'에서 모델의 호출에 대한 결과가 다음 요청에 실리지 않았습니다.",
        "en": "Asked '{question}', the next request carried no result for the model's call.",
    },
    "ex07.result_error": {
        "ko": "질문 '{question}'에서 `run_tool`이 예외를 냈습니다. 모델이 받은 오류 결과: {content}",
        "en": "Asked '{question}', `run_tool` raised; the model received the error result: {content}",
    },
    "ex07.result_no_tickets": {
        "ko": '질문 \'{question}\'에서 `run_tool`의 결과가 `{{"tickets": [...], "next_cursor": ...}}` 모양의 JSON 객체가 아닙니다. 모델이 받은 결과: {content}',
        "en": 'Asked \'{question}\', `run_tool` did not return a `{{"tickets": [...], "next_cursor": ...}}` object; the model received: {content}',
    },
    "ex07.result_extra_fields": {
        "ko": "`run_tool`이 돌려준 티켓에 모델에게 필요 없는 필드({fields})가 있습니다. 필드는 ticket_id, title, status, created_at 넷만 남기세요. 결과는 매번 입력 토큰이 됩니다.",
        "en": "The tickets `run_tool` returns carry fields the model does not need ({fields}); keep ticket_id, title, status, created_at only: results cost input tokens every turn.",
    },
    "ex07.result_missing_fields": {
        "ko": "`run_tool`이 돌려준 티켓에 필요한 필드({fields})가 빠졌습니다. ticket_id, title, status, created_at 넷을 남기세요.",
        "en": "The tickets `run_tool` returns lack {fields}; keep ticket_id, title, status, created_at.",
    },
    "ex07.result_over_limit": {
        "ko": "질문 '{question}'에서 `run_tool`이 티켓 {count}개를 한 번에 돌려줬습니다(한 페이지는 `limit` {limit}개까지, 없으면 5개). 긴 목록은 나누고 `next_cursor`로 이어 받게 하세요.",
        "en": "Asked '{question}', `run_tool` returned {count} tickets at once (a page holds `limit` = {limit}, default 5); page long lists and hand back a `next_cursor`.",
    },
    "ex07.result_wrong_tickets": {
        "ko": "질문 '{question}'에서 `run_tool`이 다른 티켓을 돌려줬습니다. 기대: {expected} / 받음: {found}. 사번, 상태, 날짜(그날 포함) 조건을 모두 적용했는지 보세요.",
        "en": "Asked '{question}', `run_tool` returned other tickets: expected {expected}, got {found}; apply the requester, status and date (inclusive) filters.",
    },
    "ex07.result_not_newest_first": {
        "ko": "질문 '{question}'에서 조건에 맞는 티켓들이지만 최신 것부터가 아닙니다. created_at이 늦은 것부터 정렬한 뒤 한 페이지를 자르세요.",
        "en": "Asked '{question}', the tickets match the search but are not the newest first; sort by created_at, latest first, then cut the page.",
    },
    "ex07.result_values_changed": {
        "ko": "`run_tool`이 돌려준 티켓 {ticket}의 값이 원래 티켓과 다릅니다. 필드는 고르기만 하고 값은 바꾸지 마세요.",
        "en": "Ticket {ticket} as `run_tool` returns it differs from the stored ticket; pick fields, do not change values.",
    },
    "ex07.cursor_missing": {
        "ko": "질문 '{question}'의 첫 페이지 결과에 `next_cursor`가 없습니다. 티켓이 더 남았으면 다음 페이지를 받을 커서(문자열)를 함께 돌려주세요.",
        "en": "Asked '{question}', the first page has no `next_cursor`; when tickets remain, return the cursor (a string) for the next page.",
    },
    "ex07.cursor_not_string": {
        "ko": "질문 '{question}'의 첫 페이지 결과에서 티켓이 더 남았는데 `next_cursor`가 {found}입니다. 비지 않은 문자열을 돌려주세요(스키마의 `cursor`도 문자열입니다).",
        "en": "Asked '{question}', tickets remain but the first page's `next_cursor` is {found}; return a non-empty string (the schema's `cursor` is a string).",
    },
    "ex07.page_two_wrong": {
        "ko": "`cursor` = `{cursor}`로 다시 부르니 다음 페이지가 아니었습니다. 기대: {expected} / 받음: {found}. `run_tool`이 `cursor`를 읽어 그 뒤부터 돌려주는지 보세요.",
        "en": "Called again with `cursor` = `{cursor}`, `run_tool` did not return the next page: expected {expected}, got {found}; read `cursor` and continue after it.",
    },
    "ex07.cursor_not_ended": {
        "ko": "마지막 페이지인데 `next_cursor`가 {found}입니다. 더 남은 티켓이 없으면 `null`(None)을 돌려주세요.",
        "en": "The last page still has `next_cursor` {found}; return `null` (None) when nothing remains.",
    },
    "ex07.variant_failed": {
        "ko": "다른 질문, 다른 사번, 다른 티켓 목록으로 바꿔 돌려 보니 기준이 유지되지 않았습니다. 값이나 티켓을 코드에 적어 두지 않았는지 확인해 보세요.\n   {reason}",
        "en": "With other questions, employee ids and tickets a criterion no longer held; make sure no value or ticket is written into the code.\n   {reason}",
    },
}
