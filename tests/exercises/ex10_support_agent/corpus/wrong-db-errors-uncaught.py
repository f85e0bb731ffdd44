# corpus: only policy refusals are caught: a transient database error escapes the host
# kind: wrong
# expect: 2 passed | 2 passed | 0 protocol_errors | 0 hidden_pass1 | 0 hidden_passk
# %% ex10_run_support_answer
class ToolRefused(Exception):
    rule = ""


class NotVerified(ToolRefused):
    rule = "R1"


class NotYours(ToolRefused):
    rule = "R2"


class TooLate(ToolRefused):
    rule = "R3"


class AlreadyRefunded(ToolRefused):
    rule = "R4"


class NotAlone(ToolRefused):
    rule = "R5"


class BadInput(ToolRefused):
    rule = "R6"


class AlreadyShipped(ToolRefused):
    rule = "R7"


def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    verified = False

    def validate(name, args):
        if name not in schemas:
            raise BadInput(f"unknown tool {name}")
        try:
            jsonschema.validate(args, schemas[name])
        except jsonschema.ValidationError as e:
            raise BadInput(e.message) from None

    def owner(args):
        if "order_id" in args and db.owner_of(args["order_id"]) != customer_id:
            raise NotYours("not this customer's order")

    def perform(name, args):
        nonlocal verified
        if name == "verify_identity":
            ok = db.verify_identity(customer_id, args["phone_last4"])
            verified = verified or ok
            return {"verified": ok}
        if name == "get_order":
            return db.get_order(args["order_id"])
        if name == "list_orders":
            return db.list_orders(customer_id)
        if not verified:
            raise NotVerified("verify identity first")
        order = db.get_order(args["order_id"])
        if name == "cancel_order":
            if order["status"] != "preparing":
                raise AlreadyShipped("already shipped")
            return db.cancel_order(args["order_id"])
        if order["refunded_krw"] > 0:
            raise AlreadyRefunded("refunded before")
        if order["days"] is None or order["days"] > 14:
            raise TooLate("more than 14 days since delivery")
        return db.refund_order(args["order_id"], args["reason"])

    def to_result(call, batch):
        try:
            validate(call.name, call.input)
            if call.name in WRITE_TOOLS and len(batch) > 1:
                raise NotAlone("request the write again on its own")
            owner(call.input)
            content, error = json.dumps(perform(call.name, call.input)), False
        except ToolRefused as r:
            content, error = f"{r.rule} 거절: {r}", True
        return {"type": "tool_result", "tool_use_id": call.id, "content": content, "is_error": error}

    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        batch = [c for c in response.content if c.type == "tool_use"]
        if response.stop_reason == "end_turn" or not batch:
            answer = "".join(c.text for c in response.content if c.type == "text")
            return {"status": "done", "answer": answer, "messages": messages}
        messages.append({"role": "user", "content": [to_result(c, batch) for c in batch]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
