# corpus: the SDK's NOT_GIVEN sentinel when parallel calls stay allowed
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
from openai import NOT_GIVEN


def to_openai_tool(tool):
    return dict(type="function", function=dict(name=tool["name"], description=tool["description"], parameters=tool["input_schema"]))


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    while True:
        completion = client.chat.completions.create(
            model=MODEL,
            messages=messages,
            tools=[to_openai_tool(t) for t in tools],
            parallel_tool_calls=NOT_GIVEN if parallel else False,
        )
        choice = completion.choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        messages.extend(
            {"role": "tool", "tool_call_id": c.id, "content": execute_tool(c.function.name, json.loads(c.function.arguments))}
            for c in choice.message.tool_calls
        )
