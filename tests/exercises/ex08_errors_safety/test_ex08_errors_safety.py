"""Exercise 8's criteria: judged from the results, the store's log and the refunds left.

The goldens (tests/exercises/ex08_errors_safety/goldens/) prove each known mistake and the alternative
correct executors through nbgrader; these tests pin the store, the worlds and the rules.
"""

from __future__ import annotations

import json

import pytest

from autograder.checks import results_for
from autograder.exercises import ex08_errors_safety as ex08
from autograder.exercises.ex08_errors_safety.runs import practice_world, run_world
from autograder.exercises.ex08_errors_safety.store import Store
from autograder.exercises.ex08_errors_safety.worlds import WORLDS, tools_for
from autograder.grading.commands.goldens import golden_path, read_cells
from autograder.simulator import make_client

_, REFERENCE = read_cells(golden_path("ex08_errors_safety-alt-dispatch-table") / "submission.py")


def namespace(source: str | None = None) -> dict:
    ns: dict = {}
    exec("import json\nimport jsonschema\n", ns)
    exec(source or REFERENCE["ex08_make_executor_answer"], ns)
    return ns


def factory(scenario):
    return make_client(scenario, live=False)


def test_a_correct_executor_passes_both_worlds():
    found = {r.name: r for r in results_for(ex08.EXERCISE, namespace())}
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


def test_the_store_pays_once_per_idempotency_key_and_reports_a_lost_answer():
    store = Store(
        {"ORD-2026-0001": {"owner": "u", "total_krw": 100}},
        {"ORD-2026-0001:10": "timeout_after_write"},
    )
    with pytest.raises(TimeoutError):
        store.refund("ORD-2026-0001", 10, idempotency_key="k")
    assert store.refund("ORD-2026-0001", 10, idempotency_key="k")["refund_id"] == "RF-0001"
    assert len(store.refunds) == 1
    store.refund("ORD-2026-0001", 10)  # without a key a retry pays again
    assert len(store.refunds) == 2
    with pytest.raises(ValueError):
        store.refund("ORD-2026-0001", 1000)
    with pytest.raises(LookupError):
        store.get_order("ORD-2026-9999")


def test_the_hidden_world_changes_user_orders_limits_and_cap():
    visible, hidden = WORLDS["visible"], WORLDS["variant"]
    assert visible.user != hidden.user and set(visible.orders).isdisjoint(hidden.orders)
    assert visible.cap != hidden.cap and visible.limits != hidden.limits
    # the hidden invalid refund is within the visible limits: only the given schema catches it
    [(_, invalid)] = next(c.calls for c in hidden.cases if c.kind == "invalid")
    assert invalid["amount_krw"] <= visible.limits["max_amount"]


def test_the_practice_world_is_the_visible_one():
    user, store, tools, cap = practice_world()
    world = WORLDS["visible"]
    assert (user, tools, cap) == (world.user, tools_for(world), world.cap)
    assert store.refunds == []


def test_a_run_is_plain_data_and_every_call_reaches_the_api():
    run = run_world(namespace(), "visible", factory)
    assert json.loads(json.dumps(run)) == run
    calls = sum(len(c.calls) for c in WORLDS["visible"].cases)
    assert [e["status"] for e in run["exchanges"]] == [200] * calls


@pytest.mark.parametrize(
    ("replace", "criterion", "key"),
    [
        (
            ('f"인자 오류: {error}"', '"인자를 확인하세요."'),
            "ex08_validates_input",
            "ex08.invalid_message_vague",
        ),
        (
            ('if order["owner"] != user:', "if False:"),
            "ex08_authorizes_user",
            "ex08.unauthorized_refund_paid",
        ),
        (
            ("failures[key] = failures.get(key, 0) + 1", "pass"),
            "ex08_caps_retries",
            "ex08.retries_not_capped",
        ),
        (
            (
                'idempotency_key=f"refund/{user}/{order_id}/{amount_krw}/{reason}"',
                "idempotency_key=None",
            ),
            "ex08_idempotent_refund",
            "ex08.double_refund",
        ),
        (
            ('"content": f"실패: {exc}"', '"content": ""'),
            "ex08_errors_are_results",
            "ex08.error_message_empty",
        ),
    ],
)
def test_each_rule_catches_its_mistake(replace, criterion, key):
    source = REFERENCE["ex08_make_executor_answer"]
    assert replace[0] in source
    found = {r.name: r for r in results_for(ex08.EXERCISE, namespace(source.replace(*replace)))}
    assert (found[criterion].passed, found[criterion].key) == (False, key)


