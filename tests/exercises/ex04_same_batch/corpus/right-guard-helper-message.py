# corpus: a helper builds the refusal text; the guard re-reads the balance each call
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def refusal_text(account_id, balance, amount):
    return f"{account_id} 잔고 {balance}달러가 요청한 {amount}달러보다 적어 출금하지 않았습니다."


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": refusal_text(account_id, balance, amount), "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
