# corpus: the question sent as a list of text parts
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": [{"type": "text", "text": question}]}]
    fn_tools = [to_openai_tool(t) for t in tools]
    while True:
        if parallel:
            out = client.chat.completions.create(model=MODEL, messages=messages, tools=fn_tools)
        else:
            out = client.chat.completions.create(model=MODEL, messages=messages, tools=fn_tools, parallel_tool_calls=False)
        c = out.choices[0]
        if c.finish_reason != "tool_calls":
            return c.message.content
        messages.append(c.message.model_dump(exclude_none=True))
        for tc in c.message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": tc.id, "content": execute_tool(tc.function.name, json.loads(tc.function.arguments))})
