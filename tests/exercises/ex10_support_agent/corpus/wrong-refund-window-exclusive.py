# corpus: refund window days < 14: an order on its 14th day is refused
# kind: wrong
# expect: 2 passed | 2 passed | 1 passed | 2 passed | 0 hidden_passk
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    verified = [False]

    def check_known(name, args, n):
        if name not in schemas:
            return "알 수 없는 도구"

    def check_schema(name, args, n):
        try:
            jsonschema.validate(args, schemas[name])
        except jsonschema.ValidationError as e:
            return "스키마 위반: " + e.message

    def check_alone(name, args, n):
        if name in WRITE_TOOLS and n > 1:
            return "쓰기는 단독으로 요청하세요"

    def check_owner(name, args, n):
        if "order_id" in args and db.owner_of(args["order_id"]) != customer_id:
            return "본인 주문이 아님"

    def check_verified(name, args, n):
        if name in WRITE_TOOLS and not verified[0]:
            return "본인 확인 필요"

    guards = [check_known, check_schema, check_alone, check_owner, check_verified]

    def call_db(name, args):
        if name == "verify_identity":
            ok = db.verify_identity(customer_id, args["phone_last4"])
            verified[0] = verified[0] or ok
            return {"verified": ok}
        if name == "get_order":
            return db.get_order(args["order_id"])
        if name == "list_orders":
            return db.list_orders(customer_id)
        order = db.get_order(args["order_id"])
        if name == "refund_order":
            if order["refunded_krw"] > 0:
                raise PermissionError("이미 환불됨")
            if order["days"] is None or order["days"] >= 14:
                raise PermissionError("환불 가능 기간이 아님")
            return db.refund_order(args["order_id"], args["reason"])
        if order["status"] != "preparing":
            raise PermissionError("발송된 주문은 취소 불가")
        return db.cancel_order(args["order_id"])

    def answer(call, n):
        for guard in guards:
            problem = guard(call.name, call.input, n)
            if problem:
                return {"type": "tool_result", "tool_use_id": call.id, "content": problem, "is_error": True}
        try:
            value = call_db(call.name, call.input)
        except Exception as e:
            return {"type": "tool_result", "tool_use_id": call.id, "content": f"실패: {e}", "is_error": True}
        return {"type": "tool_result", "tool_use_id": call.id, "content": json.dumps(value, ensure_ascii=False)}

    def turn(messages, left):
        if left == 0:
            return {"status": "max_rounds", "answer": "", "messages": messages}
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        calls = [c for c in response.content if c.type == "tool_use"]
        if not calls:
            return {"status": "done", "answer": "".join(c.text for c in response.content if c.type == "text"), "messages": messages}
        messages.append({"role": "user", "content": [answer(c, len(calls)) for c in calls]})
        return turn(messages, left - 1)

    return turn([{"role": "user", "content": request}], max_rounds)
