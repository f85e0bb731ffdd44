# corpus: ends the loop at the first response that has any text, tool calls or not
# kind: wrong
# expect: 0 task_failed | 0 no_database_call | 0 protocol_errors | 0 hidden_pass1 | 0 hidden_passk
# %% ex10_run_support_answer
import itertools


def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    handlers = {}
    session = {"verified": False}

    def tool(name, write=False):
        def register(fn):
            handlers[name] = (fn, write)
            return fn
        return register

    @tool("verify_identity")
    def _verify(phone_last4):
        ok = db.verify_identity(customer_id, phone_last4)
        if ok:
            session["verified"] = True
        return {"verified": ok}

    @tool("get_order")
    def _get(order_id):
        return db.get_order(order_id)

    @tool("list_orders")
    def _list():
        return db.list_orders(customer_id)

    @tool("refund_order", write=True)
    def _refund(order_id, reason):
        order = db.get_order(order_id)
        if order["refunded_krw"] > 0:
            raise ValueError("R4: 이미 환불된 주문")
        if order["days"] is None or order["days"] > 14:
            raise ValueError("R3: 14일이 지난 주문")
        return db.refund_order(order_id, reason)

    @tool("cancel_order", write=True)
    def _cancel(order_id):
        if db.get_order(order_id)["status"] != "preparing":
            raise ValueError("R7: 발송된 주문")
        return db.cancel_order(order_id)

    def run_one(block, size):
        def error(text):
            return {"type": "tool_result", "tool_use_id": block.id, "content": text, "is_error": True}

        if block.name not in handlers:
            return error(f"'{block.name}' 도구는 지원하지 않습니다.")
        fn, write = handlers[block.name]
        try:
            jsonschema.validate(block.input, schemas[block.name])
        except jsonschema.ValidationError as e:
            return error(f"입력이 올바르지 않습니다: {e.message}")
        if write and size > 1:
            return error("R5: 쓰기는 다른 호출과 묶지 말고 따로 요청하세요.")
        if "order_id" in block.input and db.owner_of(block.input["order_id"]) != customer_id:
            return error("R2: 로그인한 고객의 주문이 아닙니다.")
        if write and not session["verified"]:
            return error("R1: 본인 확인을 먼저 하세요.")
        try:
            value = fn(**block.input)
        except Exception as e:
            return error(f"{type(e).__name__}: {e}")
        return {"type": "tool_result", "tool_use_id": block.id, "content": json.dumps(value, ensure_ascii=False)}

    messages = [{"role": "user", "content": request}]
    for count in itertools.count(1):
        if count > max_rounds:
            return {"status": "max_rounds", "answer": "", "messages": messages}
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            break
        uses = [b for b in response.content if b.type == "tool_use"]
        if any(b.type == "text" for b in response.content):
            return {"status": "done", "answer": "".join(b.text for b in response.content if b.type == "text"), "messages": messages}
        messages.append({"role": "user", "content": [run_one(b, len(uses)) for b in uses]})
    return {"status": "max_tokens", "answer": "", "messages": messages}
