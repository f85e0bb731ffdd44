# golden: lets the store's exceptions escape the executor
# base: solution
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    schemas = {tool["name"]: tool["input_schema"] for tool in tools}

    def execute(block):
        name, args = block.name, block.input
        def result(content, is_error=False):
            return {"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": is_error}
        if name not in schemas:
            return result(f"알 수 없는 도구: {name}", True)
        try:
            jsonschema.validate(args, schemas[name])
        except jsonschema.ValidationError as error:
            return result(f"입력 오류: {error.message}", True)
        order = store.get_order(args["order_id"])
        if order["owner"] != user:
            return result("권한이 없습니다.", True)
        if name == "get_order":
            return result(json.dumps(order, ensure_ascii=False))
        key = f"{user}:{args['order_id']}:{args['amount_krw']}"
        return result(json.dumps(store.refund(args["order_id"], args["amount_krw"], idempotency_key=key), ensure_ascii=False))

    return execute
