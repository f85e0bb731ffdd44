# corpus: the precondition as steps joined by an arrow (read_balance → withdraw) and a condition line
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 빼낸다.\n순서: read_balance → 결과 확인 → withdraw\n조건: 잔액이 amount 이상일 때만",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
