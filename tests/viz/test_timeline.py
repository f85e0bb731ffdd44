"""Timings are measured, parallel runs overlap, and Korean labels draw without missing glyphs."""

import itertools
import time
import warnings

from matplotlib import font_manager

from autograder.viz import (
    Span,
    korean_font_path,
    latency_chart,
    time_calls,
    use_korean_font,
    wall_time,
)


def sleeper(seconds):
    def run():
        time.sleep(seconds)
        return seconds

    return run


CALLS = [
    ("get_project_status", sleeper(0.05)),
    ("get_site_weather", sleeper(0.08)),
    ("get_permit_state", sleeper(0.05)),
]


def test_sequential_calls_add_up():
    spans, results = time_calls(CALLS, parallel=False)
    assert results == [0.05, 0.08, 0.05]
    assert wall_time(spans) >= 0.18
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))


def test_parallel_wall_time_is_close_to_the_slowest_call():
    spans, _ = time_calls(CALLS, parallel=True)
    slowest = max(span.duration for span in spans)
    assert wall_time(spans) / slowest < 1.5
    assert wall_time(spans) < 0.18


def test_korean_font_is_the_bundled_file():
    name = use_korean_font()
    found = font_manager.findfont(
        font_manager.FontProperties(family=name), fallback_to_default=False
    )
    assert found == str(korean_font_path())


def test_chart_draws_hangul_without_missing_glyphs():
    spans = [Span("프로젝트 상태", 0.0, 1.0), Span("현장 날씨", 1.0, 1.5)]
    parallel = [Span("프로젝트 상태", 0.0, 1.0), Span("현장 날씨", 0.0, 0.5)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # matplotlib warns "Glyph ... missing from font(s)"
        png = latency_chart(spans, parallel)._repr_png_()
    assert png.startswith(b"\x89PNG")


def test_chart_title_reports_both_wall_times():
    chart = latency_chart([Span("a", 0, 2.0)], [Span("a", 0, 1.25)], lang="en")
    assert (
        chart.figure._suptitle.get_text()
        == "tool-call latency: sequential 2.00 s vs parallel 1.25 s"
    )
