"""Learner messages of Exercise 4 (the same-batch withdrawal and its three remedies).

Messages name the request (1-based) and what the tool definition, the request options or
the guard made happen to the account; never the code.
"""

MESSAGES = {
    "ex04.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex04.not_started": {
        "ko": "아직 답을 채우지 않았습니다(`withdraw_tool`, `request_options`, `guarded_withdraw`). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "The answers are not filled in yet (`withdraw_tool`, `request_options`, `guarded_withdraw`). Complete the answer cells and run the notebook from the top.",
    },
    "ex04.checked_when_graded": {
        "ko": "이 기준은 다른 계좌와 금액으로 채점할 때만 확인합니다. 여기서는 결과를 알 수 없으니 위의 기준들을 먼저 통과하세요.",
        "en": "This criterion is checked only when graded (another account and amount); pass the criteria above first.",
    },
    "ex04.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex04.api_rejected": {
        "ko": "{request}번째 요청을 API가 거절했습니다. API의 오류 문장: {api_message}",
        "en": "The API rejected request {request}: {api_message}",
    },
    "ex04.request_failed": {
        "ko": "요청을 보내지 못했습니다({error_type}: {error}). `request_options`에는 `tool_choice` 같은 요청 필드만 넣으세요(`tools`, `messages`는 넣지 않습니다).",
        "en": "The request could not be sent ({error_type}: {error}); `request_options` holds request fields such as `tool_choice` only (not `tools` or `messages`).",
    },
    "ex04.no_request": {
        "ko": "요청이 한 번도 가지 않았습니다.",
        "en": "No request was sent.",
    },
    "ex04.no_withdraw_tool": {
        "ko": '요청의 `tools`에 이름이 `"withdraw"`인 도구가 없습니다. `withdraw_tool`의 `name`은 `"withdraw"`여야 합니다.',
        "en": 'The request\'s `tools` hold no tool named `"withdraw"`; `withdraw_tool` must keep `name: "withdraw"`.',
    },
    "ex04.schema_changed": {
        "ko": "`withdraw_tool`의 `input_schema`가 `account_id`와 `amount`를 필수(`required`)로 두지 않습니다. 입력 모양은 그대로 두고 설명만 고치세요.",
        "en": "`withdraw_tool`'s `input_schema` does not require `account_id` and `amount`; keep the inputs, change the description.",
    },
    "ex04.description_no_read_balance": {
        "ko": "`withdraw`의 설명에 `read_balance`가 나오지 않습니다. 모델이 따를 전제 조건을 도구 이름으로 분명히 쓰세요: 먼저 `read_balance`로 잔액을 확인한다.",
        "en": "`withdraw`'s description never names `read_balance`; state the precondition by the tool's name: check the balance with `read_balance` first.",
    },
    "ex04.description_no_condition": {
        "ko": "`withdraw`의 설명이 `read_balance`를 말하지만 순서와 조건을 함께 말하지 않습니다. 둘 다 쓰세요: 먼저 `read_balance`로 잔액을 읽고, 잔액이 금액 이상일 때만 부른다.",
        "en": "`withdraw`'s description names `read_balance` but does not state both the order and the condition; state both: read the balance with `read_balance` first, and withdraw only if it covers the amount.",
    },
    "ex04.parallel_not_disabled": {
        "ko": '{request}번째 요청에 `"tool_choice": {{"type": "auto", "disable_parallel_tool_use": true}}`가 없습니다. 같은 배치의 호출은 서로의 결과를 못 보므로, 쓰기가 읽기에 기대면 한 번에 하나씩 부르게 하세요.',
        "en": 'Request {request} lacks `"tool_choice": {{"type": "auto", "disable_parallel_tool_use": true}}`; calls in one batch cannot see each other\'s results, so make dependent calls one at a time.',
    },
    "ex04.tool_choice_forced": {
        "ko": '{request}번째 요청의 `tool_choice` 종류가 {found}입니다. `"auto"`로 두어야 모델이 잔액을 읽은 뒤 출금하지 않기로 할 수 있습니다.',
        "en": 'Request {request} uses `tool_choice` type {found}; keep `"auto"` so the model can decide not to withdraw after reading the balance.',
    },
    "ex04.write_before_read": {
        "ko": "모델이 잔액을 읽기 전에 출금을 불렀습니다.",
        "en": "The model called withdraw before reading the balance.",
    },
    "ex04.overdrawn": {
        "ko": "잔액이 모자란데 {account}에서 {amount}달러가 출금되어 잔액이 {left}달러가 되었습니다. 실행기에서 출금 직전에 잔액을 다시 읽고, 모자라면 쓰지 말고 오류 결과를 돌려주세요.",
        "en": "The balance was short, yet {amount} was withdrawn from {account}, leaving {left}; re-read the balance right before writing and answer an error when it is short.",
    },
    "ex04.guard_never_called": {
        "ko": "모델이 출금을 불렀는데 `guarded_withdraw`가 한 번도 불리지 않았습니다.",
        "en": "The model called withdraw but `guarded_withdraw` never ran.",
    },
    "ex04.guard_not_started": {
        "ko": "아직 `guarded_withdraw`를 채우지 않았습니다(NotImplementedError). 가드 답 셀을 완성하고 위에서부터 다시 실행해 보세요. 설명과 옵션은 따로 채점됩니다.",
        "en": "`guarded_withdraw` is not filled in yet (NotImplementedError). Complete the guard's answer cell and run the notebook from the top; the description and the options are graded on their own.",
    },
    "ex04.guard_unfinished": {
        "ko": "`guarded_withdraw`의 한 부분이 아직 `NotImplementedError`를 던집니다(`withdraw` 호출에 답하던 중). 남은 `raise NotImplementedError()`를 찾아 그 갈래를 완성하세요.",
        "en": "Part of `guarded_withdraw` still raises `NotImplementedError` (while answering a `withdraw` call); find the remaining `raise NotImplementedError()` and finish that branch.",
    },
    "ex04.guard_crashed_silent": {
        "ko": "`guarded_withdraw`가 {error_type} 예외로 멈췄습니다(예외 메시지 없음). 거절도 예외가 아니라 `is_error` 결과로 돌려주세요.",
        "en": "`guarded_withdraw` stopped with {error_type} (no message); answer a refusal as an `is_error` result, not an exception.",
    },
    "ex04.guard_crashed_paying": {
        "ko": "잔액이 넉넉한데 `guarded_withdraw`가 {error_type} 예외로 멈췄습니다: {error}. 잔액을 읽고 출금한 결과를 돌려주는 갈래를 고치세요.",
        "en": "With enough money `guarded_withdraw` stopped with {error_type}: {error}; fix the branch that reads the balance, withdraws and returns the result.",
    },
    "ex04.guard_crashed_paying_silent": {
        "ko": "잔액이 넉넉한데 `guarded_withdraw`가 {error_type} 예외로 멈췄습니다(예외 메시지 없음). 잔액을 읽고 출금한 결과를 돌려주는 갈래를 고치세요.",
        "en": "With enough money `guarded_withdraw` stopped with {error_type} (no message); fix the branch that reads the balance, withdraws and returns the result.",
    },
    "ex04.options_not_started": {
        "ko": "아직 `request_options`를 채우지 않았습니다(NotImplementedError). 요청 옵션 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`request_options` is not filled in yet (NotImplementedError). Complete its answer cell and run the notebook from the top.",
    },
    "ex04.guard_crashed": {
        "ko": "`guarded_withdraw`가 {error_type} 예외로 멈췄습니다: {error}. 거절도 예외가 아니라 `is_error` 결과로 돌려주세요.",
        "en": "`guarded_withdraw` stopped with {error_type}: {error}; answer a refusal as an `is_error` result, not an exception.",
    },
    "ex04.guard_pretends_success": {
        "ko": '잔액이 모자라 출금하지 않았는데 `guarded_withdraw`가 성공처럼 답했습니다. `{{"content": "...", "is_error": True}}`로 실패를 알리세요. 그러지 않으면 모델은 출금이 됐다고 사용자에게 말합니다.',
        "en": 'The balance was short and nothing was withdrawn, yet `guarded_withdraw` answered like a success; return `{{"content": "...", "is_error": True}}` or the model tells the user it worked.',
    },
    "ex04.guard_message_vague": {
        "ko": "거절 결과에 잔액 이야기가 없습니다. 모델이 사용자에게 설명할 수 있게 잔액이 얼마인지, 왜 거절했는지 쓰세요.",
        "en": "The refusal says nothing about the balance; say what the balance is and why the withdrawal was refused.",
    },
    "ex04.guard_no_reread": {
        "ko": "`guarded_withdraw`가 출금을 판단하면서 잔액을 다시 읽지 않았습니다(`bank.balance(...)`). 모델이 본 잔액이나 인자는 믿지 말고, 쓰기 직전에 직접 읽으세요.",
        "en": "`guarded_withdraw` decided without re-reading the balance (`bank.balance(...)`); read it yourself right before the write.",
    },
    "ex04.guard_blocks_enough": {
        "ko": "잔액이 넉넉한데 {account}에서 {amount}달러 출금이 되지 않았습니다. 가드는 모자랄 때만 막아야 합니다.",
        "en": "The balance covered it, yet {amount} was not withdrawn from {account}; the guard must only block when it is short.",
    },
    "ex04.withdrew_twice": {
        "ko": "한 번 요청된 출금이 {count}번 실행되었습니다.",
        "en": "One requested withdrawal ran {count} times.",
    },
    "ex04.balance_wrong": {
        "ko": "출금 뒤 {account}의 잔액이 맞지 않습니다.",
        "en": "The balance of {account} is wrong after the withdrawal.",
    },
    "ex04.success_as_error": {
        "ko": "출금이 되었는데 결과에 `is_error: True`를 붙였습니다.",
        "en": "The withdrawal went through but its result says `is_error: True`.",
    },
    "ex04.no_final_answer": {
        "ko": "대화가 모델의 마지막 답(`end_turn`)으로 끝나지 않았습니다.",
        "en": "The conversation did not end with the model's answer (`end_turn`).",
    },
    "ex04.variant_failed": {
        "ko": "다른 계좌, 금액, 잔액으로 바꿔 돌려 보니 기준이 유지되지 않았습니다. 계좌 번호나 금액을 코드에 적어 두지 않았는지 확인해 보세요.\n   {reason}",
        "en": "With another account, amount and balances a criterion no longer held; make sure no account or amount is written into the code.\n   {reason}",
    },
}
