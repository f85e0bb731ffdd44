"""What a tool parameter means, read from its name, description and schema, and synonyms.

``kind_of`` sorts a property into the kinds the model knows how to find in text (email,
file path, phone, date, place, number, id, person, query, content, ...); ``related`` says whether two
words name the same concept across English and Korean ("times" ~ "multiply" ~ "곱하기").
The synonym groups are the course's small thesaurus for tool and enum matching.
"""

from __future__ import annotations

import functools
import re

_KINDS = (
    ("email", r"e-?mail|이메일|메일 ?주소|^to$|^cc$|^bcc$|recipient|수신자"),
    (
        "file",
        r"^(?:file ?)?paths?$|file ?name|^(?:file|dir|directory|folder|source|destination)$|경로|파일 ?이름|폴더",
    ),
    ("math", r"expression|equation|formula|^expr$|수식|계산식"),
    ("phone", r"phone|\btel\b|mobile|전화|휴대폰|연락처"),
    ("date", r"date|time|when|\bday\b|deadline|due|schedule|날짜|일시|시간|시각|기한|일정|언제"),
    (
        "place",
        r"city|location|place|site|region|town|country|address|destination|origin|where|"
        r"도시|지역|위치|장소|나라|국가|주소|목적지|출발지",
    ),
    (
        "produce",
        r"summary|sentiment|score|rating|confidence|entities|keywords|categor|classif|"
        r"label|translat|reason|explanation|analysis|title|요약|감정|점수|평가|분류|번역|이유|제목",
    ),
    (
        "id",
        r"(?:^|_|\b)id$|_id\b|\bid\b|identifier|code|sku|number|\bno\b|username|handle|"
        r"login|번호|코드|아이디",
    ),
    ("product", r"product|item|goods|merchandise|상품|제품|품목|물건"),
    ("person", r"name|person|who|recipient|author|user|customer|이름|사람|받는|수신|작성자|고객"),
    (
        "query",
        r"query|search|topic|keyword|term|subject|question|prompt|질문|검색|주제|키워드|질의",
    ),
    (
        "content",
        r"text|content|body|message|note|memo|comment|description|detail|내용|메모|본문|메시지",
    ),
)
_COMPILED = tuple((kind, re.compile(pattern, re.I)) for kind, pattern in _KINDS)

