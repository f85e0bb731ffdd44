"""Learner messages of Exercise 10 (the capstone support host, graded by pass^1 and pass^k).

A failure names the task (a practice task's id, or "숨은 과제 N" without its data), the
trial (1..k), the step (the model response whose call did it, or the request number)
and the rule broken; never the learner's code nor a hidden task's orders or facts.
"""

_WHERE = "{task}, 시행 {trial}: {reason}"
_WHERE_EN = "{task}, trial {trial}: {reason}"

MESSAGES = {
    "ex10.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex10.not_started": {
        "ko": "아직 `{name}`을(를) 채우지 않았습니다(NotImplementedError). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not filled in yet (NotImplementedError). Complete the answer cell and run the notebook from the top.",
    },
    "ex10.cell_did_not_run": {
        "ko": "`{name}`이(가) 정의되지 않았습니다. 답 셀이 끝까지 실행되지 않았습니다(문법 오류 SyntaxError, 또는 정의하다 난 오류, 예: 없는 이름을 기본값이나 데코레이터에 씀). 답 셀을 실행해 보이는 오류를 고친 뒤 위에서부터 다시 실행하세요.",
        "en": "`{name}` is not defined: its answer cell did not run to the end (a SyntaxError, or an error while defining it, e.g. an undefined name in a default or a decorator). Run the answer cell, fix the error it shows, and run the notebook from the top.",
    },
    "ex10.cell_syntax_error": {
        "ko": "`{name}`이(가) 정의되지 않았습니다. 답 셀 {line}번째 줄에 문법 오류(SyntaxError: {error})가 있어 셀이 실행되지 않았습니다. 그 줄을 고친 뒤 위에서부터 다시 실행하세요.",
        "en": "`{name}` is not defined: the answer cell has a SyntaxError on line {line} ({error}), so it did not run. Fix that line and run the notebook from the top.",
    },
    "ex10.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex10.task_failed": {
        "ko": "연습 과제가 첫 시행에서 실패했습니다. " + _WHERE,
        "en": "A practice task failed its first trial. " + _WHERE_EN,
    },
    "ex10.violations": {
        "ko": "연습 과제에서 정책 위반이 있습니다(0건이어야 합니다). " + _WHERE,
        "en": "A policy rule was broken in a practice task (0 allowed). " + _WHERE_EN,
    },
    "ex10.unjudged": {
        "ko": "연습 과제의 한 시행을 판단할 수 없어(아래 이유) 이 기준도 통과로 볼 수 없습니다. "
        + _WHERE,
        "en": "A practice trial could not be judged (reason below), so this criterion cannot pass either. "
        + _WHERE_EN,
    },
    "ex10.no_database_call": {
        "ko": "연습 과제의 어느 시행에서도 호출이 데이터베이스에 닿지 않아, 규칙을 지켰는지 판단할 수 없습니다(아무 일도 하지 않은 것은 규칙을 지킨 것이 아닙니다). 첫 시행: "
        + _WHERE,
        "en": "No practice trial reached the database, so no rule can be judged kept (doing nothing keeps no rule). First trial: "
        + _WHERE_EN,
    },
    "ex10.protocol_errors": {
        "ko": "연습 과제에서 프로토콜 오류가 있습니다(0건이어야 합니다). " + _WHERE,
        "en": "A protocol error happened in a practice task (0 allowed). " + _WHERE_EN,
    },
    "ex10.hidden_pass1": {
        "ko": "숨은 과제의 pass^1이 {pass1}로 기준 {needed}에 못 미칩니다. 처음 실패: " + _WHERE,
        "en": "pass^1 on the hidden tasks is {pass1}, below {needed}. First failure: " + _WHERE_EN,
    },
    "ex10.hidden_passk": {
        "ko": "숨은 과제의 pass^{k}가 {passk}입니다(모든 과제가 {k}번 모두 통과해야 1). 한 번 맞는 호스트는 아직 맞는 호스트가 아닙니다. 처음 실패: "
        + _WHERE,
        "en": "pass^{k} on the hidden tasks is {passk} (1 needs every task to pass all {k} trials). First failure: "
        + _WHERE_EN,
    },
    "ex10.hidden_when_graded": {
        "ko": "숨은 과제는 채점할 때만 확인합니다(이 노트북에는 숨은 과제가 없습니다).",
        "en": "The hidden tasks are checked only when graded (this notebook does not hold them).",
    },
    "ex10.graded_below": {
        "ko": "채점 중에는 이 셀에서 시행을 다시 돌리지 않습니다. 결과는 아래 채점 셀에 있습니다.",
        "en": "While grading, this cell does not run the trials again; the grade cells below hold the results.",
    },
    "ex10.no_cap": {
        "ko": '모델을 {calls}번 불렀습니다. `max_rounds`({cap})번 안에서 멈추고 `"max_rounds"`를 돌려주세요.',
        "en": 'The model was called {calls} times; stop within `max_rounds` ({cap}) and return `"max_rounds"`.',
    },
    "ex10.api_rejected": {
        "ko": "요청 {step}을(를) API가 거절했습니다: {api_message}",
        "en": "The API rejected request {step}: {api_message}",
    },
    "ex10.results_split": {
        "ko": "요청 {step}의 `{path}`: 한 응답의 `tool_use` 결과는 모두 다음 user 메시지 하나에 담아야 합니다(메시지를 나누지 마세요).",
        "en": "Request {step}, `{path}`: all results of one response go in the single next user message (do not split them).",
    },
    "ex10.crashed": {
        "ko": "`run_support`가 {error_type} 예외로 멈췄습니다. 도구 실패는 예외가 아니라 `is_error` 결과여야 합니다.",
        "en": "`run_support` stopped with {error_type}; a tool failure must be an `is_error` result, not an exception.",
    },
    "ex10.no_model_call": {
        "ko": "`call_model`을 한 번도 부르지 않았습니다.",
        "en": "`call_model` was never called.",
    },
    "ex10.policy_violation": {
        "ko": "모델 응답 {step}의 `{tool}` 호출이 데이터베이스에 닿아 규칙 {rule}을(를) 어겼습니다: {rule_text}",
        "en": "The `{tool}` call of model response {step} reached the database and broke rule {rule}: {rule_text}",
    },
    "ex10.diverged": {
        "ko": "요청 {step}의 `{path}`이(가) 모델이 실제로 보낸 응답과 다릅니다. 모델 응답의 `content`를 바꾸지 말고 그대로 assistant 차례로 붙이세요.",
        "en": "Request {step}, `{path}`, differs from the response the model really sent; append the response's `content` unchanged as the assistant turn.",
    },
    "ex10.unasked_write": {
        "ko": "모델 응답 {step}이(가) 부르지 않은 `{tool}`을(를) 호스트가 데이터베이스에 실행했습니다. 쓰기는 모델이 요청한 호출만 실행합니다.",
        "en": "The host ran `{tool}` on the database although model response {step} did not call it; only run the writes the model asked for.",
    },
    "ex10.unbacked_success": {
        "ko": "모델 응답 {step}의 `{tool}` 호출에 성공 결과를 돌려주었지만 데이터베이스 기록에는 그 쓰기가 없습니다. 실행하지 않은 쓰기는 `is_error` 결과로 알리세요.",
        "en": "The `{tool}` call of model response {step} got a success result, but the database log holds no such write; report a write you did not run as an `is_error` result.",
    },
    "ex10.refusal_not_error": {
        "ko": "모델 응답 {step}의 `{tool}` 호출을 규칙 {rule}에 따라 실행하지 않은 것은 맞지만, 그 거절을 `is_error: true` 없이 돌려주어 모델은 쓰기가 된 줄 압니다. 거절도 `is_error: true`인 `tool_result`로 돌려주세요.",
        "en": "Rule {rule} rightly kept the `{tool}` call of model response {step} from running, but the refusal went back without `is_error: true`, so the model takes the write as done; send a refusal as a `tool_result` with `is_error: true`.",
    },
    "ex10.record_mismatch": {
        "ko": "시행마다 알린 모델 호출 수가 채점기가 기록한 요청과 맞지 않습니다. `call_model`만으로 모델을 부르세요.",
        "en": "The model calls each trial reported do not match the requests the grader recorded; call the model through `call_model` only.",
    },
    "ex10.stopped_early": {
        "ko": "모델 응답 {step}이(가) 아직 도구를 부르는데 루프를 끝냈습니다. `stop_reason`이 `tool_use`인 동안은 결과를 돌려주고 계속 도세요.",
        "en": "Model response {step} still calls tools, but the loop ended; while `stop_reason` is `tool_use`, return the results and go on.",
    },
    "ex10.no_outcome": {
        "ko": '`run_support`가 `{{"status": ..., "answer": ..., "messages": ...}}` dict를 돌려주지 않았습니다.',
        "en": '`run_support` did not return a `{{"status": ..., "answer": ..., "messages": ...}}` dict.',
    },
    "ex10.wrong_status": {
        "ko": '돌려준 `status`가 {found}입니다. 모델이 끝내면 "done", 상한에 닿으면 "max_rounds", 잘린 응답이면 "max_tokens"입니다.',
        "en": 'The returned `status` is {found}: "done" when the model ends, "max_rounds" at the cap, "max_tokens" for a cut reply.',
    },
    "ex10.wrong_state": {
        "ko": "끝난 뒤 데이터베이스가 목표 상태와 다릅니다({orders}).",
        "en": "The final database differs from the goal state ({orders}).",
    },
    "ex10.wrong_state_hidden": {
        "ko": "끝난 뒤 데이터베이스가 목표 상태와 다릅니다(환불·취소가 빠졌거나 더 있습니다).",
        "en": "The final database differs from the goal state (a refund or cancellation is missing or extra).",
    },
    "ex10.missing_fact": {
        "ko": "최종 답에 '{fact}'가 없습니다. 도구 결과(JSON)를 그대로 돌려주고 실패는 `is_error`로 알려야 모델이 사실대로 답합니다.",
        "en": "The final answer lacks '{fact}'. Return tool output as JSON and failures as `is_error` so the model answers truthfully.",
    },
    "ex10.missing_fact_hidden": {
        "ko": "최종 답에 과제가 요구한 사실이 빠졌습니다. 실패를 성공처럼 돌려주지 않았는지 보세요.",
        "en": "The final answer lacks a fact the task requires; check that no failure was returned as a success.",
    },
}
