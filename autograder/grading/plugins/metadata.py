"""nbgrader's cell-metadata check, with its JSON schema compiled once per process.

nbgrader's ``CheckCellMetadata`` builds a new ``MetadataValidator`` per notebook and
calls ``jsonschema.validate`` per cell, which re-checks the schema itself against the
metaschema every time: 13% of a plain ``nbgrader autograde`` run's CPU (profiled on
ex04's 91 notebooks). `CheckCellMetadataCompiled` keeps everything nbgrader checks --
its own v3 per-cell and per-notebook rules, the same version errors, the same
best-matching schema error and the same message -- and only checks the schema once.
`tests/grading/test_metadata_check.py` gives both steps the same notebooks and
corruptions and requires the same verdict.
"""

from __future__ import annotations

import functools
import traceback

from jsonschema import validators
from jsonschema.exceptions import best_match
from nbformat import NotebookNode
from nbgrader.nbgraderformat import MetadataValidator, ValidationError
from nbgrader.nbgraderformat.common import (
    BaseMetadataValidator,
    SchemaTooNewError,
    SchemaTooOldError,
)
from nbgrader.preprocessors import CheckCellMetadata

__all__ = ["CheckCellMetadataCompiled"]

#: nbgrader's own message, so a log reader sees the same failure either way.
FAILED = "Notebook failed to validate; the nbgrader metadata may be corrupted."


def _compiled(schema: dict):
    """A validator for `schema`, which is checked against its metaschema here, once."""
    cls = validators.validator_for(schema)
    cls.check_schema(schema)  # what jsonschema.validate does on every call
    return cls(schema)


class _CompiledSchemaCheck(BaseMetadataValidator):
    """`BaseMetadataValidator.validate_cell` with the compiled validator."""

    def validate_cell(self, cell: NotebookNode) -> None:
        if "nbgrader" not in cell.metadata:
            return
        version = cell.metadata["nbgrader"].get("schema_version", 0)
        if version < self.schema_version:
            raise SchemaTooOldError(
                f"Outdated schema version: {version} (expected {self.schema_version})",
                version,
                self.schema_version,
            )
        if version > self.schema_version:
            raise SchemaTooNewError(
                f"Schema version is too new: {version} (expected {self.schema_version})",
                version,
                self.schema_version,
            )
        error = best_match(self.compiled.iter_errors(cell.metadata["nbgrader"]))
        if error is not None:
            raise error


class _CompiledMetadataValidator(MetadataValidator, _CompiledSchemaCheck):
    """nbgrader's current validator; its ``super().validate_cell`` lands on ours (MRO)."""

    def __init__(self) -> None:
        super().__init__()
        self.compiled = _compiled(self.schema)


@functools.cache
def _shared_validator() -> _CompiledMetadataValidator:
    # Reads nbgrader's three schema files once; the validator holds no per-notebook state.
    return _CompiledMetadataValidator()


class CheckCellMetadataCompiled(CheckCellMetadata):
    """``CheckCellMetadata`` with the schema checked once per process, not per cell."""

    def preprocess(self, nb: NotebookNode, resources: dict) -> tuple[NotebookNode, dict]:
        try:
            _shared_validator().validate_nb(nb)
        except ValidationError:
            self.log.error(traceback.format_exc())
            self.log.error(FAILED)
            raise ValidationError(FAILED) from None
        return nb, resources
