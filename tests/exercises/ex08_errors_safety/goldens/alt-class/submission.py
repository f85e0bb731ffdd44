# golden: correct: a class with __call__ and a Counter of failures
# base: solution
# %% ex08_make_executor_answer
from collections import Counter


class Executor:
    def __init__(self, user, store, tools, max_same_failures):
        self.user, self.store, self.cap = user, store, max_same_failures
        self.tools = {t["name"]: t for t in tools}
        self.failures = Counter()

    def _result(self, block, text, is_error=False):
        out = {"type": "tool_result", "tool_use_id": block.id, "content": text}
        if is_error:
            out["is_error"] = True
        return out

    def __call__(self, block):
        tool = self.tools.get(block.name)
        if tool is None:
            return self._result(block, f"'{block.name}' 도구는 없습니다.", True)
        errors = list(jsonschema.Draft202012Validator(tool["input_schema"]).iter_errors(block.input))
        if errors:
            return self._result(block, "잘못된 입력: " + "; ".join(str(e) for e in errors), True)
        signature = (block.name, json.dumps(block.input, sort_keys=True))
        if self.failures[signature] >= self.cap:
            return self._result(block, "이 요청은 여러 번 실패해 더 시도하지 않습니다. 사용자에게 상황을 알리세요.", True)
        try:
            return self._result(block, self._run(block.name, block.input))
        except PermissionError as error:
            return self._result(block, str(error), True)
        except Exception as error:
            self.failures[signature] += 1
            return self._result(block, f"{type(error).__name__}: {error}", True)

    def _run(self, name, args):
        order = self.store.get_order(args["order_id"])
        if order["owner"] != self.user:
            raise PermissionError(f"현재 사용자에게 {args['order_id']} 주문 권한이 없습니다.")
        if name == "get_order":
            return json.dumps(order, ensure_ascii=False)
        receipt = self.store.refund(
            args["order_id"], args["amount_krw"], idempotency_key=f"{self.user}|{signature_of(args)}"
        )
        return json.dumps(receipt, ensure_ascii=False)


def signature_of(args):
    return json.dumps(args, sort_keys=True)


def make_executor(user, store, tools, max_same_failures):
    return Executor(user, store, tools, max_same_failures)
