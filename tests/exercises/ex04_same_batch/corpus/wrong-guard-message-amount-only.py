# corpus: the refusal names only the requested amount, nothing about the balance
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_message_vague | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    if bank.balance(account_id) < amount:
        return {"content": f"{amount}달러는 출금할 수 없습니다.", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
