# corpus: policy refusals returned as plain results, is_error only for database exceptions
# kind: wrong
# expect: 0 task_failed | 2 passed | 1 passed | 0 hidden_pass1 | 0 hidden_passk
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    by_name = {t["name"]: t for t in tools}
    verified = False

    def refusal(call_id, code, text):
        body = json.dumps({"error": code, "message": text}, ensure_ascii=False)
        if code[:1] == "R" or code in ("unknown_tool", "invalid_input"):
            return {"type": "tool_result", "tool_use_id": call_id, "content": body}
        return {"type": "tool_result", "tool_use_id": call_id, "content": body, "is_error": True}

    def results(calls):
        nonlocal verified
        for call in calls:
            name, args = call.name, call.input
            if name not in by_name:
                yield refusal(call.id, "unknown_tool", f"{name} 도구가 없습니다")
                continue
            validator = jsonschema.Draft202012Validator(by_name[name]["input_schema"])
            if not validator.is_valid(args):
                first = next(validator.iter_errors(args))
                yield refusal(call.id, "invalid_input", first.message)
                continue
            if name in WRITE_TOOLS and len(calls) > 1:
                yield refusal(call.id, "R5", "쓰기는 다른 호출 없이 혼자 요청하세요")
                continue
            if "order_id" in args and db.owner_of(args["order_id"]) != customer_id:
                yield refusal(call.id, "R2", "고객님의 주문이 아닙니다")
                continue
            if name in WRITE_TOOLS and not verified:
                yield refusal(call.id, "R1", "본인 확인을 먼저 해 주세요")
                continue
            try:
                if name == "verify_identity":
                    value = {"verified": db.verify_identity(customer_id, args["phone_last4"])}
                    verified = verified or value["verified"]
                elif name == "get_order":
                    value = db.get_order(args["order_id"])
                elif name == "list_orders":
                    value = db.list_orders(customer_id)
                else:
                    order = db.get_order(args["order_id"])
                    if name == "refund_order" and order["refunded_krw"] > 0:
                        yield refusal(call.id, "R4", "이미 환불된 주문입니다")
                        continue
                    if name == "refund_order" and (order["days"] is None or order["days"] > 14):
                        yield refusal(call.id, "R3", "환불 기간이 지났습니다")
                        continue
                    if name == "cancel_order" and order["status"] != "preparing":
                        yield refusal(call.id, "R7", "발송된 주문은 취소할 수 없습니다")
                        continue
                    if name == "refund_order":
                        value = db.refund_order(args["order_id"], args["reason"])
                    else:
                        value = db.cancel_order(args["order_id"])
            except Exception as exc:
                yield refusal(call.id, type(exc).__name__, str(exc))
                continue
            yield {"type": "tool_result", "tool_use_id": call.id, "content": json.dumps(value, ensure_ascii=False)}

    messages = [{"role": "user", "content": request}]
    status, answer, rounds, done = "max_rounds", "", 0, False
    while not done and rounds < max_rounds:
        rounds += 1
        msg = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": msg.content})
        calls = [b for b in msg.content if b.type == "tool_use"]
        if msg.stop_reason == "max_tokens":
            status, done = "max_tokens", True
        elif not calls:
            status, done = "done", True
            answer = "".join(b.text for b in msg.content if b.type == "text")
        else:
            messages.append({"role": "user", "content": list(results(calls))})
    return {"status": status, "answer": answer, "messages": messages}
