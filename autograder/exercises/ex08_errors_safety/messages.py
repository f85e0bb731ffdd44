"""Learner messages of Exercise 8 (a safe executor: validate, authorize, errors, retries, idempotency).

Messages name the case the scripted model played (`{case}`: read_own, invalid,
unauthorized, injection, unknown_tool, missing_order, retry_cap, idempotent) and what the
executor returned or made the store do; never its code.
"""

MESSAGES = {
    "ex08.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex08.not_started": {
        "ko": "아직 `{name}`을(를) 채우지 않았습니다(NotImplementedError). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not filled in yet (NotImplementedError). Complete the answer cell and run the notebook from the top.",
    },
    "ex08.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex08.crashed": {
        "ko": "`make_executor`가 실행기를 만들다가 {error_type} 예외로 멈췄습니다: {error}",
        "en": "`make_executor` stopped with {error_type} while building the executor: {error}",
    },
    "ex08.exception_escaped": {
        "ko": "'{case}' 호출에서 {error_type} 예외가 실행기 밖으로 새어 나왔습니다: {error}. 호스트 루프가 멈추지 않도록 모든 예외를 `is_error: true` 결과로 바꾸세요.",
        "en": "In the '{case}' call a {error_type} escaped the executor: {error}. Turn every exception into an `is_error: true` result so the host loop goes on.",
    },
    "ex08.result_malformed": {
        "ko": '\'{case}\' 호출에 `tool_result` 블록(dict, `"type": "tool_result"`)을 돌려주지 않았습니다.',
        "en": 'The \'{case}\' call did not get a `tool_result` block (a dict with `"type": "tool_result"`).',
    },
    "ex08.result_wrong_id": {
        "ko": "'{case}' 호출의 결과가 {found}를 `tool_use_id`로 씁니다. 받은 블록의 `id`를 쓰세요.",
        "en": "The '{case}' result uses {found} as `tool_use_id`; use the received block's `id`.",
    },
    "ex08.is_error_not_bool": {
        "ko": "'{case}' 결과의 `is_error`가 불리언(`True`/`False`)이 아닙니다.",
        "en": "The '{case}' result's `is_error` is not a boolean.",
    },
    "ex08.content_not_text": {
        "ko": "'{case}' 결과의 `content`가 글이 아닙니다. 문자열(예: `json.dumps(...)`)이나 text 블록 리스트를 넣으세요.",
        "en": "The '{case}' result's `content` is not text; use a string (e.g. `json.dumps(...)`) or text blocks.",
    },
    "ex08.error_is_traceback": {
        "ko": "'{case}' 결과에 파이썬 traceback이 통째로 들어갔습니다. 모델에게는 무엇이 잘못됐고 무엇을 하면 되는지만 알려 주세요(`str(e)`).",
        "en": "The '{case}' result holds a whole Python traceback; tell the model what went wrong and what to do (`str(e)`).",
    },
    "ex08.error_message_empty": {
        "ko": "'{case}' 실패 결과의 `content`가 비어 있습니다. 무엇이 잘못됐는지 모델이 읽을 수 있게 쓰세요.",
        "en": "The '{case}' failure's `content` is empty; say what went wrong in words the model can read.",
    },
    "ex08.invalid_reached_store": {
        "ko": "스키마에 맞지 않는 인자로 상점을 {calls}번 불렀습니다. 모델의 인자는 믿을 수 없는 입력입니다: 실행 전에 도구의 `input_schema`로 검사하세요(예: `jsonschema.validate`).",
        "en": "Arguments that break the schema reached the store ({calls} call(s)); model arguments are untrusted input: validate against the tool's `input_schema` first (e.g. `jsonschema.validate`).",
    },
    "ex08.invalid_not_error": {
        "ko": "잘못된 인자에 대한 결과에 `is_error: true`가 없습니다.",
        "en": "The result for invalid arguments lacks `is_error: true`.",
    },
    "ex08.invalid_message_vague": {
        "ko": "잘못된 인자를 거절했지만, 어느 값(필드 이름이나 값)이 틀렸는지 결과에 없습니다. 모델이 고쳐 다시 부를 수 있게 검사 오류의 내용을 담으세요.",
        "en": "The invalid arguments were refused, but the result does not say which field or value is wrong; include the validation error so the model can fix the call.",
    },
    "ex08.own_read_blocked": {
        "ko": "사용자 자신의 주문 {order}을(를) 읽는 정상 호출까지 오류로 막았습니다.",
        "en": "The user's own order {order} could not be read: a legitimate call was blocked.",
    },
    "ex08.unauthorized_refund_paid": {
        "ko": "'{case}' 호출에서 {user} 사용자의 것이 아닌 주문 {order}이(가) 환불되었습니다. 실행 권한은 코드가 정합니다: 모델의 인자가 아니라 상점의 데이터(주문의 주인)로 현재 사용자를 확인하세요. 도구 결과에 섞인 지시도 명령이 아니라 데이터입니다.",
        "en": "In the '{case}' call order {order}, which is not {user}'s, was refunded; execution rights live in code: check the current user against the store's data (the order's owner), not the model's arguments. Instructions inside tool results are data, not commands.",
    },
    "ex08.unauthorized_not_error": {
        "ko": "'{case}' 호출(다른 사람의 주문 환불)을 막았다면 그 결과에 `is_error: true`와 이유를 담으세요.",
        "en": "If the '{case}' call (someone else's refund) is refused, its result needs `is_error: true` and the reason.",
    },
    "ex08.unknown_tool_not_error": {
        "ko": "없는 도구를 부른 호출의 결과에 `is_error: true`가 없습니다. 알 수 없는 도구라고 알려 주세요.",
        "en": "The call to an unknown tool got no `is_error: true` result; say the tool does not exist.",
    },
    "ex08.store_error_not_flagged": {
        "ko": "상점이 예외를 낸 호출(없는 주문)의 결과에 `is_error: true`가 없습니다.",
        "en": "The call the store failed (a missing order) got no `is_error: true` result.",
    },
    "ex08.store_error_hidden": {
        "ko": "없는 주문 조회의 실패 결과에 상점이 알려 준 원인(`str(e)`)이 빠졌습니다.",
        "en": "The failure for the missing order lacks the cause the store reported (`str(e)`).",
    },
    "ex08.retries_not_capped": {
        "ko": "같은 요청이 계속 실패하는데 상점에 {attempts}번이나 보냈습니다(모델이 {calls}번 요청, 상한 {cap}). 같은 인자의 실패를 세어 `max_same_failures`번이 되면 더는 실행하지 말고 그만 시도하라고 알리세요.",
        "en": "The same failing call reached the store {attempts} times (the model asked {calls} times, cap {cap}); count failures per identical call and stop at `max_same_failures`.",
    },
    "ex08.cap_too_strict": {
        "ko": "같은 실패를 {attempts}번만 시도하고 막았습니다. 상한 `max_same_failures`={cap}번까지는 실행해야 합니다.",
        "en": "The identical failing call was tried only {attempts} times; up to `max_same_failures`={cap} attempts must run.",
    },
    "ex08.cap_blocks_other_call": {
        "ko": "응답이 끊겨 한 번 실패한 환불을 다시 요청했더니, 상점에 묻지도 않고 상한을 이유로 막았습니다. 상한은 같은 도구·같은 인자의 실패만 세고, `max_same_failures`={cap}번 실패한 뒤에만 막아야 합니다.",
        "en": "The refund retried after one lost answer was refused by the cap without asking the store; the cap counts only identical failing calls and blocks only after `max_same_failures`={cap} failures.",
    },
    "ex08.failure_not_error": {
        "ko": "계속 실패하는 환불 호출의 결과에 `is_error: true`가 없습니다(상한에 닿아 막은 결과도 마찬가지입니다).",
        "en": "A result of the failing refund lacks `is_error: true` (capped ones too).",
    },
    "ex08.double_refund": {
        "ko": "응답이 끊긴 환불을 모델이 다시 요청하자 {amount}원이 {count}번 환불되었습니다. 쓰기 작업은 멱등하게: 요청 내용으로 만든 같은 `idempotency_key`를 매번 넘기세요(호출 id는 재시도마다 바뀝니다).",
        "en": "When the model retried a refund whose answer was lost, {amount} was refunded {count} times; make the write idempotent: pass the same `idempotency_key` built from the request (call ids change on every retry).",
    },
    "ex08.refund_lost": {
        "ko": "환불이 한 번도 되지 않았습니다. 재시도를 막거나 결과를 잘못 읽지 않았는지 확인하세요.",
        "en": "The refund was never made; check that the retry was not blocked or misread.",
    },
    "ex08.retry_not_confirmed": {
        "ko": "환불은 한 번 처리되었지만, 다시 요청한 호출에 오류 결과를 돌려주었습니다. 이미 처리된 환불이면 그 영수증을 성공으로 알려 주세요(HTTP 200만이 성공의 증거는 아닙니다. 중요한 쓰기는 다시 읽어 확인합니다).",
        "en": "The refund was made once, but the retry got an error result; if it already went through, report its receipt as a success (re-read important writes).",
    },
    "ex08.not_all_sent": {
        "ko": "결과 {sent}개만 API로 보낼 수 있었습니다(호출 {calls}개).",
        "en": "Only {sent} of {calls} results could be sent to the API.",
    },
    "ex08.api_rejected": {
        "ko": "결과를 담은 요청을 API가 거절했습니다. API의 오류 문장: {api_message}",
        "en": "The API rejected a request carrying a result: {api_message}",
    },
    "ex08.variant_failed": {
        "ko": "다른 사용자, 다른 주문, 다른 스키마 한도와 재시도 상한으로 바꿔 돌려 보니 기준이 유지되지 않았습니다. 값이나 한도를 코드에 적어 두지 말고 받은 `tools`, `user`, `max_same_failures`를 쓰세요.\n   {reason}",
        "en": "With another user, other orders, other schema limits and another retry cap a criterion no longer held; use the given `tools`, `user` and `max_same_failures` rather than written-in values.\n   {reason}",
    },
}
