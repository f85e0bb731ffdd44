# corpus: partial: the refusal branch is only pass (answers None)
# kind: wrong
# expect: 1 passed | 1 passed | 0 guard_pretends_success | 1 passed | 1 passed | 0 variant_failed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    balance = bank.balance(account_id)
    if balance < amount:
        pass  # TODO: 거절 메시지
    else:
        return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}
