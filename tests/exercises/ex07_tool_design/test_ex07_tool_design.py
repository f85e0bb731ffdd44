"""Exercise 7's criteria: the definition as sent, the inputs it accepts and rejects, what
the model did with it and what the executor answered.

The goldens (tests/exercises/ex07_tool_design/goldens/) prove each known mistake and the alternative
correct answers through nbgrader; these tests pin the rules' edges, both sides.
"""

from __future__ import annotations

import copy
import json

import pytest

from autograder.checks import results_for
from autograder.exercises import ex07_tool_design as ex07
from autograder.exercises.ex07_tool_design import rules
from autograder.exercises.ex07_tool_design.probes import VISIBLE, first_wrong_verdict, hidden_probes
from autograder.exercises.ex07_tool_design.runs import (
    HIDDEN_RUNS,
    NEXT_PAGE_ID,
    RUNS,
    run_design,
    run_spec,
)
from autograder.exercises.ex07_tool_design.store import FIELDS, desk, expected_tickets
from autograder.simulator import make_client
from autograder.simulator.model.filling import plain_view

HIDDEN = hidden_probes()  # the tests are the grader's side: they read the hidden set


def namespace(case: str = "reference", **replace: str) -> dict:
    """A golden's answers (the solution's where it replaces none), some cells replaced."""
    from autograder.grading.commands.goldens import build_notebook, discover

    golden = next(g for g in discover() if g.id == f"ex07_tool_design-{case}")
    cells = {
        c.metadata["nbgrader"]["grade_id"]: c.source
        for c in build_notebook(golden).cells
        if c.metadata.get("nbgrader", {}).get("solution")
    }
    ns: dict = {}
    for source in {**cells, **replace}.values():
        exec(compile(source, "<cell>", "exec", dont_inherit=True), ns)
    return ns


def factory(scenario):
    return make_client(scenario, live=False)


def verdicts(ns: dict) -> dict:
    return {r.name: r for r in results_for(ex07.EXERCISE, ns)}


def reference_tool() -> dict:
    return copy.deepcopy(namespace()["TOOL"])


def test_the_reference_passes_every_criterion():
    found = verdicts(namespace())
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]
    assert sum(r.max_points for r in found.values()) == 14


@pytest.mark.parametrize(
    "case",
    [
        "alt-pydantic",
        "alt-oneof-const",
        "alt-keyset-cursor",
        "alt-builder-base64",
        "alt-examples-keyword",
        "alt-json-string",
    ],
)
def test_alternative_correct_answers_pass_every_criterion(case):
    found = verdicts(namespace(case))
    assert all(r.passed for r in found.values()), [r.detail() for r in found.values()]


# --- name and description ------------------------------------------------------------------

GOOD = "직원의 티켓을 찾아 최신 것부터 돌려준다. 직원이 티켓 상황을 물을 때 쓴다. 새 티켓을 만들 때는 쓰지 않는다."


@pytest.mark.parametrize(
    "description",
    [
        GOOD,
        "사번으로 티켓을 찾는다. 진행 상황을 물을 경우에 부른다. 접수는 이 도구 말고 create_ticket으로. "
        "번호와 상태를 반환한다.",
        "Finds an employee's tickets. Use when they ask about them; not for opening tickets "
        "(use create_ticket instead). Returns ids, titles, statuses, dates.",
        "- what: search tickets by employee id\n- when: someone asks about their tickets\n"
        "- don't use it to file a ticket\n- returns: tickets and next_cursor",
    ],
)
def test_descriptions_saying_what_when_when_not_and_returns_pass(description):
    tool = {"name": "search_tickets", "description": description}
    assert rules.naming_problem(tool) is None


@pytest.mark.parametrize(
    ("name", "description", "key"),
    [
        ("process", GOOD, "ex07.name_vague"),
        ("searchTickets", GOOD, "ex07.name_vague"),
        ("tickets", GOOD, "ex07.name_vague"),
        ("search_tickets", "티켓 검색", "ex07.description_short"),
        (
            "search_tickets",
            "직원이 올린 헬프데스크 티켓 목록. 새 티켓 접수에는 쓰지 않는다. 번호를 돌려준다.",
            "ex07.description_no_when",
        ),
        (
            "search_tickets",
            "직원의 티켓을 찾아 최신 것부터 돌려준다. 직원이 티켓 상황을 물을 때 쓴다. 빠르다.",
            "ex07.description_no_when_not",
        ),
        (
            "search_tickets",
            "직원의 티켓을 찾는다. 직원이 티켓 상황을 물을 때 쓴다. 새 티켓을 만들 때는 쓰지 않는다.",
            "ex07.description_no_returns",
        ),
    ],
)
def test_names_and_descriptions_missing_a_part_fail_with_it(name, description, key):
    assert rules.naming_problem({"name": name, "description": description})[1] == key


