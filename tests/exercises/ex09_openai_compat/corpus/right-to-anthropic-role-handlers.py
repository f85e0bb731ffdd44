# corpus: a dict of handlers per role; 한국어 주석
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_to_anthropic_answer
def _from_assistant(message, out):
    # 글이 있으면 text 블록, 호출마다 tool_use 블록
    blocks = [{"type": "text", "text": message["content"]}] if message.get("content") else []
    for call in message.get("tool_calls") or []:
        blocks.append({"type": "tool_use", "id": call["id"], "name": call["function"]["name"],
                       "input": json.loads(call["function"]["arguments"])})
    out.append({"role": "assistant", "content": blocks})


def _from_tool(message, out):
    # 이어지는 tool 메시지는 user 메시지 하나로 모읍니다
    block = {"type": "tool_result", "tool_use_id": message["tool_call_id"], "content": message["content"]}
    if message["content"].startswith(ERROR_PREFIX):
        block["is_error"] = True
    last = out[-1] if out else None
    if last and last["role"] == "user" and isinstance(last["content"], list):
        last["content"].append(block)
    else:
        out.append({"role": "user", "content": [block]})


def _from_user(message, out):
    out.append({"role": "user", "content": message["content"]})


HANDLERS_BY_ROLE = {"assistant": _from_assistant, "tool": _from_tool, "user": _from_user}


def to_anthropic_messages(messages):
    out = []
    for message in messages:
        HANDLERS_BY_ROLE[message["role"]](message, out)
    return out
