"""How the analyser's morphemes are read (``hangul_forms``, ``hangul_reread``): each rule does
what it says where it applies, and leaves alone the look-alikes it must not touch."""

import pytest

from autograder.korean import word_cost, words
from autograder.reading import says
from autograder.reading.hangul_forms import tokens
from autograder.reading.hangul_reread import respelled


def pairs(text: str) -> list[tuple[str, str]]:
    return [(t.form, t.tag) for t in tokens(text)]


def test_every_token_knows_the_word_it_was_written_as():
    found = {t.form: t.written for t in tokens("이 도구 말고 create_ticket을 쓴다")}
    assert found["맡"] == "말"  # the analyser's lemma for 말(고) is 맡다
    assert says("티켓을 만들 때는 이 도구 말고 create_ticket을 쓴다.", "when_not_to_use")


@pytest.mark.parametrize(
    ("text", "ending"),
    [("돌려줍니다", "ᆸ니다"), ("반환함", "ᆷ"), ("돌려 줘요", "어요"), ("환불할게요", "ᆯ게요")],
)
def test_endings_have_one_spelling(text, ending):
    assert ending in [form for form, tag in pairs(text) if tag.startswith("E")]


def test_the_honorific_with_a_polite_ending_is_the_directive_ending():
    assert ("세요", "EF") in pairs("이 도구를 쓰세요")
    assert ("십시오", "EF") in pairs("이 도구를 호출하십시오")
    assert ("시", "EP") in pairs("알려 주시겠어요?")  # 시 + 겠: a request, kept apart


def test_a_connective_ending_that_closes_the_sentence_is_final():
    assert ("ᆸ니다", "EF") in pairs("티켓 목록을 반환합니다")  # 합니다 is VV + EC in the dictionary
    assert ("어요", "EF") in pairs("사용자에게 알려요.")  # 알리 + 어/EC + 요/JX
    assert ("고", "EC") in pairs("찾고 돌려준다")  # inside the sentence it stays a connective


def test_auxiliaries_after_eo_and_ji_whatever_their_tag():
    assert ("주", "VX") in pairs("최신순 티켓 5개와 커서를 넘겨줍니다")  # 주/VV from the analyser
    assert pairs("호출하지 마십시오.")[-4:-1] == [("지", "EC"), ("말", "VX"), ("십시오", "EF")]
    assert ("마시", "VV") in pairs("물을 마십시오.")  # drink: no -지 before it


def test_an_object_particle_before_때_is_the_modifier_ending():
    assert pairs("직원이 물을 때 쓴다")[2:4] == [("물", "VV"), ("을", "ETM")]
    assert ("을", "JKO") in pairs("물을 마실 때")  # water, then a verb: a real object


def test_a_bare_noun_before_전_read_as_a_pronoun_is_the_noun_before():
    assert ("전", "NNG") in pairs("인출 전 반드시 잔고를 확인할 것")
    assert ("전", "NNG") not in pairs("제가 확인했고 전 괜찮아요")


def test_a_pronoun_glued_to_a_verb_is_its_first_syllable():
    assert ("내주", "VV") in pairs("내준다")  # 내/NP + 주/VV in one word
    assert ("나", "NP") in pairs("내 티켓을 찾는다")  # my (나 + 의) before a noun stays


def test_a_compound_verb_matches_in_every_form_the_analyser_reads_differently():
    for text in (
        "티켓 목록을 내준다.",
        "티켓 목록을 내줍니다.",
        "티켓 목록을 내주고 끝난다.",
        "티켓 목록을 내줌",
    ):
        assert says(text, "returns"), text  # 내주 + 고, but 나 + 어 + 주 + ᆫ다 in context


def test_nouns_whole_prefix_and_person_suffix():
    assert ("사용자", "NNG") in pairs("사용자가 묻는다")
    assert ("님", "XSN") in pairs("고객님께 묻는다")  # only the suffix that makes a person noun


def test_symbols_run_together_are_read_one_by_one():
    assert (":", "SP") in pairs("**반환**: 티켓 배열")


def test_a_prefix_compound_split_at_a_particle_is_read_again_by_word_cost():
    assert word_cost("시도") < word_cost("재시")  # what the rule compares
    assert ("재시도", "NNG") in pairs("잠시 후 재시도.")
    assert ("재승인", "NNG") in pairs("재승인 요망")
    assert pairs("비용도.")[:2] == [("비용", "NNG"), ("도", "JX")]  # 비용 is the usual word
    assert ("명세", "NNG") in pairs("명세로 옮긴다")  # a case particle is not doubted


@pytest.mark.parametrize(
    ("text", "ending"),
    [("환불할까여?", "ᆯ까요"), ("돌려줍니당", "ᆸ니다"), ("할까용?", "ᆯ까요"), ("알려여.", "어요")],
)
def test_colloquial_final_syllables_are_read_in_their_usual_spelling(text, ending):
    assert ending in [form for form, tag in pairs(text) if tag == "EF"]


@pytest.mark.parametrize(
    "text", ["도서 대여 요청", "위하여", "조회용 도구", "1건당 100원", "보여 줘"]
)
def test_words_that_really_end_in_those_syllables_stay(text):
    assert respelled(text, words) == text


def test_a_verbal_noun_written_apart_from_hada_is_one_verb():
    assert pairs("티켓 목록을 반환 해요")[-2:] == [
        ("하", "XSV"),
        ("아요", "EF"),
    ]  # 해요 alone: a noun
    assert ("하", "XSV") in pairs("ORD-2026-8842 환불 해드릴까요?")
    assert ("하나", "NR") in pairs("호출 하나로 끝난다")  # a numeral, not 하다
    assert ("다시", "MAG") in pairs("다시 해 보세요")  # an adverb that is no verbal noun


def test_word_cost_is_the_cost_of_one_word_or_none():
    """``korean.word_cost`` (added for ``hangul_reread``): one dictionary word's cost, else None."""
    assert isinstance(word_cost("시도"), int)
    assert word_cost("재시도하세요") is None  # several morphemes
    assert word_cost("retry") is None and word_cost("") is None  # no Hangul: no analyser
