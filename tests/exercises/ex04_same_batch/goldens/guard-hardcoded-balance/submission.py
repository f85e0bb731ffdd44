# golden: uses the balance seen in the lesson (60) instead of reading it
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = 60
    if balance < amount:
        return {"content": f"잔액 부족: 잔액 {balance}달러", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
