# corpus: waits for Anthropic's "end_turn", which Chat Completions never sends: after "stop" it asks again forever
# kind: wrong
# expect: 1 passed | 1 passed | 0 endless_loop | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    options = {"model": MODEL, "tools": [to_openai_tool(t) for t in tools]}
    if not parallel:
        options["parallel_tool_calls"] = False
    messages = [{"role": "user", "content": question}]
    while True:
        choice = client.chat.completions.create(messages=messages, **options).choices[0]
        if choice.finish_reason == "end_turn":
            return choice.message.content
        if choice.message.tool_calls:
            messages.append(choice.message.model_dump(exclude_none=True))
            for call in choice.message.tool_calls:
                output = execute_tool(call.function.name, json.loads(call.function.arguments))
                messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
