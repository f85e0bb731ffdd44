# corpus: results appended after the loop over calls, all under the last call's id
# kind: wrong
# expect: 1 passed | 0 tool_call_ids_wrong | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {} if parallel else {"parallel_tool_calls": False}
    while True:
        choice = client.chat.completions.create(model=MODEL, messages=messages, tools=[to_openai_tool(t) for t in tools], **extra).choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        outputs = []
        for call in choice.message.tool_calls:
            outputs.append(execute_tool(call.function.name, json.loads(call.function.arguments)))
        for output in outputs:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
