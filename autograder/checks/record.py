"""What a check keeps of a simulator client's transcript: plain JSON data, field by field."""

from __future__ import annotations

from typing import Any

from autograder.checks.plain import to_json_data

__all__ = ["MODEL_FIELDS", "RESPONSE_ONLY", "exchanges_of"]

#: The fields the exercises' rules read (request, answer and how it went).
MODEL_FIELDS = ("request", "status", "response", "error")

#: Fields only a response (``Message``) has, never a message of the conversation.
RESPONSE_ONLY = ("id", "type", "model", "stop_reason", "stop_sequence", "usage", "container")


def exchanges_of(client: Any, keep: tuple[str, ...] = MODEL_FIELDS) -> list[dict[str, Any]]:
    """Every exchange of `client`'s simulator, reduced to the `keep` fields as plain data."""
    from autograder.simulator import get_simulator

    return [
        {key: to_json_data(getattr(exchange, key)) for key in keep}
        for exchange in get_simulator(client).transcript
    ]
