# golden: the guard withdraws without checking
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
