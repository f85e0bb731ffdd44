# corpus: reads the balance inside the comparison with the walrus operator
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


def guarded_withdraw(bank, account_id, amount):
    if (balance := bank.balance(account_id)) < amount:
        return {"content": f"잔액 부족({account_id}): 잔액 {balance}달러, 요청 {amount}달러", "is_error": True}
    return {"content": json.dumps(bank.withdraw(account_id, amount), ensure_ascii=False), "is_error": False}
