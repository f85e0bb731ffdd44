# corpus: generic getattr dispatch onto the database, the host itself retries a transient ConnectionError once
# kind: right
# expect: 2 passed | 2 passed | 1 passed | 2 passed | 3 passed
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    verified = {"ok": False}

    def with_retry(fn, *args):
        try:
            return fn(*args)
        except ConnectionError:
            return fn(*args)

    def db_call(name, args):
        if name in ("verify_identity", "list_orders"):
            return with_retry(getattr(db, name), customer_id, *args.values())
        return with_retry(getattr(db, name), *args.values())

    def run(block, alone):
        name, args = block.name, dict(block.input)
        if name not in schemas:
            return True, f"도구 {name}은(는) 없습니다."
        try:
            jsonschema.validate(args, schemas[name])
        except jsonschema.ValidationError as e:
            return True, f"인자가 잘못되었습니다: {e.message}"
        if name in WRITE_TOOLS and not alone:
            return True, "쓰기(환불/취소)는 한 응답에 하나만, 따로 요청하세요."
        if "order_id" in args and db.owner_of(args["order_id"]) != customer_id:
            return True, "고객 본인의 주문만 다룰 수 있습니다."
        if name in WRITE_TOOLS:
            if not verified["ok"]:
                return True, "먼저 본인 확인(verify_identity)을 하세요."
            order = with_retry(db.get_order, args["order_id"])
            if name == "refund_order" and order["refunded_krw"] > 0:
                return True, "이미 환불된 주문입니다."
            if name == "refund_order" and (order["days"] is None or order["days"] > 14):
                return True, "배송 완료 후 14일 안의 주문만 환불됩니다."
            if name == "cancel_order" and order["status"] != "preparing":
                return True, "발송 전 주문만 취소할 수 있습니다."
        value = db_call(name, {"phone_last4": args["phone_last4"]} if name == "verify_identity" else args)
        if name == "verify_identity":
            verified["ok"] = verified["ok"] or value
            value = {"verified": value}
        return False, json.dumps(value, ensure_ascii=False)

    def result(block, alone):
        try:
            failed, content = run(block, alone)
        except Exception as e:
            failed, content = True, f"{type(e).__name__}: {e}"
        out = {"type": "tool_result", "tool_use_id": block.id, "content": content}
        if failed:
            out["is_error"] = True
        return out

    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        uses = [b for b in response.content if b.type == "tool_use"]
        if not uses:
            return {"status": "done", "answer": "".join(b.text for b in response.content if b.type == "text"), "messages": messages}
        messages.append({"role": "user", "content": [result(b, len(uses) == 1) for b in uses]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
