"""Read learner prose by meaning: does a text *say* something, in Korean or English?

Checks that judge prose (a tool's description, an error result's text, an approval question) ask
one question: does this text say this claim? ::

    from autograder.reading import says

    finding = says(description, "returns")           # Finding | None
    if finding is None: ...                          # the description never says what it returns
    finding.sentence                                 # the sentence that said it, to quote in feedback
    says(text, "order", first=["잔액", "balance", "read_balance"], then=["출금", "withdraw"])
    says(error_text, "next_step", exclude=[problem])  # text the exercise supplied does not count
    findings(text, "when_not_to_use")                # every sentence that says it

Claims (``CLAIMS``; what each accepts and rejects: docs/ARCHITECTURE.md, "Reading by meaning"):
``returns``, ``when_to_use``, ``when_not_to_use``, ``example``, ``order`` (arguments ``first``,
``then``: words naming each action), ``cause``, ``next_step``, ``asks_approval``.

Options: ``lang`` ("ko"/"en"; default: per sentence, Hangul -> Korean, English words -> English,
both for a mixed sentence), ``tool`` (the described tool's own name: not "another tool"),
``exclude`` (passages the exercise supplied: copies of them say nothing).

How: sentences are split (``spans``), read into clauses (``hangul`` from the analyser's morphemes
via ``autograder.simulator.model.korean.words``; ``english`` from ``simplemma`` lemmas), each
clause with its heads (predicates, with negation: not / prohibit / incapable / unneeded), mood,
arguments (roles from particles or prepositions) and markers. Claims are data (``claims``):
frames over lexicons (``frames``, ``order``, ``example``). ``guards`` set aside padding and
keyword stuffing. Results are cached per text; English text never loads the Korean analyser.
Only the first ``MAX_CHARS`` (20,000) characters of a text are read; a non-string reads as "".
"""

from __future__ import annotations

from autograder.reading.claims import CLAIMS, Claim
from autograder.reading.lexicon import Lexicon
from autograder.reading.reader import Finding, findings, read, says

__all__ = ["CLAIMS", "Claim", "Finding", "Lexicon", "findings", "read", "says"]
