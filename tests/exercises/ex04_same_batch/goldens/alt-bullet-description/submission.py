# golden: correct: the precondition as a numbered list
# base: solution
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": '계좌에서 돈을 빼낸다(되돌릴 수 없음).\n전제 조건:\n1. 먼저 read_balance를 부른다.\n2. 그 결과의 잔액이 amount 이상일 때만 이 도구를 부른다.',
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string", "description": "계좌 번호. 예: A001"},
            "amount": {"type": "number", "description": "뺄 금액(달러)", "exclusiveMinimum": 0},
        },
        "required": ["account_id", "amount"],
    },
}
