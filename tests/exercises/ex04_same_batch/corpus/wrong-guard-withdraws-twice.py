# corpus: calls bank.withdraw once for the receipt and again inside the answer (copy-paste)
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 0 withdrew_twice | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"잔액 {balance}달러 < {amount}달러, 출금 거절", "is_error": True}
    receipt = bank.withdraw(account_id, amount)
    print("영수증:", receipt)
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
