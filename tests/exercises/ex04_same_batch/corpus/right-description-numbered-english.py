# corpus: English numbered steps: read_balance, then withdraw if the balance is at least the amount
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "Withdraw money (irreversible).\n1. Call read_balance for the account.\n2. If the balance is at least the amount, call withdraw.\n3. Otherwise do not call it; tell the user the balance.",
    "input_schema": {
        "type": "object",
        "properties": {"account_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["account_id", "amount"],
    },
}
