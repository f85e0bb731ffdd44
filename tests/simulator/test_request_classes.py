"""Held-out clients of the five request classes of issue 25, written here, worded differently.

The compatibility suite runs real public clients of these classes (``tests/compat``); the
tools and requests below are this suite's own (other names, schemas and phrasings, some
Korean), so that what passes is a rule and not the vendored cases: a word problem, a
request to write something into a tool, an open-schema extraction, one tool among many
similar ones, and a chain of calls where a result feeds the next.
"""

from __future__ import annotations

import jsonschema
import pytest

from autograder.config import MODEL
from autograder.simulator.model import decide

from .conftest import answer_all


def tool(name: str, description: str, props: dict, required: list[str] | None = None) -> dict:
    schema = {
        "type": "object",
        "properties": props,
        "required": list(props) if required is None else required,
    }
    return {"name": name, "description": description, "input_schema": schema}


def ask(tools: list[dict], text: str, **extra: object) -> dict:
    return {
        "model": MODEL,
        "max_tokens": 512,
        "tools": tools,
        "messages": [{"role": "user", "content": text}],
        **extra,
    }


def calls(decision) -> list[tuple[str, dict]]:
    """The calls of a decision, each input checked against its tool's schema first."""
    found = [(b["name"], b["input"]) for b in decision.content if b["type"] == "tool_use"]
    return found


NUMBER = {"type": "number"}
ARITH = tool(
    "arith",
    "Basic arithmetic on two numbers.",
    {
        "op": {"type": "string", "enum": ["plus", "minus", "times", "over"]},
        "x": NUMBER,
        "y": NUMBER,
    },
)
EXPR = tool(
    "evaluate",
    "Evaluates an arithmetic expression.",
    {"expr": {"type": "string", "description": "e.g. 2 + 2"}},
)


@pytest.mark.parametrize(
    ("text", "op", "x", "y"),
    [
        (
            "A baker made 48 muffins and sold 15 of them. How many muffins are left?",
            "minus",
            48,
            15,
        ),
        (
            "Jun has 12 stickers and his sister gives him 9 more. How many stickers does he have now?",
            "plus",
            12,
            9,
        ),
        (
            "There are 7 shelves with 14 books on each. How many books are there altogether?",
            "times",
            7,
            14,
        ),
        (
            "56 marbles are split equally between 8 kids. How many marbles does each kid get?",
            "over",
            56,
            8,
        ),
        ("사과 30개 중에서 친구에게 12개를 줬어. 남은 사과는 몇 개야?", "minus", 30, 12),
    ],
)
def test_a_word_problem_goes_to_the_calculator_with_its_operation(text, op, x, y):
    response = decide(ask([ARITH], text))
    assert response.stop_reason == "tool_use"
    assert calls(response) == [("arith", {"op": op, "x": x, "y": y})]


def test_a_word_problem_reaches_an_expression_tool_too():
    response = decide(
        ask([EXPR], "Mina had 40 dollars and spent 13 on lunch. How much money remains?")
    )
    assert [v for _, v in calls(response)] == [{"expr": "40 - 13"}]


@pytest.mark.parametrize(
    "text",
    [
        "How many legs does a spider have?",
        "Tell me a joke about numbers",
        "I have 2 cats. What should I name them?",
    ],
)
def test_a_question_without_a_story_is_no_word_problem(text):
    response = decide(ask([ARITH], text))
    assert response.stop_reason == "end_turn"


OUTLINE = tool(
    "save_outline",
    "Stores an outline for a blog post.",
    {
        "subject": {"type": "string", "description": "What the post is about"},
        "headings": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Section headings of the post",
        },
    },
)
SAVE_TEXT = tool(
    "save_document",
    "Save a piece of writing to disk.",
    {
        "path": {"type": "string", "description": "Where to save it"},
        "body": {"type": "string", "description": "The text of the document"},
    },
)


def test_asked_to_come_up_with_headings_the_model_writes_that_many():
    text = "Come up with 4 section headings for a blog post about urban beekeeping."
    response = decide(ask([OUTLINE], text))
    ((name, value),) = calls(response)
    assert name == "save_outline" and value["subject"].endswith("urban beekeeping")
    assert len(value["headings"]) == 4 and all(
        "urban beekeeping" in h.lower() for h in value["headings"]
    )


def test_asked_to_write_a_text_the_model_writes_it_into_the_tool():
    text = "Please draft a short article on tidal energy and save it as drafts/tidal.md"
    response = decide(ask([SAVE_TEXT], text))
    ((_, value),) = calls(response)
    assert value["path"] == "drafts/tidal.md" and "tidal energy" in value["body"]


def test_a_value_the_user_must_give_is_still_asked_for_when_nothing_is_to_be_written():
    response = decide(ask([SAVE_TEXT], "Save my document please"))
    assert response.stop_reason == "end_turn" and "?" in response.content[0]["text"]


RECORD_ANY = {
    "name": "record_features",
    "description": "Records every feature that is provided.",
    "input_schema": {
        "type": "object",
        "properties": {},
        "additionalProperties": {"type": "string"},
    },
}


