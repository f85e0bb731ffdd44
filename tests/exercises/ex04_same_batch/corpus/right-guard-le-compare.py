# corpus: pays when amount <= balance, refuses otherwise (the branches the other way round)
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if amount <= balance:
        return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
    else:
        return {"content": f"balance {balance} < amount {amount}: refused", "is_error": True}
