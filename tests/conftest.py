"""Shared test set-up: quiet Jupyter path warnings, never touch the network or a real key."""

from __future__ import annotations

import os
from pathlib import Path

# Use the platformdirs layout now, so jupyter_core does not warn on every import.
os.environ.setdefault("JUPYTER_PLATFORM_DIRS", "1")
# Tests never use a real key, whatever the developer's shell holds.
os.environ.pop("ANTHROPIC_API_KEY", None)
os.environ.pop("TOOLUSE_LIVE", None)

ROOT = Path(__file__).resolve().parent.parent