# --- parameters ----------------------------------------------------------------------------


def _edit(change) -> dict:
    tool = reference_tool()
    change(tool["input_schema"], tool["input_schema"]["properties"])
    return tool


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda s, p: s.update(type="array"), "ex07.schema_not_object"),
        (lambda s, p: p.pop("cursor"), "ex07.param_missing"),
        (lambda s, p: p["limit"].pop("description"), "ex07.param_undescribed"),
        (lambda s, p: p["requester_id"].update(description="직원 사번"), "ex07.id_no_example"),
        (
            lambda s, p: p["created_after"].update(description="이날 이후", format=None),
            "ex07.date_format_unsaid",
        ),
        (lambda s, p: s.pop("required"), "ex07.required_missing_param"),
        (lambda s, p: s.update(required=["requester_id", "status"]), "ex07.required_too_many"),
    ],
)
def test_parameter_mistakes_are_named(change, key):
    assert rules.parameters_problem(_edit(change))[1] == key


def test_parameters_accept_examples_keyword_date_said_in_words_and_optional_wrappers():
    def change(s, p):
        p["requester_id"] = {"type": "string", "description": "사번", "examples": ["E-20417"]}
        p["created_after"] = {
            "anyOf": [{"type": "string", "description": "YYYY-MM-DD"}, {"type": "null"}]
        }
        p["status"] = {"description": "상태", "oneOf": [{"const": "open"}, {"const": "resolved"}]}

    assert rules.parameters_problem(_edit(change)) is None


# --- inputs to accept and reject -----------------------------------------------------------


def test_the_reference_schema_judges_every_probe_right():
    schema = reference_tool()["input_schema"]
    assert first_wrong_verdict(schema, VISIBLE) is None
    assert first_wrong_verdict(schema, HIDDEN) is None


def test_the_probe_sets_are_distinct_and_each_rejects_something():
    assert {json.dumps(p.input) for p in VISIBLE}.isdisjoint({json.dumps(p.input) for p in HIDDEN})
    for probes in (VISIBLE, HIDDEN):
        assert any(p.accept for p in probes) and any(not p.accept for p in probes)


@pytest.mark.parametrize(
    ("change", "visible_key", "hidden_key"),
    [
        (lambda s, p: p["status"].pop("enum"), "ex07.status_not_enum", "ex07.status_not_enum"),
        (lambda s, p: p["limit"].pop("maximum"), "ex07.limit_unbounded", "ex07.limit_unbounded"),
        (
            lambda s, p: p["limit"].update(type="number"),
            "ex07.limit_not_integer",
            "ex07.limit_not_integer",
        ),
        (lambda s, p: s.pop("additionalProperties"), "ex07.extra_allowed", "ex07.extra_allowed"),
        (
            lambda s, p: p["requester_id"].pop("pattern"),
            "ex07.id_format_open",
            "ex07.id_format_open",
        ),
        (lambda s, p: p["requester_id"].update(pattern="E-\\d{5}"), None, "ex07.id_format_open"),
        (
            lambda s, p: p["requester_id"].update(pattern="(?i)^E-\\d{5}$"),
            None,
            "ex07.id_format_open",
        ),
        (
            lambda s, p: p["created_after"].pop("format"),
            "ex07.date_format_open",
            "ex07.date_format_open",
        ),
        (lambda s, p: s.pop("required"), "ex07.required_missing", None),
        (
            lambda s, p: p["requester_id"].pop("type") and p["requester_id"].pop("pattern"),
            "ex07.id_format_open",
            "ex07.id_format_open",
        ),
        (lambda s, p: p["limit"].update(maximum=10), "ex07.rejects_valid", "ex07.rejects_valid"),
        (
            lambda s, p: p["status"].update(enum=["open", "resolved"]),
            "ex07.rejects_valid",
            "ex07.rejects_valid",
        ),
    ],
)
def test_each_missing_constraint_is_caught_by_a_probe(change, visible_key, hidden_key):
    schema = _edit(change)["input_schema"]
    for probes, key in ((VISIBLE, visible_key), (HIDDEN, hidden_key)):
        wrong = first_wrong_verdict(schema, probes)
        assert (wrong[0] if wrong else None) == key


def _props(**props) -> dict:
    schema = reference_tool()["input_schema"]
    schema["properties"].update(props)
    return schema


