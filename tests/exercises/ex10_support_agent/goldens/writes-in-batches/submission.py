# golden: a write batched with other calls is executed (R5)
# base: solution
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {tool["name"]: tool["input_schema"] for tool in tools}
    session = {"verified": False}

    class Refused(Exception):
        """A call the policy does not allow; the model reads why."""

    def run_tool(name, args, batch_size):
        if name not in schemas:
            raise Refused(f"알 수 없는 도구입니다: {name}")
        try:
            jsonschema.validate(args, schemas[name])
        except jsonschema.ValidationError as invalid:
            raise Refused(f"인자가 스키마에 맞지 않습니다: {invalid.message}") from None
        order_id = args.get("order_id")
        if order_id is not None and db.owner_of(order_id) != customer_id:
            raise Refused("R2: 고객 본인의 주문이 아닙니다.")
        if name == "verify_identity":
            verified = db.verify_identity(customer_id, args["phone_last4"])
            session["verified"] = session["verified"] or verified
            return {"verified": verified}
        if name == "get_order":
            return db.get_order(order_id)
        if name == "list_orders":
            return db.list_orders(customer_id)
        if not session["verified"]:
            raise Refused("R1: 먼저 본인 확인을 해야 합니다.")
        order = db.get_order(order_id)
        if name == "refund_order":
            if order["refunded_krw"] > 0:
                raise Refused("R4: 이미 환불된 주문입니다.")
            if order["days"] is None or order["days"] > 14:
                raise Refused("R3: 배송 후 14일 안의 주문만 환불할 수 있습니다.")
            return db.refund_order(order_id, args["reason"])
        if order["status"] != "preparing":
            raise Refused("R7: 이미 발송된 주문은 취소할 수 없습니다.")
        return db.cancel_order(order_id)

    def execute(call, batch_size):
        result = {"type": "tool_result", "tool_use_id": call.id}
        try:
            output = run_tool(call.name, call.input, batch_size)
        except Refused as refused:
            return result | {"content": f"거절: {refused}", "is_error": True}
        except Exception as error:
            return result | {"content": f"{type(error).__name__}: {error}", "is_error": True}
        return result | {"content": json.dumps(output, ensure_ascii=False)}

    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        calls = [block for block in response.content if block.type == "tool_use"]
        if response.stop_reason != "tool_use" or not calls:
            answer = "".join(block.text for block in response.content if block.type == "text")
            return {"status": "done", "answer": answer, "messages": messages}
        messages.append({"role": "user", "content": [execute(call, len(calls)) for call in calls]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
