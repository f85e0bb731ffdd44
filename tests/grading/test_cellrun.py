"""The clean room runs a cell the way a kernel would (here: annotations are evaluated)."""

from autograder.grading.cleanroom.cellrun import run_cell


def test_a_cell_does_not_inherit_the_graders_future_imports():
    source = "def f(x: int) -> int:\n    return x\n\nf.__annotations__['x']"
    outputs = run_cell(source, {}, index=1, timeout=5, output_bytes=10_000)
    assert outputs[-1]["data"]["text/plain"] == "<class 'int'>"


def test_a_pydantic_model_with_literal_annotations_builds_in_a_cell():
    source = (
        "from typing import Literal\n"
        "from pydantic import BaseModel\n"
        "class Q(BaseModel):\n"
        "    status: Literal['open', 'closed'] | None = None\n"
        "Q.model_json_schema()['properties']['status']['anyOf'][0]['enum']"
    )
    outputs = run_cell(source, {}, index=1, timeout=5, output_bytes=10_000)
    assert outputs[-1]["data"]["text/plain"] == "['open', 'closed']"
