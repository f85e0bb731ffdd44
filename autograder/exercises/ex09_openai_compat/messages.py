"""Learner messages of Exercise 9 (the OpenAI-compatible host and the two-way mapping).

Messages describe the requests the learner's code sent, as the endpoint received them
(request N, `messages.M`, `tools.K`, the call's id), never the code that built them.
"""

MESSAGES = {
    "ex09.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex09.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex09.run_loop": {"ko": "주문 두 건, 병렬 허용", "en": "two orders, parallel calls allowed"},
    "ex09.run_serial": {
        "ko": "주문 두 건, `parallel=False`",
        "en": "two orders, `parallel=False`",
    },
    "ex09.run_to_openai": {"ko": "주문 대화 → OpenAI", "en": "order conversation → OpenAI"},
    "ex09.run_to_anthropic": {
        "ko": "주문 대화 → Anthropic",
        "en": "order conversation → Anthropic",
    },
    "ex09.run_mcp_anthropic": {"ko": "MCP 도구 → Anthropic", "en": "MCP tool → Anthropic"},
    "ex09.run_mcp_openai": {"ko": "MCP 도구 → OpenAI", "en": "MCP tool → OpenAI"},
    "ex09.run_variant_mcp_anthropic": {
        "ko": "택배 MCP 도구 → Anthropic",
        "en": "parcel MCP tools → Anthropic",
    },
    "ex09.run_variant_mcp_openai": {
        "ko": "택배 MCP 도구 → OpenAI",
        "en": "parcel MCP tools → OpenAI",
    },
    "ex09.run_variant_loop": {
        "ko": "택배 네 건, 병렬 허용",
        "en": "four parcel calls, parallel calls allowed",
    },
    "ex09.run_variant_serial": {
        "ko": "택배 네 건, `parallel=False`",
        "en": "four parcel calls, `parallel=False`",
    },
    "ex09.run_variant_to_openai": {
        "ko": "택배 대화 → OpenAI",
        "en": "parcel conversation → OpenAI",
    },
    "ex09.run_variant_to_anthropic": {
        "ko": "택배 대화 → Anthropic",
        "en": "parcel conversation → Anthropic",
    },
    "ex09.not_started": {
        "ko": "아직 `{name}`을(를) 채우지 않았습니다(NotImplementedError). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not filled in yet (NotImplementedError). Complete the answer cell and run the notebook from the top.",
    },
    "ex09.unfinished": {
        "ko": "`{name}`을(를) 채웠지만 한 갈래가 아직 `NotImplementedError`를 던져 끝까지 가지 못했습니다({error}). 함수 안(또는 함수가 부르는 도우미)에 남은 `raise NotImplementedError`를 찾아 그 부분을 완성하세요.",
        "en": "`{name}` is filled in, but one branch still raises `NotImplementedError` ({error}), so it did not get to the end; find the `raise NotImplementedError` left in it (or in a helper it calls) and finish that part.",
    },
    "ex09.crashed": {
        "ko": "함수가 {error_type} 예외로 멈췄습니다: {error}",
        "en": "The function stopped with {error_type}: {error}",
    },
    "ex09.anthropic_parallel_flag": {
        "ko": "`{name}`이(가) OpenAI 클라이언트에 Anthropic의 `disable_parallel_tool_use`를 넘겨 SDK가 거절했습니다. OpenAI에서 병렬 호출을 끄는 인자는 `parallel_tool_calls=False`입니다.",
        "en": "`{name}` passed Anthropic's `disable_parallel_tool_use` to the OpenAI client, which refused it; OpenAI's switch is `parallel_tool_calls=False`.",
    },
    "ex09.anthropic_fields": {
        "ko": "`{name}`이(가) Chat Completions 응답에서 Anthropic의 필드를 찾다가 멈췄습니다({error}). 호출은 `choices[0].message.tool_calls`, 멈춘 이유는 `choices[0].finish_reason`에 있습니다.",
        "en": "`{name}` looked for Anthropic's fields in a Chat Completions response ({error}); the calls are in `choices[0].message.tool_calls`, the reason in `choices[0].finish_reason`.",
    },
    "ex09.no_request": {
        "ko": "`{name}`이(가) 받은 `client`로 요청을 하나도 보내지 않았습니다. 넘겨받은 클라이언트의 `client.chat.completions.create(...)`로 보내야 채점기가 볼 수 있습니다.",
        "en": "`{name}` sent no request through the `client` it was given; send with `client.chat.completions.create(...)` on that client.",
    },
    "ex09.tools_missing": {
        "ko": "요청 {request}에 `tools`가 없습니다. 도구 명세를 OpenAI 모양으로 바꿔 `tools=`로 보내세요.",
        "en": "Request {request} has no `tools`; send the tool definitions, converted to OpenAI's shape, as `tools=`.",
    },
    "ex09.tools_count": {
        "ko": "요청 {request}의 `tools`에 도구가 {sent}개 있습니다. 받은 도구 {given}개를 하나씩 모두 옮기세요.",
        "en": "Request {request} carries {sent} tools; convert each of the {given} given tools.",
    },
    "ex09.tools_not_converted": {
        "ko": '요청 {request}의 `{path}`가 Anthropic 모양(`name`, `input_schema`) 그대로입니다. OpenAI에서는 `{{"type": "function", "function": {{"name", "description", "parameters"}}}}`로 감쌉니다.',
        "en": 'Request {request}\'s `{path}` is still in Anthropic\'s shape (`name`, `input_schema`); OpenAI wraps it as `{{"type": "function", "function": {{"name", "description", "parameters"}}}}`.',
    },
    "ex09.tool_definition_wrong": {
        "ko": "요청 {request}의 `{path}`가 받은 도구 명세와 다릅니다. 이름·설명은 그대로, `input_schema`는 `parameters`로 옮기세요.",
        "en": "Request {request}'s `{path}` differs from the given tool; keep name and description, move `input_schema` to `parameters`.",
    },
    "ex09.stopped_at_tool_calls": {
        "ko": '요청 {request}의 답은 `finish_reason: "tool_calls"`였는데 루프가 거기서 끝났습니다. OpenAI에서 도구를 부르라는 신호는 `"tool_use"`가 아니라 `"tool_calls"`입니다. 이때는 결과를 보내고 다시 요청하세요.',
        "en": 'Request {request} was answered with `finish_reason: "tool_calls"`, but the loop stopped there; OpenAI\'s signal is `"tool_calls"`, not `"tool_use"`: send the results and ask again.',
    },
    "ex09.history_lost": {
        "ko": "요청 {request}이(가) 앞 요청의 메시지를 그대로 이어 가지 않습니다. 대화 기록은 매번 처음부터 통째로 보냅니다.",
        "en": "Request {request} does not carry the previous request's messages unchanged; resend the whole history every time.",
    },
    "ex09.assistant_turn_missing": {
        "ko": "`{path}`에 `tool_calls`가 담긴 assistant 메시지가 없습니다. `tool` 메시지보다 먼저, 모델의 차례(호출 목록 포함)를 기록에 넣어야 합니다.",
        "en": "`{path}` is not the assistant message holding `tool_calls`; put the model's turn (with its calls) in the history before the `tool` messages.",
    },
    "ex09.assistant_calls_changed": {
        "ko": "`{path}`의 호출이 모델이 보낸 `tool_calls`와 다릅니다(개수, `id`, 이름 또는 인자). 모델의 호출은 바꾸지 말고 그대로 옮기세요.",
        "en": "The calls at `{path}` differ from the model's `tool_calls` (count, `id`, name or arguments); copy them unchanged.",
    },
    "ex09.arguments_not_string": {
        "ko": "`{path}`가 JSON **문자열**이 아닙니다. OpenAI의 `function.arguments`는 `json.dumps(...)`로 만든 문자열이어야 합니다(Anthropic의 `input`은 객체).",
        "en": "`{path}` is not a JSON string; OpenAI's `function.arguments` is a string made with `json.dumps(...)` (Anthropic's `input` is an object).",
    },
    "ex09.arguments_not_parsed": {
        "ko": "요청 {request} 앞에서 `execute_tool`에 호출 {call}의 인자를 문자열 그대로 넘겼습니다. `function.arguments`는 JSON 문자열이니 `json.loads(...)`로 풀어 dict로 넘기세요.",
        "en": "Before request {request}, `execute_tool` got call {call}'s arguments as the raw string; `function.arguments` is JSON text: pass `json.loads(...)` of it.",
    },
    "ex09.call_not_executed": {
        "ko": "요청 {request} 앞에서 호출 {call}을(를) `execute_tool`로 실행하지 않았습니다. 호출마다 한 번씩 실행하세요.",
        "en": "Before request {request}, call {call} was not run with `execute_tool`; run every call once.",
    },
    "ex09.tool_result_not_mapped": {
        "ko": '`{path}`가 `tool_result` 블록을 담은 user 메시지입니다. OpenAI에서는 결과마다 `role: "tool"` 메시지 하나에 `tool_call_id`와 `content`(문자열)를 담습니다.',
        "en": '`{path}` is a user message holding `tool_result` blocks; OpenAI wants one `role: "tool"` message per result, with `tool_call_id` and a string `content`.',
    },
    "ex09.tool_call_id_missing": {
        "ko": "`{path}`의 `tool` 메시지에 `tool_call_id`가 없습니다. 결과는 id로 자기 호출을 찾아갑니다. 호출의 `id`를 `tool_call_id`로 넣으세요.",
        "en": "The `tool` message at `{path}` has no `tool_call_id`; results find their call by id: put the call's `id` there.",
    },
    "ex09.not_one_per_call": {
        "ko": "`{path}`부터 호출 {calls}개에 결과 {answers}개가 있습니다. 병렬로 온 호출에는 호출마다 결과 하나씩, 각자의 id로 답해야 합니다(하나로 합치거나 빠뜨리면 안 됩니다).",
        "en": "From `{path}` there are {answers} results for {calls} calls; answer a parallel batch with one result per call, each under its own id (none merged, none missing).",
    },
    "ex09.tool_call_ids_wrong": {
        "ko": "`{path}`부터 호출마다 결과가 하나씩 있지만, 결과의 id({ids})가 호출들의 id와 맞지 않습니다(없는 id이거나 한 호출을 두 번 가리킴). 결과마다 자기 호출의 `id`를 그대로 넣으세요.",
        "en": "From `{path}` there is one result per call, but their ids ({ids}) do not match the calls' ids (an id no call has, or one call named twice); give each result its own call's `id`.",
    },
    "ex09.tool_content_not_string": {
        "ko": "`{path}`가 문자열이 아닙니다. 도구 결과는 `execute_tool`이 돌려준 문자열 그대로 넣으세요.",
        "en": "`{path}` is not a string; put the string `execute_tool` returned.",
    },
    "ex09.tool_result_wrong": {
        "ko": "`{path}`의 결과가 그 호출의 결과가 아닙니다. id가 가리키는 호출의 결과를 그대로 넣으세요(순서가 아니라 id로 짝).",
        "en": "The result at `{path}` is not that call's output; put the output of the call its id names (pair by id, not by position).",
    },
    "ex09.openai_rejected": {
        "ko": "Chat Completions가 요청 {request}을(를) HTTP {status}로 거절했습니다(`{param}`): {api_message}",
        "en": "Chat Completions refused request {request} with HTTP {status} (`{param}`): {api_message}",
    },
    "ex09.endless_loop": {
        "ko": '루프가 요청을 {requests}번 보내고도 끝나지 않아 채점기가 멈췄습니다. `finish_reason`이 `"tool_calls"`가 아니면(`"stop"`) 루프를 끝내고 `message.content`를 돌려주세요(Anthropic의 `"end_turn"`과 비교하면 영원히 끝나지 않습니다).',
        "en": 'The loop sent {requests} requests without ending, so the grader stopped it; when `finish_reason` is not `"tool_calls"` (`"stop"`), end the loop and return `message.content` (comparing with Anthropic\'s `"end_turn"` never ends).',
    },
    "ex09.in_serial_run": {
        "ko": "`parallel=False`로 돌린 실행(주문 두 건, 한 라운드에 호출 하나씩)에서: {reason}",
        "en": "In the `parallel=False` run (two orders, one call per round): {reason}",
    },
    "ex09.returned_not_final_text": {
        "ko": "함수가 돌려준 값이 마지막 응답(요청 {request})의 `choices[0].message.content`가 아닙니다. 루프가 끝나면 최종 답의 글을 돌려주세요.",
        "en": "The function did not return the final answer's `choices[0].message.content` (request {request}).",
    },
    "ex09.parallel_not_off": {
        "ko": "[{run}] 요청 {request}에 `parallel_tool_calls: false`가 없습니다(보낸 값: {found}). `parallel=False`를 받으면 매 요청에 `parallel_tool_calls=False`를 넣으세요(Anthropic의 `disable_parallel_tool_use`에 해당).",
        "en": "[{run}] Request {request} lacks `parallel_tool_calls: false` (sent: {found}); with `parallel=False`, pass `parallel_tool_calls=False` on every request (Anthropic's `disable_parallel_tool_use`).",
    },
    "ex09.parallel_off_unasked": {
        "ko": "[{run}] `parallel=True`인데 요청 {request}이(가) `parallel_tool_calls: false`로 병렬 호출을 껐습니다. 끄라고 할 때만 끄세요.",
        "en": "[{run}] With `parallel=True`, request {request} turned parallel calls off; turn them off only when asked.",
    },
    "ex09.not_a_list": {
        "ko": "`{name}`이(가) 메시지 리스트를 돌려주지 않았습니다(돌려준 것: {found}). 변환한 대화를 `list`로 `return` 하세요.",
        "en": "`{name}` returned no list of messages (found: {found}); return the converted conversation as a list.",
    },
    "ex09.not_sendable": {
        "ko": "돌려준 대화로 요청을 보낼 수 없었습니다(SDK가 거절: {error}). 메시지는 dict, 리스트, 문자열, 숫자만으로 만드세요.",
        "en": "The returned conversation could not be sent (the SDK refused it: {error}); build it from dicts, lists, strings and numbers only.",
    },
    "ex09.question_lost": {
        "ko": "`{path}`에 사용자의 질문이 그대로 있지 않습니다. 첫 user 메시지는 같은 글로 옮기세요.",
        "en": "`{path}` does not hold the user's question unchanged; carry the first user message over as is.",
    },
    "ex09.tool_use_not_mapped": {
        "ko": '`{path}`에 `tool_calls`가 없습니다. Anthropic의 `tool_use` 블록은 OpenAI에서 assistant 메시지의 `tool_calls`(`id`, `type: "function"`, `function.name`, `function.arguments`)가 됩니다.',
        "en": "`{path}` has no `tool_calls`; Anthropic's `tool_use` blocks become the assistant message's `tool_calls` (`id`, `type: \"function\"`, `function.name`, `function.arguments`).",
    },
    "ex09.is_error_lost": {
        "ko": '`{path}`에서 실패한 결과라는 표시가 사라졌습니다. OpenAI의 `tool` 메시지에는 `is_error`가 없으니 글 앞에 `"Error: "`를 붙이고, 거꾸로 옮길 때는 그런 결과에 `"is_error": true`를 되살리세요.',
        "en": '`{path}` lost the mark that the call failed; OpenAI\'s `tool` message has no `is_error`, so prefix the text with `"Error: "`, and restore `"is_error": true` when mapping back.',
    },
    "ex09.success_marked_error": {
        "ko": "`{path}`: 성공한 호출의 결과가 실패로 표시됐습니다. 실패한 결과에만 표시하세요.",
        "en": "`{path}`: a successful call's result is marked as a failure; mark only the failed one.",
    },
    "ex09.endpoint_rejected": {
        "ko": "변환한 대화를 엔드포인트가 HTTP {status}로 거절했습니다: {api_message}",
        "en": "The endpoint refused the converted conversation with HTTP {status}: {api_message}",
    },
    "ex09.tool_role_kept": {
        "ko": '`{path}`가 `role: "tool"` 메시지입니다. Messages API에는 tool 역할이 없습니다. 결과는 user 메시지의 `tool_result` 블록(`tool_use_id`)으로 옮기세요.',
        "en": '`{path}` is a `role: "tool"` message; the Messages API has no tool role: results are `tool_result` blocks (`tool_use_id`) in a user message.',
    },
    "ex09.results_split": {
        "ko": "결과가 user 메시지 {count}개에 나뉘어 있습니다(`{path}`). `tool` 메시지 여러 개는 user 메시지 **하나**의 `tool_result` 블록들로 모으세요.",
        "en": "The results are split over {count} user messages (`{path}`); gather the `tool` messages into ONE user message of `tool_result` blocks.",
    },
    "ex09.tool_result_missing": {
        "ko": "`{path}`에 `tool_result` 블록이 담긴 user 메시지가 없습니다. assistant 차례 바로 뒤에 결과를 담은 user 메시지를 두세요.",
        "en": "`{path}` is not a user message of `tool_result` blocks; put the results right after the assistant turn.",
    },
    "ex09.tool_calls_not_mapped": {
        "ko": '`{path}`의 assistant 메시지에 `tool_use` 블록이 없거나 `tool_calls`가 그대로 남았습니다. 호출마다 `{{"type": "tool_use", "id", "name", "input"}}` 블록을 `content`에 넣으세요.',
        "en": 'The assistant message at `{path}` has no `tool_use` blocks or still has `tool_calls`; put one `{{"type": "tool_use", "id", "name", "input"}}` block per call in `content`.',
    },
    "ex09.tool_use_count": {
        "ko": "`{path}`의 `tool_use` 블록 수가 호출 {calls}개와 다릅니다. 호출마다 하나씩 옮기세요.",
        "en": "`{path}` does not hold one `tool_use` block for each of the {calls} calls.",
    },
    "ex09.tool_use_id_changed": {
        "ko": "`{path}`가 원래 호출의 `id`와 다릅니다. id는 결과와 짝을 맞추는 열쇠이니 그대로 옮기세요.",
        "en": "`{path}` is not the call's original `id`; ids pair calls with results: keep them.",
    },
    "ex09.renamed_ids_unpaired": {
        "ko": "호출의 id를 새 이름으로 바꿨는데 `{path}`의 결과는 바뀐 어느 호출도 가리키지 않습니다. "
        "id를 바꾸려면 결과의 id도 같은 표로 바꾸세요. 가장 쉬운 길은 id를 그대로 옮기는 것입니다.",
        "en": "The calls' ids were renamed, but the result at `{path}` names none of the renamed calls. "
        "Rename the results' ids with the same table, or simply keep the ids.",
    },
    "ex09.input_not_object": {
        "ko": "`{path}`가 객체가 아닙니다. Anthropic의 `input`은 dict이니 `function.arguments` 문자열을 `json.loads(...)`로 풀어 넣으세요.",
        "en": "`{path}` is not an object; Anthropic's `input` is a dict: `json.loads(...)` the `function.arguments` string.",
    },
    "ex09.tool_use_changed": {
        "ko": "`{path}`의 도구 이름이나 인자가 원래 호출과 다릅니다.",
        "en": "The tool name or input at `{path}` differs from the original call.",
    },
    "ex09.mcp_schema_not_mapped": {
        "ko": "[{run}] `{path}`의 `{field}`가 MCP의 `inputSchema`가 아닙니다. MCP의 입력 스키마는 Anthropic에서는 `input_schema`, OpenAI에서는 `function.parameters`로 옮깁니다.",
        "en": "[{run}] `{path}`'s `{field}` is not MCP's `inputSchema`; MCP's input schema becomes Anthropic's `input_schema` and OpenAI's `function.parameters`.",
    },
    "ex09.mcp_not_function": {
        "ko": '[{run}] `{path}`가 OpenAI 함수 도구 모양이 아닙니다. `{{"type": "function", "function": {{"name", "description", "parameters"}}}}`로 감싸세요.',
        "en": '[{run}] `{path}` is not an OpenAI function tool; wrap it as `{{"type": "function", "function": {{"name", "description", "parameters"}}}}`.',
    },
    "ex09.mcp_tool_changed": {
        "ko": "[{run}] `{path}`가 MCP 서버가 밝힌 값과 다릅니다. 이름과 설명은 그대로 옮기세요(모델은 그 글만 읽습니다).",
        "en": "[{run}] `{path}` differs from what the MCP server listed; keep name and description (the model reads nothing else).",
    },
    "ex09.mcp_tool_not_called": {
        "ko": "[{run}] 엔드포인트는 도구를 받았지만 모델이 부르지 않았습니다(멈춘 이유: {found}). 옮긴 명세가 원래 도구를 그대로 설명하는지 확인하세요.",
        "en": "[{run}] The endpoint took the tools but the model did not call one (stopped: {found}); check the converted definition still describes the tool.",
    },
    "ex09.variant_failed": {
        "ko": "다른 도구, 호출 네 개(같은 도구 세 번), 새로 뽑은 id로 돌려 보니 기준이 유지되지 않았습니다({run}). 도구 이름, 호출 개수, id를 코드에 적어 두지 않았는지 확인해 보세요.\n   {reason}",
        "en": "With other tools, four calls (one tool three times) and fresh ids, a criterion no longer held ({run}); make sure no tool name, count or id is written into the code.\n   {reason}",
    },
}
