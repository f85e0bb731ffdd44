# corpus: withdraws first and reads the balance afterwards
# kind: wrong
# expect: 1 passed | 1 passed | 0 overdrawn | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    receipt = bank.withdraw(account_id, amount)
    if bank.balance(account_id) < 0:
        return {"content": f"잔액이 모자랍니다: {receipt['balance']}", "is_error": True}
    return {"content": json.dumps(receipt), "is_error": False}
