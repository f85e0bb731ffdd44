# corpus: rounds counted with itertools.count, results gathered first then extended
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
import itertools


def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


def run_calls(tool_calls, execute_tool):
    outputs = []
    for call in tool_calls:
        outputs.append((call.id, execute_tool(call.function.name, json.loads(call.function.arguments))))
    return [{"role": "tool", "tool_call_id": call_id, "content": text} for call_id, text in outputs]


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    messages = [{"role": "user", "content": question}]
    extra = {} if parallel else {"parallel_tool_calls": False}
    for round_number in itertools.count(1):
        completion = client.chat.completions.create(model=MODEL, messages=messages, tools=[to_openai_tool(t) for t in tools], **extra)
        choice = completion.choices[0]
        if choice.finish_reason != "tool_calls":
            return choice.message.content
        messages.append(choice.message.model_dump(exclude_none=True))
        messages.extend(run_calls(choice.message.tool_calls, execute_tool))
