"""Exercise 10's shop: customers, orders, refunds, the tools over them and the policy.

`ShopDB` is a deliberately naive backend: it does what it is asked and keeps a write log
(``log``), so a host that forgets a guard leaves evidence behind. Each entry records the
model response (``step``) whose call caused it. Authorization, validation and the policy
(`POLICY`) are the host's job, never the database's.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping
from typing import Any

__all__ = [
    "CUSTOMERS",
    "ORDERS",
    "POLICY",
    "RULES",
    "RULE_CONCEPTS",
    "TOOLS",
    "WRITE_TOOLS",
    "ShopDB",
]

#: rule id -> the rule as the learner reads it (Korean).
RULES = {
    "R1": "환불·취소는 이 대화에서 고객 본인 확인(verify_identity 성공)을 마친 뒤에만 한다.",
    "R2": "로그인한 고객 자신의 주문만 읽고 바꾼다.",
    "R3": "환불은 배송 완료 후 14일 이내의 주문만 한다.",
    "R4": "한 주문은 한 번만 환불한다.",
    "R5": "쓰기(환불·취소)는 한 번에 하나씩: 다른 호출과 한 응답에 묶인 쓰기는 실행하지 않는다.",
    "R6": "데이터베이스에는 도구 스키마에 맞는 인자만 보낸다.",
    "R7": "취소는 아직 발송 전(preparing)인 주문만 한다.",
}
#: rule id -> the concepts (lessons/concepts.json) whose lessons teach it (class report).
RULE_CONCEPTS = {
    "R1": ["F3", "F6"],
    "R2": ["F3"],
    "R3": ["F6"],
    "R4": ["F15", "F16"],
    "R5": ["P5", "C7"],
    "R6": ["F3", "F1"],
    "R7": ["F6"],
}
POLICY = "\n".join(f"{rule}. {text}" for rule, text in RULES.items())

CUSTOMERS = {
    "C-101": {"name": "김민지", "phone_last4": "4821"},
    "C-102": {"name": "이서준", "phone_last4": "7710"},
    "C-103": {"name": "박하은", "phone_last4": "0392"},
    "C-104": {"name": "최도윤", "phone_last4": "5566"},
}

# days: days since delivery (None: not delivered yet).
ORDERS = {
    "ORD-1001": {
        "customer_id": "C-101",
        "item": "무선 이어폰",
        "total_krw": 39000,
        "status": "delivered",
        "days": 3,
    },
    "ORD-1002": {
        "customer_id": "C-101",
        "item": "전기 포트",
        "total_krw": 52000,
        "status": "delivered",
        "days": 20,
    },
    "ORD-1003": {
        "customer_id": "C-101",
        "item": "텀블러",
        "total_krw": 18000,
        "status": "preparing",
        "days": None,
    },
    "ORD-2001": {
        "customer_id": "C-102",
        "item": "키보드",
        "total_krw": 89000,
        "status": "delivered",
        "days": 10,
    },
    "ORD-2002": {
        "customer_id": "C-102",
        "item": "마우스",
        "total_krw": 27000,
        "status": "shipped",
        "days": None,
    },
    "ORD-2003": {
        "customer_id": "C-102",
        "item": "모니터암",
        "total_krw": 64000,
        "status": "delivered",
        "days": 14,
    },
    "ORD-3001": {
        "customer_id": "C-103",
        "item": "요가 매트",
        "total_krw": 31000,
        "status": "delivered",
        "days": 1,
    },
    "ORD-3002": {
        "customer_id": "C-103",
        "item": "물병",
        "total_krw": 12000,
        "status": "preparing",
        "days": None,
    },
    "ORD-3003": {
        "customer_id": "C-103",
        "item": "운동화",
        "total_krw": 99000,
        "status": "delivered",
        "days": 15,
    },
    "ORD-4001": {
        "customer_id": "C-104",
        "item": "책상 램프",
        "total_krw": 45000,
        "status": "delivered",
        "days": 7,
    },
    "ORD-4002": {
        "customer_id": "C-104",
        "item": "의자 쿠션",
        "total_krw": 23000,
        "status": "preparing",
        "days": None,
    },
}

_ORDER_ID = {"type": "string", "pattern": "^ORD-\\d{4}$", "description": "주문 번호. 예: ORD-1001"}
_REASONS = ["damaged", "wrong_item", "changed_mind"]


def _tool(name: str, description: str, properties: dict, required: list) -> dict:
    schema = {"type": "object", "properties": properties, "required": required}
    return {
        "name": name,
        "description": description,
        "input_schema": schema | {"additionalProperties": False},
    }


TOOLS = [
    _tool(
        "verify_identity",
        "로그인한 고객의 본인 확인: 전화번호 끝 네 자리가 맞는지 본다. 읽기 전용.",
        {
            "phone_last4": {
                "type": "string",
                "pattern": "^\\d{4}$",
                "description": "전화번호 끝 네 자리",
            }
        },
        ["phone_last4"],
    ),
    _tool(
        "get_order",
        "주문 하나의 상품, 금액, 상태, 배송 후 지난 날수를 읽는다. 읽기 전용.",
        {"order_id": _ORDER_ID},
        ["order_id"],
    ),
    _tool("list_orders", "로그인한 고객의 주문 번호 목록을 읽는다. 읽기 전용.", {}, []),
    _tool(
        "refund_order",
        "주문 하나를 전액 환불한다. 되돌릴 수 없는 쓰기 작업이다.",
        {"order_id": _ORDER_ID, "reason": {"type": "string", "enum": _REASONS}},
        ["order_id", "reason"],
    ),
    _tool(
        "cancel_order",
        "발송 전 주문 하나를 취소한다. 되돌릴 수 없는 쓰기 작업이다.",
        {"order_id": _ORDER_ID},
        ["order_id"],
    ),
]
WRITE_TOOLS = frozenset({"refund_order", "cancel_order"})
#: The shop's starting data as JSON text: each `ShopDB` parses its own copy.
_INITIAL = json.dumps([CUSTOMERS, ORDERS])


class ShopDB:
    """The shop's data; every call is logged as ``{"op", "args", "step"}``.

    ``faults`` names calls that fail once with a transient error (``"get_order:ORD-1001"``);
    ``step`` returns the number of the model response being executed (the grader's clock).
    """

    def __init__(self, faults: tuple[str, ...] = (), step: Callable[[], int] = lambda: 0) -> None:
        # a fresh copy per trial, parsed from JSON text (cheaper than deepcopy, same data)
        self._customers, self._orders = json.loads(_INITIAL)
        self._faults = set(faults)
        self._step = step
        self.refunds: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []

    def _record(self, op: str, **args: Any) -> None:
        self.log.append({"op": op, "args": copy.deepcopy(args), "step": self._step()})
        if f"{op}:{args.get('order_id', '')}" in self._faults:
            self._faults.discard(f"{op}:{args.get('order_id', '')}")
            raise ConnectionError("주문 서버가 잠시 응답하지 않습니다. 잠시 뒤 다시 시도하세요.")

    def _order(self, order_id: Any) -> dict[str, Any]:
        if order_id not in self._orders:
            raise LookupError(f"주문 {order_id}을(를) 찾을 수 없습니다.")
        return self._orders[order_id]

    def verify_identity(self, customer_id: str, phone_last4: Any) -> bool:
        """Whether `phone_last4` matches the customer's phone (read only)."""
        self._record("verify_identity", customer_id=customer_id, phone_last4=phone_last4)
        customer = self._customers.get(customer_id) or {}
        return customer.get("phone_last4") == phone_last4

    def get_order(self, order_id: Any) -> dict[str, Any]:
        """The order with its refund state (raises LookupError when there is none)."""
        self._record("get_order", order_id=order_id)
        order = self._order(order_id)
        refunded = sum(r["amount_krw"] for r in self.refunds if r["order_id"] == order_id)
        return {"order_id": order_id, **copy.deepcopy(order), "refunded_krw": refunded}

    def list_orders(self, customer_id: str) -> dict[str, Any]:
        """The customer's order ids."""
        self._record("list_orders", customer_id=customer_id)
        owned = [oid for oid, o in self._orders.items() if o["customer_id"] == customer_id]
        return {"customer_id": customer_id, "order_ids": owned}

    def refund_order(self, order_id: Any, reason: Any) -> dict[str, Any]:
        """Refund the order's total (no policy check: that is the host's job)."""
        self._record("refund_order", order_id=order_id, reason=reason)
        order = self._order(order_id)
        refund = {"refund_id": f"RF-{len(self.refunds) + 1:04d}", "order_id": order_id}
        refund |= {"amount_krw": order["total_krw"], "reason": reason}
        self.refunds.append(refund)
        order["status"] = "refunded"
        return dict(refund)

    def cancel_order(self, order_id: Any) -> dict[str, Any]:
        """Cancel the order (no policy check: that is the host's job)."""
        self._record("cancel_order", order_id=order_id)
        self._order(order_id)["status"] = "cancelled"
        return {"order_id": order_id, "status": "cancelled"}

    def owner_of(self, order_id: Any) -> str | None:
        """The customer who placed the order (None when there is no such order)."""
        order = self._orders.get(order_id) if isinstance(order_id, str) else None
        return order["customer_id"] if order else None

    def state(self) -> dict[str, Any]:
        """What the goal states compare: each order's status and the refunds made."""
        statuses = {oid: o["status"] for oid, o in self._orders.items()}
        refunds = [[r["order_id"], r["reason"]] for r in self.refunds]
        return {"statuses": statuses, "refunds": refunds}


def initial_statuses() -> Mapping[str, str]:
    """Each order's status before any task ran."""
    return {oid: o["status"] for oid, o in ORDERS.items()}
