# corpus: error texts in English
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex08_make_executor_answer
def make_executor(user, store, tools, max_same_failures):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    failures = {}

    def reply(block, content, is_error=False):
        return {"type": "tool_result", "tool_use_id": block.id, "content": content, "is_error": is_error}

    def execute(block):
        if block.name not in schemas:
            return reply(block, f"Unknown tool '{block.name}'. Available: {sorted(schemas)}", True)
        try:
            jsonschema.validate(block.input, schemas[block.name])
        except jsonschema.ValidationError as e:
            return reply(block, f"Invalid argument at {'/'.join(map(str, e.path))}: {e.message}. Fix it and call again.", True)
        sig = block.name + json.dumps(block.input, sort_keys=True)
        if failures.get(sig, 0) >= max_same_failures:
            return reply(block, f"This exact call already failed {failures[sig]} times; do not retry, tell the user.", True)
        try:
            order = store.get_order(block.input["order_id"])
            if order["owner"] != user:
                return reply(block, f"User {user} may not act on order {order['order_id']}.", True)
            if block.name == "get_order":
                return reply(block, json.dumps(order))
            i = block.input
            return reply(block, json.dumps(store.refund(i["order_id"], i["amount_krw"], idempotency_key=f"{i['order_id']}-{i['amount_krw']}-{user}")))
        except Exception as e:
            failures[sig] = failures.get(sig, 0) + 1
            return reply(block, f"{type(e).__name__}: {e}", True)

    return execute
