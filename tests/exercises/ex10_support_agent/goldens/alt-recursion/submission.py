# golden: alternative correct answer: a recursive step, guards that return a refusal text, ensure_ascii=False results
# base: solution
# %% ex10_run_support_answer
def run_support(request, customer_id, db, tools, max_rounds=8):
    by_name = {t["name"]: t for t in tools}
    verified = []

    def refusal(name, args, alone):
        """Why this call may not run (None: it may)."""
        if name not in by_name:
            return "없는 도구입니다: " + str(name)
        validator = jsonschema.Draft202012Validator(by_name[name]["input_schema"])
        errors = sorted(validator.iter_errors(args), key=str)
        if errors:
            return "잘못된 인자: " + errors[0].message
        if "order_id" in args and db.owner_of(args["order_id"]) != customer_id:
            return "로그인한 고객의 주문이 아닙니다."
        if name not in WRITE_TOOLS:
            return None
        if not alone:
            return "쓰기는 다른 호출 없이 한 응답에 하나만 요청하세요."
        if not verified:
            return "먼저 verify_identity로 본인 확인을 하세요."
        order = db.get_order(args["order_id"])
        if name == "refund_order":
            if order["refunded_krw"]:
                return "이미 환불한 주문입니다."
            if order["status"] != "delivered" or order["days"] > 14:
                return "배송 완료 후 14일 안의 주문만 환불합니다."
        elif order["status"] != "preparing":
            return "발송 전 주문만 취소할 수 있습니다."
        return None

    def run(name, args):
        if name == "verify_identity":
            ok = db.verify_identity(customer_id, args["phone_last4"])
            if ok:
                verified.append(True)
            return {"verified": ok}
        if name == "list_orders":
            return db.list_orders(customer_id)
        if name == "get_order":
            return db.get_order(args["order_id"])
        if name == "refund_order":
            return db.refund_order(args["order_id"], args["reason"])
        return db.cancel_order(args["order_id"])

    def answer(block, alone):
        try:
            problem = refusal(block.name, block.input, alone)
            if problem is None:
                output = json.dumps(run(block.name, block.input), ensure_ascii=False)
                return {"type": "tool_result", "tool_use_id": block.id, "content": output}
        except Exception as exc:
            problem = f"{type(exc).__name__}: {exc}"
        return {"type": "tool_result", "tool_use_id": block.id, "content": problem, "is_error": True}

    def step(messages, rounds_left):
        if rounds_left == 0:
            return {"status": "max_rounds", "answer": "", "messages": messages}
        response = call_model(tools=tools, messages=messages)
        messages = messages + [{"role": "assistant", "content": response.content}]
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        uses = [b for b in response.content if b.type == "tool_use"]
        if not uses:
            text = " ".join(b.text for b in response.content if b.type == "text")
            return {"status": "done", "answer": text, "messages": messages}
        results = [answer(b, len(uses) == 1) for b in uses]
        return step(messages + [{"role": "user", "content": results}], rounds_left - 1)

    return step([{"role": "user", "content": request}], max_rounds)
