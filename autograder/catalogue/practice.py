"""Learner messages of the lessons' practice cells and quizzes (``autograder.practice``).

Messages locate the problem (which call, which case, which field) and say what the
rule is; they never contain the code that fixes it.
"""


def _m(ko: str, en: str) -> dict[str, str]:
    return {"ko": ko, "en": en}


MESSAGES = {
    # shared
    "practice.passed": _m("통과했습니다.", "Passed."),
    "practice.internal_error": _m(
        "확인 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    ),
    "practice.crashed": _m(
        "`{where}`에서 {error_type} 예외가 났습니다{line}. {detail} {hint}",
        "`{where}` raised {error_type}{line}. {detail} {hint}",
    ),
    "practice.at_line": _m(
        "(셀의 {lineno}번째 줄 `{code}`)", " (line {lineno} of your cell: `{code}`)"
    ),
    "practice.no_line": _m("", ""),
    "practice.error_message": _m("예외의 설명: {message}.", "Its message: {message}."),
    "practice.api_error": _m(
        "API가 요청을 거절했습니다(HTTP {status}). API의 오류 문장: {api_message}.",
        "The API rejected the request with HTTP {status}: {api_message}.",
    ),
    "practice.api_error_explained": _m(
        "API가 요청을 거절했습니다(HTTP {status}). 이유: {explain_ko} (API의 오류 문장: {api_message}.)",
        "The API rejected the request with HTTP {status}: {explain_en} (the API's text: {api_message}.)",
    ),
    "practice.api_error_status": _m(
        "API가 요청을 거절했습니다(HTTP {status}). 이유: {reason} (API의 오류 문장: {api_message}.)",
        "The API rejected the request with HTTP {status}: {reason} (the API's text: {api_message}.)",
    ),
    "practice.api_status.401": _m(
        "API 키가 없거나 맞지 않습니다.", "the API key is missing or wrong."
    ),
    "practice.api_status.403": _m(
        "이 키로는 이 요청을 할 권한이 없습니다.", "this key may not make this request."
    ),
    "practice.api_status.404": _m(
        "요청한 모델이나 주소가 없습니다. 모델 이름은 `MODEL`을 쓰세요.",
        "the model or address asked for does not exist; use `MODEL` for the model.",
    ),
    "practice.api_status.413": _m("요청 본문이 너무 큽니다.", "the request body is too large."),
    "practice.api_status.429": _m(
        "짧은 시간에 요청이 너무 많았습니다. 잠시 뒤 다시 보내야 합니다.",
        "too many requests in a short time; send again after a while.",
    ),
    "practice.api_status.500": _m(
        "API 쪽에서 오류가 났습니다. 요청의 잘못이 아닐 수 있습니다.",
        "the API had an internal error; the request may not be at fault.",
    ),
    "practice.api_status.529": _m(
        "API가 지금 너무 바쁩니다. 잠시 뒤 다시 보내야 합니다.",
        "the API is overloaded; send again after a while.",
    ),
    "practice.hint_none": _m(
        "오류가 난 줄을 찾아 고쳐 보세요.", "Find the line that raised and fix it."
    ),
    "practice.hint_name": _m(
        "그 이름을 만드는 셀을 먼저 실행했는지, 철자가 맞는지 확인하세요.",
        "Check that the cell defining that name ran, and its spelling.",
    ),
    "practice.not_defined": _m(
        "`{name}`이(가) 아직 정의되지 않았습니다. 바로 위의 직접 해 보기 셀을 먼저 실행한 뒤 이 셀을 다시 실행하세요.",
        "`{name}` is not defined yet: run the practice cell above first, then this cell again.",
    ),
    "practice.needs_cell": _m(
        "`{name}`이(가) 정의되지 않았습니다. 커널을 다시 시작했다면 위의 셀부터 다시 실행하세요: `{name}`은(는) {cell}에서 만듭니다.",
        "`{name}` is not defined: after a kernel restart, run the cells above again (it is made in: {cell}).",
    ),
    "practice.time_limit": _m(
        "`{name}`이(가) 제한 시간({limit}) 안에 끝나지 않아 멈췄습니다. {hint}{threads}",
        "`{name}` did not finish within its time limit ({limit}) and was stopped. {hint}{threads}",
    ),
    "practice.limit_cpu": _m("CPU {seconds}초", "{seconds} CPU seconds"),
    "practice.limit_wall": _m("{seconds}초", "{seconds} seconds"),
    "practice.hint_time": _m(
        "끝나지 않는 반복이나 끝없이 기다리는 곳이 없는지 살펴보세요.",
        "Look for a loop that never ends or a wait that never returns.",
    ),
    "practice.threads_left": _m(
        " 멈추지 않은 스레드가 남아 있으니 커널을 다시 시작(Kernel → Restart Kernel)하고 위의 셀부터 다시 실행하세요.",
        " A thread is still running: restart the kernel and run the cells above again.",
    ),
    "practice.empty": _m("", ""),
    "practice.needs_earlier": _m(
        "앞의 확인을 먼저 통과해야 이 항목을 볼 수 있습니다.",
        "Pass the check above first; this one builds on it.",
    ),
    # lesson 1
    "practice.l01.hint_unpack": _m(
        "도구 함수는 `input`의 키를 키워드 인자로 받습니다(딕셔너리 하나를 통째로 받지 않습니다).",
        "Tool functions take the keys of `input` as keyword arguments, not one dict.",
    ),
    "practice.l01.hint_lookup": _m(
        "`handlers`의 키는 도구 이름입니다. 블록의 어느 필드가 이름인지 확인하세요.",
        "The keys of `handlers` are tool names; check which block field holds the name.",
    ),
    "practice.l01.wrong_calls": _m(
        "`{tool}` 호출에서 실행된 함수가 기대와 다릅니다. 실제로 불린 것: {got}. 이름에 맞는 함수 하나를, 한 번, `input`을 키워드 인자로 풀어 불러야 합니다.",
        "For `{tool}` the functions run were {got}; run the one named function once, with `input` as keyword arguments.",
    ),
    "practice.l01.wrong_return": _m(
        "`{tool}` 호출에서 `run_call`이 도구 함수의 반환값을 그대로 돌려주지 않았습니다.",
        "For `{tool}`, `run_call` did not return the tool function's result.",
    ),
    # lesson 2
    "practice.l02.hint_crash": _m(
        "판정할 수 없는 호출에도 예외 대신 `False`를 돌려주세요(`jsonschema`의 예외를 잡거나 `is_valid`를 써 보세요).",
        "Return False instead of raising for a call you reject (catch jsonschema's error or use is_valid).",
    ),
    "practice.l02.wrong_verdict": _m(
        "{case}에 `{got}`을(를) 돌려줬습니다.",
        "For {case} the function returned `{got}`.",
    ),
    "practice.l02.case.valid": _m(
        "정의된 도구에, 스키마에 맞는 입력인 호출", "a defined tool with a schema-valid input"
    ),
    "practice.l02.case.second_tool": _m(
        "`tools`의 두 번째 도구를 부르는 올바른 호출",
        "a valid call of the second tool in `tools`",
    ),
    "practice.l02.case.extra_field": _m(
        "스키마가 막지 않는 추가 필드가 든 호출(`additionalProperties`가 없으면 허용)",
        "a call with an extra field the schema does not forbid",
    ),
    "practice.l02.case.unknown_name": _m(
        "`tools`에 없는 이름의 호출", "a call whose name is not in `tools`"
    ),
    "practice.l02.case.missing_field": _m(
        "`required` 필드가 빠진 호출", "a call missing a `required` field"
    ),
    "practice.l02.case.wrong_type": _m(
        "문자열이어야 할 값이 숫자인 호출", "a call with a number where a string is required"
    ),
    "practice.l02.case.other_tools_schema": _m(
        "다른 도구의 입력을 들고 온 호출(이름이 가리키는 도구의 스키마로 검사해야 합니다)",
        "a call carrying another tool's input (check against the named tool's schema)",
    ),
    # lesson 3
    "practice.l03.list_not_message": _m(
        "리스트를 돌려줬습니다. 결과들은 user 메시지 하나(`role`과 `content`가 있는 dict)에 담습니다.",
        "You returned a list; the results go into one user message (a dict with role and content).",
    ),
    "practice.l03.not_user_message": _m(
        '돌려준 값이 `role: "user"` 메시지가 아닙니다: {got}',
        'The value returned is not a `role: "user"` message: {got}',
    ),
    "practice.l03.content_not_list": _m(
        "메시지의 `content`가 블록의 리스트가 아닙니다.",
        "The message's `content` is not a list of blocks.",
    ),
    "practice.l03.id_is_name": _m(
        "`tool_use_id`에 도구 이름이 들어갔습니다. 결과는 호출 블록의 `id`로 짝을 맞춥니다.",
        "A `tool_use_id` holds the tool's name; results pair by the call's `id`.",
    ),
    "practice.l03.missing": _m(
        "호출 {total}개 가운데 {count}개에 결과가 없습니다. 받은 `calls`를 모두 돌며 하나씩 답하세요.",
        "{count} of {total} calls have no result; answer every call in `calls`.",
    ),
    "practice.l03.duplicate": _m(
        "같은 `tool_use_id`에 결과가 두 번 들어갔습니다.", "A `tool_use_id` is answered twice."
    ),
    "practice.l03.wrong_content": _m(
        "`{tool_use_id}`의 결과 `content`가 `run(call)`이 돌려준 문자열과 다릅니다.",
        "The content for `{tool_use_id}` differs from what `run(call)` returned.",
    ),
    "practice.l03.rejected": _m(
        "API가 이 메시지를 거절합니다({path}): {explain}",
        "The API would reject this message ({path}): {explain}",
    ),
    "practice.l03.not_tool_result": _m(
        '돌려준 값이 `type: "tool_result"` 블록이 아닙니다: {got}',
        'The value is not a `type: "tool_result"` block: {got}',
    ),
    "practice.l03.error_wrong_id": _m(
        "`tool_use_id`가 실패한 호출의 id가 아닙니다(지금 값: {got}).",
        "`tool_use_id` is not the failed call's id (now {got}).",
    ),
    "practice.l03.no_error_flag": _m(
        "`is_error`가 불리언 `True`가 아닙니다(지금 값: {got}).",
        "`is_error` is not the boolean True (now {got}).",
    ),
    "practice.l03.error_text_missing": _m(
        "`content`에 무엇이 잘못됐는지(받은 `problem` 문장)가 없습니다.",
        "`content` does not say what went wrong (the `problem` given).",
    ),
    "practice.l03.error_no_next_step": _m(
        "`content`가 문제만 적고 끝납니다. 모델이 다음에 무엇을 하면 좋을지도 한 문장 덧붙이세요.",
        "`content` only states the problem; add what the model should do next.",
    ),
    # lesson 4
    "practice.l04.case.overdraft": _m("잔액(60)보다 큰 100을 옮기는 경우", "moving 100 out of 60"),
    "practice.l04.case.exact_balance": _m(
        "잔액과 똑같은 60을 옮기는 경우", "moving exactly the balance"
    ),
    "practice.l04.case.small": _m("잔액 안의 25를 옮기는 경우", "moving 25 of 60"),
    "practice.l04.case.negative": _m("음수(-20)를 옮기는 경우", "moving a negative amount"),
    "practice.l04.case.zero": _m("0을 옮기는 경우", "moving zero"),
    "practice.l04.not_refused": _m(
        "{case}인데 거절하지 않았습니다(실행 뒤 잔액: {after}). 실행하는 코드가 지금 잔액을 다시 읽고 예외로 거절해야 합니다.",
        "{case}: not refused (balances after: {after}); re-read the balance and raise.",
    ),
    "practice.l04.changed_on_refusal": _m(
        "{case}에서 거절은 했지만 잔액이 바뀌었습니다({after}). 확인을 마친 다음에 돈을 옮기세요.",
        "{case}: refused, yet balances changed ({after}); move money only after the checks.",
    ),
    "practice.l04.refused_valid": _m(
        "{case}인데 거절했습니다({error}). 경계값을 확인해 보세요.",
        "{case}: refused ({error}); check the boundary.",
    ),
    "practice.l04.wrong_balances": _m(
        "{case}에서 옮긴 뒤 잔액이 맞지 않습니다: {after}",
        "{case}: balances after the transfer are wrong: {after}",
    ),
    "practice.l04.message_without_balance": _m(
        "거절 메시지에 지금 잔액이 없습니다(메시지: {message}). 모델이 사용자에게 알릴 수 있게 잔액을 적어 주세요.",
        "The refusal does not state the current balance ({message}).",
    ),
    # lesson 5
    "practice.l05.wrong_step": _m(
        "`{reason}`에 `{got}`을(를) 돌려줬습니다. {hint}",
        "For `{reason}` you returned `{got}`. {hint}",
    ),
    "practice.l05.hint.tool_use": _m(
        "모델이 결과를 기다리며 멈춘 경우입니다.", "The model stopped to wait for results."
    ),
    "practice.l05.hint.end_turn": _m("모델이 할 말을 다 한 경우입니다.", "The model has finished."),
    "practice.l05.hint.stop_sequence": _m(
        "요청에 넣은 멈춤 문자열이 나와 멈춘 경우입니다. 그때까지의 글이 답입니다.",
        "A stop sequence you sent was produced; the text so far is the answer.",
    ),
    "practice.l05.hint.max_tokens": _m(
        "허락한 길이를 다 써서 잘린 경우입니다. 잘린 `tool_use`는 실행하면 안 됩니다.",
        "The answer was cut at max_tokens; a cut tool_use must not run.",
    ),
    "practice.l05.hint.pause_turn": _m(
        "서버 도구의 긴 작업이 잠시 멈춘 경우입니다. 끝난 것도, 거절된 것도 아닙니다.",
        "A long server-tool turn paused; it neither finished nor failed.",
    ),
    "practice.l05.hint.refusal": _m(
        "안전 분류기가 응답을 멈춘 경우입니다. 표의 (추론) 줄을 보세요.",
        "Safety classifiers stopped the answer; see the table's (inferred) row.",
    ),
    "practice.l05.hint.model_context_window_exceeded": _m(
        "컨텍스트 창이 다 차서 멈춘 경우입니다. max_tokens를 키워도 창은 그대로입니다(표의 추론 줄).",
        "The context window is full; a bigger max_tokens leaves the window as it is (the table's inferred row).",
    ),
    "practice.l05.hint_loop_error": _m(
        "두 번째 요청부터 거절됐다면 assistant 응답을 먼저 덧붙였는지, 결과를 모두 담았는지 보세요.",
        "If a later request was rejected, check the assistant turn and that every call has a result.",
    ),
    "practice.l05.hint_time": _m(
        "반복할 때마다 모델에게 새 응답을 받아 오는지 확인하세요. 같은 응답을 두고 도는 루프는 끝나지 않습니다.",
        "Check that every round gets a new response from the model; a loop over the same response never ends.",
    ),
    "practice.l05.hint_cap_return": _m(
        "상한에 닿으면 예외 대신 마지막 응답을 돌려주기로 했습니다.",
        "At the cap, return the last response instead of raising.",
    ),
    "practice.l05.request_rejected": _m(
        "루프가 보낸 요청 가운데 거절된 것이 있거나 `tools` 없이 간 요청이 있습니다.",
        "A request of the loop was rejected or went without `tools`.",
    ),
    "practice.l05.not_all_rounds": _m(
        "상한이 넉넉한데 모델을 {calls}번 부르고 멈췄습니다(마지막 stop_reason: {stop}). `stop_reason`이 `tool_use`인 동안 계속 돌아야 합니다.",
        "With a roomy cap the loop called the model {calls} time(s) and stopped at {stop}.",
    ),
    "practice.l05.cap_exceeded": _m(
        "`max_calls=2`인데 모델을 {calls}번 불렀습니다.",
        "max_calls=2, yet the model was called {calls} times.",
    ),
    "practice.l05.stopped_early": _m(
        "`max_calls=2`에서 모델을 {calls}번 부르고 stop_reason `{stop}`인 응답을 돌려줬습니다. 상한까지는 돌고, 닿으면 마지막 응답을 돌려주세요.",
        "max_calls=2: {calls} call(s), returned stop_reason {stop}; run up to the cap, then return the last response.",
    ),
    # lesson 6
    "practice.l06.escaped": _m(
        "`run_batch` 밖으로 예외가 나왔습니다({error}). 한 호출의 실패가 배치 전체를 멈추면 성공한 결과도 사라집니다.",
        "An exception escaped `run_batch` ({error}); one failure must not stop the batch.",
    ),
    "practice.l06.not_a_list": _m(
        "`tool_result` 블록의 리스트를 돌려주세요(지금: {got}).",
        "Return a list of tool_result blocks (now {got}).",
    ),
    "practice.l06.ids_mismatch": _m(
        "호출 {total}개에 결과가 {count}개이거나, 순서·id가 호출과 맞지 않습니다.",
        "{count} results for {total} calls, or ids/order differ from the calls.",
    ),
    "practice.l06.not_tool_results": _m(
        '리스트의 모든 항목이 `type: "tool_result"`여야 합니다.',
        "Every item must be a tool_result block.",
    ),
    "practice.l06.failure_not_flagged": _m(
        "실패한 허가 조회의 결과에 `is_error: True`가 없습니다.",
        "The failed permit look-up lacks is_error: True.",
    ),
    "practice.l06.failure_without_reason": _m(
        "실패한 결과의 `content`에 예외가 말한 이유가 없습니다.",
        "The failed result does not say why it failed.",
    ),
    "practice.l06.success_flagged": _m(
        "성공한 호출의 결과에 `is_error`가 붙었습니다.", "A successful call is flagged is_error."
    ),
    "practice.l06.sequential": _m(
        "세 호출이 한 번에 하나씩 실행됐습니다. 스레드 풀 같은 방법으로 함께 실행하세요.",
        "The three calls ran one at a time; run them together (e.g. a thread pool).",
    ),
    # lesson 7
    "practice.l07.still_findings": _m(
        "검토기가 아직 {count}가지를 짚습니다. 첫 번째: {first}",
        "The reviewer still has {count} finding(s); first: {first}",
    ),
    "practice.l07.rejected": _m(
        "API가 이 도구 정의를 거절합니다({path}): {explain}",
        "The API would reject this definition ({path}): {explain}",
    ),
    "practice.l07.purpose_lost": _m(
        "도구가 하던 일이 사라졌습니다. 설명은 여전히 배송 조회를 말하고, 파라미터가 있어야 합니다.",
        "The tool lost its purpose: keep a delivery look-up description and its parameters.",
    ),
    "practice.review.not_a_dict": _m(
        "도구 정의는 dict여야 합니다.", "A tool definition is a dict."
    ),
    "practice.review.name": _m(
        "이름 {name!r}: 무엇을 하는지 드러나는 동사_대상 모양(소문자와 밑줄)으로",
        "name {name!r}: use verb_object (lower case, underscores)",
    ),
    "practice.review.short_description": _m(
        "설명이 {length}자로 짧습니다: 무엇을, 언제, 언제 쓰지 않는지, 부작용을 적을 것",
        "the description has {length} characters: say what, when, when not, side effects",
    ),
    "practice.review.no_when_not": _m(
        "설명에 '언제 쓰지 않는지(대신 무엇을 쓰는지)'가 없다",
        "the description never says when not to use it",
    ),
    "practice.review.param_undescribed": _m(
        "파라미터 {param!r}에 설명과 예시가 없다",
        "parameter {param!r} has no description or example",
    ),
    "practice.review.date_format": _m(
        "파라미터 {param!r}: 날짜 형식을 YYYY-MM-DD로 못 박을 것",
        "parameter {param!r}: pin dates to YYYY-MM-DD",
    ),
    "practice.review.no_required": _m("필수 파라미터(required)가 없다", "no required parameters"),
    "practice.review.open_schema": _m(
        "additionalProperties: false가 없다", "additionalProperties: false is missing"
    ),
    # lesson 8
    "practice.l08.not_asked": _m(
        "되돌릴 수 없는 `refund_order`인데 사람에게 {asked}번 물었습니다. 실행 전에 한 번 물어야 합니다.",
        "refund_order is irreversible, but the human was asked {asked} time(s); ask once before running.",
    ),
    "practice.l08.summary_without_input": _m(
        "승인 요청 문장에 무엇을 하려는지(주문 번호)가 없습니다: {summary}",
        "The approval question does not say what will happen (the order id): {summary}",
    ),
    "practice.l08.not_a_question": _m(
        "승인 요청 문장이 사람에게 해도 되는지 묻지 않습니다: {summary}. 무엇을 하려는지 말하고 진행해도 될지 물어보세요.",
        "The approval text does not ask the human whether to go ahead: {summary}.",
    ),
    "practice.l08.ran_without_approval": _m(
        "사람이 승인하지 않았는데 도구가 실행됐습니다.", "The tool ran although the human said no."
    ),
    "practice.l08.refusal_not_error_result": _m(
        "승인이 없을 때는 그 호출의 `tool_use_id`를 단 `is_error: True` 결과를 돌려줘야 모델이 사정을 압니다.",
        "Without approval, return an is_error result with the call's tool_use_id.",
    ),
    "practice.l08.not_run_approved": _m(
        "사람이 승인했는데 도구가 {ran}번 실행됐거나 결과가 도구의 출력과 다릅니다.",
        "Approved, but the tool ran {ran} time(s) or the result differs from its output.",
    ),
    "practice.l08.not_run_read": _m(
        "읽기 도구가 {ran}번 실행됐거나 결과가 도구의 출력과 다릅니다.",
        "The read tool ran {ran} time(s) or the result differs from its output.",
    ),
    "practice.l08.asked_for_read": _m(
        "읽기만 하는 도구에도 승인을 물었습니다. 승인은 되돌릴 수 없는 쓰기에만 묻습니다.",
        "Approval was asked for a read-only tool; ask only for irreversible writes.",
    ),
    # lesson 9
    "practice.l09.hint_arguments": _m(
        "`function.arguments`는 JSON 문자열입니다. `run`에는 풀어 낸 dict를 건네세요.",
        "`function.arguments` is a JSON string; hand `run` the parsed dict.",
    ),
    "practice.l09.not_a_list": _m(
        "메시지의 리스트를 돌려주세요(지금: {got}).", "Return a list of messages (now {got})."
    ),
    "practice.l09.roles": _m(
        '호출 {total}개마다 `role: "tool"` 메시지가 하나씩 있어야 합니다(지금 역할들: {roles}).',
        "One role 'tool' message per call ({total}); roles now: {roles}.",
    ),
    "practice.l09.ids": _m(
        "`tool_call_id`가 호출들의 `id`와 (같은 순서로) 맞지 않습니다.",
        "The tool_call_id values do not match the calls' ids in order.",
    ),
    "practice.l09.rejected": _m(
        "호스트(OpenAI 호환 엔드포인트)가 요청을 거절했습니다(HTTP {status}). 호스트의 오류 문장: {message}.",
        "The host rejected the request with HTTP {status}: {message}.",
    ),
}

#: What each practice criterion checks, shown before its verdict (``practice.label.<check>``).
LABELS = {
    "practice_l01_no_crash": ("두 호출 모두 예외 없이 실행", "both calls run without an exception"),
    "practice_l01_runs_once": (
        "이름에 맞는 함수를 한 번, 키워드 인자로",
        "the named function, once, keyword args",
    ),
    "practice_l01_returns_result": ("도구 함수의 결과를 돌려줌", "returns the tool's result"),
    "practice_l02_no_crash": ("어떤 호출에도 예외 없음", "no exception for any call"),
    "practice_l02_verdicts": ("일곱 경우의 판정", "the verdicts of seven cases"),
    "practice_l03_no_crash": ("예외 없이 실행", "runs without an exception"),
    "practice_l03_one_user_message": ("user 메시지 하나", "one user message"),
    "practice_l03_every_call_answered": (
        "호출마다 결과 하나, 맞는 id와 내용",
        "one result per call, right id and content",
    ),
    "practice_l03_api_accepts": ("API가 받아 주는 모양", "a shape the API accepts"),
    "practice_l03_error_shape": (
        "실패한 호출에 답하는 tool_result",
        "a tool_result for the failed call",
    ),
    "practice_l03_error_flag": ("실패 표시", "the failure flag"),
    "practice_l03_error_text": (
        "무엇이 잘못됐고 다음에 할 일",
        "what went wrong and what to do next",
    ),
    "practice_l04_refuses": (
        "옮길 수 없는 금액은 거절하고 잔액은 그대로",
        "refuses bad amounts, balances unchanged",
    ),
    "practice_l04_moves_money": ("옮길 수 있는 금액은 옮김", "moves a valid amount"),
    "practice_l04_message_for_model": ("거절 메시지에 지금 잔액", "the refusal states the balance"),
    "practice_l05_tool_use_and_end_turn": (
        "tool_use, end_turn, stop_sequence",
        "tool_use, end_turn, stop_sequence",
    ),
    "practice_l05_max_tokens": ("max_tokens", "max_tokens"),
    "practice_l05_pause_turn": ("pause_turn", "pause_turn"),
    "practice_l05_refusal": ("refusal", "refusal"),
    "practice_l05_context_window": (
        "model_context_window_exceeded",
        "model_context_window_exceeded",
    ),
    "practice_l05_loop_finishes": ("상한이 넉넉하면 끝까지", "finishes under a roomy cap"),
    "practice_l05_cap_holds": (
        "상한을 지키고 마지막 응답을 돌려줌",
        "keeps the cap, returns the last response",
    ),
    "practice_l06_no_escape": ("예외가 밖으로 나오지 않음", "no exception escapes"),
    "practice_l06_one_result_each": (
        "호출마다 결과 하나, 순서대로",
        "one result per call, in order",
    ),
    "practice_l06_failure_is_result": (
        "실패는 is_error 결과로",
        "the failure as an is_error result",
    ),
    "practice_l06_concurrent": ("함께 실행", "run together"),
    "practice_l07_review_clean": ("검토기가 짚을 것이 없음", "the reviewer has nothing to add"),
    "practice_l07_api_accepts": ("API가 받아 주는 정의", "a definition the API accepts"),
    "practice_l07_keeps_purpose": ("배송 조회라는 목적 유지", "still a delivery look-up"),
    "practice_l08_asks_first": (
        "되돌릴 수 없는 쓰기 전에 물음",
        "asks before an irreversible write",
    ),
    "practice_l08_no_run_without_yes": ("승인이 없으면 실행하지 않음", "no run without a yes"),
    "practice_l08_runs_when_approved": (
        "승인했거나 읽기면 실행",
        "runs when approved or read-only",
    ),
    "practice_l09_no_crash": ("예외 없이 메시지 리스트", "a list of messages, no exception"),
    "practice_l09_one_per_call": (
        "호출마다 role tool 메시지 하나",
        "one role tool message per call",
    ),
    "practice_l09_host_accepts": ("호스트가 받아 줌", "the host accepts it"),
}
MESSAGES.update({f"practice.label.{name}": _m(ko, en) for name, (ko, en) in LABELS.items()})
