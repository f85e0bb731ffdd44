"""Every phrasing of every corpus is read as it should be: said, or not said (and why)."""

import pytest

from autograder.reading import CLAIMS, says
from tests.reading.corpus import claims, corpus, known_misses, phrasings

ALL = phrasings()


@pytest.mark.parametrize("case", ALL, ids=[p.id for p in ALL])
def test_phrasing_is_read_by_meaning(case):
    finding = says(case.text, case.claim, **dict(case.options))
    if case.says:
        assert finding is not None, f"{case.text!r} says {case.claim}"
        assert finding.sentence in case.text and finding.clause
    else:
        assert finding is None, (
            f"{case.text!r} does not say {case.claim} ({case.why}); read {finding}"
        )


def test_every_claim_has_a_corpus_of_forty_half_each_way():
    assert claims() == sorted(CLAIMS)
    for claim in claims():
        data = corpus(claim)
        said, unsaid = len(data["says"]), len(data["does_not_say"])
        assert said + unsaid >= 40, claim
        assert abs(said - unsaid) <= 2, (claim, said, unsaid)
        assert len(set(data["says"]) | {i["text"] for i in data["does_not_say"]}) == said + unsaid


@pytest.mark.parametrize("case", known_misses(), ids=[p.id for p in known_misses()])
def test_known_misses_are_still_misread(case):
    """Limits, written down: when the reader (or the analyser behind it) starts reading one of
    these right, move it to ``says`` / ``does_not_say``."""
    finding = says(case.text, case.claim, **dict(case.options))
    assert (finding is not None) != case.says, case.why
