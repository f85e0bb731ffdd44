# corpus: the guard is an instance of a class with __call__
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex04_guard_answer
import json


class BalanceGuard:
    def refuse(self, account_id, balance, amount):
        return {"content": f"{account_id}: 잔액 {balance}달러로는 {amount}달러를 출금할 수 없습니다.", "is_error": True}

    def __call__(self, bank, account_id, amount):
        balance = bank.balance(account_id)
        if balance < amount:
            return self.refuse(account_id, balance, amount)
        return {"content": json.dumps(bank.withdraw(account_id, amount)), "is_error": False}


guarded_withdraw = BalanceGuard()
