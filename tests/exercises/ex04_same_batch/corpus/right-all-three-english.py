# corpus: all three answers written in English by one learner
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_withdraw_tool_answer
withdraw_tool = {
    "name": "withdraw",
    "description": "Withdraw money from an account. This cannot be undone. First call read_balance and wait for the result; call withdraw only if the balance is enough for the amount. Never in the same turn as read_balance.",
    "input_schema": {
        "type": "object",
        "properties": {
            "account_id": {"type": "string", "description": "account id, e.g. A001"},
            "amount": {"type": "number", "description": "dollars to withdraw"},
        },
        "required": ["account_id", "amount"],
    },
}
# %% ex04_request_options_answer
request_options = {"tool_choice": {"type": "auto", "disable_parallel_tool_use": True}}
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"Not withdrawn: the balance of {account_id} is {balance}, below {amount}.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
