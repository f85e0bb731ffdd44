"""A-R24: extended thinking with tool use (texts written out, not read from `texts`)."""

from __future__ import annotations

from anthropic.types import RedactedThinkingBlock, TextBlock, ThinkingBlock, ToolUseBlock

from autograder.contract import validate_request

from .factories import ORDER_ID, SECOND_ID, assistant, request, result, summary, text, use, user

ENABLED = {"type": "enabled", "budget_tokens": 1024}
MUST_LEAD = (
    "messages.{n}.content.0.type: Expected `thinking` or `redacted_thinking`, but found `{x}`. "
    "When `thinking` is enabled, a final `assistant` message must start with a thinking block "
    "(preceeding the lastmost set of `tool_use` and `tool_result` blocks). We recommend you "
    "include thinking blocks from previous turns. To avoid this requirement, disable `thinking`. "
    "Please consult our documentation at "
    "https://docs.claude.com/en/docs/build-with-claude/extended-thinking"
)
LAST = "messages.{n}: The final block in an assistant message cannot be `thinking`."
DISABLED = (
    "messages.{n}.content.{m}: When thinking is disabled, an `assistant` message in the final "
    "position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request."
)
SONNET_45 = "claude-sonnet-4-5"  # accepts prefill, so only A-R24 speaks


def thought(value="Let me look the order up."):
    return {"type": "thinking", "thinking": value, "signature": "c2lnbmVk"}


def redacted():
    return {"type": "redacted_thinking", "data": "ZW5jcnlwdGVk"}


def check(messages, thinking=ENABLED, **fields):
    if thinking is not None:
        fields["thinking"] = thinking
    return summary(validate_request(request(messages, **fields)))


def a24(violations):
    return [v for v in violations if v[0] == "A-R24"]


def test_tool_loop_without_the_thinking_block_is_rejected_at_the_assistant_message():
    messages = [user("where is my order?"), assistant([text("Checking."), use()]), user([result()])]
    assert check(messages) == [("A-R24", "messages.1.content.0", MUST_LEAD.format(n=1, x="text"))]
    messages[1] = assistant([use()])
    assert check(messages)[0][2] == MUST_LEAD.format(n=1, x="tool_use")


def test_only_the_lastmost_tool_use_round_needs_its_thinking_block():
    messages = [
        user("where are my orders?"),
        assistant([use()]),  # an earlier round without thinking: the API does not ask
        user([result()]),
        assistant([text("One more.")]),
        assistant([use(SECOND_ID)]),  # merged with the message before: found `text` at 3
        user([result(SECOND_ID)]),
    ]
    assert check(messages) == [("A-R24", "messages.3.content.0", MUST_LEAD.format(n=3, x="text"))]
    messages[3] = assistant([thought()])
    assert check(messages) == []


def test_honest_interleaved_thinking_across_rounds_passes():
    messages = [
        user("where are my orders?"),
        assistant([thought(), text("First order."), use()]),
        user([result()]),
        assistant([thought("Now the second."), use(SECOND_ID)]),
        user([result(SECOND_ID), text("thanks")]),
    ]
    assert check(messages) == []
    messages[3] = assistant([redacted(), thought(), use(SECOND_ID)])
    assert check(messages) == []
    assert check([*messages, assistant([thought(), text("Both arrive today.")]), user("ok")]) == []


def test_sdk_response_blocks_sent_back_as_is_pass():
    content = [
        ThinkingBlock(type="thinking", thinking="Look it up.", signature="c2ln"),
        TextBlock(type="text", text="Checking."),
        ToolUseBlock(type="tool_use", id=ORDER_ID, name="get_order_status", input={}),
    ]
    messages = [user("where?"), assistant(content), user([result()])]
    assert check(messages) == []
    content[0] = RedactedThinkingBlock(type="redacted_thinking", data="ZW5j")
    assert check(messages) == []
    assert a24(check([user("where?"), assistant(content[1:]), user([result()])]))


def test_adaptive_and_disabled_thinking_do_not_require_the_leading_block():
    messages = [user("where is my order?"), assistant([use()]), user([result()])]
    assert check(messages, thinking={"type": "adaptive"}) == []
    assert check(messages, thinking={"type": "disabled"}) == []
    assert check(messages, thinking=None) == []


def test_a_final_assistant_turn_cannot_end_with_thinking():
    messages = [user("hi"), assistant([text("Hmm."), thought()])]
    assert check(messages, model=SONNET_45) == [("A-R24", "messages.1.content.1", LAST.format(n=1))]
    merged = [user("hi"), assistant([text("Hmm.")]), assistant([thought()])]
    assert check(merged, model=SONNET_45) == [("A-R24", "messages.2.content.0", LAST.format(n=2))]
    assert check([user("hi"), assistant([thought(), text("Sure")])], model=SONNET_45) == []
    # thinking as the last block of an earlier assistant message is not reported
    assert check([user("hi"), assistant([text("a"), thought()]), user("go on")]) == []


def test_prefill_rules_come_before_a_r24():
    found = check([user("hi"), assistant([thought()])])  # claude-sonnet-5 rejects prefill
    assert [rule for rule, *_ in found] == ["A-R7", "A-R24"]


def test_a_final_assistant_turn_with_thinking_needs_thinking_enabled():
    messages = [user("hi"), assistant([text("Sure,"), thought(), text("so")])]
    assert check(messages, thinking=None, model=SONNET_45) == [
        ("A-R24", "messages.1.content.1", DISABLED.format(n=1, m=1))
    ]
    messages[1] = assistant([redacted(), text("so")])
    assert check(messages, thinking={"type": "disabled"}, model=SONNET_45)[0][2] == (
        DISABLED.format(n=1, m=0)
    )
    assert check(messages, model=SONNET_45) == []


def test_thinking_disabled_history_is_unaffected():
    plain = [user("where?"), assistant([text("Checking."), use()]), user([result()])]
    assert check(plain, thinking=None) == []
    assert check([*plain, assistant([text("On its way.")]), user("thanks")], thinking=None) == []
    # thinking blocks in earlier turns are accepted (the API strips them)
    earlier = [user("where?"), assistant([thought(), use()]), user([result()])]
    assert check(earlier, thinking=None) == []


def test_schema_errors_stop_before_a_r24():
    messages = [user("where?"), assistant([{"type": "tool_use"}]), user([result()])]
    assert not a24(check(messages))
