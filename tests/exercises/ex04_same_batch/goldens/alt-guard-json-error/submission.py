# golden: correct: a JSON error object and a receipt with the new balance
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    current = bank.balance(account_id)
    if amount > current:
        return {"is_error": True, "content": json.dumps({"error": "insufficient_funds", "balance": current, "requested": amount})}
    receipt = bank.withdraw(account_id, amount)
    return {"is_error": False, "content": json.dumps({**receipt, "status": "done"})}
