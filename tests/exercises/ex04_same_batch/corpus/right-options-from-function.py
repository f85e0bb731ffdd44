# corpus: request options returned by a small function
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_request_options_answer
def one_call_per_turn():
    """모델이 도구를 고르는 자유는 두고, 한 응답에 호출 하나만."""
    return {"tool_choice": {"type": "auto", "disable_parallel_tool_use": True}}


request_options = one_call_per_turn()
