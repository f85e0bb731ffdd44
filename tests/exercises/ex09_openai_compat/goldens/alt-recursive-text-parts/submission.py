# golden: correct: recursive loop; tool contents as lists of text parts; prefix stripped when mapping back
# base: solution
# %% ex09_loop_answer
def to_openai_tool(tool):
    function = {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}
    return {"type": "function", "function": function}


def answer_with_openai(client, question, tools, execute_tool, parallel=True, _messages=None):
    messages = _messages or [{"role": "user", "content": question}]
    completion = client.chat.completions.create(
        model=MODEL,
        messages=messages,
        tools=[to_openai_tool(t) for t in tools],
        parallel_tool_calls=parallel,
    )
    choice = completion.choices[0]
    if choice.finish_reason != "tool_calls":
        return choice.message.content
    messages = messages + [choice.message.model_dump()]
    for call in choice.message.tool_calls:
        text = execute_tool(call.function.name, json.loads(call.function.arguments))
        messages.append({"role": "tool", "tool_call_id": call.id, "content": [{"type": "text", "text": text}]})
    return answer_with_openai(client, question, tools, execute_tool, parallel, messages)
# %% ex09_to_openai_answer
def to_openai_messages(messages):
    converted = []
    for message in messages:
        content = message["content"]
        if isinstance(content, str):
            converted.append({"role": message["role"], "content": content})
        elif message["role"] == "assistant":
            text = "".join(block["text"] for block in content if block["type"] == "text")
            turn = {"role": "assistant", "content": text or None}
            calls = [
                {
                    "id": block["id"],
                    "type": "function",
                    "function": {"name": block["name"], "arguments": json.dumps(block["input"])},
                }
                for block in content
                if block["type"] == "tool_use"
            ]
            if calls:
                turn["tool_calls"] = calls
            converted.append(turn)
        else:
            for block in content:
                if block["type"] == "tool_result":
                    text = block["content"]
                    if block.get("is_error"):
                        text = ERROR_PREFIX + text
                    tool_message = {"role": "tool", "tool_call_id": block["tool_use_id"]}
                    converted.append({**tool_message, "content": [{"type": "text", "text": text}]})
                elif block["type"] == "text":
                    converted.append({"role": "user", "content": block["text"]})
    return converted
# %% ex09_to_anthropic_answer
def to_anthropic_messages(messages):
    converted = []
    for message in messages:
        if message["role"] == "tool":
            text = message["content"]
            result = {"type": "tool_result", "tool_use_id": message["tool_call_id"], "content": text}
            if text.startswith(ERROR_PREFIX):
                result = {**result, "content": text.removeprefix(ERROR_PREFIX), "is_error": True}
            previous = converted[-1] if converted else {}
            if previous.get("role") == "user" and isinstance(previous["content"], list):
                previous["content"].append(result)
            else:
                converted.append({"role": "user", "content": [result]})
        elif message["role"] == "assistant":
            blocks = [{"type": "text", "text": message["content"]}] if message.get("content") else []
            for call in message.get("tool_calls") or []:
                function = call["function"]
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": call["id"],
                        "name": function["name"],
                        "input": json.loads(function["arguments"]),
                    }
                )
            converted.append({"role": "assistant", "content": blocks})
        else:
            converted.append({"role": message["role"], "content": message["content"]})
    return converted
