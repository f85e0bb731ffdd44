# corpus: a guard that refuses in English, naming the balance
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    current = bank.balance(account_id)
    if amount > current:
        return {"content": f"Refused: balance of {account_id} is {current}, less than {amount}.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
