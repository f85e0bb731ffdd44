# corpus: no unknown-tool check: schemas[name] raises KeyError out of the host
# kind: wrong
# expect: 0 task_failed | 2 passed | 0 protocol_errors | 2 passed | 0 hidden_passk
# %% ex10_run_support_answer
from dataclasses import dataclass, field


@dataclass
class Conversation:
    customer_id: str
    verified: bool = False
    messages: list = field(default_factory=list)


def run_support(request, customer_id, db, tools, max_rounds=8):
    schemas = {t["name"]: t["input_schema"] for t in tools}
    conv = Conversation(customer_id, messages=[{"role": "user", "content": request}])

    def dispatch(name, args):
        match name:
            case "verify_identity":
                ok = db.verify_identity(conv.customer_id, args["phone_last4"])
                conv.verified = conv.verified or ok
                return {"verified": ok}
            case "get_order":
                return db.get_order(args["order_id"])
            case "list_orders":
                return db.list_orders(conv.customer_id)
            case "refund_order":
                order = db.get_order(args["order_id"])
                if order["refunded_krw"] > 0:
                    raise PermissionError("R4: this order was already refunded")
                if order["status"] != "delivered" or order["days"] > 14:
                    raise PermissionError("R3: only orders delivered within 14 days can be refunded")
                return db.refund_order(args["order_id"], args["reason"])
            case "cancel_order":
                if db.get_order(args["order_id"])["status"] != "preparing":
                    raise PermissionError("R7: only orders not yet shipped can be cancelled")
                return db.cancel_order(args["order_id"])

    def tool_result(block, batch_size):
        def refuse(why):
            return {"type": "tool_result", "tool_use_id": block.id, "content": why, "is_error": True}

        schema = schemas[block.name]
        try:
            jsonschema.validate(block.input, schema)
        except jsonschema.ValidationError as e:
            return refuse(f"invalid arguments: {e.message}")
        if block.name in WRITE_TOOLS and batch_size > 1:
            return refuse("R5: send a write on its own, without other calls")
        if "order_id" in block.input and db.owner_of(block.input["order_id"]) != conv.customer_id:
            return refuse("R2: that order belongs to someone else")
        if block.name in WRITE_TOOLS and not conv.verified:
            return refuse("R1: verify the customer's identity first")
        try:
            data = dispatch(block.name, block.input)
        except Exception as e:
            return refuse(f"failed: {e}")
        return {"type": "tool_result", "tool_use_id": block.id, "content": json.dumps(data)}

    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=conv.messages)
        conv.messages.append({"role": "assistant", "content": response.content})
        match response.stop_reason:
            case "max_tokens":
                return {"status": "max_tokens", "answer": "", "messages": conv.messages}
            case "tool_use":
                blocks = [b for b in response.content if b.type == "tool_use"]
                conv.messages.append({"role": "user", "content": [tool_result(b, len(blocks)) for b in blocks]})
            case _:
                text = "".join(b.text for b in response.content if b.type == "text")
                return {"status": "done", "answer": text, "messages": conv.messages}
    return {"status": "max_rounds", "answer": "", "messages": conv.messages}
