# golden: alternative correct answer: a for-range loop with early returns, turns stored as model_dump() dicts, each write re-read before it is reported (F16)
# base: solution
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    specs = {spec["name"]: spec["input_schema"] for spec in tools}
    state = {"verified": False}

    def error(call_id, text):
        return {"type": "tool_result", "tool_use_id": call_id, "content": text, "is_error": True}

    def ok(call_id, value):
        return {"type": "tool_result", "tool_use_id": call_id, "content": json.dumps(value)}

    def write(name, args):
        order = db.get_order(args["order_id"])
        if name == "refund_order":
            if order["refunded_krw"] != 0:
                return "이미 환불되었습니다. 다시 환불하지 않습니다."
            if order["status"] != "delivered" or order["days"] > 14:
                return "환불 기간(배송 후 14일)이 지났거나 배송 전입니다."
            receipt = db.refund_order(args["order_id"], args["reason"])
            expected = "refunded"
        else:
            if order["status"] != "preparing":
                return "이미 발송되어 취소할 수 없습니다."
            receipt = db.cancel_order(args["order_id"])
            expected = "cancelled"
        if db.get_order(args["order_id"])["status"] != expected:  # 200 is not success: re-read
            return "쓰기 뒤 주문 상태가 바뀌지 않았습니다."
        return receipt

    def handle(call, alone):
        name, args = call["name"], call["input"]
        if name not in specs:
            return error(call["id"], f"{name}: 이 가게에 없는 도구입니다.")
        try:
            jsonschema.validate(instance=args, schema=specs[name])
        except jsonschema.ValidationError as bad:
            return error(call["id"], f"인자를 고쳐 다시 요청하세요: {bad.message}")
        if "order_id" in args and db.owner_of(args["order_id"]) != customer_id:
            return error(call["id"], "본인 주문이 아니어서 처리할 수 없습니다.")
        try:
            if name == "verify_identity":
                matched = db.verify_identity(customer_id, args["phone_last4"])
                state["verified"] |= matched
                return ok(call["id"], {"verified": matched})
            if name == "list_orders":
                return ok(call["id"], db.list_orders(customer_id))
            if name == "get_order":
                return ok(call["id"], db.get_order(args["order_id"]))
            if not alone:
                return error(call["id"], "쓰기는 한 번에 하나씩만 합니다. 따로 다시 요청하세요.")
            if not state["verified"]:
                return error(call["id"], "본인 확인 뒤에만 환불·취소할 수 있습니다.")
            outcome = write(name, args)
        except (ConnectionError, LookupError) as failure:
            return error(call["id"], f"{type(failure).__name__}: {failure}")
        return error(call["id"], outcome) if isinstance(outcome, str) else ok(call["id"], outcome)

    messages = [{"role": "user", "content": request}]
    for round_number in range(1, max_rounds + 1):
        response = call_model(tools=tools, messages=messages)
        turn = [block.model_dump() for block in response.content]
        messages.append({"role": "assistant", "content": turn})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        calls = [block for block in turn if block["type"] == "tool_use"]
        if not calls:
            answer = "".join(block["text"] for block in turn if block["type"] == "text")
            return {"status": "done", "answer": answer, "messages": messages}
        messages.append({"role": "user", "content": [handle(c, len(calls) == 1) for c in calls]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
