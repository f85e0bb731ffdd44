# golden: correct: a small converter class with a lower-case error check, and the SDK's typed params
# base: solution
# %% ex09_to_openai_answer
class ToOpenAI:
    def __init__(self):
        self.out = []

    def user(self, content):
        if isinstance(content, str):
            self.out.append({"role": "user", "content": content})
            return
        for block in content:
            if block["type"] == "tool_result":
                body = block["content"]
                self.out.append({"role": "tool", "tool_call_id": block["tool_use_id"],
                                 "content": f"ERROR: {body}" if block.get("is_error") else body})

    def assistant(self, content):
        if isinstance(content, str):
            self.out.append({"role": "assistant", "content": content})
            return
        calls = [{"id": b["id"], "type": "function", "function": {"name": b["name"], "arguments": json.dumps(b["input"])}}
                 for b in content if b["type"] == "tool_use"]
        text = "".join(b.get("text", "") for b in content if b["type"] == "text")
        self.out.append({"role": "assistant", "content": text, "tool_calls": calls} if calls else {"role": "assistant", "content": text})


def to_openai_messages(messages):
    converter = ToOpenAI()
    for message in messages:
        getattr(converter, message["role"])(message["content"])
    return converter.out
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    out = []
    pending = []
    for message in messages + [{"role": "end"}]:
        if message["role"] == "tool":
            text = message["content"]
            block = {"type": "tool_result", "tool_use_id": message["tool_call_id"], "content": text}
            if text.lower().startswith("error:"):
                block["is_error"] = True
            pending.append(block)
            continue
        if pending:
            out.append({"role": "user", "content": pending})
            pending = []
        if message["role"] == "assistant":
            content = []
            if message.get("content"):
                content.append({"type": "text", "text": message["content"]})
            content += [
                {"type": "tool_use", "id": call["id"], "name": call["function"]["name"],
                 "input": json.loads(call["function"]["arguments"])}
                for call in message.get("tool_calls") or []
            ]
            out.append({"role": "assistant", "content": content})
        elif message["role"] == "user":
            out.append({"role": "user", "content": message["content"]})
    return out
