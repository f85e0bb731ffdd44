# corpus: compares the amounts as Decimal
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json
from decimal import Decimal


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if Decimal(str(balance)) < Decimal(str(amount)):
        return {"content": f"잔액 {balance}달러 < 요청 {amount}달러: 출금 거절", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
