# golden: refuses without saying anything about the balance
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    if bank.balance(account_id) < amount:
        return {"content": "출금할 수 없습니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
