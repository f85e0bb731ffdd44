# corpus: also refuses a non-positive amount before reading the balance
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    if amount <= 0:
        return {"content": "출금 금액은 0보다 커야 합니다.", "is_error": True}
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"잔액이 {balance}달러뿐이라 {amount}달러는 출금할 수 없습니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
