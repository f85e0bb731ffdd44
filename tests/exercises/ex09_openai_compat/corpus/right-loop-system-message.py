# corpus: a system message first, then the question
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [
        {"role": "system", "content": "You are a helpful order-status assistant. Use the tools."},
        {"role": "user", "content": question},
    ]
    params = dict(model=MODEL, tools=[to_openai_tool(t) for t in tools])
    if not parallel:
        params["parallel_tool_calls"] = False
    while True:
        choice = client.chat.completions.create(messages=messages, **params).choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            content = execute_tool(call.function.name, json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": content})
