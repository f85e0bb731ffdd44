# golden: correct: bounded for-loop, results re-serialised as indented JSON, parallel_tool_calls=True sent explicitly
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
    options["parallel_tool_calls"] = bool(parallel)
    for _round in range(20):
        completion = client.chat.completions.create(model=MODEL, messages=messages, **options)
        choice = completion.choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        for call in choice.message.tool_calls:
            output = execute_tool(call.function.name, json.loads(call.function.arguments))
            pretty = json.dumps(json.loads(output), ensure_ascii=False, indent=2)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": pretty})
    raise RuntimeError("too many rounds")
