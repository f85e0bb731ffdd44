# corpus: model_dump() with its None fields kept in the assistant turn
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    settings = {"tools": list(map(to_openai_tool, tools))}
    if not parallel:
        settings["parallel_tool_calls"] = False
    while True:
        completion = client.chat.completions.create(model=MODEL, messages=messages, **settings)
        choice = completion.choices[0]
        if choice.finish_reason == "tool_calls":
            messages.append(choice.message.model_dump())
            for call in choice.message.tool_calls:
                messages.append({"role": "tool", "tool_call_id": call.id,
                                 "content": execute_tool(call.function.name, json.loads(call.function.arguments))})
            continue
        return choice.message.content
