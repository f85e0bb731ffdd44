# corpus: the SDK's message object appended to the history as it came
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    openai_tools = [to_openai_tool(t) for t in tools]
    while True:
        if parallel:
            response = client.chat.completions.create(model=MODEL, messages=messages, tools=openai_tools)
        else:
            response = client.chat.completions.create(model=MODEL, messages=messages, tools=openai_tools, parallel_tool_calls=False)
        choice = response.choices[0]
        if choice.finish_reason == "stop":
            return choice.message.content
        messages.append(choice.message)  # the SDK serialises its own message object
        for tool_call in choice.message.tool_calls:
            args = json.loads(tool_call.function.arguments)
            messages.append({"role": "tool", "tool_call_id": tool_call.id, "content": execute_tool(tool_call.function.name, args)})
