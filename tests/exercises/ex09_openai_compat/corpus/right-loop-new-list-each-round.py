# corpus: a new history list built each round (no in-place append)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    function = {key: tool[key] for key in ("name", "description")}
    function["parameters"] = tool["input_schema"]
    return {"type": "function", "function": function}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {"parallel_tool_calls": False} if not parallel else {}
    openai_tools = [to_openai_tool(tool) for tool in tools]
    while True:
        choice = client.chat.completions.create(model=MODEL, messages=messages, tools=openai_tools, **extra).choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        turn = choice.message.model_dump(exclude_none=True)
        results = [
            {"role": "tool", "tool_call_id": call.id, "content": execute_tool(call.function.name, json.loads(call.function.arguments))}
            for call in choice.message.tool_calls
        ]
        messages = messages + [turn] + results
