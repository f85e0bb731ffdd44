# corpus: if/elif for the two tools with explicit unknown else
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    counts = {}

    def result(block, content, is_error=False):
        return {"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": is_error}

    def execute(block):
        name, args = block.name, block.input
        if name not in schemas:
            return result(block, f"'{name}' 도구는 지원하지 않습니다.", True)
        errors = sorted(jsonschema.Draft202012Validator(schemas[name]).iter_errors(args), key=str)
        if errors:
            e = errors[0]
            return result(block, f"{name}의 입력 {list(e.absolute_path)}이(가) 잘못되었습니다: {e.message}", True)
        sig = f"{name}:{sorted(args.items())}"
        if counts.get(sig, 0) >= max_same_failures:
            return result(block, "이 요청은 상한까지 실패했습니다. 다시 시도하지 마세요.", True)
        try:
            order = store.get_order(args["order_id"])
            if order["owner"] != user:
                return result(block, "본인 주문이 아니어서 거절했습니다.", True)
            if name == "get_order":
                out = order
            elif name == "refund_order":
                out = store.refund(args["order_id"], args["amount_krw"], idempotency_key=f"{user}-{args['order_id']}-{args['amount_krw']}")
            else:
                return result(block, "처리할 수 없는 도구입니다.", True)
        except Exception as e:
            counts[sig] = counts.get(sig, 0) + 1
            return result(block, f"{name} 실패: {e}", True)
        return result(block, json.dumps(out, ensure_ascii=False))

    return execute
