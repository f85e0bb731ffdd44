"""Regular expressions written by learners, evaluated in linear time (RE2).

A tool schema's ``pattern`` (and ``patternProperties``) comes from the learner's code, and
the grader's simulator evaluates it: with Python's backtracking ``re`` a pattern such as
``(a|aa)*c`` takes minutes on a short string, and no syntactic guard catches every such
pattern. RE2 (``google-re2``) matches in time linear in the text for any pattern, and
refuses what it cannot do that way (backreferences, lookaround): such a pattern is
*unusable* here, which every caller treats as "no constraint" -- exactly what
``jsonschema`` callers already do with a pattern ``re`` cannot compile.

Every evaluation of a learner-supplied pattern goes through this module: `search`,
`standalone_matches` (the scripted model's value finder) and `schema_validator` (JSON
Schema validation whose ``pattern``, ``patternProperties`` and ``additionalProperties``
use RE2). Fixed patterns written in this repository keep using ``re``.
"""

from __future__ import annotations

import functools
import re

import jsonschema
import re2

__all__ = [
    "MAX_MATCHES",
    "MAX_PATTERN",
    "Bounded",
    "compile_bounded",
    "schema_validator",
    "search",
    "standalone_matches",
]

MAX_PATTERN = 1000  #: characters; a longer learner pattern is unusable
MAX_MATCHES = 100  #: values `standalone_matches` returns at most

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # a refused pattern is an answer, not a line on stderr
_OPTIONS.max_mem = 8 << 20  # RE2's own cap on one compiled program (bytes)
_SURROGATE = re.compile("[\ud800-\udfff]")  # RE2 reads UTF-8: lone surrogates cannot pass
_TOKEN_EDGE = "A-Za-z0-9_-"  # what may not touch a standalone value on either side


@functools.lru_cache(maxsize=512)
def compile_bounded(pattern: object) -> object | None:
    """`pattern` compiled by RE2, or None when it is unusable (not a str, too long, refused)."""
    if not isinstance(pattern, str) or len(pattern) > MAX_PATTERN:
        return None
    try:
        return re2.compile(_utf8_safe(pattern), _OPTIONS)
    except (re2.error, TypeError, ValueError):
        return None


def search(pattern: object, text: str) -> bool | None:
    """Whether `pattern` matches somewhere in `text`; None when the pattern is unusable."""
    regex = compile_bounded(pattern)
    if regex is None:
        return None
    return regex.search(_utf8_safe(text)) is not None


def standalone_matches(pattern: object, text: str) -> list[str]:
    """Non-empty matches of `pattern` in `text` not touching a letter, digit, ``_`` or ``-``.

    The same values as ``re.finditer(r"(?<![A-Za-z0-9_-])(?:P)(?![A-Za-z0-9_-])")``; RE2
    has no lookaround, so the edges are matched as characters and the next search starts
    where the previous value ended (an edge may serve two neighbours).
    """
    if compile_bounded(pattern) is None:
        return []
    edge = f"[^{_TOKEN_EDGE}]"
    regex = compile_bounded(f"(?:^|{edge})((?:{pattern}))(?:{edge}|$)")
    if regex is None:
        return []
    text = _utf8_safe(text)
    found: list[str] = []
    position = 0
    while len(found) < MAX_MATCHES and position <= len(text):
        match = regex.search(text, position)
        if match is None:
            break
        start, end = match.span(1)
        if end > start:
            found.append(text[start:end])
        position = max(end, start + 1, match.start() + 1)
    return found


class Bounded:
    """A regular expression written in this repository, run on RE2 because it reads
    learner text (``re`` can be quadratic even on a fixed pattern: ``(?:[a-z]+-)*\\d``)."""

    def __init__(self, pattern: str) -> None:
        regex = compile_bounded(pattern)
        if regex is None:
            raise ValueError(f"RE2 cannot compile {pattern!r}")
        self._regex = regex

    def search(self, text: str) -> object | None:
        return self._regex.search(_utf8_safe(text))

    def findall(self, text: str) -> list:
        return self._regex.findall(_utf8_safe(text))


def _utf8_safe(text: str) -> str:
    return _SURROGATE.sub("\ufffd", text) if not text.isascii() else text


# --- JSON Schema with RE2 patterns -------------------------------------------------------


def _pattern(validator, pattern, instance, schema):
    if validator.is_type(instance, "string") and search(pattern, instance) is False:
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


def _pattern_properties(validator, patterns, instance, schema):
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in patterns.items():
        for key, value in instance.items():
            if search(pattern, key):
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


def _additional_properties(validator, additional, instance, schema):
    if not validator.is_type(instance, "object"):
        return
    named = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    extras = [
        key for key in instance if key not in named and not any(search(p, key) for p in patterns)
    ]
    if validator.is_type(additional, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], additional, path=extra)
    elif not additional and extras:
        shown = ", ".join(repr(each) for each in sorted(extras, key=str))
        yield jsonschema.ValidationError(f"Additional properties are not allowed ({shown})")


_BASE = jsonschema.Draft202012Validator
_UNEVALUATED = _BASE.VALIDATORS["unevaluatedProperties"]


def _unevaluated_properties(validator, unevaluated, instance, schema):
    # jsonschema evaluates patternProperties here with `re`: with any of them in the schema,
    # this keyword is not checked at all (an unusable constraint, as for a refused pattern).
    if "patternProperties" not in _keywords_in(validator.schema):
        yield from _UNEVALUATED(validator, unevaluated, instance, schema)


def _keywords_in(schema: object) -> set[str]:
    """Every key used anywhere in `schema` (iterative: the schema is learner data)."""
    keys: set[str] = set()
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            keys.update(k for k in node if isinstance(k, str))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return keys


BoundedValidator = jsonschema.validators.extend(
    _BASE,
    {
        "pattern": _pattern,
        "patternProperties": _pattern_properties,
        "additionalProperties": _additional_properties,
        "unevaluatedProperties": _unevaluated_properties,
    },
)


def schema_validator(schema: object) -> jsonschema.protocols.Validator:
    """A draft 2020-12 validator for `schema` whose regular expressions run on RE2."""
    return BoundedValidator(schema)
