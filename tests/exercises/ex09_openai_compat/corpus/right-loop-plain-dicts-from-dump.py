# corpus: the whole completion read as plain dicts (model_dump) rather than attributes
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    request = {"model": MODEL, "tools": [to_openai_tool(t) for t in tools]}
    if not parallel:
        request["parallel_tool_calls"] = False
    while True:
        data = client.chat.completions.create(messages=messages, **request).model_dump()
        choice = data["choices"][0]
        message = choice["message"]
        if choice["finish_reason"] != "tool_calls":
            return message["content"]
        calls = message["tool_calls"]
        messages.append({"role": "assistant", "content": message["content"], "tool_calls": calls})
        for call in calls:
            fn = call["function"]
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": execute_tool(fn["name"], json.loads(fn["arguments"]))})
