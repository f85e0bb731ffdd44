# corpus: a success result's content is the tool's dict itself, not its json.dumps text
# kind: wrong
# expect: 0 task_failed | 2 passed | 0 protocol_errors | 0 hidden_pass1 | 0 hidden_passk
# %% ex10_run_support_answer
class PolicyError(Exception):
    pass


class SupportAgent:
    def __init__(self, customer_id, db, tools):
        self.customer_id = customer_id
        self.db = db
        self.schemas = {t["name"]: t["input_schema"] for t in tools}
        self.verified = False

    def own_order(self, order_id):
        if self.db.owner_of(order_id) != self.customer_id:
            raise PolicyError("다른 고객의 주문에는 접근할 수 없습니다.")
        return order_id

    def handle_verify_identity(self, phone_last4):
        ok = self.db.verify_identity(self.customer_id, phone_last4)
        self.verified = self.verified or ok
        return {"verified": ok}

    def handle_get_order(self, order_id):
        return self.db.get_order(self.own_order(order_id))

    def handle_list_orders(self):
        return self.db.list_orders(self.customer_id)

    def _writable(self, order_id):
        self.own_order(order_id)
        if not self.verified:
            raise PolicyError("본인 확인 후에만 환불·취소할 수 있습니다.")
        return self.db.get_order(order_id)

    def handle_refund_order(self, order_id, reason):
        order = self._writable(order_id)
        if order["refunded_krw"] > 0:
            raise PolicyError("이 주문은 이미 환불되었습니다.")
        if order["days"] is None or order["days"] > 14:
            raise PolicyError("배송 완료 후 14일 이내 주문만 환불됩니다.")
        return self.db.refund_order(order_id, reason)

    def handle_cancel_order(self, order_id):
        order = self._writable(order_id)
        if order["status"] != "preparing":
            raise PolicyError("발송 전(preparing) 주문만 취소됩니다.")
        return self.db.cancel_order(order_id)

    def result(self, block, batch):
        out = {"type": "tool_result", "tool_use_id": block.id}
        try:
            if block.name not in self.schemas:
                raise PolicyError(f"{block.name} 도구는 없습니다.")
            jsonschema.validate(block.input, self.schemas[block.name])
            if block.name in WRITE_TOOLS and len(batch) > 1:
                raise PolicyError("쓰기 작업은 한 번에 하나씩, 따로 요청해 주세요.")
            value = getattr(self, "handle_" + block.name)(**block.input)
        except jsonschema.ValidationError as e:
            out.update(content=f"잘못된 인자: {e.message}", is_error=True)
        except Exception as e:
            out.update(content=str(e), is_error=True)
        else:
            out["content"] = value
        return out


def run_support(request, customer_id, db, tools, max_rounds=8):
    agent = SupportAgent(customer_id, db, tools)
    messages = [{"role": "user", "content": request}]
    for _ in range(max_rounds):
        response = call_model(tools=tools, messages=messages)
        messages.append({"role": "assistant", "content": response.content})
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "answer": "", "messages": messages}
        batch = [b for b in response.content if b.type == "tool_use"]
        if not batch:
            answer = "".join(b.text for b in response.content if b.type == "text")
            return {"status": "done", "answer": answer, "messages": messages}
        messages.append({"role": "user", "content": [agent.result(b, batch) for b in batch]})
    return {"status": "max_rounds", "answer": "", "messages": messages}
