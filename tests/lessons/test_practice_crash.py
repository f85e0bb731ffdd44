"""A learner's function that raises is reported as a crash, in Korean, with its own line.

Never a grader traceback, file path or internal key; an SDK error is explained (the
contract's reading of the rejected request) and its text is never cut mid-word; a crash is
never mistaken for an answer (lesson 4's refusal, lesson 6's "one at a time").
"""

import re

import pytest

from autograder.practice import PRACTICES, crashed, practice
from autograder.practice.learner import shorten
from tests.lessons.cells import judged

#: Every practice whose learner piece is a function (lesson 7's is a dict).
FUNCTIONS = sorted(pid for pid in PRACTICES if practice(pid).name != "my_tool")


def raising(name: str, error: str = 'LookupError("일부러 낸 오류")') -> str:
    return f"def {name}(*args, **kwargs):\n    note = 'before'\n    raise {error}\n"


def crash_messages(found):
    return [r.message("ko") for r in found if r.key == "practice.crashed"]


def assert_learner_facing(message: str) -> None:
    assert "{" not in message.replace("{'", ""), message  # fully rendered
    assert "Traceback" not in message and "/tmp/" not in message and ".py" not in message
    assert "practice." not in message and "autograder" not in message, message


@pytest.mark.parametrize("pid", FUNCTIONS)
def test_a_raising_function_is_reported_with_its_class_line_and_message(pid):
    name = practice(pid).name
    messages = crash_messages(judged(pid, raising(name)))
    assert messages, f"{pid}: no criterion reports the crash"
    message = messages[0]
    assert "LookupError 예외가 났습니다" in message and f"{name}(" in message, message
    assert '셀의 3번째 줄 `raise LookupError("일부러 낸 오류")`' in message, message
    assert "일부러 낸 오류" in message
    assert_learner_facing(message)


@pytest.mark.parametrize("pid", FUNCTIONS)
def test_criteria_after_a_crash_point_at_it_instead_of_judging_nothing(pid):
    for result in judged(pid, raising(practice(pid).name)):
        message = result.message("ko")
        assert not result.passed
        assert "NoneType" not in message and "하나씩" not in message, (result.name, message)


def test_a_crash_inside_the_sdk_quotes_the_learners_line_not_the_sdks():
    source = (
        "def capped_loop(client, question, tools, handlers, max_calls):\n"
        "    return client.messages.create(model=MODEL, max_tokens=1024, messages=[])\n"
    )
    message = crash_messages(judged("l05_capped_loop", source))[0]
    assert "BadRequestError" in message and "셀의 2번째 줄" in message, message
    assert "API가 요청을 거절했습니다(HTTP 400)" in message, message
    assert_learner_facing(message)


FORGOT_ASSISTANT = """
def capped_loop(client, question, tools, handlers, max_calls):
    messages = [{"role": "user", "content": question}]
    r = client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=messages)
    results = [{"type": "tool_result", "tool_use_id": b.id, "content": handlers[b.name](**b.input)}
               for b in r.content if b.type == "tool_use"]
    messages.append({"role": "user", "content": results})
    return client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=messages)
"""


def test_an_sdk_error_is_explained_in_korean_and_quoted_whole():
    message = crash_messages(judged("l05_capped_loop", FORGOT_ASSISTANT))[0]
    assert "이유: messages.1.content.0의 tool_result가 가리키는 id" in message, message
    assert "Each `tool_result` block must have a corresponding `tool_use` block" in message
    assert "previous message.)" in message, message  # the API's sentence, to its end
    assert_learner_facing(message)


def test_messages_are_shortened_after_a_whole_word():
    text = "word " * 100
    short = shorten(text, 33)
    assert short == "word word word word word word …(생략)"
    assert shorten("짧은 문장") == "짧은 문장"
    assert shorten("x" * 40, 10) == "xxxxxxxxxx …(생략)"  # one long token: cut, marked


