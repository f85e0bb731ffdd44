# corpus: refusal as a JSON object naming the balance; success as the receipt
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance >= amount:
        receipt = bank.withdraw(account_id, amount)
        return {"content": json.dumps(receipt, ensure_ascii=False), "is_error": False}
    refusal = {"error": "insufficient_funds", "잔액": balance, "요청": amount}
    return {"content": json.dumps(refusal, ensure_ascii=False), "is_error": True}
