# golden: withdraws first, then reports the overdraft
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    receipt = bank.withdraw(account_id, amount)
    if receipt["balance"] < 0:
        return {"content": f"잔액이 모자랍니다(잔액 {receipt['balance']}달러).", "is_error": True}
    return {"content": json.dumps(receipt), "is_error": False}
