# corpus: names a tool that does not exist (check_balance) instead of read_balance
# kind: wrong
# expect: 0 description_no_read_balance | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 빼낸다. 먼저 check_balance로 잔액을 확인하고, 잔액이 금액 이상일 때만 부른다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
