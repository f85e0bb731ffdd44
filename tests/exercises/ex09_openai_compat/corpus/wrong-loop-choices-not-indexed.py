# corpus: crash: completion.choices.message (choices is a list)
# kind: wrong
# expect: 1 passed | 0 crashed | 0 crashed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {} if parallel else {"parallel_tool_calls": False}
    while True:
        completion = client.chat.completions.create(model=MODEL, messages=messages, tools=[to_openai_tool(t) for t in tools], **extra)
        message = completion.choices.message
        if completion.choices[0].finish_reason != "tool_calls":
            return message.content
        messages.append(message.model_dump(exclude_none=True))
        for call in message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": execute_tool(call.function.name, json.loads(call.function.arguments))})
