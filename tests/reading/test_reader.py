"""The reader's contract: what a Finding holds, arguments, caching, and what it never loads."""

import subprocess
import sys

import pytest

from autograder.reading import CLAIMS, Finding, Lexicon, findings, read, says


def test_a_finding_quotes_the_sentence_that_said_it():
    text = "사번으로 티켓을 찾는다. 티켓 목록과 next_cursor를 돌려준다. 새 티켓에는 쓰지 마세요."
    finding = says(text, "returns")
    assert isinstance(finding, Finding)
    assert finding.sentence == "티켓 목록과 next_cursor를 돌려준다."
    assert text[finding.start : finding.end] == finding.sentence
    assert finding.claim == "returns" and finding.lang == "ko"
    assert finding.clause in finding.sentence


def test_findings_lists_every_sentence_in_order():
    text = "Returns the tickets. Do not use it for refunds. It also gives back a next_cursor."
    said = findings(text, "returns")
    assert [f.sentence for f in said] == [
        "Returns the tickets.",
        "It also gives back a next_cursor.",
    ]


def test_unknown_claim_and_missing_argument_are_errors_that_name_them():
    with pytest.raises(KeyError, match="unknown claim 'retruns'"):
        says("x", "retruns")
    with pytest.raises(TypeError, match="needs the argument"):
        says("잔액을 먼저 확인한다", "order", first=["잔액"])


def test_order_arguments_are_words_or_lexicons():
    text = "출금하기 전에 잔액을 확인하세요."
    assert says(text, "order", first=["잔액"], then=["출금"])
    assert says(text, "order", first=Lexicon(ko=("잔액",)), then=Lexicon(ko=("출금",)))
    assert says(text, "order", first=["출금"], then=["잔액"]) is None


def test_the_tools_own_name_is_not_another_tool():
    text = "티켓 조회는 search_tickets로."
    assert says(text, "when_not_to_use")  # another tool, as far as the reader knows
    assert says(text, "when_not_to_use", tool="search_tickets") is None


def test_supplied_text_says_nothing_even_when_it_would():
    supplied = "잠시 후 다시 시도하세요."
    assert says(supplied, "next_step")
    assert says(supplied, "next_step", exclude=[supplied]) is None
    assert says(supplied + " 사용자에게 주문 번호를 물어보세요.", "next_step", exclude=[supplied])


def test_mixed_text_is_read_in_both_languages():
    assert says("검색 결과: returns the matching tickets", "returns")
    assert says("티켓을 찾을 때 use this tool.", "when_to_use")


def test_lang_forces_one_reader():
    assert says("Returns the tickets.", "returns", lang="en")
    assert says("티켓 목록을 돌려줍니다.", "returns", lang="en") is None


def test_readings_are_cached_per_text():
    assert read("Returns the tickets.") is read("Returns the tickets.")


def test_only_the_first_max_chars_are_read():
    from autograder.reading.reader import MAX_CHARS

    line = "This line fills space.\n"
    padding = line * ((MAX_CHARS - 40) // len(line))
    assert says(padding + "Returns the tickets.", "returns")  # ends before the limit
    assert says(padding + line * 3 + "Returns the tickets.", "returns") is None


def test_non_text_is_read_as_empty():
    assert says(None, "returns") is None  # a learner's description may be anything
    assert says("", "cause") is None


def test_every_claim_is_documented_in_the_package_docstring():
    import autograder.reading as reading

    for name in CLAIMS:
        assert f"``{name}``" in reading.__doc__


def test_english_text_never_loads_the_korean_analyser():
    code = (
        "import sys\n"
        "from autograder.reading import says\n"
        "for claim in ['returns', 'when_to_use', 'when_not_to_use', 'example', 'cause',"
        " 'next_step', 'asks_approval']:\n"
        "    says('Returns the tickets; do not use it for refunds. Retry later.', claim)\n"
        "says('Read the balance before withdrawing.', 'order', first=['balance'], then=['withdraw'])\n"
        "print('kiwipiepy' in sys.modules, 'autograder.simulator' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False False"


def test_no_claim_word_compiles_to_a_light_verb_it_does_not_name():
    """비다 read as 비 + 이다 must not make every copula a failure word (and so on)."""
    from autograder.reading.claims import lexicons
    from autograder.reading.lexicon import _LIGHT

    for lexicon in lexicons():
        named = {entry.removesuffix("다") for entry in lexicon.ko}
        assert lexicon.keys("ko") & _LIGHT <= named, lexicon.ko
