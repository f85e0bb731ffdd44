"""Each practice check passes the reference answer, fails each typical wrong answer, skips a stub."""

import pytest

from autograder.practice import PRACTICES, practice
from tests.lessons.cells import judged
from tests.lessons.lessons import LESSONS, read
from tests.lessons.practice_answers.answers import ANSWERS, CONTEXT, RIGHT

WRONG = [(pid, label) for pid, spec in ANSWERS.items() for label in spec["wrong"]]
OTHER_RIGHT = [(pid, label) for pid, spec in RIGHT.items() for label in spec]


def run(pid, source):
    return judged(pid, source)


def practice_cells():
    """practice id -> (lesson path, stub source, index of its check cell)."""
    found = {}
    for path in LESSONS:
        cells = read(path).cells
        for index, cell in enumerate(cells):
            pid = cell.metadata.get("course", {}).get("practice")
            if pid:
                after = [c.metadata.get("course", {}).get("practice_check") for c in cells[index:]]
                found[pid] = (path, cell.source, after.index(pid) + index if pid in after else None)
    return found


def test_every_practice_has_answers_and_a_lesson_cell_followed_by_its_check():
    cells = practice_cells()
    assert set(ANSWERS) == set(PRACTICES) == set(cells)
    for pid, (path, _, check_index) in cells.items():
        assert check_index is not None, f"{path.name}: no check cell after practice {pid}"
        assert path.name.startswith(pid[1:3]), f"{pid} sits in {path.name}"


@pytest.mark.parametrize("pid", sorted(ANSWERS))
def test_reference_answer_passes_every_check(pid):
    found = run(pid, ANSWERS[pid]["answer"])
    assert found is not None
    assert [r.name for r in found if not r.passed] == [], [r.message() for r in found]


@pytest.mark.parametrize(("pid", "label"), OTHER_RIGHT, ids=[f"{p}-{w}" for p, w in OTHER_RIGHT])
def test_a_right_answer_written_another_way_passes_every_check(pid, label):
    found = run(pid, RIGHT[pid][label])
    assert found is not None
    assert [r.name for r in found if not r.passed] == [], [r.message() for r in found]


@pytest.mark.parametrize(("pid", "label"), WRONG, ids=[f"{p}-{w}" for p, w in WRONG])
def test_typical_wrong_answer_fails_the_named_check(pid, label):
    source, check_name = ANSWERS[pid]["wrong"][label]
    found = {r.name: r for r in run(pid, source)}
    assert check_name in found, f"unknown check {check_name}"
    assert not found[check_name].passed
    message = found[check_name].message("ko")
    assert "{" not in message.replace("{'", "").replace("{}", ""), message  # fully rendered
    assert not found[check_name].key.endswith("internal_error")


@pytest.mark.parametrize("pid", sorted(ANSWERS))
def test_the_released_stub_is_skipped_not_failed(pid):
    _, stub, _ = practice_cells()[pid]
    assert run(pid, stub) is None


@pytest.mark.parametrize("pid", sorted(ANSWERS))
def test_the_reference_answer_is_not_in_the_released_lesson(pid):
    path, stub, _ = practice_cells()[pid]
    lines = [line.strip() for line in ANSWERS[pid]["answer"].splitlines()]
    boilerplate = ("def ", "messages", "response = client", "model=MODEL")
    body = [line for line in lines if len(line) > 30 and not line.startswith(boilerplate)]
    text = "\n".join(cell.source for cell in read(path).cells)
    shown = [line for line in body if line in text]
    # A shared API line (appending the assistant turn) is fine; most of the answer is not.
    assert len(shown) <= len(body) // 3, shown
    assert practice(pid).name in stub


def test_every_check_has_a_korean_label_and_a_point_value():
    from autograder.catalogue import render

    for pid in PRACTICES:
        for item in practice(pid).checks:
            assert item.points > 0
            assert render(f"practice.label.{item.name}", "ko")


def test_grade_practice_raises_for_a_skip_or_a_failure_and_passes_the_answer():
    from autograder.practice import grade_practice

    pid = "l04_guarded_transfer"
    namespace = {}
    exec(CONTEXT, namespace)
    with pytest.raises(AssertionError, match="정의되지 않았습니다"):
        grade_practice(pid, namespace)
    exec(practice_cells()[pid][1], namespace)
    with pytest.raises(AssertionError, match="빈칸"):
        grade_practice(pid, namespace)
    exec(ANSWERS[pid]["wrong"]["no_guard"][0], namespace)
    with pytest.raises(AssertionError, match="거절하지 않았습니다"):
        grade_practice(pid, namespace)
    exec(ANSWERS[pid]["answer"], namespace)
    grade_practice(pid, namespace)


def test_every_lesson_has_one_to_three_practice_cells():
    per_lesson = {}
    for path, _, _ in practice_cells().values():
        per_lesson[path.name] = per_lesson.get(path.name, 0) + 1
    assert sorted(per_lesson) == [path.name for path in LESSONS]
    assert all(1 <= count <= 3 for count in per_lesson.values()), per_lesson