#: Concept groups: words (English, Korean stems) that name the same thing.
SYNONYMS = (
    ("multiply", "multiply", "multiplied", "times", "product", "곱하기", "곱", "곱해", "×", "*"),
    ("add", "add", "plus", "sum", "addition", "더하기", "더해", "합", "+"),
    ("subtract", "subtract", "minus", "difference", "빼기", "빼", "차", "−"),
    ("divide", "divide", "divided", "quotient", "over", "나누기", "나눠", "나눗셈", "/"),
    ("power", "power", "exponent", "squared", "제곱"),
    (
        "calculate",
        "calculator",
        "calculate",
        "compute",
        "math",
        "arithmetic",
        "times",
        "plus",
        "minus",
        "multiply",
        "divide",
        "sum",
        "계산",
        "계산기",
        "곱하기",
        "더하기",
        "빼기",
        "나누기",
    ),
    (
        "weather",
        "weather",
        "forecast",
        "temperature",
        "rain",
        "sunny",
        "climate",
        "날씨",
        "기온",
        "기상",
        "예보",
        "비",
        "온도",
    ),
    ("celsius", "celsius", "섭씨", "°c"),
    ("fahrenheit", "fahrenheit", "화씨", "°f"),
    ("search", "search", "find", "look", "lookup", "query", "retrieve", "검색", "찾", "조회"),
    ("list", "list", "show", "ls", "enumerate", "listing", "목록", "나열"),
    ("email", "email", "mail", "e-mail", "send", "메일", "이메일", "보내"),
    ("time", "time", "clock", "hour", "now", "시간", "시각", "몇 시"),
    ("date", "date", "day", "today", "tomorrow", "calendar", "날짜", "오늘", "내일", "달력"),
    (
        "schedule",
        "schedule",
        "meeting",
        "appointment",
        "book",
        "reserve",
        "calendar",
        "일정",
        "회의",
        "예약",
        "약속",
    ),
    ("order", "order", "purchase", "주문", "구매"),
    (
        "ship",
        "ship",
        "shipping",
        "shipped",
        "delivery",
        "deliver",
        "track",
        "배송",
        "배달",
        "택배",
        "발송",
    ),
    ("price", "price", "stock", "quote", "cost", "share", "가격", "주가", "시세", "얼마"),
    ("translate", "translate", "translation", "번역"),
    ("note", "note", "memo", "remember", "save", "write", "메모", "노트", "기록", "저장"),
    ("customer", "customer", "client", "user", "account", "고객", "사용자", "회원", "계정"),
    ("refund", "refund", "return", "환불", "반품"),
    ("balance", "balance", "money", "funds", "잔액", "잔고"),
    ("news", "news", "headline", "article", "뉴스", "기사"),
    ("sentiment", "sentiment", "feeling", "mood", "감정", "기분"),
    ("summary", "summary", "summarize", "summarise", "요약"),
    ("product", "product", "item", "inventory", "stock", "상품", "제품", "재고"),
    ("document", "document", "docs", "doc", "manual", "policy", "문서", "규정", "정책"),
    ("restaurant", "restaurant", "food", "eat", "dinner", "lunch", "식당", "맛집", "음식"),
    ("flight", "flight", "fly", "airline", "plane", "항공", "비행기", "항공편"),
    ("hotel", "hotel", "room", "stay", "호텔", "숙소"),
    (
        "convert",
        "convert",
        "conversion",
        "exchange",
        "변환",
        "환율",
        "환전",
        "바꾸",
        "바꿔",
        "바꾸면",
    ),
    ("usd", "usd", "dollar", "dollars", "달러", "불"),
    ("eur", "eur", "euro", "euros", "유로"),
    ("jpy", "jpy", "yen", "엔", "엔화"),
    ("krw", "krw", "won", "원", "원화"),
    ("gbp", "gbp", "pound", "pounds", "파운드"),
)


@functools.cache
def _groups_of() -> dict[str, frozenset[str]]:
    groups: dict[str, set[str]] = {}
    for group in SYNONYMS:
        for word in group[1:]:
            groups.setdefault(word.lower(), set()).add(group[0])
    return {word: frozenset(names) for word, names in groups.items()}


def groups(word: str) -> frozenset[str]:
    """The concept groups ``word`` belongs to (empty when it is not in the thesaurus)."""
    return _groups_of().get(word.lower(), frozenset())


def related(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` share a concept group ("times" ~ "multiply")."""
    return bool(groups(a) & groups(b))


def names(word: str, label: str) -> bool:
    """Whether ``word`` names the concept ``label`` heads ("times" names ``multiply``;
    "calculate" does not, though both are arithmetic)."""
    return label.lower() in groups(word)


def kind_of(name: str, schema: dict) -> str:
    """The kind of value property ``name`` holds (see the module docstring)."""
    kind = schema.get("type")
    fmt = schema.get("format")
    if fmt == "email":
        return "email"
    if fmt in ("date", "date-time", "time"):
        return "date"
    if kind in ("integer", "number", "boolean", "array", "object"):
        return str(kind)
    words = _name_words(name)
    description = schema.get("description") if isinstance(schema.get("description"), str) else ""
    for source in (words, description):
        for found, pattern in _COMPILED:
            if pattern.search(source):
                return found
    return "string"


def words_of(name: str) -> frozenset[str]:
    """A property name's words ("author_email", "authorEmail" -> {"author", "email"})."""
    return frozenset(_name_words(name).split())


def _name_words(name: str) -> str:
    """``customerId`` / ``customer_id`` -> "customer id"."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " ").replace("-", " ")
    return spaced.lower()
