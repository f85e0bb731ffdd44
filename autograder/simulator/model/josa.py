"""Korean particles (조사) chosen by how the word before them ends when read aloud.

A particle pair such as 이/가 takes its first form after a final consonant (받침) and the
second after a vowel; (으)로 also takes 로 after ㄹ. Words that are not Hangul are read the
way a Korean reader says them: digits by their Sino-Korean names ("60.0" -> 영, "88213"
-> 삼), Latin letters by their letter names ("P" -> 피, "L" -> 엘), and a few common
endings of English words (-m, -n, -ng, -l, -k, -t, -p as a final consonant).
"""

from __future__ import annotations

import re

#: particle key -> (after a final consonant, after a vowel)
PAIRS = {
    "이": ("이", "가"),
    "가": ("이", "가"),
    "은": ("은", "는"),
    "는": ("은", "는"),
    "을": ("을", "를"),
    "를": ("을", "를"),
    "과": ("과", "와"),
    "와": ("과", "와"),
    "이다": ("이다", "다"),
    "입니다": ("입니다", "입니다"),
    "이고": ("이고", "고"),
    "이며": ("이며", "며"),
    "으로": ("으로", "로"),
    "로": ("으로", "로"),
    "아": ("아", "야"),
}

# Sino-Korean digit names: does the name end in a consonant, and is it ㄹ?
_DIGIT_FINAL = {
    "0": "ㅇ",  # 영
    "1": "ㄹ",  # 일
    "2": "",  # 이
    "3": "ㅁ",  # 삼
    "4": "",  # 사
    "5": "",  # 오
    "6": "ㄱ",  # 육
    "7": "ㄹ",  # 칠
    "8": "ㄹ",  # 팔
    "9": "",  # 구
}
# How letter names end when spelled out: L (엘), M (엠), N (엔), R (알) end in consonants.
_LETTER_FINAL = {"l": "ㄹ", "m": "ㅁ", "n": "ㄴ", "r": "ㄹ"}
# How an English word ending reads (boat -> 보트: vowel; book -> 북: consonant).
_WORD_FINAL = (
    ("ng", "ㅇ"),
    ("ck", "ㄱ"),
    ("m", "ㅁ"),
    ("n", "ㄴ"),
    ("l", "ㄹ"),
    ("k", "ㄱ"),
    ("p", "ㅂ"),
    ("b", "ㅂ"),
)
_UNIT_WORDS = {"°c": "", "%": "", "km": "", "kg": ""}  # 도, 퍼센트, 킬로미터, 킬로그램
_JONG = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"
_TRAILING = re.compile(r"[\s\"'’”)\]}>.,!?…·]+$")


def final_sound(word: str) -> str:
    """The final consonant of ``word`` as read aloud ("" after a vowel)."""
    text = _TRAILING.sub("", str(word))
    if not text:
        return ""
    for unit, final in _UNIT_WORDS.items():
        if text.lower().endswith(unit):
            return final
    last = text[-1]
    if "\uac00" <= last <= "\ud7a3":
        index = (ord(last) - 0xAC00) % 28
        return _JONG[index - 1] if index else ""
    if last.isdigit():
        return _number_final(text)
    if last.isascii() and last.isalpha():
        return _latin_final(text)
    return ""


def _number_final(text: str) -> str:
    digits = re.search(r"[\d.,]*\d$", text).group(0).replace(",", "")
    whole, _, fraction = digits.partition(".")
    if fraction:
        return _DIGIT_FINAL[fraction[-1]]
    stripped = whole.lstrip("0") or "0"
    if stripped == "0":
        return _DIGIT_FINAL["0"]
    trailing_zeros = len(stripped) - len(stripped.rstrip("0"))
    if trailing_zeros == 0:
        return _DIGIT_FINAL[stripped[-1]]
    # 10 십, 100 백, 1000 천, 10000 만: ㅂ, ㄱ, ㄴ, ㄴ (then 십만, 백만, 천만, 억 ...)
    return ("ㅂ", "ㄱ", "ㄴ", "ㄴ", "ㅂ", "ㄱ", "ㄴ", "ㄱ")[min(trailing_zeros, 8) - 1]


def _latin_final(text: str) -> str:
    word = re.search(r"[A-Za-z]+$", text).group(0)
    if len(word) == 1 or word.isupper():
        return _LETTER_FINAL.get(word[-1].lower(), "")
    lowered = word.lower()
    for ending, final in _WORD_FINAL:
        if lowered.endswith(ending):
            return final
    return ""


def attach(word: object, particle: str) -> str:
    """``word`` followed by the right form of ``particle`` ("60.0", "로" -> "60.0으로")."""
    text = str(word)
    first, second = PAIRS[particle]
    final = final_sound(text)
    if particle in ("으로", "로"):
        return text + (first if final and final != "ㄹ" else second)
    return text + (first if final else second)


_FIELD = re.compile(r"\{(\w+)\}(?:\((" + "|".join(sorted(PAIRS, key=len, reverse=True)) + r")\))?")


def fill(template: str, values: dict) -> str:
    """``template`` with ``{field}`` replaced by its value, ``{field}(particle)`` by value + particle.

    Example: ``fill("{city}(은) {condition}(이다)", ...)`` -> "Glasgow는 맑음이다". A field
    missing from ``values`` raises KeyError, like ``str.format_map``.
    """

    def field(match: re.Match) -> str:
        value = values[match.group(1)]
        return attach(value, match.group(2)) if match.group(2) else str(value)

    return _FIELD.sub(field, template)
