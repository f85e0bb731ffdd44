# corpus: a deep copy first, one helper per role, English comments
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
import copy


def convert_assistant(blocks):
    """Anthropic assistant blocks -> one OpenAI assistant message."""
    text = "".join(b.get("text", "") for b in blocks if b["type"] == "text")
    calls = []
    for b in blocks:
        if b["type"] == "tool_use":
            # arguments must be a JSON *string* on the OpenAI side
            calls.append({"id": b["id"], "type": "function", "function": {"name": b["name"], "arguments": json.dumps(b["input"])}})
    message = {"role": "assistant", "content": text if text else None}
    if calls:
        message["tool_calls"] = calls
    return message


def convert_results(blocks):
    """Anthropic tool_result blocks -> one OpenAI tool message each."""
    messages = []
    for b in blocks:
        if b["type"] == "tool_result":
            text = b["content"]
            if b.get("is_error") is True:
                text = ERROR_PREFIX + text  # OpenAI has no is_error field
            messages.append({"role": "tool", "tool_call_id": b["tool_use_id"], "content": text})
    return messages


def to_openai_messages(messages):
    messages = copy.deepcopy(messages)
    out = []
    for m in messages:
        if isinstance(m["content"], str):
            out.append(m)
        elif m["role"] == "assistant":
            out.append(convert_assistant(m["content"]))
        else:
            out.extend(convert_results(m["content"]))
    return out
