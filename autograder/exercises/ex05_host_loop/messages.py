"""Learner messages of Exercise 5 (the host loop).

Messages name the request (1-based, as the learner counts) and `messages.N` where the
loop went wrong, and what the loop returned; never the loop's code.
"""

MESSAGES = {
    "ex05.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex05.not_started": {
        "ko": "아직 `{name}`을(를) 채우지 않았습니다(NotImplementedError). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not filled in yet (NotImplementedError). Complete the answer cell and run the notebook from the top.",
    },
    "ex05.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex05.crashed": {
        "ko": "`run_loop`가 모델을 {calls}번 부른 뒤 {error_type} 예외로 멈췄습니다: {error}",
        "en": "`run_loop` stopped with {error_type} after {calls} model call(s): {error}",
    },
    "ex05.runaway": {
        "ko": '`run_loop`가 모델을 {calls}번 넘게 불러 채점기가 멈췄습니다. `stop_reason`이 `"tool_use"`가 아니면 반복을 끝내고, `max_rounds`로도 반복 횟수를 막으세요.',
        "en": '`run_loop` called the model more than {calls} times and was stopped; end the loop when `stop_reason` is not `"tool_use"`, and cap it with `max_rounds`.',
    },
    "ex05.no_model_call": {
        "ko": "`run_loop`가 주어진 `call_model`로 모델을 한 번도 부르지 않았습니다. 함수 안에서 새 client를 만들지 말고 위에서 정의한 `call_model`을 쓰세요.",
        "en": "`run_loop` never called the model through the given `call_model`; use it rather than a client of your own.",
    },
    "ex05.api_rejected": {
        "ko": "{request}번째 요청을 API가 거절했습니다. API의 오류 문장: {api_message}",
        "en": "The API rejected request {request}: {api_message}",
    },
    "ex05.no_outcome": {
        "ko": '`run_loop`가 결과를 알려 주지 않았습니다(돌려준 것: {found}). `{{"status": "done", "messages": messages}}`처럼 `status` 문자열과 `messages`를 담은 dict를 돌려주세요.',
        "en": '`run_loop` returned no outcome (found: {found}); return a dict such as `{{"status": "done", "messages": messages}}`.',
    },
    "ex05.called_after_end_turn": {
        "ko": '모델이 `end_turn`으로 끝냈는데도 {request}번째 요청을 또 보냈습니다. `stop_reason`이 `"tool_use"`일 때만 다음 라운드로 갑니다.',
        "en": 'The model ended with `end_turn`, yet request {request} was sent; only `"tool_use"` calls for another round.',
    },
    "ex05.no_progress": {
        "ko": "끝나는 작업인데 모델을 {calls}번 불러도 끝나지 않았습니다. 모델이 자기가 이미 한 일을 보지 못하면 같은 일을 되풀이합니다: 응답과 결과를 모두 `messages`에 쌓아 보내세요.",
        "en": "A finite task did not end after {calls} calls; a model that cannot see what it already did repeats itself. Keep every reply and result in `messages`.",
    },
    "ex05.stopped_early": {
        "ko": '모델을 {calls}번 부르고 멈췄는데, 마지막 응답의 `stop_reason`은 아직 `"tool_use"`였습니다. 한 번의 `if`가 아니라 반복문으로, 모델이 `end_turn`을 낼 때까지 라운드를 이어 가세요.',
        "en": 'The loop stopped after {calls} call(s) while the last reply still said `"tool_use"`; loop (not a single `if`) until the model says `end_turn`.',
    },
    "ex05.wrong_status": {
        "ko": "모델이 답을 끝냈으니 `status`는 {expected!r}여야 하는데 {found}입니다.",
        "en": "The model finished, so `status` should be {expected!r}; found {found}.",
    },
    "ex05.no_cap": {
        "ko": "끝나지 않는 모델에게 {calls}번이나 요청했습니다(상한 `max_rounds={cap}`). 라운드 수를 세어 `max_rounds`에 닿으면 멈추세요.",
        "en": "The never-ending model was called {calls} times (cap `max_rounds={cap}`); count rounds and stop at `max_rounds`.",
    },
    "ex05.cap_too_early": {
        "ko": "`max_rounds={cap}`인데 {calls}번만 부르고 멈췄습니다. 모델을 최대 `max_rounds`번까지 부를 수 있습니다(하나 모자라게 세지 않았는지 보세요).",
        "en": "With `max_rounds={cap}` the loop stopped after {calls} call(s); it may call the model up to `max_rounds` times (check for an off-by-one).",
    },
    "ex05.cap_status": {
        "ko": '상한({cap}번)에 닿아 멈췄다면 `status`는 `"max_rounds"`여야 하는데 {found}입니다. 호출한 쪽이 "끝난 답"과 "중간에 멈춤"을 구별할 수 있어야 합니다.',
        "en": 'Stopping at the cap ({cap}) should say `status: "max_rounds"`; found {found}. The caller must tell a finished answer from a cut-off loop.',
    },
    "ex05.no_cut_seen": {
        "ko": "이 대화에서 `max_tokens`로 잘린 응답을 받기 전에 멈췄습니다.",
        "en": "The loop stopped before the reply cut by `max_tokens` arrived.",
    },
    "ex05.max_tokens_called_again": {
        "ko": '{request}번째 응답이 `max_tokens`로 잘렸는데 요청을 또 보냈습니다. 잘린 응답은 끝난 것도, 도구를 부른 것도 아닙니다: `status: "max_tokens"`로 멈추세요.',
        "en": 'Reply {request} was cut by `max_tokens`, yet another request was sent; a cut reply is neither finished nor a tool call: stop with `status: "max_tokens"`.',
    },
    "ex05.max_tokens_tool_run": {
        "ko": "{request}번째 응답이 `max_tokens`로 잘렸는데 그 안의 도구를 실행했습니다. 잘린 응답의 호출은 끝까지 쓰이지 않았을 수 있으니 실행하지 마세요.",
        "en": "Reply {request} was cut by `max_tokens`, yet its tool calls were run; a cut reply's calls may be incomplete, do not run them.",
    },
    "ex05.max_tokens_as_done": {
        "ko": '{request}번째 응답은 `max_tokens`로 잘린 것인데 `status`를 `"done"`으로 돌려주었습니다. 잘린 답을 끝난 답처럼 보여 주면 안 됩니다: `"max_tokens"`를 쓰세요.',
        "en": 'Reply {request} was cut by `max_tokens` but the outcome says `"done"`; a cut answer must not pass for a finished one: use `"max_tokens"`.',
    },
    "ex05.max_tokens_status": {
        "ko": '응답이 `max_tokens`로 잘렸을 때 `status`는 `"max_tokens"`여야 하는데 {found}입니다.',
        "en": 'When the reply is cut by `max_tokens`, `status` should be `"max_tokens"`; found {found}.',
    },
    "ex05.max_tokens_not_appended": {
        "ko": "{request}번째 응답이 `max_tokens`로 잘렸는데, 돌려준 `messages`의 끝({path})에 그 잘린 응답이 없습니다. 잘린 응답도 assistant 차례로 붙인 뒤 돌려주세요(호출한 쪽이 어디서 잘렸는지 보고 이어 갈 수 있습니다).",
        "en": "Reply {request} was cut by `max_tokens`, but the returned `messages` do not end with it ({path}); append the cut reply as the assistant turn before returning (the caller sees where it was cut and can go on).",
    },
    "ex05.history_rebuilt": {
        "ko": "{request}번째 요청이 바로 앞 요청의 `messages`로 시작하지 않습니다. API는 대화를 기억하지 않으므로 `messages`는 매 라운드 자라기만 해야 합니다(새로 만들거나 지우지 마세요).",
        "en": "Request {request} does not start with the previous request's `messages`; the API keeps no state, so `messages` only grows (never rebuild or trim it).",
    },
    "ex05.response_not_appended": {
        "ko": "{request}번째 요청의 `{path}`에 바로 앞 응답의 `content`가 assistant 차례로 그대로 들어 있지 않습니다. 결과보다 먼저, 응답을 고치지 말고 붙이세요.",
        "en": "`{path}` of request {request} is not the previous reply's `content` as the assistant turn; append it unchanged, before the results.",
    },
    "ex05.extra_messages": {
        "ko": "{request}번째 요청에 앞 요청보다 메시지가 {found}개 늘었습니다. 한 라운드에는 assistant 응답 하나와 결과를 담은 user 메시지 하나, 두 개만 붙입니다.",
        "en": "Request {request} adds {found} messages; a round adds exactly two: the assistant reply and one user message with the results.",
    },
    "ex05.no_messages_returned": {
        "ko": "돌려준 결과에 `messages` 리스트가 없습니다. 호출한 쪽이 대화 전체를 이어 쓸 수 있게 `messages`도 돌려주세요.",
        "en": "The outcome holds no `messages` list; return the whole conversation so the caller can continue it.",
    },
    "ex05.returned_messages_differ": {
        "ko": "돌려준 `messages`가 마지막({request}번째) 요청에 보낸 대화로 시작하지 않습니다.",
        "en": "The returned `messages` do not start with the conversation of the last request ({request}).",
    },
    "ex05.final_not_appended": {
        "ko": "돌려준 `messages`의 `{path}`에 모델의 마지막 응답이 없습니다. 마지막 응답도 assistant 차례로 붙인 뒤 돌려주세요.",
        "en": "`{path}` of the returned `messages` is not the model's last reply; append it as the assistant turn before returning.",
    },
    "ex05.results_not_paired": {
        "ko": "{request}번째 요청의 `{path}`에서 다음 호출의 결과가 빠졌거나 짝이 맞지 않습니다: {calls}. 라운드마다 모든 `tool_use`에 `tool_use_id`로 결과를 하나씩 답하세요.",
        "en": "In `{path}` of request {request}, these calls have no (or no single) result: {calls}; answer every `tool_use` of each round by its id.",
    },
    "ex05.result_content_wrong": {
        "ko": "{request}번째 요청의 `{path}`에서 `{call}`의 결과가 `execute_tool`이 돌려준 값과 다릅니다.",
        "en": "In `{path}` of request {request}, the result for `{call}` differs from what `execute_tool` returned.",
    },
    "ex05.tools_missing": {
        "ko": "{request}번째 요청에 `tools`가 없습니다. 도구 정의는 매 요청 다시 보내야 합니다.",
        "en": "Request {request} carries no `tools`; send the definitions with every request.",
    },
    "ex05.tools_changed": {
        "ko": "{request}번째 요청의 `tools`가 `run_loop`가 받은 `tools`와 다릅니다. 받은 것을 그대로 보내세요.",
        "en": "Request {request} sends other `tools` than the ones `run_loop` received; send them unchanged.",
    },
    "ex05.conversation_failed": {
        "ko": "처음 보는 대화({conversation})에서 기준이 유지되지 않았습니다. 라운드 수, 병렬 호출, 상한 값에 기대는 코드가 아닌지 확인해 보세요.\n   {reason}",
        "en": "On an unseen conversation ({conversation}) a criterion no longer held; make sure the loop relies on no round count, batch size or cap.\n   {reason}",
    },
}
