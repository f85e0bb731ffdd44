# corpus: a description that names read_balance but gives no order
# kind: wrong
# expect: 0 description_no_condition | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 빼낸다. 잔액은 read_balance 도구가 알려 준다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
