# golden: the original description: no precondition
# base: solution
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": '계좌에서 돈을 빼낸다. 되돌릴 수 없는 쓰기 작업이다.',
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string", "description": "계좌 번호. 예: A001"},
            "amount": {"type": "number", "description": "뺄 금액(달러)", "exclusiveMinimum": 0},
        },
        "required": ["account_id", "amount"],
    },
}
