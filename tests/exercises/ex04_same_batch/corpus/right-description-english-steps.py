# corpus: an English description: read_balance first, then withdraw only if enough
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "Takes money out of an account; cannot be undone. Before calling withdraw, call read_balance and wait for its result; withdraw only when the balance is at least the amount.",
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string"},
            "amount": {"type": "number"},
        },
        "required": ["account_id", "amount"],
    },
}
