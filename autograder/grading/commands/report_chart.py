"""The class report's chart: pass rate per criterion, learners per cause, score histogram.

Korean labels throughout (koreanize-matplotlib's NanumGothic via `autograder.viz.fonts`,
so Hangul never shows as boxes); causes are coloured by group (mistake, blank answer,
grading failure) so what to re-teach stands apart from what went wrong in grading.
"""

from __future__ import annotations

from pathlib import Path

from autograder.catalogue import render
from autograder.grading.commands import diagnoses, report_reliability

__all__ = ["chart"]

_COLOURS = {"mistake": "#d9734e", "blank": "#9e9e9e", "grading": "#5b7fbf"}


def chart(summary, target: Path) -> Path:
    """Draw the three panels of `summary` (a `report.Summary`) into `target` (PNG)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt
    from matplotlib.patches import Patch
    from matplotlib.ticker import MaxNLocator

    from autograder.viz.fonts import use_korean_font

    use_korean_font()
    names = list(summary.criteria)
    ranked = summary.ranked() or [("-", set())]
    rules = report_reliability.rules_broken(summary.reliability) if summary.reliability else []
    height = 3.0 + 0.35 * (len(names) + len(ranked) + len(rules)) + (2.0 if rules else 0)
    figure, axes = plt.subplots(4 if rules else 3, 1, figsize=(10, height), constrained_layout=True)
    top, middle, bottom = axes[:3]
    top.barh(names, [100 * summary.pass_rate(n) for n in names], color="#4c9f70")
    top.set_xlim(0, 100)
    top.set_title(render("grading.report_pass_rate", "ko"))
    top.set_xlabel(render("grading.report_rate_axis", "ko"))
    top.invert_yaxis()
    labels = [_short(diagnoses.label(k)) if k != "-" else "-" for k, _ in ranked]
    colours = [_COLOURS.get(diagnoses.group_of(k), "#999999") for k, _ in ranked]
    middle.barh(labels, [len(who) for _, who in ranked], color=colours)
    middle.set_title(render("grading.report_diagnoses", "ko"))
    middle.set_xlabel(render("grading.report_learners", "ko"))
    middle.xaxis.set_major_locator(MaxNLocator(integer=True))
    middle.invert_yaxis()
    legend = [
        Patch(color=c, label=render(f"grading.report_group_{g}", "ko")) for g, c in _COLOURS.items()
    ]
    middle.legend(handles=legend, loc="lower right", fontsize="small")
    bins = summary.histogram()
    bottom.bar([f"{b['low']:g}–{b['high']:g}" for b in bins], [len(b["learners"]) for b in bins])
    bottom.set_title(render("grading.report_histogram", "ko"))
    bottom.set_ylabel(render("grading.report_learners", "ko"))
    bottom.yaxis.set_major_locator(MaxNLocator(integer=True))
    if rules:
        _rules_panel(axes[3], rules, MaxNLocator)
    figure.savefig(target, dpi=110)
    plt.close(figure)
    return target


def _rules_panel(axis, rules: list[dict], locator) -> None:
    """Policy rules broken: learners per rule, the violations counted beside each bar."""
    labels = [_short(f"{r['rule']}. {r['text']}") for r in rules]
    axis.barh(labels, [r["learners"] for r in rules], color=_COLOURS["mistake"])
    for row, rule in enumerate(rules):
        axis.annotate(f" {rule['violations']}건", (rule["learners"], row), va="center")
    axis.set_xlim(0, max(r["learners"] for r in rules) * 1.15 + 0.2)  # room for the counts
    axis.set_title("가장 많이 어긴 정책 규칙 (막대: 학습자, 숫자: 위반 횟수)")
    axis.set_xlabel(render("grading.report_learners", "ko"))
    axis.xaxis.set_major_locator(locator(integer=True))
    axis.invert_yaxis()


def _short(text: str, limit: int = 38) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
