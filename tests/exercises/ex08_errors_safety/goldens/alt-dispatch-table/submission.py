# golden: correct: a table of handlers, authorization as a decorator-like wrapper
# base: solution
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    failures = {}

    def own(order_id):
        order = store.get_order(order_id)
        if order["owner"] != user:
            raise PermissionError(f"주문 {order_id}은(는) {user}의 주문이 아닙니다. 실행하지 않았습니다.")
        return order

    def refund(order_id, amount_krw, reason):
        own(order_id)
        return store.refund(order_id, amount_krw, idempotency_key=f"refund/{user}/{order_id}/{amount_krw}/{reason}")

    handlers = {"get_order": lambda order_id: own(order_id), "refund_order": refund}

    def execute(block):
        out = {"type": "tool_result", "tool_use_id": block.id}
        if block.name not in handlers or block.name not in schemas:
            return {**out, "content": f"도구 {block.name}은(는) 없습니다.", "is_error": True}
        validator = jsonschema.Draft202012Validator(schemas[block.name])
        error = jsonschema.exceptions.best_match(validator.iter_errors(block.input))
        if error is not None:
            return {**out, "content": f"인자 오류: {error}", "is_error": True}
        key = repr((block.name, sorted(block.input.items())))
        if failures.get(key, 0) >= max_same_failures:
            return {**out, "content": "같은 호출이 계속 실패합니다. 재시도를 멈추세요.", "is_error": True}
        try:
            value = handlers[block.name](**block.input)
        except PermissionError as exc:
            return {**out, "content": str(exc), "is_error": True}
        except Exception as exc:
            failures[key] = failures.get(key, 0) + 1
            return {**out, "content": f"실패: {exc}", "is_error": True}
        return {**out, "content": json.dumps(value, ensure_ascii=False)}

    return execute
