"""The lessons teach the seeds' facts in their own words: an overlap measure against ../shared/seeds.

Two measures, both computed per lesson sentence (markdown) or per code cell:

* prose: a sentence (30+ characters once code spans and punctuation are removed) fails when
  40 % or more of its 8-character windows also occur in the seeds, or 45 % or more of its
  word trigrams. Restating a seed fact in new words (same terms: `tool_use`, 잔액, 병렬 ...)
  measured at most 0.3 on the lessons; a seed sentence with a couple of words changed
  measured 0.4-0.65 (e.g. "같은 배치의 어떤 호출도 ..." scored 0.64 before the rewrite).
* code: no run of 40+ characters shared with the seeds, after removing API literals
  (message, block and schema shapes any Messages-API code must spell the same way).
Skipped, with the reason, when the seeds are not beside the repository.
"""

import re

import pytest

from tests.lessons.lessons import LESSONS, SEEDS_DIR, read

SEEDS = SEEDS_DIR
CHAR_WINDOW, CHAR_LIMIT, WORD_LIMIT, CODE_RUN = 8, 0.40, 0.45, 40
#: API literals every Messages-API program spells the same way (removed before comparing code).
API_LITERALS = [
    r'\{"role": "(user|assistant)", "content": [^{}\n]*\}',
    r'\{?"type": "tool_result", "tool_use_id": (\w+\.id)?(, "content": [\w.()*]+)?',
    r'"input_schema": \{\s*"type": "object",\s*"properties": \{',
    r'"type": "(string|integer|object|number)"(, "description": ")?',
    r'"enum": \["pending", "shipped", "delivered", "cancelled"\]',
    r'"minimum": 1, "maximum": 50',
    r'"required": \["\w+"\],?\s*"additionalProperties": (False|false)',
    r"\w+ = client\.messages\.create\(\s*model=",
    r"messages(\.append\(| = \[)",
    r'\{"name": "\w+", "description": "?',
    r'\{"role": "user", "content": \[',
    r'for \w+ in \w+\.content(:| if \w+\.type == "tool_use")',
    r'if \w+\.type == "tool_use"',
    r'\{"type": "auto", "disable_parallel_tool_use": (true|True)\}',
    r'if \w+\.stop_reason != "tool_use":\s*break',
    r"with ThreadPoolExecutor\(\) as pool:\s*results = list\(pool\.map\(",
]


def prose(text):
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"[*_#>|\"'()\[\],.:;!?·—-]", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def code_text(text):
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"([\[{]) ", r"\1", text)  # "{ \"name\"" and "{\"name\"" are the same literal
    for pattern in API_LITERALS:
        text = re.sub(pattern, " ", text)
    return text


@pytest.fixture(scope="module")
def seeds():
    if not SEEDS.is_dir():
        pytest.skip(f"copy check skipped: {SEEDS} is not beside the repository")
    raw = " ".join(p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt")))
    words = prose(raw).split()
    flat = prose(raw)
    return {
        "chars": {flat[i : i + CHAR_WINDOW] for i in range(len(flat) - CHAR_WINDOW + 1)},
        "trigrams": {tuple(words[i : i + 3]) for i in range(len(words) - 2)},
        "code": code_text(raw),
    }


def sentence_scores(sentence, seeds):
    text = prose(sentence)
    grams = [text[i : i + CHAR_WINDOW] for i in range(len(text) - CHAR_WINDOW + 1)]
    words = text.split()
    tri = [tuple(words[i : i + 3]) for i in range(len(words) - 2)]
    char = sum(g in seeds["chars"] for g in grams) / max(1, len(grams))
    word = sum(t in seeds["trigrams"] for t in tri) / max(1, len(tri))
    return char, word


def longest_shared_run(text, corpus, minimum):
    i = 0
    while i <= len(text) - minimum:
        if text[i : i + minimum] in corpus:
            j = i + minimum
            while j < len(text) and text[i : j + 1] in corpus:
                j += 1
            return text[i:j]
        i += 1
    return ""


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_prose_is_not_a_reworded_seed(path, seeds):
    close = []
    for index, cell in enumerate(read(path).cells):
        if cell.cell_type != "markdown":
            continue
        for sentence in re.split(r"(?<=[.다요])\s+|\n", cell.source):
            if len(prose(sentence)) < 30:
                continue
            char, word = sentence_scores(sentence, seeds)
            if char >= CHAR_LIMIT or word >= WORD_LIMIT:
                close.append(f"cell {index} ({char:.2f}/{word:.2f}): {sentence.strip()[:90]}")
    assert close == []


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_code_shares_no_long_run_with_the_seeds(path, seeds):
    runs = []
    for index, cell in enumerate(read(path).cells):
        if cell.cell_type == "code":
            run = longest_shared_run(code_text(cell.source), seeds["code"], CODE_RUN)
            if run:
                runs.append(f"cell {index}: {run!r}")
    assert runs == []


def test_the_measure_catches_a_lightly_reworded_seed_sentence(seeds):
    reworded = "같은 배치의 어떤 호출도 같은 배치의 다른 호출 결과를 읽을 수 없습니다."
    own_words = "한 응답에 나란히 담긴 호출들은 모두 같은 순간에, 서로의 결과 없이 정해집니다."
    assert max(sentence_scores(reworded, seeds)) >= CHAR_LIMIT
    assert max(sentence_scores(own_words, seeds)) < CHAR_LIMIT
