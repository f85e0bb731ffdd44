# corpus: every batch runs on a thread pool (a write is always alone in its response or refused)
# kind: right
# expect: 2 passed | 2 passed | 1 passed | 2 passed | 3 passed
# %% ex10_run_support_answer
from concurrent.futures import ThreadPoolExecutor


def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    verified = [False]

    def fail(block, text):
        return {"type": "tool_result", "tool_use_id": block["id"], "content": text, "is_error": True}

    def execute(block, size):
        name, args = block["name"], block["input"]
        if name not in schemas:
            return fail(block, "없는 도구입니다")
        try:
            jsonschema.validate(args, schemas[name])
        except jsonschema.ValidationError as e:
            return fail(block, "인자 오류: " + e.message)
        if name in WRITE_TOOLS and size > 1:
            return fail(block, "R5: 쓰기는 혼자 따로 요청하세요")
        if "order_id" in args and db.owner_of(args["order_id"]) != customer_id:
            return fail(block, "R2: 남의 주문입니다")
        try:
            if name == "verify_identity":
                ok = db.verify_identity(customer_id, args["phone_last4"])
                verified[0] = verified[0] or ok
                value = {"verified": ok}
            elif name == "get_order":
                value = db.get_order(args["order_id"])
            elif name == "list_orders":
                value = db.list_orders(customer_id)
            elif not verified[0]:
                return fail(block, "R1: 본인 확인이 필요합니다")
            else:
                order = db.get_order(args["order_id"])
                if name == "refund_order":
                    if order["refunded_krw"] > 0:
                        return fail(block, "R4: 이미 환불됨")
                    if order["days"] is None or order["days"] > 14:
                        return fail(block, "R3: 환불 기간 아님")
                    value = db.refund_order(args["order_id"], args["reason"])
                else:
                    if order["status"] != "preparing":
                        return fail(block, "R7: 취소 불가(발송됨)")
                    value = db.cancel_order(args["order_id"])
        except Exception as e:
            return fail(block, f"오류: {e}")
        return {"type": "tool_result", "tool_use_id": block["id"], "content": json.dumps(value, ensure_ascii=False)}

    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        content = [block.model_dump() for block in response.content]
        messages.append({"role": "assistant", "content": content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        uses = [b for b in content if b["type"] == "tool_use"]
        if not uses:
            return {"status": "done", "answer": "".join(b["text"] for b in content if b["type"] == "text"), "messages": messages}
        with ThreadPoolExecutor() as pool:
            results = list(pool.map(lambda b: execute(b, len(uses)), uses))
        messages.append({"role": "user", "content": results})
    return {"status": "max_rounds", "answer": "", "messages": messages}