def test_forged_refunds_and_logs_are_the_store_the_grader_made():
    """The evidence is what the grader's store recorded; emptying it fails, never passes."""
    evidence = ex08.collect(namespace(), factory)
    evidence["runs"]["visible"]["cases"] = []
    found = {r.name: r for r in ex08.evaluate(json.loads(json.dumps(evidence)))}
    assert not found["ex08_authorizes_user"].passed
    assert not found["ex08_caps_retries"].passed


@pytest.mark.parametrize(
    ("world", "call"),
    [("visible", ["get_order", "1001"]), ("variant", ["refund", "ORD-2026-5001", 310000, None])],
)
def test_the_invalid_call_reaching_the_store_in_any_turn_fails_validation(world, call):
    """Run ahead of its turn, the invalid call's store access is still found in the log."""
    from autograder.exercises.ex08_errors_safety import rules

    run = ex08.collect(namespace(), factory)["runs"][world]
    assert rules.validation_problem(run, world) is None
    run["store_log"] = [*run["store_log"], call]
    assert rules.validation_problem(run, world)[1] == "ex08.invalid_reached_store"


def test_retries_are_counted_over_the_whole_store_log():
    from autograder.exercises.ex08_errors_safety import rules

    run = ex08.collect(namespace(), factory)["runs"]["visible"]
    assert rules.retry_problem(run, "visible") is None
    run["store_log"] = [*run["store_log"], ["refund", "ORD-2026-1001", 5000, None]]
    assert rules.retry_problem(run, "visible")[1] == "ex08.retries_not_capped"


@pytest.mark.parametrize(
    ("content", "passes"),
    [
        ('f"실패: {exc}"', True),  # the store's own words (str(e)) name the order
        ('"없는 주문입니다."', True),  # the same cause in the learner's words
        ('"주문을 찾을 수 없습니다. 번호를 확인하세요."', True),
        ('"Order not found."', True),
        ('"처리에 실패했습니다."', False),  # something failed, not why
        ('"주문 처리 중 오류가 발생했습니다."', False),  # the order failed, not that it is missing
        ('"문제 없는 주문입니다."', False),  # says the opposite
        ('"주문이 있지 않습니다."', True),  # 있다 negated: why ABSENT holds 있다
        ('"The order is missing."', True),
        ('"주문이 있습니다."', False),  # 있다 affirmed: the order is there
        ('"주문은 존재합니다."', False),
        ('"주문이 없지 않습니다."', False),  # a negated absence: the order is there
        ('"없는 주문이 아닙니다."', False),  # not a missing order
        ('"주문이 누락되지 않았습니다."', False),
        ('"The order is not missing."', False),
    ],
)
def test_the_missing_order_cause_is_read_by_meaning(content, passes):
    """A human grader reads "없는 주문입니다." as the store's cause (the order does not exist):
    the rubric asks for the cause, not for ``str(e)`` verbatim (docs/RUBRICS.md, ex08)."""
    source = REFERENCE["ex08_make_executor_answer"].replace('f"실패: {exc}"', content)
    found = {r.name: r for r in results_for(ex08.EXERCISE, namespace(source))}
    result = found["ex08_errors_are_results"]
    assert (result.passed, result.key) == (
        (True, "ex08.passed") if passes else (False, "ex08.store_error_hidden")
    )
