# corpus: states the condition first, then that the balance must be read first with read_balance
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "잔액이 금액 이상일 때만 이 도구를 부른다. 그 잔액은 반드시 먼저 read_balance로 읽어서 확인한다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
