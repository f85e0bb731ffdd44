# golden: a cap of 2 written into the code instead of max_same_failures
# base: solution
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    schemas = {tool["name"]: tool["input_schema"] for tool in tools}
    failures = {}

    def result(block, content, is_error=False):
        return {"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": is_error}

    def execute(block):
        name, args = block.name, block.input
        if name not in schemas:
            return result(block, f"알 수 없는 도구입니다: {name}. 쓸 수 있는 도구: {', '.join(schemas)}", True)
        try:
            jsonschema.validate(args, schemas[name])
        except jsonschema.ValidationError as error:
            where = ".".join(map(str, error.absolute_path)) or "입력"
            return result(block, f"입력이 올바르지 않습니다({where}): {error.message}. 값을 고쳐 다시 요청하세요.", True)
        key = json.dumps([name, args], sort_keys=True, ensure_ascii=False)
        if failures.get(key, 0) >= 2:
            return result(block, f"같은 요청이 이미 {failures[key]}번 실패했습니다. 다시 시도하지 말고 사용자에게 알리세요.", True)
        try:
            order = store.get_order(args["order_id"])
            if order["owner"] != user:
                return result(block, f"{user} 사용자는 주문 {args['order_id']}에 대한 권한이 없어 실행하지 않았습니다.", True)
            if name == "get_order":
                output = order
            else:
                idempotency_key = f"{user}:{args['order_id']}:{args['amount_krw']}"
                output = store.refund(args["order_id"], args["amount_krw"], idempotency_key=idempotency_key)
        except Exception as error:
            failures[key] = failures.get(key, 0) + 1
            return result(block, f"{name} 실패({type(error).__name__}): {error}", True)
        return result(block, json.dumps(output, ensure_ascii=False))

    return execute
