# corpus: jsonschema.validate outside any try: a malformed argument crashes the host
# kind: wrong
# expect: 0 task_failed | 2 passed | 0 protocol_errors | 2 passed | 0 hidden_passk
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    schema_of = {t["name"]: t["input_schema"] for t in tools}
    verified = False

    def err(call, text):
        return {"type": "tool_result", "tool_use_id": call.id, "content": text, "is_error": True}

    def ok(call, value):
        return {"type": "tool_result", "tool_use_id": call.id, "content": json.dumps(value, ensure_ascii=False)}

    def run_call(call, how_many):
        nonlocal verified
        if call.name not in schema_of:
            return err(call, f"없는 도구: {call.name}")
        jsonschema.validate(call.input, schema_of[call.name])
        if call.name in WRITE_TOOLS and how_many > 1:
            return err(call, "쓰기 요청은 다른 호출 없이 혼자 다시 보내 주세요.")
        oid = call.input.get("order_id")
        if oid is not None and db.owner_of(oid) != customer_id:
            return err(call, "이 고객의 주문이 아닙니다.")
        try:
            if call.name == "verify_identity":
                good = db.verify_identity(customer_id, call.input["phone_last4"])
                if good:
                    verified = True
                return ok(call, {"verified": good})
            elif call.name == "get_order":
                return ok(call, db.get_order(oid))
            elif call.name == "list_orders":
                return ok(call, db.list_orders(customer_id))
            if not verified:
                return err(call, "본인 확인이 먼저입니다.")
            order = db.get_order(oid)
            if call.name == "refund_order":
                if order["refunded_krw"] > 0:
                    return err(call, "이미 환불한 주문입니다.")
                if order["days"] is None or order["days"] > 14:
                    return err(call, "배송 후 14일이 지나 환불할 수 없습니다.")
                return ok(call, db.refund_order(oid, call.input["reason"]))
            elif call.name == "cancel_order":
                if order["status"] != "preparing":
                    return err(call, "이미 발송되어 취소할 수 없습니다.")
                return ok(call, db.cancel_order(oid))
        except Exception as e:
            return err(call, f"데이터베이스 오류: {e}")

    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        reply = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": reply.content})
        if reply.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        uses = [b for b in reply.content if b.type == "tool_use"]
        if not uses:
            text = "".join(b.text for b in reply.content if b.type == "text")
            return {"status": "done", "answer": text, "messages": messages}
        messages.append({"role": "user", "content": [run_call(u, len(uses)) for u in uses]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
