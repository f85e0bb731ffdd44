# corpus: says reading the balance first is not needed (the bank refuses short withdrawals)
# kind: wrong
# expect: 0 description_no_condition | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 빼낸다. read_balance로 잔액을 먼저 확인할 필요는 없다. 잔액이 모자라면 은행이 알아서 거절한다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
