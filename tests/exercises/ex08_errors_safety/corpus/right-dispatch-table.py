# corpus: a dict of handlers per tool
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    misses = {}

    def read(args):
        return store.get_order(args["order_id"])

    def refund(args):
        key = "|".join([user, args["order_id"], str(args["amount_krw"]), args["reason"]])
        return store.refund(args["order_id"], args["amount_krw"], idempotency_key=key)

    handlers = {"get_order": read, "refund_order": refund}

    def execute(block):
        def res(text, bad=False):
            return {"type": "tool_result", "tool_use_id": block.id, "content": text, "is_error": bad}
        handler = handlers.get(block.name)
        if handler is None or block.name not in schemas:
            return res(f"없는 도구: {block.name}", True)
        try:
            jsonschema.validate(block.input, schemas[block.name])
        except jsonschema.ValidationError as e:
            return res(f"{'.'.join(map(str, e.path))} 값이 잘못되었습니다: {e.message}", True)
        sig = (block.name, tuple(sorted(block.input.items())))
        if misses.get(sig, 0) >= max_same_failures:
            return res("같은 요청이 반복해서 실패했습니다. 그만 시도하세요.", True)
        try:
            owner = store.get_order(block.input["order_id"])["owner"]
            if owner != user:
                return res("다른 사용자의 주문입니다. 실행하지 않았습니다.", True)
            return res(json.dumps(handler(block.input), ensure_ascii=False))
        except Exception as e:
            misses[sig] = misses.get(sig, 0) + 1
            return res(f"실패({type(e).__name__}): {e}", True)

    return execute
