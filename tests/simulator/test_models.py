"""Model ids: current ids answer, retired and unknown ids get the API's 404 not_found_error.

The table is the pinned SDK's own: these tests read ``anthropic.types.Model`` and the SDK's
``DEPRECATED_MODELS`` themselves, so an SDK upgrade that adds or retires an id is tested as is.
"""

from __future__ import annotations

import re
import typing
import warnings
from datetime import datetime

import anthropic
import pytest
from anthropic.resources.messages.messages import DEPRECATED_MODELS

from autograder.config import MODEL
from autograder.contract.profiles import AS_OF, model_available, models
from autograder.simulator import make_client

ASK = [{"role": "user", "content": "Hello"}]


def sdk_model_ids() -> list[str]:
    """The ids of the SDK's ``Model`` literal, read here independently of the table."""
    (literal, _str) = typing.get_args(anthropic.types.Model)
    return list(typing.get_args(literal))


def retired_by_the_sdk(model: str) -> bool:
    """Whether the SDK's end-of-life date for ``model`` ("June 30th, 2026") has passed."""
    written = DEPRECATED_MODELS.get(model)
    if written is None:
        return False
    day = datetime.strptime(re.sub(r"(\d)(st|nd|rd|th)", r"\1", written), "%B %d, %Y")
    return day.date() <= AS_OF


def ask(model: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the SDK warns on deprecated ids
        return make_client().messages.create(model=model, max_tokens=64, messages=ASK)


def test_the_sdk_lists_ids_and_one_of_them_is_retired_as_of_the_simulated_today():
    ids = sdk_model_ids()
    assert len(ids) >= 20 and MODEL in ids
    assert any(retired_by_the_sdk(i) for i in ids)  # claude-mythos-preview (June 30th, 2026)


@pytest.mark.parametrize("model", sdk_model_ids())
def test_every_sdk_model_id_answers_unless_retired(model):
    if retired_by_the_sdk(model):
        with pytest.raises(anthropic.NotFoundError) as raised:
            ask(model)
        assert raised.value.body["error"] == {
            "type": "not_found_error",
            "message": f"model: {model}",
        }
    else:
        reply = ask(model)
        assert reply.model == model and reply.stop_reason == "end_turn"


@pytest.mark.parametrize("model", sorted(DEPRECATED_MODELS))
def test_every_id_the_sdk_deprecates_answers_until_its_end_of_life(model):
    assert model_available(model) is not retired_by_the_sdk(model)


@pytest.mark.parametrize("model", [MODEL, "claude-opus-4-6", "claude-haiku-4-5-20251001"])
def test_current_ids_answer(model):
    reply = make_client().messages.create(model=model, max_tokens=64, messages=ASK)
    assert reply.model == model and reply.stop_reason == "end_turn"


def test_an_id_the_sdk_calls_deprecated_still_answers_until_it_retires():
    with pytest.warns(DeprecationWarning, match="November 30th, 2026"):
        reply = make_client().messages.create(
            model="claude-sonnet-4-5", max_tokens=64, messages=ASK
        )
    assert reply.stop_reason == "end_turn"


@pytest.mark.parametrize(
    "model", ["claude-3-haiku-20240307", "claude-3-5-sonnet-20241022", "claude-nope-1"]
)
def test_retired_and_unknown_ids_are_not_found(model):
    with pytest.raises(anthropic.NotFoundError) as raised:
        make_client().messages.create(model=model, max_tokens=64, messages=ASK)
    body = raised.value.body
    assert raised.value.status_code == 404
    assert body["type"] == "error"
    assert body["error"] == {"type": "not_found_error", "message": f"model: {model}"}


def test_a_retired_id_the_sdk_still_warns_about_is_not_found():
    with pytest.warns(DeprecationWarning), pytest.raises(anthropic.NotFoundError) as raised:
        make_client().messages.create(model="claude-2.1", max_tokens=64, messages=ASK)
    assert raised.value.body["error"] == {"type": "not_found_error", "message": "model: claude-2.1"}


def test_the_table_reads_retirement_dates_as_of_the_simulated_today():
    retired = [m.id for m in models().values() if m.retired and m.retired <= AS_OF]
    assert "claude-2.1" in retired and not any(model_available(m) for m in retired)
    assert model_available(MODEL) and not model_available("gpt-4o") and not model_available(None)
