"""The fast path takes the common valid shapes (the benchmark relies on it) and nothing else.

That it never changes a verdict is proven elsewhere: every `check()` in these tests runs
both paths, and the fuzz tests compare them on generated conversations.
"""

from __future__ import annotations

import pytest
from anthropic.types import TextBlock

from autograder.contract.fastpath import fast_check
from benchmarks.bench_contract import conversation

from .factories import ORDER_ID, SECOND_ID, assistant, result, text, use, user


def test_the_benchmark_conversation_takes_the_fast_path():
    assert fast_check(conversation(1_000)) is not None


@pytest.mark.parametrize(
    "messages",
    [
        [user("hi")],
        [user("hi"), assistant("hello")],
        [
            user("hi"),
            assistant([text("a"), use(ORDER_ID), use(SECOND_ID)]),
            user([result(SECOND_ID), result(ORDER_ID), text("ok")]),
        ],
        [user("hi"), assistant([use()]), user([result(is_error=True)])],
    ],
)
def test_valid_plain_shapes_are_fast(messages):
    found = fast_check(messages)
    assert found is not None
    assert found.has_tool_blocks == any(isinstance(m["content"], list) for m in messages)


@pytest.mark.parametrize(
    "messages",
    [
        [user("hi"), user("again")],  # merging: precise scan
        [
            user("hi"),
            {"role": "assistant", "content": [TextBlock(type="text", text="hi")]},
        ],  # SDK object
        [user("hi"), assistant([use(), text("x")]), user([result()])],  # A-R12
        [user("hi"), assistant([use()]), user([text("x"), result()])],  # A-R16
        [user("hi"), assistant([use()]), user([result("other")])],  # A-R15
        [user("hi"), assistant([use()]), user([result(content=[text("26")])])],  # nested content
        [
            user("hi"),
            assistant([use()]),
            user([result()]),
            assistant([use()]),
            user([result()]),
        ],  # A-R11
        [user("hi"), assistant([use("bad id")]), user([result("bad id")])],  # A-R10
        [
            user("hi"),
            assistant([use("a\nb")]),
            user([result("a\nb")]),
        ],  # an id holding the separator
        [user("")],
        [user(" ")],
    ],
)
def test_anything_unusual_falls_through(messages):
    assert fast_check(messages) is None
