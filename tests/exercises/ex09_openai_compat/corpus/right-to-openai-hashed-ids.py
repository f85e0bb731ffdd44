# corpus: call ids derived from a hash of the tool_use id, the same function used for the results
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_openai_answer
import hashlib


def openai_id(tool_use_id):
    return "call_" + hashlib.sha1(tool_use_id.encode()).hexdigest()[:16]


def to_openai_messages(messages):
    out = []
    for message in messages:
        content = message["content"]
        if isinstance(content, str):
            out.append({"role": message["role"], "content": content})
        elif message["role"] == "assistant":
            calls = [{"id": openai_id(b["id"]), "type": "function",
                      "function": {"name": b["name"], "arguments": json.dumps(b["input"])}}
                     for b in content if b["type"] == "tool_use"]
            text = "".join(b["text"] for b in content if b["type"] == "text")
            out.append({"role": "assistant", "content": text or None, "tool_calls": calls})
        else:
            for block in content:
                if block["type"] == "tool_result":
                    text = block["content"]
                    out.append({"role": "tool", "tool_call_id": openai_id(block["tool_use_id"]),
                                "content": ERROR_PREFIX + text if block.get("is_error") else text})
    return out
