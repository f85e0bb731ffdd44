"""`Violation`: one broken rule, located, with the API's text and a learner explanation."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from autograder.config import DEFAULT_LANG
from autograder.contract.texts import TEXTS

__all__ = ["Params", "Violation", "quoted", "show", "violation"]


class Params(dict):
    """Read-only, hashable params: a Violation stays a value, and `dataclasses.asdict`,
    `copy.deepcopy` and `json.dumps` still work (a mappingproxy breaks the first two)."""

    def _read_only(self, *args, **kwargs):
        raise TypeError("Violation.params is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _read_only
    __ior__ = _read_only

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self):
        return (Params, (dict(self),))


@dataclass(frozen=True)
class Violation:
    """A rule of api_rules.md Part A that a request breaks.

    ``path`` is the most precise location we know (original, un-merged indexes); it may be
    finer than the prefix of ``api_message``, which is exactly the text of the API's 400.
    """

    rule: str
    key: str
    path: str
    api_message: str
    params: Mapping[str, object] = field(default_factory=dict)

    def explain(self, lang: str = DEFAULT_LANG) -> str:
        """The learner-facing explanation with a hint, from the keyed catalogue."""
        from autograder.catalogue import render

        return render(self.key, lang, path=self.path, **self.params)


def violation(key: str, path: str, *, at: str | None = None, rule: str | None = None, **params):
    """Build the violation for catalogue `key` at `path`.

    `at` is the location prefix the API prints when it differs from `path`; `rule`
    overrides the key's default rule id (schema-style texts serve many rules).
    """
    default_rule, template = TEXTS[key]
    text = template.format(at=path if at is None else at, **params)
    return Violation(
        rule=rule or default_rule,
        key=key,
        path=path,
        api_message=text,
        params=Params(params),
    )


def show(value: object) -> str:
    """`value`'s repr for a text, cut to 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def quoted(tags: tuple[str, ...]) -> str:
    """Tags as the API lists the expected ones: ``'a', 'b'``."""
    return ", ".join(f"'{t}'" for t in tags)
