# golden: raises an exception when the balance is short
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        raise ValueError(f"잔액 부족: {balance}")
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
