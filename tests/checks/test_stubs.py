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


RELEASE_STUBS = {
    "bare": "def answer(t):\n    raise NotImplementedError\n",
    "called": "def answer(t):\n    raise NotImplementedError()\n",
    "message": "def answer(t):\n    raise NotImplementedError('여기에 코드를 작성하세요')\n",
    "docstring": 'def answer(t):\n    """Turn t into a tool."""\n    raise NotImplementedError()\n',
    "pass": "def answer(t):\n    pass\n    raise NotImplementedError()\n",
    "comment": "def answer(t):\n    # TODO\n    pass  # 채우세요\n    raise NotImplementedError\n",
    "defaults": "def answer(t, strict=True, *rest, **extra):\n    raise NotImplementedError()\n",
}


@pytest.mark.parametrize("source", RELEASE_STUBS.values(), ids=RELEASE_STUBS.keys())
def test_every_form_of_the_release_stub_is_a_stub(source):
    assert is_stub(_define(source))
    assert stub_that_raised(_raised(source, {})) == "answer"


#: Right answers of every style, none of them a stub: only locals, subscripts and literals;
#: a comprehension; a constant; another error; and the release's raise left below a return
#: (the compiler drops the unreachable raise but keeps its name in the code's names).
FILLED = {
    "pure_local": 'def answer(t):\n    return {"type": "function", "function": {"name": t["name"]}}\n',
    "identity": "def answer(x):\n    return x\n",
    "constant": "def answer(x):\n    return 42\n",
    "none": "def answer(x):\n    return None\n",
    "comprehension": "def answer(ts):\n    return [{'name': t['name']} for t in ts]\n",
    "other_error": "def answer(x):\n    raise ValueError('no order ' + x['id'])\n",
    "type_error": "def answer(x):\n    raise TypeError()\n",
    "raise_left_below": (
        "def answer(t):\n    return {'type': 'function', 'function': {'name': t['name']}}\n"
        "    raise NotImplementedError()\n"
    ),
    "message_from_input": "def answer(x):\n    raise NotImplementedError(x)\n",
    "caught": (
        "def answer(x):\n    try:\n        raise NotImplementedError\n"
        "    except NotImplementedError:\n        return x\n"
    ),
    "work_first": "def answer(x):\n    x.append(1)\n    raise NotImplementedError()\n",
}


@pytest.mark.parametrize("source", FILLED.values(), ids=FILLED.keys())
def test_a_filled_body_of_any_style_is_not_a_stub(source):
    assert not is_stub(_define(source))


def test_the_learner_function_is_never_called():
    calls: list = []
    function = _define("def answer(x):\n    raise NotImplementedError()\n")
    function.__globals__["NotImplementedError"] = lambda *a: calls.append(a)
    assert is_stub(function) and calls == []


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
