# golden: correct: assistant turn and tool messages written as plain dicts, arguments compact JSON
# base: solution
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    history = [{"role": "user", "content": question}]
    extra = {} if parallel else {"parallel_tool_calls": False}
    openai_tools = list(map(to_openai_tool, tools))
    while True:
        reply = client.chat.completions.create(model=MODEL, messages=history, tools=openai_tools, **extra)
        message = reply.choices[0].message
        if reply.choices[0].finish_reason == "stop":
            return message.content
        calls = [
            {"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}}
            for c in message.tool_calls
        ]
        history.append({"role": "assistant", "content": message.content, "tool_calls": calls})
        history += [
            {"role": "tool", "tool_call_id": c["id"], "content": execute_tool(c["function"]["name"], json.loads(c["function"]["arguments"]))}
            for c in calls
        ]
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    out = []
    for m in messages:
        if isinstance(m["content"], str):
            out.append(dict(m))
            continue
        blocks = m["content"]
        if m["role"] == "assistant":
            out.append({
                "role": "assistant",
                "content": " ".join(b["text"] for b in blocks if b["type"] == "text") or None,
                "tool_calls": [
                    {"id": b["id"], "type": "function",
                     "function": {"name": b["name"], "arguments": json.dumps(b["input"], separators=(",", ":"), ensure_ascii=False)}}
                    for b in blocks if b["type"] == "tool_use"
                ],
            })
        else:
            out += [
                {"role": "tool", "tool_call_id": b["tool_use_id"],
                 "content": (ERROR_PREFIX if b.get("is_error") else "") + b["content"]}
                for b in blocks if b["type"] == "tool_result"
            ]
    return out
