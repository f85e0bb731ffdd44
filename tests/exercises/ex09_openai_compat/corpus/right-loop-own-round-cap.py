# corpus: the loop carries its own cap (for over range(10)) and raises past it
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


MAX_ROUNDS = 10


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    extra = {} if parallel else {"parallel_tool_calls": False}
    specs = [to_openai_tool(t) for t in tools]
    messages = [{"role": "user", "content": question}]
    for _ in range(MAX_ROUNDS):
        response = client.chat.completions.create(model=MODEL, tools=specs, messages=messages, **extra)
        choice = response.choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            result = execute_tool(call.function.name, json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
    raise RuntimeError(f"no final answer after {MAX_ROUNDS} rounds")
