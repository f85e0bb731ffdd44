# corpus: lets a withdrawal overdraw by up to 50 dollars (an overdraft allowance)
# kind: wrong
# expect: 1 passed | 1 passed | 0 overdrawn | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json

OVERDRAFT = 50


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance + OVERDRAFT < amount:
        return {"content": f"잔액 {balance}달러로는 출금할 수 없습니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
