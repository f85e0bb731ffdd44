# golden: all results of the parallel batch merged into one tool message
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
        calls = choice.message.tool_calls
        outputs = [execute_tool(c.function.name, json.loads(c.function.arguments)) for c in calls]
        messages.append({"role": "tool", "tool_call_id": calls[0].id, "content": "\n".join(outputs)})
