# corpus: a description mixing Korean and English (Precondition: ... 먼저)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "Irreversible. Precondition: read_balance를 먼저 호출할 것. balance가 amount 이상일 때만 withdraw.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
