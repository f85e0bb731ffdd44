"""Learner messages of Exercise 2 (the three bugs of `handle_turn`).

Messages describe what the code *sent* (second request, `messages.N`, field), never the
fixed code itself.
"""

MESSAGES = {
    "ex02.passed": {
        "ko": "통과했습니다.",
        "en": "Passed.",
    },
    "ex02.not_started": {
        "ko": "아직 `{name}`을(를) 채우지 않았습니다(NotImplementedError). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not filled in yet (NotImplementedError). Complete the answer cell and run the notebook from the top.",
    },
    "ex02.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex02.crashed": {
        "ko": "`handle_turn`이 모델을 {calls}번 부른 뒤 {error_type} 예외로 멈췄습니다: {error}",
        "en": "`handle_turn` stopped with {error_type} after {calls} model call(s): {error}",
    },
    "ex02.no_model_call": {
        "ko": "`handle_turn`이 주어진 `call_model`로 모델을 한 번도 부르지 않았습니다. 함수 안에서 새 client를 만들지 말고 위에서 정의한 `call_model`을 쓰세요.",
        "en": "`handle_turn` never called the model through the given `call_model`; use it rather than making a new client inside the function.",
    },
    "ex02.no_second_call": {
        "ko": '모델 호출이 {calls}번뿐입니다. `stop_reason`이 `"tool_use"`이면 도구 결과를 담아 모델을 한 번 더 불러야 합니다.',
        "en": 'The model was called {calls} time(s); after `stop_reason == "tool_use"` the result must go back in a second call.',
    },
    "ex02.assistant_turn_missing": {
        "ko": "두 번째 요청의 `messages`에 assistant 메시지가 없습니다. `tool_result`를 보내기 전에 모델의 응답을 assistant 차례로 먼저 붙여야 짝이 맞습니다.{api_said}",
        "en": "The second request's `messages` has no assistant message; append the model's response as the assistant turn before the `tool_result`.{api_said}",
    },
    "ex02.message_object_appended": {
        "ko": "두 번째 요청의 `{path}`에 응답 객체(`Message`)의 필드(`id`, `stop_reason`, `usage` …)까지 실렸습니다. 메시지는 `role`과 `content`만 가진 dict로 만들어 붙이세요.{api_said}",
        "en": "`{path}` of the second request carries the whole `Message` object (`id`, `stop_reason`, `usage`, ...); append a dict with only `role` and `content`.{api_said}",
    },
    "ex02.assistant_after_result": {
        "ko": "assistant 메시지(`{path}`)가 결과 메시지(`{result_path}`)보다 뒤에 있습니다. 대화는 일어난 순서대로: 응답이 먼저, 결과가 그다음입니다.{api_said}",
        "en": "The assistant message (`{path}`) comes after the result (`{result_path}`); the response comes first, then the result.{api_said}",
    },
    "ex02.only_tool_use_appended": {
        "ko": "`{path}`에 `tool_use` 블록만 들어 있습니다. 모델이 보낸 `content` 전체(글 블록 포함)를 그대로 붙이세요.",
        "en": "`{path}` holds only the `tool_use` block; append the model's whole `content`, text blocks included.",
    },
    "ex02.assistant_content_changed": {
        "ko": "`{path}`가 모델이 보낸 `response.content`와 다릅니다. 응답의 `content`를 고치지 말고 그대로 붙이세요.{api_said}",
        "en": "`{path}` differs from the model's `response.content`; append it unchanged.{api_said}",
    },
    "ex02.no_tool_result": {
        "ko": "두 번째 요청에서 `tool_result` 블록을 찾지 못했습니다.{api_said}",
        "en": "The second request holds no `tool_result` block.{api_said}",
    },
    "ex02.tool_use_id_is_name": {
        "ko": "`{path}`에 도구의 이름이 들어갔습니다. 결과는 `tool_use` 블록의 `id`로 짝을 맞춥니다.{api_said}",
        "en": "`{path}` holds the tool's name; results pair by the `tool_use` block's `id`.{api_said}",
    },
    "ex02.tool_use_id_wrong": {
        "ko": "`{path}`의 값 {found}가 이번 응답의 `tool_use` id와 다릅니다. 받은 블록의 `id`를 그대로 쓰세요.{api_said}",
        "en": "`{path}` is {found}, not the id of this response's `tool_use`; use the block's own `id`.{api_said}",
    },
    "ex02.hardcoded_id": {
        "ko": "다른 시나리오에서도 `{path}`에 연습 화면의 id가 그대로 들어갔습니다. id를 코드에 적어 두지 말고 매번 받은 블록에서 읽으세요.{api_said}",
        "en": "On another scenario `{path}` still holds the exercise's id; read the id from the block you received, never hard-code it.{api_said}",
    },
    "ex02.second_call_without_tools": {
        "ko": "두 번째 모델 호출에 `tools`가 없습니다. 모델은 도구 정의를 기억하지 않으므로 매 요청마다 다시 보내야 합니다.",
        "en": "The second model call sends no `tools`; the model remembers no tool definitions, so send them with every request.",
    },
    "ex02.second_call_empty_tools": {
        "ko": "두 번째 모델 호출에 빈 `tools`(`[]`)를 보냈습니다. 첫 호출과 같은 도구 정의를 다시 보내세요.",
        "en": "The second model call sends an empty `tools` list; send the same definitions as the first call.",
    },
    "ex02.second_call_tools_changed": {
        "ko": "두 번째 호출의 `tools`({names})가 첫 호출과 다릅니다. `handle_turn`이 받은 `tools`를 그대로 다시 보내세요.",
        "en": "The second call's `tools` ({names}) differ from the first call's; send the `tools` that `handle_turn` received.",
    },
    "ex02.hardcoded_tools": {
        "ko": "다른 도구로 바꿔 돌려 보니 두 번째 호출의 `tools`({names})가 `handle_turn`이 받은 것과 다릅니다. 도구 정의를 코드에 적어 두지 말고 인자로 받은 것을 쓰세요.",
        "en": "With other tools, the second call sent `tools` ({names}) instead of the ones `handle_turn` received; use the argument, never a hard-coded list.",
    },
    "ex02.variant_failed": {
        "ko": "처음 보는 도구와 id로 바꿔 돌려 보니 고친 부분이 유지되지 않았습니다. 특정 값에 기대는 코드가 아닌지 확인해 보세요.\n   {reason}",
        "en": "With another tool and another id the fix did not hold; make sure the code relies on no particular value.\n   {reason}",
    },
    "ex02.first_call_rejected": {
        "ko": "`handle_turn`의 첫 모델 호출을 API가 거절해서, 모델이 도구를 부르는 왕복이 한 번도 이루어지지 않았습니다. 첫 요청부터 고쳐 보세요.{api_said}",
        "en": "The API rejected `handle_turn`'s first model call, so no tool round trip ever happened; fix the first request.{api_said}",
    },
    "ex02.assistant_turn_duplicated": {
        "ko": "두 번째 요청에 assistant 차례가 두 번 들어갔습니다(`{path}`). 모델의 응답은 한 번만 붙입니다 — 같은 `tool_use`가 두 번 있으면 API가 거절합니다.{api_said}",
        "en": "The second request holds the assistant turn twice (`{path}`); append the model's response once (the API rejects a repeated `tool_use`).{api_said}",
    },
    "ex02.history_changed": {
        "ko": "두 번째 요청이 첫 요청의 `messages`로 시작하지 않습니다. 처음 질문을 그대로 두고, 그 뒤에 assistant 차례와 결과를 이어 붙이세요.{api_said}",
        "en": "The second request does not start with the first request's `messages`; keep the question and append the assistant turn and the result after it.{api_said}",
    },
    "ex02.result_not_in_user_turn": {
        "ko": "`tool_result`가 `{path}`(assistant 메시지)에 들어 있습니다. 결과는 assistant 차례 다음의 user 메시지에 넣습니다.{api_said}",
        "en": "The `tool_result` sits in `{path}`, an assistant message; results go in the user message after the assistant turn.{api_said}",
    },
    "ex02.tool_result_duplicated": {
        "ko": "`{path}`는 같은 호출에 대한 두 번째 `tool_result`입니다. 호출 하나에는 결과 하나만 보냅니다.{api_said}",
        "en": "`{path}` is a second `tool_result` for the same call; one call gets exactly one result.{api_said}",
    },
    "ex02.second_call_tools_null": {
        "ko": "두 번째 모델 호출에 `tools=None`을 보냈습니다. `None`은 '도구 없음'이 아니라 잘못된 값이라 API가 거절합니다. 받은 `tools`를 그대로 다시 보내세요.{api_said}",
        "en": 'The second model call sends `tools=None`; `None` is not "no tools" but an invalid value the API rejects. Send the `tools` you received again.{api_said}',
    },
    "ex02.second_call_tools_invalid": {
        "ko": "두 번째 모델 호출의 `tools`가 도구 정의들의 리스트가 아닙니다. 받은 `tools` 리스트를 그대로 보내세요.{api_said}",
        "en": "The second model call's `tools` is not a list of tool definitions; send the `tools` list you received.{api_said}",
    },
    "ex02.answer_rejected": {
        "ko": "도구 결과를 담은 두 번째 요청을 API가 거절했습니다. 결과 블록의 모양(`content`는 문자열이나 블록 리스트)을 확인해 보세요.{api_said}",
        "en": "The API rejected the second request carrying the result; check the result block's shape (`content` is a string or a list of blocks).{api_said}",
    },
    "ex02.request_rejected": {
        "ko": "`handle_turn`이 보낸 요청 가운데 API가 거절한 것이 있습니다.{api_said}",
        "en": "One of the requests `handle_turn` sent was rejected by the API.{api_said}",
    },
    "ex02.variant_tool_not_run": {
        "ko": "다른 도구로 바꿔 돌려 보니, 모델이 부른 도구(`{name}`)를 실행한 결과가 `tool_result`에 들어가지 않았습니다. 도구 이름이나 결과를 코드에 적어 두지 말고, 받은 `tool_use` 블록의 `name`과 `input`으로 `execute_tool`을 부르세요.",
        "en": "With another tool, the `tool_result` did not carry the output of the tool the model called (`{name}`); call `execute_tool` with the block's own `name` and `input`, never a hard-coded name or result.",
    },
    "ex02.variant_result_not_returned": {
        "ko": "다른 도구로 바꿔 돌려 보니, `handle_turn`이 모델의 마지막 응답을 돌려주지 않았습니다. 결과를 보낸 뒤 받은 응답(`final_response`)을 `return`하세요.",
        "en": "With another tool, `handle_turn` did not return the model's final response; return the response you got after sending the result.",
    },
    "ex02.lines_not_numbers": {
        "ko": "`faulty_lines`는 줄 번호(정수)들이어야 합니다(리스트, 튜플, 집합 모두 됩니다). 예: `[1, 2, 3]`",
        "en": "`faulty_lines` must hold line numbers (integers; a list, tuple or set), e.g. `[1, 2, 3]`.",
    },
    "ex02.lines_wrong_count": {
        "ko": "`faulty_lines`에 서로 다른 줄 번호가 {found}개 있습니다. 버그는 {expected}개이고, 버그마다 줄 하나씩 적습니다.",
        "en": "`faulty_lines` has {found} distinct lines; there are {expected} bugs, one line each.",
    },
    "ex02.lines_partly_right": {
        "ko": "적은 줄 가운데 버그를 정확히 짚은 것은 {expected}개 중 {hits}개입니다. 빠진 코드가 원인이라면 그 코드가 들어갈 자리의 줄 번호를 적으세요.",
        "en": "{hits} of the {expected} bugs are pointed at; for missing code, give the line where it belongs.",
    },
}