@pytest.mark.parametrize(
    "schema",
    [
        _props(
            status={"oneOf": [{"const": "open"}, {"const": "in_progress"}, {"const": "resolved"}]}
        ),
        _props(status={"anyOf": [{"enum": ["open", "in_progress", "resolved"]}, {"type": "null"}]}),
        _props(limit={"type": "integer", "exclusiveMinimum": 0, "exclusiveMaximum": 21}),
        _props(created_after={"type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$"}),
        _props(requester_id={"type": "string", "pattern": "^E-[0-9]{5}$"}),
        _props(
            requester_id={"type": "string", "minLength": 7, "maxLength": 7, "pattern": "^E-\\d+$"}
        ),
    ],
)
def test_other_valid_schema_constructs_pass_every_probe(schema):
    assert first_wrong_verdict(schema, VISIBLE + HIDDEN) is None


def test_a_learner_pattern_runs_on_re2_a_backtracking_bomb_is_only_wrong():
    schema = _props(requester_id={"type": "string", "pattern": "^(a|aa)*c$|^E-\\d{5}$"})
    assert first_wrong_verdict(schema, VISIBLE + HIDDEN) is None
    refused = _props(requester_id={"type": "string", "pattern": "^(?=E-)E-\\d{5}$"})  # lookahead
    assert (
        first_wrong_verdict(refused, VISIBLE)[0] == "ex07.id_format_open"
    )  # unusable: no constraint


def test_an_invalid_schema_is_said_so():
    assert first_wrong_verdict({"type": 12}, VISIBLE)[0] == "ex07.schema_invalid"


# --- the desk and the runs -----------------------------------------------------------------


def test_expected_tickets_filter_inclusively_and_sort_newest_first():
    tickets = desk()
    found = expected_tickets(tickets, {"requester_id": "E-20417", "created_after": "2026-08-11"})
    dates = [next(t["created_at"] for t in tickets if t["ticket_id"] == i) for i in found]
    assert dates == ["2026-08-20", "2026-08-11"]


def test_tickets_carry_more_than_the_fields_and_are_not_stored_newest_first():
    tickets = desk()
    assert set(FIELDS) < set(tickets[0])
    dates = [t["created_at"] for t in tickets if t["requester_id"] == "E-20417"]
    assert dates != sorted(dates, reverse=True)


def test_hidden_runs_use_other_requesters_questions_and_tickets():
    def requesters(names):
        return {run_spec(n).expect.get("requester_id") for n in names} - {None}

    assert requesters(HIDDEN_RUNS).isdisjoint(requesters(RUNS))
    assert {t["ticket_id"] for t in desk(True)}.isdisjoint({t["ticket_id"] for t in desk(False)})
    assert all(run_spec(n).hidden for n in HIDDEN_RUNS) and not any(r.hidden for r in RUNS.values())
    kinds = {run_spec(n).kind for n in HIDDEN_RUNS}
    assert kinds == {"fill", "ask_back", "page", "report"}


def test_the_host_asks_for_the_next_page_with_the_executors_cursor():
    run = run_design(namespace(), "next_page", factory)
    last = run["exchanges"][-1]["request"]["messages"]
    host_call = next(
        b for m in last for b in m["content"] if isinstance(b, dict) and b.get("id") == NEXT_PAGE_ID
    )
    first_result = json.loads(last[2]["content"][0]["content"])
    assert host_call["input"]["cursor"] == first_result["next_cursor"]
    assert run["exchanges"][-1]["response"]["stop_reason"] == "end_turn"


# --- what the model did --------------------------------------------------------------------


def test_forcing_in_chat_makes_the_model_invent_an_id():
    ns = namespace("chat-forced")
    problem = rules.ask_back_problem(run_design(ns, "ask_back", factory), "ask_back")
    assert problem[1] == "ex07.chat_forced" and problem[2]["guessed"] != "(없음)"


def test_without_required_the_model_calls_without_asking():
    problem = rules.ask_back_problem(
        run_design(namespace("no-required"), "ask_back", factory), "ask_back"
    )
    assert problem[1] == "ex07.guessed"


def test_a_tool_the_model_finds_unfit_does_not_count_as_asking_back():
    ns = namespace(
        ex07_tool_answer='TOOL = {"name": "x", "description": "x", "input_schema": {"type": "object"}}'
    )
    problem = rules.ask_back_problem(run_design(ns, "ask_back", factory), "ask_back")
    assert problem[1] == "ex07.no_ask_back"


def test_the_reference_chat_asks_back_and_the_report_is_forced_to_call():
    ns = namespace()
    assert rules.ask_back_problem(run_design(ns, "ask_back", factory), "ask_back") is None
    assert rules.report_problem(run_design(ns, "report", factory), "report") is None


