# corpus: dict(...) keyword style and variables named after the roles
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
question = dict(role="user", content="항저우 날씨 어때?")
call = dict(type="tool_use", id="toolu_01Weather9527", name="get_weather", input=dict(city="Hangzhou"))
answer = dict(type="tool_result", tool_use_id=call["id"], content=json.dumps(weather))
messages = [question, dict(role="assistant", content=[call]), dict(role="user", content=[answer])]
