# corpus: parallel_tool_calls sent through extra_body
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {
        "type": "function",
        "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]},
    }


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    # 병렬 끄기는 요청 본문에 직접 넣습니다
    body = {} if parallel else {"parallel_tool_calls": False}
    conversation = [{"role": "user", "content": question}]
    functions = [to_openai_tool(t) for t in tools]
    while True:
        reply = client.chat.completions.create(model=MODEL, messages=conversation, tools=functions, extra_body=body)
        first = reply.choices[0]
        if first.finish_reason == "tool_calls":
            conversation.append(first.message.model_dump(exclude_none=True))
            for call in first.message.tool_calls:
                output = execute_tool(call.function.name, json.loads(call.function.arguments))
                conversation.append({"role": "tool", "tool_call_id": call.id, "content": output})
        else:
            return first.message.content
