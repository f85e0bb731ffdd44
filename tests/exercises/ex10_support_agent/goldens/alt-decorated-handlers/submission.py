# golden: alternative correct answer: a dict of handlers filled by a decorator that declares each tool's guards, a for-else loop
# base: solution
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    handlers = {}
    session = {"verified": False}
    schema_of = {t["name"]: t["input_schema"] for t in tools}

    def handler(name, *, writes=False):
        def register(fn):
            handlers[name] = (fn, writes)
            return fn

        return register

    @handler("verify_identity")
    def _verify(phone_last4):
        ok = db.verify_identity(customer_id, phone_last4)
        session["verified"] = session["verified"] or ok
        return {"verified": ok}

    @handler("list_orders")
    def _list():
        return db.list_orders(customer_id)

    @handler("get_order")
    def _get(order_id):
        return db.get_order(order_id)

    @handler("refund_order", writes=True)
    def _refund(order_id, reason):
        order = db.get_order(order_id)
        if order["refunded_krw"]:
            raise PermissionError("R4 한 주문은 한 번만 환불합니다.")
        if order["status"] != "delivered" or order["days"] > 14:
            raise PermissionError("R3 배송 완료 후 14일 이내 주문만 환불합니다.")
        return db.refund_order(order_id, reason)

    @handler("cancel_order", writes=True)
    def _cancel(order_id):
        if db.get_order(order_id)["status"] != "preparing":
            raise PermissionError("R7 발송 전 주문만 취소합니다.")
        return db.cancel_order(order_id)

    def guarded(call, batch):
        if call.name not in handlers or call.name not in schema_of:
            raise LookupError(f"모르는 도구 {call.name}")
        problems = list(jsonschema.Draft202012Validator(schema_of[call.name]).iter_errors(call.input))
        if problems:
            raise ValueError("; ".join(p.message for p in problems))
        fn, writes = handlers[call.name]
        order_id = call.input.get("order_id")
        if order_id is not None and db.owner_of(order_id) != customer_id:
            raise PermissionError("R2 본인 주문만 다룹니다.")
        if writes and len(batch) > 1:
            raise PermissionError("R5 쓰기는 혼자 요청해야 합니다. 읽기 결과를 보고 다시 요청하세요.")
        if writes and not session["verified"]:
            raise PermissionError("R1 본인 확인 전에는 환불·취소를 하지 않습니다.")
        return fn(**call.input)

    def result(call, batch):
        try:
            body = {"content": json.dumps(guarded(call, batch))}
        except Exception as problem:
            body = {"content": f"{type(problem).__name__}: {problem}", "is_error": True}
        return {"type": "tool_result", "tool_use_id": call.id, **body}

    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        reply = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": reply.content})
        if reply.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        batch = [block for block in reply.content if block.type == "tool_use"]
        if not batch:
            break
        messages.append({"role": "user", "content": [result(call, batch) for call in batch]})
    else:
        return {"status": "max_rounds", "answer": "", "messages": messages}
    words = [block.text for block in reply.content if block.type == "text"]
    return {"status": "done", "answer": "\n".join(words), "messages": messages}
