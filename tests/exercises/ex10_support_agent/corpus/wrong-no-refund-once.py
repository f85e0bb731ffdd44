# corpus: a dispatch-table host without the refund-once guard (R4)
# kind: wrong
# expect: 0 task_failed | 0 violations | 1 passed | 2 passed | 0 hidden_passk
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    state = {"verified": False}
    reads = {
        "get_order": lambda a: db.get_order(a["order_id"]),
        "list_orders": lambda a: db.list_orders(customer_id),
    }

    def verify(a):
        result = db.verify_identity(customer_id, a["phone_last4"])
        state["verified"] = state["verified"] or result
        return {"verified": result}

    def refund(a):
        order = db.get_order(a["order_id"])
        if order["days"] is None or order["days"] > 14:
            return None, "R3 환불 기간(14일)이 지났거나 아직 배송되지 않았습니다"
        return db.refund_order(a["order_id"], a["reason"]), None

    def cancel(a):
        order = db.get_order(a["order_id"])
        if order["status"] != "preparing":
            return None, "R7 발송 전 주문만 취소할 수 있습니다"
        return db.cancel_order(a["order_id"]), None

    writes = {"refund_order": refund, "cancel_order": cancel}

    def execute(block, n):
        base = {"type": "tool_result", "tool_use_id": block.id}
        problem = None
        if block.name not in schemas:
            problem = "unknown tool " + block.name
        else:
            errors = list(jsonschema.Draft202012Validator(schemas[block.name]).iter_errors(block.input))
            if errors:
                problem = "invalid input: " + errors[0].message
        if problem is None and block.name in WRITE_TOOLS and n != 1:
            problem = "R5 write must be requested alone"
        if problem is None and "order_id" in block.input and db.owner_of(block.input["order_id"]) != customer_id:
            problem = "R2 not your order"
        if problem is None and block.name in WRITE_TOOLS and not state["verified"]:
            problem = "R1 verify identity first"
        if problem:
            return {**base, "content": problem, "is_error": True}
        try:
            if block.name == "verify_identity":
                value = verify(block.input)
            elif block.name in reads:
                value = reads[block.name](block.input)
            else:
                value, refusal = writes[block.name](block.input)
                if refusal:
                    return {**base, "content": refusal, "is_error": True}
        except Exception as exc:
            return {**base, "content": repr(exc), "is_error": True}
        return {**base, "content": json.dumps(value)}

    messages = [{"role": "user", "content": request}]
    rounds = 0
    while rounds < max_rounds:
        rounds += 1
        resp = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": resp.content})
        if resp.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        blocks = [b for b in resp.content if b.type == "tool_use"]
        if resp.stop_reason != "tool_use":
            return {"status": "done", "answer": "".join(b.text for b in resp.content if b.type == "text"), "messages": messages}
        messages.append({"role": "user", "content": [execute(b, len(blocks)) for b in blocks]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
