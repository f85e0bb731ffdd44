# golden: execute_tool gets function.arguments as the raw JSON string
# base: solution
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {
        "type": "function",
        "function": {
            "name": tool["name"],
            "description": tool["description"],
            "parameters": tool["input_schema"],
        },
    }


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    options = {"tools": [to_openai_tool(tool) for tool in tools]}
    if not parallel:
        options["parallel_tool_calls"] = False
    while True:
        completion = client.chat.completions.create(model=MODEL, messages=messages, **options)
        choice = completion.choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            output = execute_tool(call.function.name, call.function.arguments)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
