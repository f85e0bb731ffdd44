# corpus: to_openai_messages with match statements on role and block type
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    out = []
    for message in messages:
        match message:
            case {"role": role, "content": str() as text}:
                out.append({"role": role, "content": text})
            case {"role": "assistant", "content": blocks}:
                text, calls = "", []
                for block in blocks:
                    match block:
                        case {"type": "text", "text": t}:
                            text += t
                        case {"type": "tool_use", "id": i, "name": n, "input": args}:
                            calls.append({"id": i, "type": "function", "function": {"name": n, "arguments": json.dumps(args)}})
                turn = {"role": "assistant", "content": text or None}
                if calls:
                    turn["tool_calls"] = calls
                out.append(turn)
            case {"role": "user", "content": blocks}:
                for block in blocks:
                    if block["type"] == "tool_result":
                        body = block["content"]
                        out.append({"role": "tool", "tool_call_id": block["tool_use_id"],
                                    "content": ERROR_PREFIX + body if block.get("is_error") else body})
    return out
