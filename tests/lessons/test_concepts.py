"""Together the lessons teach every concept of the seeds, each in a cell that runs."""

import re

import pytest

from autograder import MODEL
from tests.conftest import ROOT
from tests.lessons.lessons import (
    EXERCISES,
    LESSONS,
    LESSONS_DIR,
    SEEDS_README,
    cell_concepts,
    concept_titles,
    lesson_concepts,
    read,
)

IDS = {lesson.name: lesson for lesson in LESSONS}


def test_there_are_lessons():
    assert len(LESSONS) >= 8


def test_every_concept_is_taught_somewhere():
    taught = set().union(*(lesson_concepts(read(path)) for path in LESSONS))
    assert sorted(set(concept_titles()) - taught) == []


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_lists_only_known_concepts_each_run_by_a_code_cell(path):
    nb = read(path)
    listed = lesson_concepts(nb)
    assert listed, "metadata['course']['concepts'] is empty"
    assert set(listed) <= set(concept_titles())
    assert set(listed) == cell_concepts(nb), "every listed concept needs a code cell tagged with it"


def test_concept_list_matches_the_seeds_when_they_are_beside_the_repo():
    if not SEEDS_README.exists():
        pytest.skip(f"{SEEDS_README} is not beside the repository")
    seeds = set(
        re.findall(r"^- \*\*([CFP]\d+)\*\*", SEEDS_README.read_text(encoding="utf-8"), re.M)
    )
    assert seeds == set(concept_titles())


def test_lessons_are_numbered_slugs_without_gaps():
    numbers = [int(path.name[:2]) for path in LESSONS]
    assert numbers == list(range(1, len(LESSONS) + 1))
    assert all(re.fullmatch(r"\d\d_[a-z0-9_]+\.ipynb", path.name) for path in LESSONS)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_opens_with_goals_and_prerequisites(path):
    first = read(path).cells[0]
    assert first.cell_type == "markdown"
    assert "학습 목표" in first.source and "사전 지식" in first.source


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_closes_with_a_summary_and_its_exercise(path):
    nb = read(path)
    last = nb.cells[-1]
    exercise = EXERCISES[nb.metadata["course"]["exercise"]]
    assert last.cell_type == "markdown" and "정리" in last.source
    assert f"(../{exercise})" in last.source
    assert (ROOT / exercise).exists(), f"{exercise} is linked but missing"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_code_never_repeats_the_model_id_or_needs_a_key(path):
    for index, cell in enumerate(read(path).cells):
        if cell.cell_type == "code":
            assert MODEL not in cell.source, f"cell {index}: use autograder.MODEL"
            assert "sk-ant" not in cell.source and "api_key=" not in cell.source, f"cell {index}"


def test_readme_links_every_lesson_in_order():
    readme = (LESSONS_DIR / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\((\d\d_[a-z0-9_]+\.ipynb)\)", readme)
    assert links == [path.name for path in LESSONS]


PASTED = ('"toolu_', "'toolu_", '"msg_0', "'msg_0", '"stop_reason":', "'stop_reason':")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_code_never_pastes_an_api_response(path):
    """Ids and stop reasons come from real calls in the cell, never from literals."""
    for index, cell in enumerate(read(path).cells):
        if cell.cell_type == "code":
            found = [token for token in PASTED if token in cell.source]
            assert found == [], f"cell {index} pastes {found}"


#: Concepts no practice cell, quiz question or exercise checks yet (none left: every concept
#: of the map is checked). The test below fails when one listed here is checked after all.
AWAITING_EXERCISES: set[str] = set()


def checked_concepts():
    """Concepts checked by a practice cell, a quiz question or an exercise notebook's metadata."""
    import json

    from autograder.practice import PRACTICES, practice

    recorded = json.loads((LESSONS_DIR / "concepts.json").read_text(encoding="utf-8"))
    assert recorded["practice"] == {
        pid: {"lesson": int(pid[1:3]), "checks": list(practice(pid).concepts)} for pid in PRACTICES
    }, "lessons/concepts.json 'practice' is out of date"
    found = {c for item in recorded["practice"].values() for c in item["checks"]}
    found |= {c for quiz in recorded["quiz"].values() for cs in quiz.values() for c in cs}
    for exercise in EXERCISES.values():
        found |= set(read(ROOT / exercise).metadata.get("course", {}).get("concepts", []))
    return found


def test_every_concept_is_checked_by_a_practice_a_quiz_or_an_exercise():
    checked = checked_concepts()
    assert sorted(set(concept_titles()) - checked - AWAITING_EXERCISES) == []
    assert sorted(AWAITING_EXERCISES & checked) == [], "remove these from AWAITING_EXERCISES"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_code_lines_fit_in_100_characters(path):
    long = [
        f"cell {index}: {line[:60]}"
        for index, cell in enumerate(read(path).cells)
        if cell.cell_type == "code"
        for line in cell.source.splitlines()
        if len(line) > 100
    ]
    assert long == []