def test_a_name_error_is_a_crash_not_a_refusal_in_lesson_4():
    typo = (
        "def guarded_transfer(accounts, source, target, amount):\n"
        "    if amount <= 0 or amount > accounts[source]:\n"
        "        raise Refusd(f'잔액 {accounts[source]}달러')\n"
        "    accounts[source] -= amount\n"
        "    accounts[target] += amount\n"
    )
    found = {r.name: r for r in judged("l04_guarded_transfer", typo)}
    assert not found["practice_l04_refuses"].passed
    message = found["practice_l04_refuses"].message("ko")
    assert "NameError" in message and "셀의 3번째 줄" in message, message
    assert not found["practice_l04_message_for_model"].passed


@pytest.mark.parametrize(
    "refusal",
    ["Refused(f'잔액 {balance}달러')", "ValueError(f'잔액 {balance}달러')", "Nope(f'{balance}')"],
)
def test_a_refusal_raised_on_purpose_is_accepted_in_lesson_4(refusal):
    answer = (
        "class Nope(Refused):\n    pass\n\n"
        "def guarded_transfer(accounts, source, target, amount):\n"
        "    balance = accounts[source]\n"
        "    if not 0 < amount <= balance:\n"
        f"        raise {refusal}\n"
        "    accounts[source], accounts[target] = balance - amount, accounts[target] + amount\n"
    )
    assert [r.name for r in judged("l04_guarded_transfer", answer) if not r.passed] == []


def test_lesson_6_a_crash_is_not_told_one_at_a_time_or_none_type():
    source = (
        "from concurrent.futures import ThreadPoolExecutor\n"
        "def run_batch(calls, handlers):\n"
        "    with ThreadPoolExecutor() as pool:\n"
        "        return list(pool.map(lambda call: call.nmae, calls))\n"
    )
    found = {r.name: r.message("ko") for r in judged("l06_run_batch", source)}
    assert "AttributeError" in found["practice_l06_no_escape"], found
    assert "셀의 4번째 줄" in found["practice_l06_no_escape"]
    assert all("NoneType" not in m and "하나씩" not in m for m in found.values()), found


def test_lesson_6_the_lookups_own_failure_escaping_is_told_as_such():
    source = (
        "def run_batch(calls, handlers):\n"
        "    return [{'type': 'tool_result', 'tool_use_id': c.id,\n"
        "             'content': handlers[c.name](**c.input)} for c in calls]\n"
    )
    found = {r.name: r for r in judged("l06_run_batch", source)}
    assert found["practice_l06_no_escape"].key == "practice.l06.escaped"


def test_no_recorded_error_is_no_crash():
    assert crashed({"value": 3}, "f()") is None
    outcome = crashed({"error": {"type": "KeyError", "message": "'x'", "line": None}}, "f(1)")
    passed, key, params = outcome
    assert (passed, key, params["where"], params["error_type"]) == (
        False,
        "practice.crashed",
        "f(1)",
        "KeyError",
    )


def test_no_practice_message_shows_markdown_emphasis():
    from autograder.catalogue.practice import MESSAGES

    marked = [
        key for key, entry in MESSAGES.items() if re.search(r"\*\*", entry["ko"] + entry["en"])
    ]
    assert marked == []


def test_an_sdk_error_the_contract_cannot_read_is_explained_by_its_status():
    source = (
        "def capped_loop(client, question, tools, handlers, max_calls):\n"
        "    messages = [{'role': 'user', 'content': question}]\n"
        "    return client.messages.create(model='claude-nope-1', max_tokens=9,\n"
        "                                  tools=tools, messages=messages)\n"
    )
    message = crash_messages(judged("l05_capped_loop", source))[0]
    assert "NotFoundError" in message and "API가 요청을 거절했습니다(HTTP 404)" in message
    assert "이유: 요청한 모델이나 주소가 없습니다" in message, message
    assert_learner_facing(message)
