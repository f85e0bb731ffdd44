"""Korean particles follow how the word before them is read aloud (digits, Latin letters too)."""

from __future__ import annotations

import pytest

from autograder.simulator.model.josa import attach, fill


@pytest.mark.parametrize(
    ("word", "particle", "expected"),
    [
        ("60.0", "로", "60.0으로"),  # 영: final consonant
        ("60", "로", "60으로"),  # 육십: ㅂ
        ("7", "로", "7로"),  # 칠: ㄹ takes 로
        ("2", "로", "2로"),  # 이: vowel
        ("P-88213", "은", "P-88213은"),  # 삼
        ("ORD-2026-8842", "는", "ORD-2026-8842는"),  # 이
        ("A001", "이", "A001이"),  # 일
        ("100", "을", "100을"),  # 백
        ("1000", "을", "1000을"),  # 천
        ("서울", "이", "서울이"),
        ("부산", "로", "부산으로"),
        ("서울", "로", "서울로"),  # ㄹ takes 로
        ("도쿄", "은", "도쿄는"),
        ("Glasgow", "은", "Glasgow는"),
        ("Seoul", "을", "Seoul을"),
        ("payment-api", "를", "payment-api를"),
        ("URL", "을", "URL을"),  # 엘
        ("API", "가", "API가"),  # 아이
        ("맑음", "이다", "맑음이다"),
        ("배송 중", "이고", "배송 중이고"),
        ("흐림", "과", "흐림과"),
        ("비", "과", "비와"),
    ],
)
def test_particle_follows_the_final_sound(word, particle, expected):
    assert attach(word, particle) == expected


def test_fill_resolves_marks_and_plain_fields():
    template = "허가 {permit_id}(는) {state} 상태이며, 잔액 {balance}(으로) {n}건"
    values = {"permit_id": "P-88213", "state": "유효", "balance": 60, "n": 3}
    assert fill(template, values) == "허가 P-88213은 유효 상태이며, 잔액 60으로 3건"
    assert fill("{x}(이) 왔다", {"x": "ORD-2026-9001"}) == "ORD-2026-9001이 왔다"


def test_fill_keeps_braces_inside_values():
    assert fill("{a}(을) 봤다", {"a": "{not a field}"}) == "{not a field}를 봤다"
