# corpus: the user written in as u-alice
# kind: wrong
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 0 variant_failed
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    failed = {}

    def ok(block, data):
        return {"type": "tool_result", "tool_use_id": block.id, "content": json.dumps(data, ensure_ascii=False)}

    def error(block, text):
        return {"type": "tool_result", "tool_use_id": block.id, "content": text, "is_error": True}

    def execute(block):
        if block.name not in schemas:
            return error(block, f"{block.name}이라는 도구는 없습니다. get_order나 refund_order를 쓰세요.")
        args = block.input
        try:
            jsonschema.validate(instance=args, schema=schemas[block.name])
        except jsonschema.ValidationError as e:
            field = "/".join(str(p) for p in e.path) or "(전체)"
            return error(block, f"잘못된 입력 {field}: {e.message}")
        signature = (block.name, json.dumps(args, sort_keys=True))
        if failed.get(signature, 0) >= max_same_failures:
            return error(block, "같은 호출이 계속 실패해 더 시도하지 않습니다. 사용자에게 상황을 알리세요.")
        try:
            order = store.get_order(args["order_id"])
            if order["owner"] != "u-alice":
                return error(block, f"주문 {args['order_id']}은 {user}의 주문이 아니라 처리할 수 없습니다.")
            if block.name == "get_order":
                return ok(block, order)
            key = f"refund:{user}:{args['order_id']}:{args['amount_krw']}:{args['reason']}"
            return ok(block, store.refund(args["order_id"], args["amount_krw"], idempotency_key=key))
        except Exception as e:
            failed[signature] = failed.get(signature, 0) + 1
            return error(block, f"{block.name} 실패: {e}")

    return execute
