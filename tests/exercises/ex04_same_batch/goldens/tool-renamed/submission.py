# golden: renames the tool (the model never finds withdraw)
# base: solution
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "safe_withdraw",
    "description": (
        "계좌에서 돈을 빼낸다. 되돌릴 수 없는 쓰기 작업이다. 전제 조건: 먼저 read_balance로 잔액을 읽고, "
        "그 결과를 받은 뒤에 잔액이 금액 이상일 때만 부른다. read_balance와 같은 응답에서 함께 부르지 않는다."
    ),
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string", "description": "계좌 번호. 예: A001"},
            "amount": {"type": "number", "description": "뺄 금액(달러)", "exclusiveMinimum": 0},
        },
        "required": ["account_id", "amount"],
    },
}
