# corpus: ends when the message has no tool_calls (instead of reading finish_reason)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    spec = {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}
    return {"type": "function", "function": spec}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    history = [{"role": "user", "content": question}]
    kwargs = {"model": MODEL, "tools": [to_openai_tool(t) for t in tools]}
    if parallel is False:
        kwargs["parallel_tool_calls"] = False
    while True:
        msg = client.chat.completions.create(messages=history, **kwargs).choices[0].message
        if not msg.tool_calls:
            return msg.content
        history.append({
            "role": "assistant",
            "content": msg.content,
            "tool_calls": [tc.model_dump() for tc in msg.tool_calls],
        })
        for tc in msg.tool_calls:
            result = execute_tool(tc.function.name, json.loads(tc.function.arguments))
            history.append({"role": "tool", "tool_call_id": tc.id, "content": result})
