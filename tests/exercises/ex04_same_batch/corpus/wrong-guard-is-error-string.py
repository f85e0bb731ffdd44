# corpus: the refusal's is_error is the string "True", not the boolean
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_pretends_success | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        return {"content": f"잔액 {balance}달러가 요청 금액보다 적습니다.", "is_error": "True"}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
