"""Closed word classes the readers need to find structure: function words, not vocabulary.

These are grammar (which particle makes an object, which ending makes a question, which English
words are determiners), not what a claim is about: the claims' own words are in ``claims``.
English lemmas are what ``simplemma`` returns; Korean entries are the analyser's forms.
"""

from __future__ import annotations

#: Words that refer to the tool being described (plus its own name, given by the caller).
SELF = frozenset(
    {"도구", "툴", "함수", "이것", "tool", "this", "it", "function", "api", "endpoint"}
)  # fmt: skip
#: People: a sentence whose subject is one of these is not about what the tool does.
PEOPLE = frozenset(
    {
        "고객", "사용자", "유저", "직원", "사람", "상담원", "회원", "손님", "누군가", "본인", "사원",
        "user", "customer", "employee", "person", "someone", "agent", "staff", "people", "client",
        "somebody", "anyone", "member",
    }
)  # fmt: skip
#: Nouns too general to say *what*: "returns the result" says nothing.
GENERIC = frozenset(
    {
        "결과", "값", "것", "정보", "데이터", "내용", "무엇", "뭔가", "무언가", "모든", "뭐", "거",
        "기능", "작업", "처리", "요청", "result", "value", "data", "thing", "something",
        "anything", "information", "info", "stuff", "everything", "what", "one", "way",
        "feature", "job", "request", "operation", "action", "task", "process", "occur",
        "happen", "go",
    }
)  # fmt: skip

#: English words of sequence (for the stuffing guard: "balance before" is two keywords).
ORDER_WORDS = frozenset({"before", "after", "first", "then", "next", "prior", "afterwards"})
#: Nouns that name a situation or purpose ("만드는 용도로는", "이런 경우에는").
SITUATIONS = frozenset({"용도", "목적", "상황", "경우", "때", "purpose", "case", "situation"})

# --- English grammar ---------------------------------------------------------------------
DETERMINERS = frozenset(
    {"the", "a", "an", "its", "their", "his", "her", "our", "your", "my", "this", "that",
     "these", "those", "each", "every", "all", "any", "some", "no", "one", "both", "such"}
)  # fmt: skip
PREPOSITIONS = frozenset(
    {"for", "with", "to", "of", "in", "on", "at", "by", "from", "as", "into", "about", "via",
     "per", "than", "like", "without", "instead", "through", "over", "under", "within", "up"}
)  # fmt: skip
PRONOUNS = frozenset(
    {"i", "you", "we", "they", "he", "she", "it", "me", "us", "them", "him", "which", "who",
     "that", "what", "there", "here", "this"}
)  # fmt: skip
AUXILIARIES = frozenset(
    {"be", "do", "have", "can", "could", "should", "must", "may", "might", "will", "would",
     "shall", "need", "ought", "please", "let", "is", "are", "was", "were", "am", "been"}
)  # fmt: skip
CONJUNCTIONS = frozenset({"and", "or", "but", "nor", "so", "yet", "also", "only", "just", "then"})
NEGATORS = frozenset({"not", "never", "no", "n't", "without"})
#: English words that open a clause and say how it is meant.
SUBORDINATORS = {
    "when": "condition", "whenever": "condition", "if": "condition", "once": "condition",
    "unless": "condition", "because": "statement", "where": "condition",
    "before": "before", "after": "after", "until": "before", "then": "then",
    "without": "without",
}  # fmt: skip
MODALS = frozenset({"should", "must", "can", "could", "may", "might", "need", "have", "ought"})
QUESTION_OPENERS = frozenset(
    {"shall", "should", "may", "can", "could", "do", "does", "would", "will", "is", "are",
     "ok", "okay", "proceed", "confirm", "want"}
)  # fmt: skip
FUNCTION_WORDS = (
    DETERMINERS | PREPOSITIONS | PRONOUNS | AUXILIARIES | CONJUNCTIONS | NEGATORS
    | frozenset(SUBORDINATORS) | {"or", "not", "also", "always", "only", "very", "more", "while"}
)  # fmt: skip

# --- Korean grammar (the analyser's forms) -------------------------------------------------
ROLE_OF_PARTICLE = {
    "JKS": "subject", "JKC": "subject", "JKO": "object", "JKG": "of", "JKQ": "quote",
    "JKV": "bare",
}  # fmt: skip
ADVERB_ROLES = {"로": "by", "으로": "by", "에": "at", "에서": "at", "에게": "to", "한테": "to",
                "께": "to", "와": "with", "과": "with", "하고": "with", "랑": "with",
                "이랑": "with", "처럼": "like", "같이": "like", "보다": "than", "만큼": "like"}  # fmt: skip
TOPIC = frozenset({"은", "는", "ᆫ"})
QUESTION_ENDINGS = frozenset(
    {"ᆯ까요", "을까요", "ᆯ까", "을까", "습니까", "ᆸ니까", "나요", "니", "냐", "ᆫ가요", "은가요",
     "는가", "는가요", "ᆯ래요", "을래요", "ᆯ래", "는지요", "니까", "ᆫ지요"}
)  # fmt: skip
DIRECTIVE_ENDINGS = frozenset(
    {"세요", "으세요", "십시오", "으십시오", "어라", "아라", "여라", "라", "으라", "자", "ᆸ시다",
     "읍시다", "시오", "으시오", "셈", "기를"}
)  # fmt: skip
#: Adverbs (and time nouns) that mark a clause: 다시 -> again, 먼저 -> first ...
MARKER_WORDS = {
    "다시": "again", "또": "again", "재차": "again", "먼저": "first", "우선": "first",
    "미리": "first", "사전": "first", "나중": "later", "잠시": "later", "잠깐": "later",
    "곧": "later", "함께": "with", "같이": "with", "대신": "instead", "반드시": "must",
    "꼭": "must", "절대": "never", "절대로": "never", "없이": "without", "그다음": "then",
    "이어서": "then", "다음으로": "then", "그리고": "and", "또는": "or", "전용": "only",
    "잘못": "wrong", "예시": "example", "예컨대": "example", "가령": "example", "보기": "example",
}  # fmt: skip
#: Nouns after a verb's modifier ending (-ㄹ 때, -기 전에) and what they make of the clause.
CLAUSE_NOUNS = {
    "때": "condition", "경우": "condition", "시": "condition", "전": "before", "이전": "before",
    "후": "after", "뒤": "after", "다음": "after", "이후": "after", "데": "purpose",
}  # fmt: skip
#: Nouns that act as the modal of a verbal noun before them ("사용 금지", "재시도 요망").
MODAL_NOUNS = {
    "금지": "prohibit", "불가": "incapable", "불가능": "incapable", "요망": "directive",
    "권장": "directive", "필요": "directive", "바람": "directive", "가능": "able",
}  # fmt: skip
