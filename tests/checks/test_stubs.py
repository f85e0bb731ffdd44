"""A function is "not started" only while it is still the release's stub."""

from autograder.checks.stubs import is_stub


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
