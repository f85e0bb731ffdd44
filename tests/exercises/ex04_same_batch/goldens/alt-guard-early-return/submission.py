# golden: correct: early returns and a helper
# base: solution
# %% ex04_guard_answer
import json


def refuse(why):
    return {"content": why, "is_error": True}


def guarded_withdraw(bank, account_id, amount):
    try:
        balance = bank.balance(account_id)
    except LookupError as error:
        return refuse(str(error))
    if balance >= amount:
        done = bank.withdraw(account_id, amount)
        return {"content": f"출금 완료: {json.dumps(done, ensure_ascii=False)}", "is_error": False}
    return refuse(f"{account_id} 계좌 잔액 {balance:g}달러가 요청 금액 {amount:g}달러보다 적어 출금하지 않았습니다.")
