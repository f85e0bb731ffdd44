# golden: alternative correct answer: a host class dispatching to tool_* methods, a while-True loop with a counter attribute, content rebuilt as dicts
# base: solution
# %% ex10_run_support_answer
class PolicyError(Exception):
    """A call the shop's policy refuses; its text goes back to the model."""


class SupportHost:
    def __init__(self, customer_id, db, tools):
        self.customer_id = customer_id
        self.db = db
        self.schemas = {tool["name"]: tool["input_schema"] for tool in tools}
        self.verified = False
        self.rounds = 0

    def result_for(self, block, batch_size):
        try:
            if block.name not in self.schemas:
                raise PolicyError(f"{block.name}라는 도구는 없습니다.")
            try:
                jsonschema.validate(block.input, self.schemas[block.name])
            except jsonschema.ValidationError as bad:
                raise PolicyError(f"인자 오류: {bad.message}") from None
            if block.name in WRITE_TOOLS and batch_size != 1:
                raise PolicyError("쓰기 호출은 한 응답에 하나만 따로 보내 주세요.")
            output = getattr(self, "tool_" + block.name)(**block.input)
        except Exception as error:
            return {"type": "tool_result", "tool_use_id": block.id, "is_error": True,
                    "content": [{"type": "text", "text": str(error) or type(error).__name__}]}
        return {"type": "tool_result", "tool_use_id": block.id,
                "content": [{"type": "text", "text": json.dumps(output)}]}

    def own(self, order_id):
        if self.db.owner_of(order_id) != self.customer_id:
            raise PolicyError("다른 고객의 주문은 다룰 수 없습니다.")

    def writable(self, order_id):
        if not self.verified:
            raise PolicyError("본인 확인(verify_identity)이 먼저입니다.")
        self.own(order_id)
        return self.db.get_order(order_id)

    def tool_verify_identity(self, phone_last4):
        self.verified = self.db.verify_identity(self.customer_id, phone_last4) or self.verified
        return {"verified": self.verified}

    def tool_list_orders(self):
        return self.db.list_orders(self.customer_id)

    def tool_get_order(self, order_id):
        self.own(order_id)
        return self.db.get_order(order_id)

    def tool_refund_order(self, order_id, reason):
        order = self.writable(order_id)
        if order["refunded_krw"] > 0:
            raise PolicyError("이 주문은 이미 환불되었습니다.")
        if order["status"] != "delivered" or (order["days"] or 0) > 14:
            raise PolicyError("배송 후 14일이 지난 주문은 환불할 수 없습니다.")
        return self.db.refund_order(order_id, reason)

    def tool_cancel_order(self, order_id):
        order = self.writable(order_id)
        if order["status"] != "preparing":
            raise PolicyError("이미 발송된 주문은 취소할 수 없습니다.")
        return self.db.cancel_order(order_id)


def _as_dict(block):
    if block.type == "tool_use":
        return {"type": "tool_use", "id": block.id, "name": block.name, "input": block.input}
    return {"type": "text", "text": block.text}


def run_support(request, customer_id, db, tools, max_rounds=8):
    host = SupportHost(customer_id, db, tools)
    messages = [{"role": "user", "content": request}]
    while True:
        if host.rounds == max_rounds:
            return {"status": "max_rounds", "answer": "", "messages": messages}
        host.rounds += 1
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": [_as_dict(b) for b in response.content]})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        if response.stop_reason == "end_turn":
            text = "".join(b.text for b in response.content if b.type == "text")
            return {"status": "done", "answer": text, "messages": messages}
        calls = [b for b in response.content if b.type == "tool_use"]
        messages.append({"role": "user", "content": [host.result_for(b, len(calls)) for b in calls]})
