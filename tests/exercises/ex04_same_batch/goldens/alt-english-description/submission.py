# golden: correct: an English description
# base: solution
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": 'Withdraws money from an account (irreversible). Precondition: call read_balance first, wait for its result, and call withdraw only if the balance is at least the amount. Never call it in the same response as read_balance.',
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string", "description": "계좌 번호. 예: A001"},
            "amount": {"type": "number", "description": "뺄 금액(달러)", "exclusiveMinimum": 0},
        },
        "required": ["account_id", "amount"],
    },
}
