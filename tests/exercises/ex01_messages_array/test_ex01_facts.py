"""Exercise 1's content rule reads facts as data, from the fields that hold them.

Each accepted shape has a wrong twin that differs only in the fact, so a rule that looked
at any field anywhere (or at no field) would fail one side.
"""

from __future__ import annotations

import pytest

from autograder.exercises.ex01_messages_array.facts import facts_problem

RIGHT = [
    {"condition": "sunny", "temperature_c": 26},
    {"날씨": "맑음", "기온": "26도"},
    {"상태": "맑음", "온도": "섭씨 26도"},
    {"sky": "clear", "temperature": {"value": 26, "unit": "C"}},
    {"forecast": "Sunny", "temperature": 26.0, "unit": "celsius"},
    {"weather": {"main": "Clear", "temp": 26}},
    {"weather": "맑음, 26도"},
    {"desc": "화창", "temp": "26℃"},
    {"result": {"condition": "SUNNY", "temp_c": "26 °C"}},
    {"condition": "sunny", "temperature_c": 26, "temperature_f": 78.8},
    {"condition": "sunny", "temperature_c": 26, "feels_like_temp": 28, "station": 31},
]

#: (data, diagnosis): one fact wrong, or only an unrelated field right.
WRONG = [
    ({"condition": "sunny", "temperature_f": 79}, "ex01.temperature_wrong_unit"),
    ({"condition": "sunny", "temperature": "26°F"}, "ex01.temperature_wrong_unit"),
    ({"condition": "sunny", "temperature": 26, "unit": "F"}, "ex01.temperature_wrong_unit"),
    ({"condition": "sunny", "temperature_k": 299.15}, "ex01.temperature_wrong_unit"),
    ({"날씨": "맑음", "기온": "24도"}, "ex01.temperature_mismatch"),
    ({"condition": "sunny", "temperature_c": 31, "station": 26}, "ex01.temperature_mismatch"),
    ({"condition": "sunny", "temperature_c": 26, "temperature_f": 26}, "ex01.temperature_mismatch"),
    ({"condition": "sunny"}, "ex01.temperature_mismatch"),
    ({"condition": "rainy", "temperature_c": 26, "note": "sunny"}, "ex01.condition_mismatch"),
    ({"district": "Sunny Hills", "condition": "cloudy", "temp": 26}, "ex01.condition_mismatch"),
    ({"condition": "partly cloudy", "temperature_c": 26}, "ex01.condition_mismatch"),
    ({"상태": "흐림", "기온": 26}, "ex01.condition_mismatch"),
    ({"temperature_c": 26}, "ex01.condition_mismatch"),
    ({"city": "Seoul", "condition": "sunny", "temperature_c": 26}, "ex01.city_mismatch"),
]


@pytest.mark.parametrize("data", RIGHT, ids=repr)
def test_the_look_up_written_other_ways_is_accepted(data):
    assert facts_problem([data], "p") is None
    assert facts_problem([[data]], "p") is None  # inside a JSON array too


@pytest.mark.parametrize(("data", "key"), WRONG, ids=lambda v: repr(v)[:60])
def test_a_wrong_fact_is_rejected_with_its_diagnosis(data, key):
    assert facts_problem([data], "p")[:2] == (False, key)


def test_facts_may_be_spread_over_several_parsed_blocks():
    assert facts_problem([{"condition": "sunny"}, {"temperature_c": 26}], "p") is None


def test_a_city_given_in_korean_or_with_the_country_is_the_same_city():
    for city in ("항저우", "Hangzhou, China", "HANGZHOU"):
        assert facts_problem([{"city": city, "condition": "sunny", "temp": 26}], "p") is None
