"""Learner messages of Exercise 3 (answering a batch of calls, one of which fails).

Messages describe the next request the learner's message produced (`messages.N`,
`content.M`, the call's tool and id), never the code that built it.
"""

MESSAGES = {
    "ex03.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex03.api_answered": {
        "ko": "API가 요청을 받아들였고 모델이 답했습니다(stop_reason: {stop_reason}).",
        "en": "The API accepted the request and the model answered (stop_reason: {stop_reason}).",
    },
    "ex03.not_started": {
        "ko": "아직 `{name}`을(를) 채우지 않았습니다(NotImplementedError). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not filled in yet (NotImplementedError). Complete the answer cell and run the notebook from the top.",
    },
    "ex03.unfinished": {
        "ko": "`{name}`의 한 부분이 아직 `NotImplementedError`를 던져 메시지를 돌려주지 못했습니다. 함수 안에 남은 `raise NotImplementedError()`를 찾아 그 갈래(예: 실패한 호출을 처리하는 `except`)를 완성하세요.",
        "en": "Part of `{name}` still raises `NotImplementedError`, so no message was returned; find the remaining `raise NotImplementedError()` in the function and finish that branch (e.g. the `except` for the failed call).",
    },
    "ex03.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex03.exception_not_caught": {
        "ko": "`{tool}` 도구가 던진 {error_type} 예외가 함수 밖으로 새어 나와 다음 요청을 만들지 못했습니다. 도구 실행을 `try`/`except`로 감싸고, 실패도 `is_error: true` 결과로 돌려주세요.",
        "en": "The {error_type} raised by `{tool}` escaped the function, so no next request was built; wrap each tool run in `try`/`except` and return the failure as an `is_error: true` result.",
    },
    "ex03.crashed": {
        "ko": "`tool_results_message`가 {error_type} 예외로 멈췄습니다: {error}",
        "en": "`tool_results_message` stopped with {error_type}: {error}",
    },
    "ex03.not_a_message": {
        "ko": '`tool_results_message`가 메시지를 돌려주지 않았습니다(돌려준 것: {found}). `{{"role": "user", "content": [...]}}` 꼴의 dict 하나를 `return` 하세요.',
        "en": '`tool_results_message` returned no message (found: {found}); return one dict shaped `{{"role": "user", "content": [...]}}`.',
    },
    "ex03.not_sendable": {
        "ko": "돌려준 메시지로 요청을 보낼 수 없었습니다(SDK가 거절: {error}). 메시지는 dict, 리스트, 문자열, 숫자만으로 만드세요.",
        "en": "The returned message could not be sent (the SDK refused it: {error}); build it from dicts, lists, strings and numbers only.",
    },
    "ex03.results_split": {
        "ko": "결과가 user 메시지 {count}개에 나뉘어 있습니다(`{path}`부터). 한 응답의 호출에 대한 결과는 모두 다음 user 메시지 **하나**의 `content`에 담아야 합니다. 나누어 보내면 모델은 다음부터 한 번에 하나씩만 부르게 됩니다.",
        "en": "The results are split over {count} user messages (from `{path}`); all results of one response go in the content of ONE next user message. Split results teach the model to call one tool at a time.",
    },
    "ex03.not_user_message": {
        "ko": '`{path}`의 role이 {role}입니다. 도구 결과는 `"role": "user"` 메시지에 담습니다.',
        "en": '`{path}` has role {role}; tool results go in a `"role": "user"` message.',
    },
    "ex03.content_not_list": {
        "ko": "`{path}`가 리스트가 아닙니다. `content`는 `tool_result` 블록들의 리스트여야 합니다.",
        "en": "`{path}` is not a list; `content` must be a list of `tool_result` blocks.",
    },
    "ex03.no_tool_result": {
        "ko": "`{path}`에 `tool_result` 블록이 하나도 없습니다.",
        "en": "`{path}` holds no `tool_result` block.",
    },
    "ex03.text_before_results": {
        "ko": "`{path}`에 `tool_result`가 아닌 블록이 결과들보다 앞에 있습니다. API는 결과 블록이 `content`의 맨 앞에 오기를 요구합니다. 덧붙일 글이 있으면 결과들 뒤에 두세요.",
        "en": "`{path}` is not a `tool_result` and comes before the results; the API requires the results first in `content` (put any text after them).",
    },
    "ex03.id_is_name": {
        "ko": "`{path}`에 도구 이름 {found}이(가) 들어갔습니다. 같은 도구를 여러 번 부르면 이름으로는 구별할 수 없습니다. 각 `tool_use` 블록의 `id`를 쓰세요.",
        "en": "`{path}` holds the tool name {found}; names cannot tell repeated calls apart, use each `tool_use` block's `id`.",
    },
    "ex03.unknown_id": {
        "ko": "`{path}`의 {found}는 이번 응답의 어느 호출 id와도 같지 않습니다. 받은 블록의 `id`를 그대로 쓰세요.",
        "en": "`{path}` is {found}, the id of no call in this response; copy each block's own `id`.",
    },
    "ex03.result_duplicated": {
        "ko": "`{path}`에 호출 {call}의 결과가 두 번 들어 있습니다. 호출 하나에 결과는 정확히 하나입니다.",
        "en": "`{path}` answers the call {call} twice; each call gets exactly one result.",
    },
    "ex03.only_first_call": {
        "ko": "호출 {calls}개 가운데 첫 번째만 답했습니다(`{path}`). 한 응답에는 `tool_use` 블록이 여러 개 있을 수 있으니, `response.content`의 `tool_use`를 **모두** 돌며 실행하세요.",
        "en": "Only the first of {calls} calls is answered (`{path}`); a response may hold several `tool_use` blocks, so run every one of them.",
    },
    "ex03.failed_call_dropped": {
        "ko": "실패한 호출 {call}의 결과가 `{path}`에 없습니다. 실패를 빼 버리면 그 호출은 짝을 잃고 요청 전체가 거절됩니다. 실패도 `is_error: true` 결과로 보내세요.",
        "en": "The failed call {call} has no result in `{path}`; dropping it leaves the call unpaired and the whole request is rejected. Send the failure as an `is_error: true` result.",
    },
    "ex03.result_missing": {
        "ko": "`{path}`에 다음 호출의 결과가 없습니다: {calls}. 호출마다 결과가 하나씩 있어야 합니다.",
        "en": "`{path}` has no result for: {calls}. Every call needs one result.",
    },
    "ex03.content_not_text": {
        "ko": "호출 {call}의 결과(`{path}`)가 글이 아닙니다. `content`에는 문자열(예: `json.dumps(...)`)이나 text 블록 리스트를 넣으세요.",
        "en": "The result of {call} (`{path}`) is not text; put a string (e.g. `json.dumps(...)`) or a list of text blocks in `content`.",
    },
    "ex03.results_swapped": {
        "ko": "호출 {call}의 결과 자리(`{path}`)에 다른 호출 {other}의 결과가 들어갔습니다. 순서가 아니라 id로 짝을 맞추세요: 결과를 만든 그 호출의 `id`를 붙입니다.",
        "en": "The result for {call} (`{path}`) holds the output of another call, {other}; pair by id, not by position.",
    },
    "ex03.result_content_wrong": {
        "ko": "호출 {call}의 결과(`{path}`)가 `execute_tool`이 그 호출에 돌려준 값과 다릅니다. 실행 결과를 바꾸지 말고 그대로 담으세요.",
        "en": "The result for {call} (`{path}`) differs from what `execute_tool` returned for that call; send the output unchanged.",
    },
    "ex03.no_successful_result": {
        "ko": "`{path}`에 성공한 호출의 결과가 하나도 없습니다.",
        "en": "`{path}` holds no result of a successful call.",
    },
    "ex03.is_error_not_bool": {
        "ko": "`{path}`가 {found}입니다. `is_error`는 문자열이나 숫자가 아닌 불리언이어야 합니다(API가 거절합니다). 실패한 호출에는 `True`를 쓰고, 성공한 결과에는 `False`를 쓰거나 아예 빼세요.",
        "en": "`{path}` is {found}; `is_error` must be a boolean, not a string or a number (the API rejects it): `True` on the failed call, `False` or nothing on a success.",
    },
    "ex03.failure_not_flagged": {
        "ko": "실패한 호출 {call}의 결과에 `is_error: true`가 없습니다(`{path}`). 표시가 없으면 모델은 오류 문장을 정상 결과로 읽습니다.",
        "en": "The result of the failed call {call} lacks `is_error: true` (`{path}`); without it the model reads the error as a normal result.",
    },
    "ex03.success_flagged": {
        "ko": "성공한 호출의 결과에 `is_error: true`가 붙었습니다(`{path}`). 실패한 호출에만 붙이세요.",
        "en": "A successful call's result carries `is_error: true` (`{path}`); flag only the failed call.",
    },
    "ex03.error_message_empty": {
        "ko": "실패 결과의 `content`(`{path}`)가 비어 있습니다. 무엇이 잘못됐고 무엇을 해 보면 되는지 모델에게 글로 알려 주세요.",
        "en": "The failure's `content` (`{path}`) is empty; tell the model in words what went wrong and what to try.",
    },
    "ex03.error_is_traceback": {
        "ko": "실패 결과(`{path}`)에 파이썬 traceback이 통째로 들어갔습니다. 모델에게 필요한 것은 내부 파일 경로가 아니라 예외가 알려 준 원인과 다음에 할 일입니다. 예외의 메시지(`str(e)`)를 담으세요.",
        "en": "The failure's result (`{path}`) holds a whole Python traceback; the model needs the cause and what to do next, not internal paths. Send the exception's message (`str(e)`).",
    },
    "ex03.error_message_missing_cause": {
        "ko": "실패 결과(`{path}`)에 도구가 알려 준 원인이 빠졌습니다. '오류가 났다'만으로는 모델이 다시 시도할지, 다른 값을 쓸지 정할 수 없습니다. 예외의 메시지(`str(e)`)를 그대로 담으세요.",
        "en": "The failure's result (`{path}`) lacks the cause the tool reported; 'an error occurred' does not tell the model whether to retry or change the input. Include the exception's message (`str(e)`).",
    },
    "ex03.sent_not_returned": {
        "ko": "채점기가 받은 다음 요청(`{path}`부터)이 `tool_results_message`가 돌려준 메시지와 다릅니다. 요청을 보내는 도중에 무언가가 내용을 바꿨습니다(SDK나 전송 계층을 고친 코드). 그런 코드를 지우고 함수가 돌려준 메시지 그대로 보내세요.",
        "en": "The next request the grader received (from `{path}`) differs from the message `tool_results_message` returned: something rewrote it on the way out (code patching the SDK or its transport). Remove that code and send the returned message as it is.",
    },
    "ex03.api_rejected": {
        "ko": "API가 이 요청을 거절했습니다(HTTP {status}). API의 오류 문장: {api_message}",
        "en": "The API rejected this request (HTTP {status}): {api_message}",
    },
    "ex03.hardcoded_id": {
        "ko": "다른 호출 묶음에서도 `{path}`에 연습 화면의 id가 들어갔습니다. id를 코드에 적어 두지 말고 매번 받은 블록에서 읽으세요.",
        "en": "On another batch `{path}` still holds ids from the exercise; read each id from the block you received.",
    },
    "ex03.variant_failed": {
        "ko": "호출 개수, 도구, 실패하는 호출과 예외 종류를 바꿔 돌려 보니 기준이 유지되지 않았습니다. 호출 개수나 도구 이름, 예외 종류에 기대는 코드가 아닌지 확인해 보세요.\n   {reason}",
        "en": "With another number of calls, other tools and another failing call and exception, a criterion no longer held; make sure the code relies on no count, tool name or exception type.\n   {reason}",
    },
}
