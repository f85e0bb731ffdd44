"""The learner-facing texts nbgrader lets a course configure, from the course catalogue.

nbgrader 0.9.6 lets a course set (and this module sets, in the course's language):

- `nbgrader validate`'s summary lines (``Validator.failed_warning`` ...), used by the
  command line and read from the config path, so the hub's common config sets them for
  learners too (`configure_validator`);
- the feedback page's labels: nbgrader's feedback template with the catalogue's labels
  (`grading/plugins/templates/feedback`, found first through ``HTMLExporter.
  extra_template_basedirs``; `FeedbackLabels` hands the labels to it).

What nbgrader does not let a course change stays English: the Validate button's dialog
("Success! Your notebook passes all the tests.", "The following cell failed:"), the
Assignment List's panel and buttons (both written into nbgrader's lab extension), and the
per-cell lines of `nbgrader validate` ("The following cell failed:"). docs/INSTRUCTOR_GUIDE.md
lists them. The messages inside the dialog are the grade cells' own Korean sentences.
"""

from __future__ import annotations

from pathlib import Path

from nbgrader.preprocessors import NbGraderPreprocessor
from traitlets import Unicode

from autograder.catalogue import all_messages, render
from autograder.config import SUPPORTED_LANGS

__all__ = ["FEEDBACK_TEMPLATES", "FeedbackLabels", "configure_feedback", "configure_validator"]

FEEDBACK_TEMPLATES = Path(__file__).resolve().parent / "templates"
_VALIDATOR = {
    "failed_warning": ("nbgrader.validate_failed", "num_failed"),
    "changed_warning": ("nbgrader.validate_changed", "num_changed"),
    "type_changed_warning": ("nbgrader.validate_type_changed", "num_changed"),
    "passed_warning": ("nbgrader.validate_passed", "num_passed"),
}
_LABEL_PREFIX = "nbgrader.feedback."


def configure_validator(c, lang: str = "ko") -> None:
    """Set `c.Validator`'s summary lines (nbgrader fills in the counts)."""
    for trait, (key, count) in _VALIDATOR.items():
        setattr(c.Validator, trait, render(key, lang, **{count: "{" + count + "}"}))


def feedback_labels(lang: str = "ko") -> dict[str, str]:
    """The feedback page's labels by short name (``score``, ``test_cell`` ...)."""
    return {
        key[len(_LABEL_PREFIX) :]: render(key, lang)
        for key in all_messages()
        if key.startswith(_LABEL_PREFIX)
    }


def configure_feedback(c) -> None:
    """Let nbgrader's `GenerateFeedback` find the course's feedback template first."""
    import nbgrader

    nbgrader_templates = Path(nbgrader.__file__).parent / "server_extensions/formgrader/templates"
    c.HTMLExporter.extra_template_basedirs = [str(FEEDBACK_TEMPLATES), str(nbgrader_templates)]


class FeedbackLabels(NbGraderPreprocessor):
    """Hand the catalogue's labels to the feedback template (``resources.tooluse_labels``).

    An nbgrader preprocessor (enabled by default, unlike nbconvert's base class, which
    would silently skip it and leave the labels blank)."""

    lang = Unicode("ko", help="language of the feedback page's labels (ko or en)").tag(config=True)

    def preprocess(self, nb, resources):
        lang = self.lang if self.lang in SUPPORTED_LANGS else "ko"
        resources["tooluse_labels"] = feedback_labels(lang)
        return nb, resources
