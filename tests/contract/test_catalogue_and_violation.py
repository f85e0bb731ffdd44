"""Every violation key has ko/en learner text; `Violation` is a stable value."""

from __future__ import annotations

import dataclasses
import re
import string

import pytest

from autograder.catalogue import all_messages
from autograder.contract import Violation, validate_messages
from autograder.contract.texts import TEXTS

from .factories import assistant, result, use, user

CONTRACT_KEYS = sorted(k for k in all_messages() if k.startswith("contract."))


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_catalogue_and_api_texts_cover_the_same_keys():
    assert sorted(TEXTS) == CONTRACT_KEYS


@pytest.mark.parametrize("key", CONTRACT_KEYS)
def test_each_entry_is_korean_and_english_with_the_same_fields(key):
    entry = all_messages()[key]
    assert re.search("[가-힣]", entry["ko"]), key
    assert not re.search("[가-힣]", entry["en"]), key
    assert _fields(entry["ko"]) == _fields(entry["en"]), key


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_each_rule_id_is_a_part_a_rule(key):
    assert re.fullmatch(r"A-R\d+", TEXTS[key][0])


def test_explain_names_the_place_and_hints_without_the_answer():
    messages = [user("주문?"), assistant([use()]), user([result("get_order_status")])]
    wrong_id = validate_messages(messages)[1]
    assert wrong_id.rule == "A-R15"
    ko, en = wrong_id.explain("ko"), wrong_id.explain("en")
    assert "messages.2.content.0" in ko and "get_order_status" in ko and "도구 이름이 아니라" in ko
    assert "messages.2.content.0" in en and "not the tool name" in en
    assert "toolu_01XYZ89AbCdEfGhIjKlMnOp" not in ko  # the hint does not hand over the right id


def test_explain_defaults_to_korean_and_rejects_unknown_languages():
    v = validate_messages([user("")])[0]
    assert v.explain() == v.explain("ko")
    with pytest.raises(ValueError):
        v.explain("fr")


def test_violation_is_frozen_and_params_are_read_only():
    v = validate_messages([user("hi"), assistant([use()]), user("x")])[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.rule = "A-R1"  # type: ignore[misc]
    with pytest.raises(TypeError):
        v.params["ids"] = "x"  # type: ignore[index]
    assert v.params["ids"] == "toolu_01XYZ89AbCdEfGhIjKlMnOp"


def test_violations_are_plain_data_for_evidence_and_sets():
    import copy
    import json

    v = validate_messages([user("hi"), assistant([use()]), user("x")])[0]
    as_dict = dataclasses.asdict(v)
    assert as_dict["params"] == {"ids": "toolu_01XYZ89AbCdEfGhIjKlMnOp", "count": 1}
    assert json.loads(json.dumps(as_dict))["rule"] == "A-R14"
    assert copy.deepcopy(v) == v
    assert len({v, copy.deepcopy(v)}) == 1


def test_violations_compare_by_value():
    make = lambda: validate_messages([user("hi"), assistant([use()]), user("x")])  # noqa: E731
    assert make() == make()
    assert isinstance(make()[0], Violation)


def test_public_surface():
    import autograder
    import autograder.contract as contract

    assert contract.__all__ == ["Violation", "to_plain", "validate_messages", "validate_request"]
    assert autograder.validate_messages is validate_messages