@pytest.mark.parametrize(
    ("options", "key"),
    [
        (
            'CHAT_OPTIONS = {}\nREPORT_OPTIONS = {"tool_choice": {"type": "auto"}}',
            "ex07.report_not_forced",
        ),
        (
            'CHAT_OPTIONS = {}\nREPORT_OPTIONS = {"tool_choice": {"type": "tool", "name": "get_tickets"}}',
            "ex07.api_rejected",
        ),
    ],
)
def test_report_options_that_do_not_force_this_tool_fail(options, key):
    ns = namespace(ex07_options_answer=options)
    run = run_design(ns, "report", factory)
    assert (rules.start_problem(run) or rules.report_problem(run, "report"))[1] == key


def test_without_an_enum_the_model_cannot_fill_the_status():
    problem = rules.fill_problem(
        run_design(namespace("status-no-enum"), "fill_open", factory), "fill_open"
    )
    assert problem[1] == "ex07.fill_wrong" and problem[2]["param"] == "status"


# --- what the executor answered ------------------------------------------------------------


@pytest.mark.parametrize(
    ("case", "criterion", "key"),
    [
        ("result-all-fields", "ex07_results_trimmed", "ex07.result_extra_fields"),
        ("result-no-paging", "ex07_results_trimmed", "ex07.result_over_limit"),
        ("no-date-filter", "ex07_results_trimmed", "ex07.result_wrong_tickets"),
        ("cursor-ignored", "ex07_next_page", "ex07.page_two_wrong"),
        ("cursor-int", "ex07_next_page", "ex07.cursor_not_string"),
        ("status-assumed", "ex07_next_page", "ex07.result_error"),
    ],
)
def test_executor_mistakes_are_named(case, criterion, key):
    assert verdicts(namespace(case))[criterion].key == key


def _executor(
    order: str = "reverse=True", cursor: str = "str(start + size) if more else None"
) -> str:
    return (
        "def run_tool(tool_input, tickets):\n"
        "    found = sorted((t for t in tickets if t['requester_id'] == tool_input['requester_id']"
        " and tool_input.get('status') in (None, t['status'])"
        " and t['created_at'] >= tool_input.get('created_after', '')),"
        f" key=lambda t: t['created_at'], {order})\n"
        "    start = int(tool_input.get('cursor') or 0)\n"
        "    size = tool_input.get('limit', 5)\n"
        "    keep = ('ticket_id', 'title', 'status', 'created_at')\n"
        "    page = [{k: t[k] for k in keep} for t in found[start:start + size]]\n"
        "    more = start + size < len(found)\n"
        f"    return {{'tickets': page, 'next_cursor': {cursor}}}\n"
    )


def test_the_executor_helper_is_right_as_written():
    assert verdicts(namespace(ex07_executor_answer=_executor()))["ex07_next_page"].passed


def test_an_executor_sorting_oldest_first_fails():
    ns = namespace(ex07_executor_answer=_executor(order="reverse=False"))
    assert verdicts(ns)["ex07_results_trimmed"].key in (
        "ex07.result_not_newest_first",
        "ex07.result_wrong_tickets",  # oldest first also pages other tickets in
    )


def test_a_last_page_with_a_cursor_fails():
    ns = namespace(ex07_executor_answer=_executor(cursor="str(start + size)"))
    assert verdicts(ns)["ex07_next_page"].key == "ex07.cursor_not_ended"


# --- the simulator reads optional and const-written properties -----------------------------


@pytest.mark.parametrize(
    ("schema", "view"),
    [
        ({"const": "open"}, {"const": "open", "enum": ["open"]}),
        (
            {"anyOf": [{"type": "integer", "maximum": 3}, {"type": "null"}], "description": "d"},
            {"type": "integer", "maximum": 3, "description": "d"},
        ),
        (
            {"oneOf": [{"const": "a"}, {"enum": ["b", "c"]}]},
            {"oneOf": [{"const": "a"}, {"enum": ["b", "c"]}], "enum": ["a", "b", "c"]},
        ),
        (
            {"anyOf": [{"type": "string"}, {"type": "integer"}]},
            {"anyOf": [{"type": "string"}, {"type": "integer"}]},
        ),
        ({"anyOf": ["not a schema"]}, {"anyOf": ["not a schema"]}),
        ("odd", {}),
    ],
)
def test_plain_view_reads_alternatives_as_an_enum_and_optionals_as_their_type(schema, view):
    assert plain_view(schema) == view


def test_the_model_matches_a_tool_by_its_enum_values_too():
    from autograder.simulator.model.matching import score

    def tool(status: dict) -> dict:
        props = {"status": status}
        return {
            "name": "search_tickets",
            "description": "Finds tickets.",
            "input_schema": {"properties": props},
        }

    question = "제 티켓 중에 in_progress 상태인 것만 보여 주세요."
    optional_enum = {"anyOf": [{"enum": ["open", "in_progress"]}, {"type": "null"}]}
    assert score(tool(optional_enum), question) > score(tool({"type": "string"}), question)
