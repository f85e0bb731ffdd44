# corpus: an English description in the wrong order (withdraw, then read_balance to confirm)
# kind: wrong
# expect: 0 description_no_condition | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "Withdraws money from the account. Call withdraw first, then call read_balance to confirm the new balance.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
