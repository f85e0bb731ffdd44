# corpus: unfinished: calls the model once and returns, tools never run
# kind: wrong
# expect: 0 stopped_early | 1 passed | 1 passed | 1 passed | 0 cap_too_early | 0 max_tokens_as_done | 0 conversation_failed
# %% ex05_run_loop_answer
def run_loop(user_message, tools, max_rounds=10):
    messages = [{"role": "user", "content": user_message}]
    response = call_model(tools=tools, messages=messages)
    messages.append({"role": "assistant", "content": response.content})
    # TODO: 도구 실행과 반복
    return {"status": "done", "messages": messages}
