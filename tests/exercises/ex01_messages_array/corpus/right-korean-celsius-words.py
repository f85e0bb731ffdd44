# corpus: 상태/온도 fields, the temperature as "섭씨 26도"
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 api_answered
# %% ex01_messages_answer
# 조회 결과를 한국어로 정리해서 보냅니다
조회 = {"상태": "맑음", "온도": "섭씨 26도"}
messages = [
    {"role": "user", "content": "항저우 날씨 어때?"},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01Weather9527", "name": "get_weather", "input": {"city": "Hangzhou"}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Weather9527", "content": json.dumps(조회, ensure_ascii=False)}]},
]
