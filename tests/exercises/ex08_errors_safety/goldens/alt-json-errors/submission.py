# golden: correct: errors as JSON objects (ASCII-escaped) with a retry hint
# base: solution
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    by_name = {t["name"]: t["input_schema"] for t in tools}
    failed = {}

    def error(block, kind, message, retry):
        body = {"error": kind, "message": message, "retry": retry}
        return {"type": "tool_result", "tool_use_id": block.id, "content": json.dumps(body), "is_error": True}

    def execute(block):
        if block.name not in by_name:
            return error(block, "unknown_tool", f"{block.name} 도구는 없습니다", False)
        problems = sorted(jsonschema.Draft202012Validator(by_name[block.name]).iter_errors(block.input), key=str)
        if problems:
            fields = ", ".join("/".join(map(str, p.absolute_path)) or "input" for p in problems)
            return error(block, "invalid_input", f"잘못된 필드: {fields} ({problems[0].message})", True)
        key = (block.name, json.dumps(block.input, sort_keys=True))
        if failed.get(key, 0) >= max_same_failures:
            return error(block, "retry_limit", "같은 실패가 반복되어 중단했습니다", False)
        try:
            order = store.get_order(block.input["order_id"])
            if order["owner"] != user:
                return error(block, "forbidden", "이 사용자의 주문이 아닙니다", False)
            if block.name == "get_order":
                content = json.dumps(order)
            else:
                receipt = store.refund(block.input["order_id"], block.input["amount_krw"], idempotency_key="|".join(key))
                content = json.dumps(receipt)
        except Exception as exc:
            failed[key] = failed.get(key, 0) + 1
            return error(block, type(exc).__name__, str(exc), True)
        return {"type": "tool_result", "tool_use_id": block.id, "content": content}

    return execute
