"""Tool-result words as a Korean reader reads them ("sunny" -> 맑음, "in_transit" -> 배송 중).

Tools return machine words (status codes, weather conditions, field names); an answer to
a person says them in the person's language. Unknown words are kept as they are, with
``_`` read as a space.
"""

from __future__ import annotations

_VALUES_KO = {
    # weather
    "sunny": "맑음",
    "clear": "맑음",
    "cloudy": "흐림",
    "partly cloudy": "구름 조금",
    "overcast": "흐림",
    "rain": "비",
    "rainy": "비",
    "showers": "소나기",
    "snow": "눈",
    "snowy": "눈",
    "windy": "바람 강함",
    "fog": "안개",
    "foggy": "안개",
    "storm": "폭풍",
    "thunderstorm": "뇌우",
    # orders and deliveries
    "pending": "대기 중",
    "processing": "처리 중",
    "in_transit": "배송 중",
    "shipped": "발송됨",
    "out_for_delivery": "배달 출발",
    "delivered": "배송 완료",
    "cancelled": "취소됨",
    "canceled": "취소됨",
    "returned": "반품됨",
    "refunded": "환불됨",
    "on hold": "보류",
    # services, permits, projects
    "running": "실행 중",
    "stopped": "중지됨",
    "restarting": "재시작 중",
    "failed": "실패",
    "error": "오류",
    "ok": "정상",
    "healthy": "정상",
    "degraded": "성능 저하",
    "active": "유효",
    "expired": "만료됨",
    "suspended": "정지됨",
    "revoked": "취소됨",
    "approved": "승인됨",
    "rejected": "반려됨",
    "open": "열림",
    "closed": "닫힘",
    "foundation": "기초 공사",
    "planning": "계획",
    "design": "설계",
    "construction": "시공",
    "inspection": "검사",
    "complete": "완료",
    "completed": "완료",
    "done": "완료",
    "unknown": "알 수 없음",
}

_KEYS_KO = {
    "city": "도시",
    "location": "위치",
    "condition": "날씨",
    "weather": "날씨",
    "temperature": "기온",
    "temperature_c": "기온(°C)",
    "temp": "기온",
    "humidity": "습도",
    "wind_kph": "풍속(km/h)",
    "status": "상태",
    "state": "상태",
    "eta": "도착 예정일",
    "order_id": "주문 번호",
    "customer_id": "고객 번호",
    "name": "이름",
    "email": "이메일",
    "phone": "전화번호",
    "balance": "잔액",
    "amount": "금액",
    "price": "가격",
    "total": "합계",
    "result": "결과",
    "error": "오류",
    "message": "메시지",
    "count": "개수",
    "date": "날짜",
    "time": "시각",
    "title": "제목",
    "summary": "요약",
    "expires": "만료일",
    "errors": "에러 수",
    "last_error": "마지막 에러",
    "product": "상품",
    "in_stock": "재고 있음",
    "stock": "재고",
    "quantity": "수량",
    "converted": "변환 금액",
    "currency": "통화",
    "ok": "성공",
    "success": "성공",
    "username": "사용자 이름",
    "address": "주소",
}


def value_ko(value: str) -> str:
    """A result value in Korean, when it is one of the words tools commonly return."""
    return _VALUES_KO.get(value.strip().lower(), value)


def key_label(key: str, lang: str) -> str:
    """A result field's name for a reader ("temperature_c" -> 기온(°C) / "temperature c")."""
    if lang == "ko" and key in _KEYS_KO:
        return _KEYS_KO[key]
    return key.replace("_", " ")
