# corpus: the first request is malformed (content given as a list of strings); errors are swallowed
# kind: wrong
# expect: 1 passed | 0 first_call_rejected | 0 first_call_rejected | 0 first_call_rejected | 0 variant_failed
# %% ex02_handle_turn_answer
def handle_turn(user_message, tools):
    messages = [{"role": "user", "content": [user_message]}]
    try:
        response = call_model(tools=tools, messages=messages)
    except Exception as error:
        print("첫 호출 실패:", error)
        return call_model(tools=tools, messages=messages + [{"role": "user", "content": [user_message]}])
    return response
