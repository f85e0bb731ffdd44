# corpus: a separate branch for parallel=False that answers the one call of each round, turn first
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    specs = [to_openai_tool(t) for t in tools]
    messages = [{"role": "user", "content": question}]
    while True:
        if parallel:
            response = client.chat.completions.create(model=MODEL, tools=specs, messages=messages)
        else:
            response = client.chat.completions.create(
                model=MODEL, tools=specs, messages=messages, parallel_tool_calls=False
            )
        choice = response.choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        if parallel:
            for call in choice.message.tool_calls:
                output = execute_tool(call.function.name, json.loads(call.function.arguments))
                messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
        else:  # one call per round
            (call,) = choice.message.tool_calls
            output = execute_tool(call.function.name, json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
