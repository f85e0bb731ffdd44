# corpus: a terse note-style description (먼저 ..., 그다음 ...)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "출금(취소 불가). 먼저 read_balance, 그다음 withdraw. 잔액이 amount보다 작으면 withdraw 금지.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
