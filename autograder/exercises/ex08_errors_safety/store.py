"""Exercise 8's order store: the backend the learner's executor calls, and what it did.

A small in-memory shop with a refund ledger. It records every call (``log``) and keeps the
state a write leaves (``refunds``), which is what the criteria judge. Its failures are the
ones lesson 8 teaches: a gateway that is down (``ConnectionError``, nothing written) and a
gateway that times out *after* the refund went through (``TimeoutError``: HTTP 200 is not
the only proof, and a retry must not pay twice unless an idempotency key stops it).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, ClassVar

from .worlds import WORLDS

__all__ = ["Store"]


class Store:
    """Orders ``{id: {"owner", "total_krw", ...}}``; ``faults`` per (order id, amount).

    A world (``checks/world.py``): in the clean room it lives in the grader, and the
    executor gets a proxy offering the ``REMOTE`` names.
    """

    REMOTE: ClassVar[dict[str, str]] = {
        "get_order": "call",
        "refund": "call",
        "refund_attempts": "call",
        "snapshot": "call",
        "refunds": "read",
        "log": "read",
    }

    def __init__(self, orders: Mapping[str, Mapping[str, Any]], faults: Mapping[str, str]) -> None:
        self._orders = copy.deepcopy(dict(orders))
        self._faults = dict(faults)  # "ORD-..:amount" -> "down" | "timeout_after_write"
        self._timed_out: set[str] = set()
        self.refunds: list[dict[str, Any]] = []
        self.log: list[list[Any]] = []

    @classmethod
    def for_run(cls, run: str) -> Store:
        """The shop of exercise 8's world `run` (``worlds.WORLDS``)."""

        return cls(WORLDS[run].orders, WORLDS[run].faults)

    def snapshot(self) -> dict[str, Any]:
        """What the criteria judge: every call in order, and the refunds paid."""
        return {"log": copy.deepcopy(self.log), "refunds": copy.deepcopy(self.refunds)}

    def get_order(self, order_id: str) -> dict[str, Any]:
        """The order as the shop stores it (raises LookupError when there is none)."""
        self.log.append(["get_order", order_id])
        if order_id not in self._orders:
            raise LookupError(
                f"주문 {order_id}을(를) 찾을 수 없습니다. 주문 번호를 다시 확인하세요."
            )
        order = copy.deepcopy(self._orders[order_id])
        order["refunded_krw"] = sum(
            r["amount_krw"] for r in self.refunds if r["order_id"] == order_id
        )
        return {"order_id": order_id, **order}

    def refund(self, order_id: str, amount_krw: int, idempotency_key: str | None = None) -> dict:
        """Pay back `amount_krw`; the same `idempotency_key` returns the earlier refund."""
        self.log.append(["refund", order_id, amount_krw, idempotency_key])
        if idempotency_key is not None:
            for earlier in self.refunds:
                if earlier["idempotency_key"] == idempotency_key:
                    return self._receipt(earlier)
        order = self.get_order(order_id)
        if amount_krw > order["total_krw"] - order["refunded_krw"]:
            raise ValueError(
                f"환불 금액 {amount_krw}원이 남은 결제 금액 "
                f"{order['total_krw'] - order['refunded_krw']}원보다 큽니다."
            )
        fault = self._faults.get(f"{order_id}:{amount_krw}")
        if fault == "down":
            raise ConnectionError("결제 게이트웨이가 점검 중입니다. 10분 뒤에 다시 시도하세요.")
        refund = {
            "refund_id": f"RF-{len(self.refunds) + 1:04d}",
            "order_id": order_id,
            "amount_krw": amount_krw,
            "idempotency_key": idempotency_key,
        }
        self.refunds.append(refund)
        key = f"{order_id}:{amount_krw}"
        if fault == "timeout_after_write" and key not in self._timed_out:
            self._timed_out.add(key)
            raise TimeoutError(
                "결제 게이트웨이 응답 시간이 초과되었습니다. 환불이 처리됐는지 알 수 없습니다."
            )
        return self._receipt(refund)

    @staticmethod
    def _receipt(refund: Mapping[str, Any]) -> dict[str, Any]:
        return {k: refund[k] for k in ("refund_id", "order_id", "amount_krw")} | {
            "status": "refunded"
        }

    def refund_attempts(self, order_id: str, amount_krw: int) -> int:
        """How many times the executor asked the shop for this refund."""
        return sum(e[0] == "refund" and e[1:3] == [order_id, amount_krw] for e in self.log)
