"""Model ids: current ids answer, retired and unknown ids get the API's 404 not_found_error."""

from __future__ import annotations

import anthropic
import pytest

from autograder.config import MODEL
from autograder.contract.profiles import AS_OF, MODELS, model_available
from autograder.simulator import make_client

ASK = [{"role": "user", "content": "Hello"}]


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
    retired = [m.id for m in MODELS.values() if m.retired and m.retired <= AS_OF]
    assert "claude-2.1" in retired and not any(model_available(m) for m in retired)
    assert model_available(MODEL) and not model_available("gpt-4o") and not model_available(None)
