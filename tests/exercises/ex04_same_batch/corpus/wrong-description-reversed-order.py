# corpus: says to withdraw first and read the balance after
# kind: wrong
# expect: 0 description_no_condition | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 빼낸다. 출금한 뒤에 read_balance로 잔액을 확인한다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
