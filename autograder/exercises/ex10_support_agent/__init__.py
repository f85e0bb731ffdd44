"""Exercise 10 (capstone): a customer-support host, graded the way agent benchmarks grade.

The learner writes ``run_support(request, customer_id, db, tools, max_rounds)``: the loop,
the tool executors over the notebook's `ShopDB`, validation, authorization, the written
policy (`shop.RULES`) and error results. ``collect`` runs it on every task
(``tasks``: 14 practice, 20 hidden), k trials each with differently seeded model
behaviour, each on a trial world the grader holds in the clean room (`world.Trial`,
bound by `bind_worlds`); ``evaluate`` gives each trial a verdict (`rules.trial_problem`)
and scores pass^1 (share of trials passed) and pass^k (share of tasks passed in all k
trials). Hidden tasks are grader-only data: where they are absent (a learner's kernel)
their criteria say they are checked only when graded.

Concepts checked: C11, F3, F6, F15, F16 (``CONCEPTS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from autograder.checks.results import Check, CheckResult, check, failed, run_checks

from .record import Recording
from .rules import policy_violations, trial_problems
from .runs import run_task, runnable, scenario_for
from .shop import RULES
from .tasks import HIDDEN_IDS, RUN_IDS, TASKS, K, hidden_available, is_hidden
from .world import Trial, bind_transcripts, bind_worlds

__all__ = [
    "CHECKS",
    "CONCEPTS",
    "EXERCISE",
    "WORLD_CLASSES",
    "bind_transcripts",
    "bind_worlds",
    "collect",
    "evaluate",
    "judged",
    "recordings",
    "scenario_for",
    "stats",
    "trials",
    "verdicts",
]

EXERCISE = "ex10_support_agent"
CONCEPTS = ("C11", "F3", "F6", "F15", "F16")
#: Hidden pass^1 needed for its criterion (pass^k needs every trial of every task).
HIDDEN_PASS1 = 0.9

#: The worlds the checks open (``checks/world.py``): one per trial.
WORLD_CLASSES = {"shop": Trial}

#: NB: order = order of the grade cells in the notebook.
CHECKS: list[Check] = []
_CACHE: dict[int, tuple[Any, dict]] = {}


def collect(namespace: Mapping[str, Any], client_factory: Callable[..., Any]) -> dict:
    """Plain evidence: per task, every trial's outcome, DB state and log, and the exchanges.

    With the default clients (notebook cells, self-check, nbgrader's grade cells) the
    evidence of one `run_support` object is reused, so the grade cells do not replay all
    trials each time; the clean room passes its own recording factory and never reuses."""
    from autograder.checks import default_client_factory

    function = namespace.get("run_support")
    reuse = client_factory is default_client_factory
    if reuse and id(function) in _CACHE and _CACHE[id(function)][0] is function:
        return _CACHE[id(function)][1]
    names = runnable()
    evidence = {"runs": {name: run_task(namespace, name, client_factory) for name in names}}
    if reuse and callable(function):
        _CACHE.clear()
        _CACHE[id(function)] = (function, evidence)
    return evidence


def trials(run: Mapping[str, Any]) -> list[tuple[dict, list[dict]]]:
    """(trial, its exchanges) for each trial of a bound run, the seed its position.

    The split follows the call counts the trials report; when they do not add up to the
    grader's recording, no trial keeps its claims (each becomes a mismatch)."""
    claimed = [t if isinstance(t, dict) else {} for t in (run.get("trials") or [])[:K]]
    counts = [t.get("calls") if type(t.get("calls")) is int else -1 for t in claimed]
    exchanges = list(run.get("exchanges") or [])
    if min(counts, default=0) < 0 or sum(counts) != len(exchanges):
        return [({"seed": seed, "mismatch": True}, []) for seed in range(len(claimed))]
    out, start = [], 0
    for seed, (trial, count) in enumerate(zip(claimed, counts, strict=True)):
        out.append(({**trial, "seed": seed}, exchanges[start : start + count]))
        start += count
    return out


def recordings(evidence: Mapping[str, Any]) -> dict[str, list[tuple[dict, Recording]]]:
    """task id -> (trial, its `Recording`) for each trial of each run that was defined:
    judging and `stats` read the same replays of its requests."""
    runs = {name: evidence["runs"].get(name) or {} for name in _judged_tasks()}
    return {
        name: [(trial, Recording(TASKS[name], trial["seed"], mine)) for trial, mine in trials(run)]
        for name, run in runs.items()
        if run.get("defined")
    }


def _judged_tasks() -> list[str]:
    """Every task, but where the hidden tasks cannot be read (a learner's kernel) only the
    practice ones."""
    return list(RUN_IDS) if hidden_available() else [n for n in RUN_IDS if not is_hidden(n)]


def verdicts(evidence: Mapping[str, Any]) -> dict[str, list]:
    """task id -> one verdict per trial (None: passed), from the bound exchanges."""
    return _first_problems(judged(evidence))


def _first_problems(rows: Mapping[str, list]) -> dict[str, list]:
    """`judged`'s rows as one verdict per trial: its first problem, None when it passed."""
    return {name: [found[0] if found else None for found, _ in row] for name, row in rows.items()}


def judged(
    evidence: Mapping[str, Any], recorded: Mapping[str, list] | None = None
) -> dict[str, list[tuple[list, bool]]]:
    """task id -> per trial (each kind's first problem, whether any call reached the shop).

    Where the hidden tasks cannot be read (a learner's kernel) only practice tasks have
    a row; in the grader a hidden task without a run fails as not started. `recorded`:
    the evidence's `recordings`, when the caller has them already."""
    recorded = recordings(evidence) if recorded is None else recorded
    table = {}
    for name in _judged_tasks():
        if name not in recorded:
            table[name] = [([_not_defined(evidence["runs"].get(name) or {})], False)] * K
            continue
        row = [
            ([("record", "ex10.record_mismatch", {})], False)
            if trial.get("mismatch")
            else (trial_problems(recording, trial), bool(trial.get("log")))
            for trial, recording in recorded[name]
        ]
        table[name] = row + [([("protocol", "ex10.no_model_call", {})], False)] * (K - len(row))
    return table


def _not_defined(run: Mapping[str, Any]) -> tuple:
    """Not started (no function), or its answer cell did not run (a SyntaxError, where
    the kernel says which line; an error while defining it)."""
    missing = run.get("missing")
    if not isinstance(missing, dict):
        return ("protocol", "ex10.not_started", {})
    if isinstance(missing.get("line"), int):
        where = {"line": missing["line"], "error": str(missing.get("error", ""))[:200]}
        return ("protocol", "ex10.cell_syntax_error", where)
    return ("protocol", "ex10.cell_did_not_run", {})


def stats(recorded: Mapping[str, list], table: Mapping[str, list]) -> dict[str, Any]:
    """What the class report reads: pass^1 and pass^k of each task set, violations per rule.

    Rule counts are every broken rule in every trial (practice and hidden alike: a rule
    id and a count say nothing about a hidden task's data); a trial whose report
    contradicts the recording has no trustworthy log, so it counts under ``untrusted``."""
    counts: dict[str, int] = {}
    untrusted = 0
    for name in table:
        for (trial, recording), verdict in zip(recorded.get(name, []), table[name], strict=False):
            if verdict is not None and verdict[0] == "record":
                untrusted += 1
                continue
            for found in policy_violations(recording, trial):
                counts[found["rule"]] = counts.get(found["rule"], 0) + 1
    practice, hidden = _rates(table, False), _rates(table, True)
    return {
        "k": K,
        "practice": {"pass1": practice[0], "passk": practice[1]},
        "hidden": {"pass1": hidden[0], "passk": hidden[1]},
        "violations": dict(sorted(counts.items())),
        "untrusted": untrusted,
    }


def evaluate(evidence: Mapping[str, Any]) -> list[CheckResult]:
    """Pure: the per-criterion verdicts for `evidence` (see :func:`collect`).

    Every result carries ``stats`` (see :func:`stats`) for the class report."""
    recorded = recordings(evidence)
    rows = judged(evidence, recorded)
    table = _first_problems(rows)
    summary = stats(recorded, table)
    results = run_checks(CHECKS, {"verdicts": table, "judged": rows})
    return [replace(r, params={**r.params, "stats": summary}) for r in results]


def _label(task_id: str) -> str:
    if not is_hidden(task_id):
        return task_id
    return f"숨은 과제 {HIDDEN_IDS.index(task_id) + 1}"


def _first(table: Mapping[str, list], hidden: bool, trials: int):
    """The first failing (task, trial, verdict) among the tasks and trials asked for."""
    for task_id, row in table.items():
        if is_hidden(task_id) != hidden:
            continue
        for seed, verdict in enumerate(row[:trials]):
            if verdict:
                return task_id, seed, verdict
    return None


def _first_of(judged: Mapping[str, list], kinds: tuple[str, ...]):
    """The first practice (task, trial, problem) of one of `kinds`, or of kind ``record``:
    a trial whose report contradicts the recording, about which nothing can be judged."""
    for task_id, row in judged.items():
        for seed, (found, _) in enumerate(row if not is_hidden(task_id) else []):
            for problem in found:
                if problem[0] in kinds or problem[0] == "record":
                    return task_id, seed, problem
    return None


#: No `run_support` to run: every criterion says why, in the same words.
_NOT_DEFINED = ("ex10.not_started", "ex10.cell_did_not_run", "ex10.cell_syntax_error")


def _failure(key: str, found: tuple, kinds: tuple | None = None, **extra: Any):
    """The criterion's failure for the trial `found`; when that trial failed for a reason
    outside the criterion's `kinds` (a trial that could not be judged), the header says
    so instead of naming the criterion's own kind of mistake (issue 23 item 3)."""
    task_id, seed, (kind, reason, params) = found
    if reason in _NOT_DEFINED:  # every criterion, the same words
        return failed(reason, name="run_support", **params)
    if kinds is not None and kind not in kinds:
        key = "ex10.unjudged"
    params = dict(params)
    if is_hidden(task_id):
        for name in ("fact", "orders"):  # a hidden task's facts and orders are its data
            if params.pop(name, None) is not None:
                reason += "_hidden"
    rule = params.get("rule")
    return failed(
        key,
        task=_label(task_id),
        trial=seed + 1,
        reason_key=reason,
        rule_text=RULES.get(rule, ""),
        **params,
        **extra,
    )


def _rates(table: Mapping[str, list], hidden: bool) -> tuple[float, float]:
    rows = [row for task_id, row in table.items() if is_hidden(task_id) == hidden]
    pass1 = sum(v is None for row in rows for v in row) / max(1, K * len(rows))
    passk = sum(all(v is None for v in row) for row in rows) / max(1, len(rows))
    return round(pass1, 3), round(passk, 3)


@check(CHECKS, "ex10_practice_first_trial", 2)
def practice_pass1(evidence: Mapping[str, Any]):
    """Every practice task passes its first trial (the one the notebook shows)."""
    found = _first(evidence["verdicts"], False, 1)
    return _failure("ex10.task_failed", found) if found else None


@check(CHECKS, "ex10_no_policy_violations", 2)
def no_policy_violations(evidence: Mapping[str, Any]):
    """No policy rule is broken in any trial of any practice task (read from the log,
    whatever else went wrong in the trial); a host none of whose practice trials reached
    the database has kept no rule, it has only done nothing."""
    found = _first_of(evidence["judged"], ("policy",))
    if found:
        return _failure("ex10.violations", found, ("policy",))
    practice = {t: row for t, row in evidence["judged"].items() if not is_hidden(t)}
    if any(reached for row in practice.values() for _, reached in row):
        return None
    first = _first(evidence["verdicts"], False, K)
    return _failure("ex10.no_database_call", first) if first else None


@check(CHECKS, "ex10_no_protocol_errors", 1)
def no_protocol_errors(evidence: Mapping[str, Any]):
    """Every request of every practice trial is accepted and the loop ends within its cap."""
    found = _first_of(evidence["judged"], ("protocol",))
    return _failure("ex10.protocol_errors", found, ("protocol",)) if found else None


@check(CHECKS, "ex10_hidden_pass_rate", 2, hidden=True)
def hidden_pass1(evidence: Mapping[str, Any]):
    """pass^1 on the hidden tasks (share of all their trials passed) is at least 0.9."""
    if not hidden_available():
        return failed("ex10.hidden_when_graded")
    pass1, _ = _rates(evidence["verdicts"], True)
    found = _first(evidence["verdicts"], True, K)
    if pass1 >= HIDDEN_PASS1:
        return None
    return _failure("ex10.hidden_pass1", found, pass1=pass1, needed=HIDDEN_PASS1)


@check(CHECKS, "ex10_hidden_every_trial", 3, hidden=True)
def hidden_passk(evidence: Mapping[str, Any]):
    """pass^k on the hidden tasks is 1: every hidden task passes all k trials."""
    if not hidden_available():
        return failed("ex10.hidden_when_graded")
    _, passk = _rates(evidence["verdicts"], True)
    found = _first(evidence["verdicts"], True, K)
    return _failure("ex10.hidden_passk", found, passk=passk, k=K) if found else None
