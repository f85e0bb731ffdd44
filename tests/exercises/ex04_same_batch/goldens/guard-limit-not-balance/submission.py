# golden: checks a fixed limit instead of re-reading the balance
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    if amount > 100:
        return {"content": "1회 출금 한도 100달러를 넘습니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
