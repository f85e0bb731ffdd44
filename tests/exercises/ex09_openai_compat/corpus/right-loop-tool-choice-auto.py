# corpus: tool_choice="auto" sent explicitly, options in a helper
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def _request_options(tools, parallel):
    options = {"model": MODEL, "tools": [to_openai_tool(t) for t in tools], "tool_choice": "auto"}
    if not parallel:
        options["parallel_tool_calls"] = False
    return options


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    options = _request_options(tools, parallel)
    messages = [{"role": "user", "content": question}]
    while True:
        choice = client.chat.completions.create(messages=messages, **options).choices[0]
        if choice.finish_reason == "stop":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            messages.append({
                "role": "tool",
                "tool_call_id": call.id,
                "content": execute_tool(call.function.name, json.loads(call.function.arguments)),
            })
