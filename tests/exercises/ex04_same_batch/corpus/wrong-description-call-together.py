# corpus: tells the model to call read_balance and withdraw together in one response
# kind: wrong
# expect: 0 description_no_condition | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "계좌에서 돈을 빼낸다. 잔액을 확인할 수 있도록 read_balance와 withdraw를 같은 응답에서 함께 부른다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
