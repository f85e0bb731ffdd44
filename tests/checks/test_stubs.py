"""A function is "not started" only while it is still the release's stub."""

import pytest

from autograder.checks.stubs import is_stub, stub_that_raised


def _define(source: str):
    namespace: dict = {}
    exec(source, namespace)
    return namespace["answer"]


def test_the_released_body_is_a_stub():
    assert is_stub(_define("def answer(response):\n    raise NotImplementedError()\n"))
    assert is_stub(
        _define(
            "def answer(a, b):\n    # 여기에 코드를 작성하세요\n    raise NotImplementedError\n"
        )
    )


def test_a_filled_body_with_one_unfinished_branch_is_not_a_stub():
    source = """
def answer(response):
    out = []
    for block in response.content:
        try:
            out.append(execute_tool(block.name, block.input))
        except Exception:
            raise NotImplementedError()
    return out
"""
    assert not is_stub(_define(source))


def test_what_is_no_function_is_no_stub():
    assert not is_stub(None)
    assert not is_stub(print)  # a builtin has no code object
    assert not is_stub(_define("def answer():\n    pass\n"))


def _raised(source: str, *args) -> BaseException:
    with pytest.raises(Exception) as caught:
        _define(source)(*args)
    return caught.value


def test_the_stub_that_raised_is_named_even_inside_a_filled_function():
    helper = """
def helper(x):
    raise NotImplementedError()

def answer(x):
    return [helper(x)]
"""
    assert stub_that_raised(_raised(helper, 1)) == "helper"
    assert (
        stub_that_raised(_raised("def answer(x):\n    raise NotImplementedError()\n", 1))
        == "answer"
    )


def test_a_branch_left_raising_or_another_error_names_no_stub():
    branch = """
def answer(x):
    if x > 0:
        return [abs(x)]
    raise NotImplementedError("음수는 아직")
"""
    assert stub_that_raised(_raised(branch, -1)) is None
    assert stub_that_raised(_raised("def answer(x):\n    return x['k']\n", {})) is None
