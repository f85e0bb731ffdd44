"""Learner messages of Exercise 6 (a batch of look-ups run concurrently).

Messages name the call (its tool and input) and, for concurrency, the look-ups' set
seconds (one by one: their sum; together: the slowest) next to the seed's 19.9 s -> 10.8 s,
never a measured duration (it would change with the grading machine's load).
"""

MESSAGES = {
    "ex06.passed": {"ko": "통과했습니다.", "en": "Passed."},
    "ex06.concurrent": {
        "ko": "호출 {calls}개가 모두 동시에 실행되었습니다. 하나씩 기다렸다면 {sequential}초 걸릴 조회가 가장 느린 조회 하나의 시간인 {parallel}초 만에 끝납니다({speedup}배 빠름). 교재의 Meridian은 {seed_sequential}초 → {seed_parallel}초였습니다(모델 응답 시간 포함).",
        "en": "All {calls} calls ran at the same time: look-ups that take {sequential} s one by one finish in {parallel} s, the time of the slowest ({speedup}x faster). The seed's Meridian went from {seed_sequential} s to {seed_parallel} s (model time included).",
    },
    "ex06.not_started": {
        "ko": "아직 `{name}`을(를) 채우지 않았습니다(NotImplementedError). 답 셀을 완성하고 위에서부터 다시 실행해 보세요.",
        "en": "`{name}` is not filled in yet (NotImplementedError). Complete the answer cell and run the notebook from the top.",
    },
    "ex06.internal_error": {
        "ko": "채점 도구가 이 답을 읽다가 멈췄습니다({error}). 강사에게 알려 주세요.",
        "en": "The checker stopped while reading this answer ({error}). Please tell your instructor.",
    },
    "ex06.crashed": {
        "ko": "`run_batch`가 {error_type} 예외로 멈췄습니다: {error}. 실패한 조회도 예외가 아니라 결과로 돌려주세요.",
        "en": "`run_batch` stopped with {error_type}: {error}; return a failed look-up as a result, not an exception.",
    },
    "ex06.unfinished": {
        "ko": "`run_batch`가 조회를 실행한 뒤 NotImplementedError로 멈췄습니다. 함수 안에 아직 채우지 않은 부분(`raise NotImplementedError`)이 남아 있으니 마저 채우세요.",
        "en": "`run_batch` ran look-ups, then stopped with NotImplementedError: part of it (a `raise NotImplementedError`) is still to be written.",
    },
    "ex06.not_a_message": {
        "ko": "`run_batch`가 돌려준 것으로 다음 요청을 보낼 수 없었습니다. user 메시지 dict 하나를 돌려주세요.",
        "en": "What `run_batch` returned could not be sent as the next request; return one user message dict.",
    },
    "ex06.not_one_user_message": {
        "ko": '돌려준 값이 `{{"role": "user", "content": [...]}}` 꼴의 메시지 하나가 아닙니다.',
        "en": 'The returned value is not one message shaped `{{"role": "user", "content": [...]}}`.',
    },
    "ex06.unknown_id": {
        "ko": "결과의 `tool_use_id` {found}가 이번 응답의 어느 호출과도 같지 않습니다.",
        "en": "The result's `tool_use_id` {found} matches no call of this response.",
    },
    "ex06.result_duplicated": {
        "ko": "`{call}` 호출의 결과가 두 번 들어 있습니다.",
        "en": "The `{call}` call is answered twice.",
    },
    "ex06.result_missing": {
        "ko": "호출 {total}개 중 {answered}개만 답했습니다. 빠진 호출: {calls}. 응답의 `tool_use` 블록을 모두 모아 실행하세요.",
        "en": "Only {answered} of {total} calls are answered; missing: {calls}. Collect and run every `tool_use` block.",
    },
    "ex06.result_content_wrong": {
        "ko": '`{call}`의 결과가 `HANDLERS["{call}"]`가 그 호출에 돌려준 값과 다릅니다. 이름으로 함수를 찾아 그 입력으로 부르고, 결과를 그대로 담으세요.',
        "en": 'The `{call}` result differs from what `HANDLERS["{call}"]` returned for that call; look the function up by name, call it with the input, send its output unchanged.',
    },
    "ex06.success_flagged": {
        "ko": "성공한 `{call}` 결과에 `is_error: true`가 붙었습니다.",
        "en": "The successful `{call}` result carries `is_error: true`.",
    },
    "ex06.no_successful_result": {
        "ko": "성공한 조회의 결과가 하나도 없습니다.",
        "en": "No successful look-up is answered.",
    },
    "ex06.call_not_run": {
        "ko": "`{call}` 호출을 실행하지 않았습니다.",
        "en": "The `{call}` call never ran.",
    },
    "ex06.call_run_twice": {
        "ko": "`{call}` 호출을 {count}번 실행했습니다. 호출마다 한 번씩만 실행하세요.",
        "en": "The `{call}` call ran {count} times; run each call once.",
    },
    "ex06.ran_one_by_one": {
        "ko": "호출 {calls}개가 하나씩 차례로 실행되었습니다(하나씩 기다리면 {sequential}초, 함께 실행하면 {parallel}초). 서로 기다릴 필요가 없는 I/O 호출이니 `ThreadPoolExecutor`나 `asyncio.gather`로 동시에 실행하세요.",
        "en": "The {calls} calls ran one after another ({sequential} s one by one, {parallel} s together); they are independent I/O calls: run them together with `ThreadPoolExecutor` or `asyncio.gather`.",
    },
    "ex06.partly_parallel": {
        "ko": "한 번에 최대 {together}개만 동시에 실행되었습니다(호출 {calls}개, 모두 함께라면 {parallel}초). 작업자 수(`max_workers`)를 호출 수만큼 두어 모두 함께 실행하세요.",
        "en": "At most {together} of {calls} calls ran at once ({parallel} s if all ran together); give the pool as many workers as calls so all run together.",
    },
    "ex06.failure_not_flagged": {
        "ko": "실패한 `{call}` 조회의 결과에 `is_error: true`가 없습니다.",
        "en": "The failed `{call}` look-up's result lacks `is_error: true`.",
    },
    "ex06.failure_message_missing": {
        "ko": "실패한 `{call}` 조회의 결과에 예외가 알려 준 원인(`str(e)`)이 없습니다.",
        "en": "The failed `{call}` result lacks the cause the exception gave (`str(e)`).",
    },
    "ex06.failed_call_dropped": {
        "ko": "실패한 조회의 결과가 빠졌습니다. 실패도 `is_error` 결과로 같은 메시지에 담으세요.",
        "en": "The failed look-up has no result; send the failure as an `is_error` result in the same message.",
    },
    "ex06.api_rejected": {
        "ko": "API가 다음 요청을 거절했습니다. API의 오류 문장: {api_message}",
        "en": "The API rejected the next request: {api_message}",
    },
    "ex06.variant_failed": {
        "ko": "호출 다섯 개(도구 세 종류, 같은 도구 두 번), 다른 지연 시간과 다른 실패로 바꿔 돌려 보니 기준이 유지되지 않았습니다. 호출 개수나 도구 이름, 작업자 수를 코드에 적어 두지 않았는지 확인해 보세요.\n   {reason}",
        "en": "With five calls (three tools, one called twice), other latencies and another failure a criterion no longer held; make sure no count, tool name or worker number is written into the code.\n   {reason}",
    },
}
