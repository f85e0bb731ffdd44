# corpus: a class with __call__ as the executor
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex08_make_executor_answer
class Executor:
    def __init__(self, user, store, tools, cap):
        self.user, self.store, self.cap = user, store, cap
        self.schemas = {t["name"]: t["input_schema"] for t in tools}
        self.failures = {}

    def _result(self, block, text, is_error=False):
        out = {"type": "tool_result", "tool_use_id": block.id, "content": text}
        if is_error:
            out["is_error"] = True
        return out

    def __call__(self, block):
        if block.name not in self.schemas:
            return self._result(block, f"모르는 도구 {block.name}입니다.", True)
        try:
            jsonschema.validate(block.input, self.schemas[block.name])
        except jsonschema.ValidationError as e:
            return self._result(block, f"입력 오류: {e.message} (위치: {list(e.path)})", True)
        sig = json.dumps({"tool": block.name, "input": block.input}, sort_keys=True)
        if self.failures.get(sig, 0) >= self.cap:
            return self._result(block, f"이 요청은 이미 {self.cap}번 실패했습니다. 다시 시도하지 마세요.", True)
        try:
            order = self.store.get_order(block.input["order_id"])
            if order["owner"] != self.user:
                return self._result(block, "이 주문에 대한 권한이 없습니다.", True)
            if block.name == "get_order":
                return self._result(block, json.dumps(order, ensure_ascii=False))
            i = block.input
            receipt = self.store.refund(i["order_id"], i["amount_krw"], idempotency_key=f"{self.user}|{i['order_id']}|{i['amount_krw']}")
            return self._result(block, json.dumps(receipt, ensure_ascii=False))
        except Exception as e:
            self.failures[sig] = self.failures.get(sig, 0) + 1
            return self._result(block, f"실패: {e}", True)


def make_executor(user, store, tools, max_same_failures):
    return Executor(user, store, tools, max_same_failures)
