# corpus: re-reads the balance after paying and reports both
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    before = bank.balance(account_id)
    if before < amount:
        return {"content": json.dumps({"refused": True, "balance": before, "amount": amount}), "is_error": True}
    bank.withdraw(account_id, amount)
    after = bank.balance(account_id)
    return {"content": json.dumps({"withdrawn": amount, "balance_before": before, "balance_after": after}), "is_error": False}
