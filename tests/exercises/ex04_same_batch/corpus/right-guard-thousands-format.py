# corpus: the refusal formats the balance with a thousands separator
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"출금 불가: 현재 잔액 {balance:,.0f}달러, 요청 {amount:,.0f}달러", "is_error": True}
    receipt = bank.withdraw(account_id, amount)
    return {"content": json.dumps(receipt), "is_error": False}
