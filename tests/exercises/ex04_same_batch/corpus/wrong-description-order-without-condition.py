# corpus: says read_balance first but that the tool is then called regardless of the balance (no condition)
# kind: wrong
# expect: 0 description_no_condition | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "먼저 read_balance를 부르고, 그다음에 withdraw를 부른다.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
