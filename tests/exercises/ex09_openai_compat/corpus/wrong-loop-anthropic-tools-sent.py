# corpus: the Anthropic tool definitions sent as they came (no function wrapper): request 1 is refused
# kind: wrong
# expect: 0 tools_not_converted | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return tool  # "the same tool list works on both hosts"


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    options = {"model": MODEL, "tools": [to_openai_tool(t) for t in tools]}
    if not parallel:
        options["parallel_tool_calls"] = False
    messages = [{"role": "user", "content": question}]
    while True:
        choice = client.chat.completions.create(messages=messages, **options).choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            output = execute_tool(call.function.name, json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
