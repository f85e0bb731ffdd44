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


#: Waits long enough that a thread started late on a busy machine still overlaps the others.
CALLS = [
    ("get_project_status", sleeper(0.2)),
    ("get_site_weather", sleeper(0.3)),
    ("get_permit_state", sleeper(0.2)),
]


def test_sequential_calls_add_up():
    spans, results = time_calls(CALLS, parallel=False)
    assert results == [0.2, 0.3, 0.2]
    assert wall_time(spans) >= 0.7
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))


def test_parallel_calls_are_all_under_way_at_once():
    spans, results = time_calls(CALLS, parallel=True)
    assert results == [0.2, 0.3, 0.2]
    # every call started before any ended; no upper bound on wall time (a busy machine)
    assert max(span.start for span in spans) < min(span.end for span in spans)
    assert wall_time(spans) >= max(span.duration for span in spans) >= 0.3


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
