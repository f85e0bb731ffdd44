# corpus: a deep copy of the history, extended
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
import copy

messages = copy.deepcopy(first_request["messages"])
messages.extend([
    {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in response.content]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(weather)}]},
])
