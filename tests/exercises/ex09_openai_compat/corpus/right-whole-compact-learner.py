# corpus: a terse learner: every cell short, comprehensions throughout
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(t):
    return {"type": "function", "function": {"name": t["name"], "description": t["description"], "parameters": t["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    msgs, opts = [{"role": "user", "content": question}], ({} if parallel else {"parallel_tool_calls": False})
    while (c := client.chat.completions.create(model=MODEL, messages=msgs, tools=[to_openai_tool(t) for t in tools], **opts).choices[0]).finish_reason == "tool_calls":
        msgs += [c.message.model_dump(exclude_none=True)] + [
            {"role": "tool", "tool_call_id": x.id, "content": execute_tool(x.function.name, json.loads(x.function.arguments))}
            for x in c.message.tool_calls
        ]
    return c.message.content
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    out = []
    for m in messages:
        if isinstance(m["content"], str):
            out.append({"role": m["role"], "content": m["content"]})
        elif m["role"] == "assistant":
            out.append({"role": "assistant",
                        "content": "".join(b["text"] for b in m["content"] if b["type"] == "text") or None,
                        "tool_calls": [{"id": b["id"], "type": "function", "function": {"name": b["name"], "arguments": json.dumps(b["input"])}}
                                       for b in m["content"] if b["type"] == "tool_use"]})
        else:
            out += [{"role": "tool", "tool_call_id": b["tool_use_id"], "content": ERROR_PREFIX * bool(b.get("is_error")) + b["content"]}
                    for b in m["content"] if b["type"] == "tool_result"]
    return out
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    out = []
    for m in messages:
        if m["role"] == "tool":
            r = {"type": "tool_result", "tool_use_id": m["tool_call_id"], "content": m["content"]} | ({"is_error": True} if m["content"].startswith(ERROR_PREFIX) else {})
            if out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                out[-1]["content"].append(r)
            else:
                out.append({"role": "user", "content": [r]})
        elif m["role"] == "assistant":
            out.append({"role": "assistant", "content": ([{"type": "text", "text": m["content"]}] if m.get("content") else [])
                        + [{"type": "tool_use", "id": c["id"], "name": c["function"]["name"], "input": json.loads(c["function"]["arguments"])} for c in m.get("tool_calls") or []]})
        else:
            out.append(m)
    return out
# %% ex09_mcp_answer
def mcp_to_anthropic(tool):
    return {"name": tool["name"], "description": tool["description"], "input_schema": tool["inputSchema"]}


def mcp_to_openai(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["inputSchema"]}}
