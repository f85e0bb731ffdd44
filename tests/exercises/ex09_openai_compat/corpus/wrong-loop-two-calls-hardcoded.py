# corpus: the batch answered as exactly two calls (tool_calls[0] and [1])
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {} if parallel else {"parallel_tool_calls": False}
    while True:
        choice = client.chat.completions.create(model=MODEL, messages=messages, tools=[to_openai_tool(t) for t in tools], **extra).choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        calls = choice.message.tool_calls
        first = calls[0]
        messages.append({"role": "tool", "tool_call_id": first.id, "content": execute_tool(first.function.name, json.loads(first.function.arguments))})
        if len(calls) > 1:
            second = calls[1]
            messages.append({"role": "tool", "tool_call_id": second.id, "content": execute_tool(second.function.name, json.loads(second.function.arguments))})
