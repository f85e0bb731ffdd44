# golden: alternative correct answer: a batch's reads run together on a thread pool, its writes one at a time after them, guards table-driven
# base: solution
# %% ex10_run_support_answer
from concurrent.futures import ThreadPoolExecutor

READS = {"verify_identity", "get_order", "list_orders"}


def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {tool["name"]: tool["input_schema"] for tool in tools}
    verified = {"ok": False}

    def execute(call):
        name, args = call.name, call.input
        if name == "verify_identity":
            ok = db.verify_identity(customer_id, args["phone_last4"])
            verified["ok"] = verified["ok"] or ok
            return {"verified": ok}
        if name == "get_order":
            return db.get_order(args["order_id"])
        if name == "list_orders":
            return db.list_orders(customer_id)
        if not verified["ok"]:
            raise PermissionError("본인 확인을 먼저 마쳐야 환불·취소할 수 있습니다.")
        order = db.get_order(args["order_id"])
        if name == "cancel_order":
            if order["status"] != "preparing":
                raise PermissionError("발송 전(preparing) 주문만 취소할 수 있습니다.")
            return db.cancel_order(args["order_id"])
        if order["refunded_krw"] > 0:
            raise PermissionError("이미 환불된 주문입니다.")
        if order["status"] != "delivered" or order["days"] > 14:
            raise PermissionError("배송 완료 후 14일 이내의 주문만 환불할 수 있습니다.")
        return db.refund_order(args["order_id"], args["reason"])

    def refused(call, calls):
        if call.name not in schemas:
            return f"정의되지 않은 도구: {call.name}"
        error = jsonschema.exceptions.best_match(
            jsonschema.Draft202012Validator(schemas[call.name]).iter_errors(call.input)
        )
        if error is not None:
            return f"스키마에 맞지 않는 인자: {error.message}"
        order_id = call.input.get("order_id")
        if order_id is not None and db.owner_of(order_id) != customer_id:
            return "고객님의 주문이 아닙니다."
        if call.name in WRITE_TOOLS and len(calls) > 1:
            return "쓰기는 다른 호출과 묶지 말고 따로 요청하세요."
        return None

    def run_one(call, calls):
        why = refused(call, calls)
        if why is None:
            try:
                return {"type": "tool_result", "tool_use_id": call.id,
                        "content": json.dumps(execute(call))}
            except Exception as error:
                why = f"{type(error).__name__}: {error}"
        return {"type": "tool_result", "tool_use_id": call.id, "content": why, "is_error": True}

    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        calls = [b for b in response.content if b.type == "tool_use"]
        if response.stop_reason != "tool_use":
            answer = "".join(b.text for b in response.content if b.type == "text")
            return {"status": "done", "answer": answer, "messages": messages}
        reads = [c for c in calls if c.name in READS]
        with ThreadPoolExecutor(max_workers=4) as pool:
            done = dict(zip([c.id for c in reads], pool.map(lambda c: run_one(c, calls), reads)))
        for call in calls:  # writes (and unknown tools) one at a time, after the reads
            if call.id not in done:
                done[call.id] = run_one(call, calls)
        messages.append({"role": "user", "content": [done[c.id] for c in calls]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
