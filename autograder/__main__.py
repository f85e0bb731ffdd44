"""Entry point for `python -m autograder`."""

import sys

from autograder.cli import main

sys.exit(main())
