"""A Korean font for matplotlib that never depends on what the machine has installed.

The font file ships inside the pinned ``koreanize-matplotlib`` wheel (NanumGothic). We
register that file directly instead of importing the package: its import rewrites global
settings and imports ``distutils``, which warns on Python 3.11 and is gone in 3.12.
"""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path

__all__ = ["KOREAN_FONT", "korean_font_path", "use_korean_font"]

#: Family name of the bundled font.
KOREAN_FONT = "NanumGothic"


def korean_font_path() -> Path:
    """Path of the bundled NanumGothic.ttf (raises if the pinned package is missing)."""
    spec = importlib.util.find_spec("koreanize_matplotlib")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(
            "`koreanize-matplotlib` is not installed; it ships the Korean font (run `make install`)"
        )
    path = Path(next(iter(spec.submodule_search_locations))) / "fonts" / "NanumGothic.ttf"
    if not path.is_file():
        raise FileNotFoundError(f"the bundled Korean font is missing: {path}")
    return path


@cache
def use_korean_font() -> str:
    """Register the bundled font and put it first in matplotlib's font list; returns its name."""
    import matplotlib
    from matplotlib import font_manager

    font_manager.fontManager.addfont(str(korean_font_path()))
    families = list(matplotlib.rcParams["font.sans-serif"])
    matplotlib.rcParams["font.sans-serif"] = [
        KOREAN_FONT,
        *[f for f in families if f != KOREAN_FONT],
    ]
    matplotlib.rcParams["font.family"] = "sans-serif"
    matplotlib.rcParams["axes.unicode_minus"] = False
    return KOREAN_FONT
