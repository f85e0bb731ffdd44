# golden: refuses a short withdrawal but answers like a success
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    if bank.balance(account_id) < amount:
        return {"content": "처리했습니다.", "is_error": False}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
