# corpus: compares with a fixed limit of 100 instead of the balance
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < 100:
        return {"content": f"잔액 부족: {balance}달러", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
