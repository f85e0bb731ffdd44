"""`python -m autograder prepare`: build the simulator's shared read-only data once per installation.

Today that is the gazetteer's table (``model.shared_data``), written to
``<sys.prefix>/share/tooluse`` so that every kernel of the installation opens the same file
instead of parsing GeoNames' JSON itself. ``make install`` and the course image run it; a
kernel that finds no file builds one in the user's cache (or, read-only everywhere, in memory).
"""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """No options: the data's place follows the installation (``sys.prefix``)."""


def run(args: argparse.Namespace) -> int:
    from autograder.simulator.model import gazetteer

    print(f"gazetteer table: {gazetteer.table_location()}", flush=True)
    return 0
