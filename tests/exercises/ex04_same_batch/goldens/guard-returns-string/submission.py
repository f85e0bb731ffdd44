# golden: returns plain strings instead of the result dict
# base: solution
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return f"잔액 부족: 잔액 {balance}달러"
    return json.dumps(bank.withdraw(account_id, amount))