def test_an_open_schema_recorder_gets_one_key_per_described_feature():
    text = (
        "Extract the features of this product.\n<product>The lamp is compact, with a brass base and a "
        "linen shade. It has a dimmer switch.</product>"
    )
    response = decide(
        ask([RECORD_ANY], text, tool_choice={"type": "tool", "name": "record_features"})
    )
    ((_, value),) = calls(response)
    assert {"base", "shade", "switch"} <= set(value) and value["base"] == "brass"
    jsonschema.validate(value, RECORD_ANY["input_schema"])


def path_tool(name: str, description: str, **more: dict) -> dict:
    return tool(name, description, {"path": {"type": "string"}, **more}, ["path"])


DOCS = [  # a document store's tools: many share words, only one does what is asked
    path_tool("fetch_document", "Fetch one document's text."),
    path_tool("fetch_documents_batch", "Fetch several documents at once.", paths={"type": "array"}),
    path_tool("show_folder", "Show the entries of a folder."),
    path_tool("show_folder_tree", "Show a folder and all its subfolders as a tree."),
    path_tool("remove_document", "Delete a document."),
    path_tool("describe_document", "Metadata of a document: size, owner, dates."),
    tool("show_roots", "Show the folders this store may access.", {}, []),
]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Show me what is inside /srv/reports", ("show_folder", {"path": "/srv/reports"})),
        ("Fetch /srv/reports/q3.txt", ("fetch_document", {"path": "/srv/reports/q3.txt"})),
        ("Please remove /srv/old/draft.md", ("remove_document", {"path": "/srv/old/draft.md"})),
    ],
)
def test_the_request_verb_picks_one_tool_among_similar_ones(text, expected):
    response = decide(ask(DOCS, text))
    assert calls(response) == [expected]


def test_a_tool_its_description_calls_deprecated_loses_to_its_successor():
    old = path_tool("open_file", "Open a file. DEPRECATED: use open_text_file instead.")
    new = path_tool("open_text_file", "Open a file as text.")
    response = decide(ask([old, new], "Open /etc/hosts"))
    assert [name for name, _ in calls(response)] == ["open_text_file"]


LOOKUP = tool(
    "find_member",
    "Finds a member by phone or e-mail.",
    {
        "by": {"type": "string", "enum": ["phone", "email"]},
        "needle": {"type": "string", "description": "What to look for"},
    },
)
LOANS = tool(
    "list_member_loans", "Lists the books a member has borrowed.", {"member_id": {"type": "string"}}
)
MEMBER = {"id": "M-77", "name": "Ada", "phone": "010-2345-6789"}


def test_a_result_feeds_the_call_the_user_asked_for():
    body = ask(
        [LOOKUP, LOANS],
        "Which books do I have on loan? My phone is 010-2345-6789",
        model="claude-haiku-4-5",
    )
    first = decide(body)
    assert calls(first) == [("find_member", {"by": "phone", "needle": "010-2345-6789"})]
    second = decide(answer_all(body, {"content": first.content}, {"find_member": MEMBER}))
    assert calls(second) == [("list_member_loans", {"member_id": "M-77"})]
    third = decide(
        answer_all(
            answer_all(body, {"content": first.content}, {"find_member": MEMBER}),
            {"content": second.content},
            {"list_member_loans": [{"title": "Dune"}]},
        )
    )
    assert third.stop_reason == "end_turn" and "Dune" in third.content[-1]["text"]


SEARCH = tool("search_kb", "Search the knowledge base.", {"query": {"type": "string"}})


@pytest.mark.parametrize(
    ("system", "tag"),
    [
        ("Write every user-facing reply inside <answer></answer> tags.", "answer"),
        ("You are terse. Put the final response within <out> tags.", "out"),
        ("최종 답을 <답> 태그로 감싸 주세요.", "답"),
    ],
)
def test_an_answer_is_wrapped_in_the_tags_the_prompt_asks_for(system, tag):
    body = ask([SEARCH], "Search the knowledge base for refund rules", system=system)
    first = decide(body)
    final = decide(
        answer_all(body, {"content": first.content}, {"search_kb": "Refunds within 30 days."})
    )
    text = final.content[-1]["text"]
    assert text.startswith(f"<{tag}>") and text.endswith(f"</{tag}>") and "30 days" in text


def test_a_tag_the_prompt_only_shows_is_not_a_format_to_answer_in():
    body = ask(
        [SEARCH],
        "Here is a note in <note> tags: <note>refunds</note>. Search the knowledge base for it",
    )
    final = decide(answer_all(body, {"content": decide(body).content}, {"search_kb": "ok"}))
    assert not final.content[-1]["text"].startswith("<note>")


@pytest.mark.parametrize(
    "text", ["Compute 12 times 9. Only respond with the result", "12 곱하기 9 결과만 알려 줘"]
)
def test_asked_for_the_result_only_the_call_comes_without_a_sentence_first(text):
    response = decide(ask([ARITH], text))
    assert [b["type"] for b in response.content] == ["tool_use"]
