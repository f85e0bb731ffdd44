# corpus: each output re-serialised as compact JSON with ensure_ascii=False
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {"parallel_tool_calls": False} if not parallel else {}
    while True:
        response = client.chat.completions.create(model=MODEL, messages=messages, tools=[to_openai_tool(t) for t in tools], **extra)
        choice = response.choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            raw = execute_tool(call.function.name, json.loads(call.function.arguments))
            tidy = json.dumps(json.loads(raw), ensure_ascii=False, separators=(",", ":"))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": tidy})
