"""Every learner mistake the checks can report links the class report to a lesson."""

from __future__ import annotations

import pytest

from autograder.catalogue import all_messages
from autograder.checks import EXERCISES
from autograder.grading.commands.diagnoses import concepts_of, group_of, lessons_for

PREFIXES = sorted(exercise.split("_")[0] for exercise in EXERCISES)


def mistakes(prefix: str) -> list[str]:
    return [
        key
        for key in all_messages()
        if key.startswith(prefix + ".") and group_of(key) == "mistake" and key != prefix + ".passed"
    ]


@pytest.mark.parametrize("prefix", PREFIXES)
def test_each_mistake_names_a_concept_taught_in_some_lesson(prefix):
    keys = mistakes(prefix)
    assert keys, f"{prefix} has no diagnosis keys"
    unlinked = [k for k in keys if not any(item["lessons"] for item in lessons_for(k))]
    assert unlinked == []


def test_an_exercise_without_explicit_entries_falls_back_to_its_declared_concepts():
    from autograder.exercises.ex06_parallel_calls import CONCEPTS

    assert concepts_of("ex06.partly_parallel") == list(CONCEPTS)


def test_explicit_entries_win_and_grading_keys_link_nowhere():
    assert concepts_of("ex09.mcp_not_function") == ["F18"]
    assert concepts_of("ex09.parallel_not_off") == ["F9"]
    assert concepts_of("grading.cell_timeout") == []
    assert concepts_of("nosuch.key") == []


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_label_is_the_same_in_every_process_and_shows_no_object(lang):
    """A blank parameter under a conversion ({expected!r}) once printed its address, so the
    class report differed between the two grading paths (ex05.wrong_status)."""
    from autograder.grading.commands.diagnoses import label

    labels = {key: label(key, lang) for key in all_messages()}
    assert "ex05.wrong_status" in labels
    assert [k for k, text in labels.items() if " object at 0x" in text] == []
    assert labels == {key: label(key, lang) for key in all_messages()}
