"""The Messages API's tool-use rules (shared/reference/api_rules.md, Part A) as a validator.

``validate_request(body)`` / ``validate_messages(messages, tools, ...)`` return the list of
`Violation`s in the order the API would report them, so ``violations[0].api_message`` is
the text of the 400. Input may be plain JSON data or the SDK's own objects (``response
.content`` blocks appended as-is); nothing the caller passes makes these functions raise.

Choices where the spec says *uncertain* (each one is pinned by a test):

- **Paths after merging** (A-R4): every path uses the learner's *original* message and
  block indexes. A turn-level path (A-R14 ``messages.N``) names the first original
  message of the merged turn; a block-level path names the message that holds the block.
- **A-R14 before A-R15**: a user turn that both misses a result and carries a wrong id
  gets the A-R14 text first (the assistant turn is checked before the turn after it).
- **A-R15 with several wrong ids**: one violation per turn, located at the first wrong
  ``tool_result``, its text listing every wrong id joined by ", " (as A-R14 does).
- **A-R12 / A-R16 texts**: both produce the A-R14 text (as observed/documented) and keep
  their own rule id and catalogue key so the explanation can say why. When one turn has
  several causes, the key follows the first that applies: a result that is missing
  altogether (A-R14), else a tool_use followed by another block (A-R12), else a result
  placed after other content (A-R16). ``[tool_result, text, tool_result]`` leaves the
  second call unanswered (A-R16 with the A-R14 text).
- **Uniqueness** (A-R11) is request-wide; the path is the later duplicate.
- **Several results for one call** are a 400 located at the later duplicate block, with the
  text ``messages.N.content.M: each tool_use must have a single result. Found multiple
  tool_result blocks with id: <id>``: api_rules.md has no entry; the text is as two
  independent clients quote it (no back-ticks in either quotation, so none here). It is
  checked after A-R15 within the same user turn, and only the first duplicate is reported.
- **``"tools": null``** in a request body is rejected as ``tools: Input should be a valid
  list`` (a 400 is reported for a null `tools` by run-llama/llama_index#17920/#17928; the text
  is the schema text the API uses for other non-list values). An absent `tools` is fine
  (A-R18), and ``validate_messages(..., tools=None)`` still means "no tools".
- **Empty content** (A-R6) is judged per original message; a whitespace-only string
  content counts as a whitespace-only text block. ``Violation.path`` locates empty /
  whitespace text blocks precisely although the API's text says only ``messages:``.
- **Block placement** (A-R8): ``tool_use`` (and the other assistant-only blocks) in a
  user message get the symmetric text ``messages.N: `tool_use` blocks can only be in
  `assistant` messages``; images/documents/search results in an assistant message get
  the ``user`` form.
- **Roles** (A-R3): ``system`` at ``messages.0`` gets the verbatim text; any other bad
  role (``tool``, ``system`` later on) ``messages.N.role: Input should be 'user' or
  'assistant'``.
- **Prefill** (A-R7): per-model table in `profiles`; ``claude-sonnet-5`` and unknown ids
  reject prefill, Claude <= 4.5 accepts it. An unanswered ``tool_use`` in the final
  assistant turn is judged by the prefill rule only.
- **tool_choice** (A-R23): a choice other than ``none`` without tools, and a forced tool
  that is not defined, are rejected with texts of our own in the API's style.
- **Extended thinking** (A-R24, `thinking`): checked by ``validate_request`` only (it reads
  the request's ``thinking`` field), after the prefill rule and only on schema-clean
  ``messages``. "Enabled" means ``type: enabled``; ``adaptive`` lets the model skip
  thinking, so it never *requires* a thinking block, and anything else counts as disabled.
  (1) The leading-block rule applies only when the final turn is a user turn holding
  ``tool_result`` blocks: the assistant turn just before it (whose ``tool_use`` they
  answer) must start with ``thinking``/``redacted_thinking``; earlier rounds are not
  checked (the API asks only for the "lastmost set"), a final-position assistant turn is
  left to the prefill and (2)/(3) rules. Path ``messages.N.content.0`` is the turn's first
  original message. (2) "cannot end with `thinking`" applies only to a final-position
  assistant turn (prefill) with thinking enabled/adaptive, and only to a ``thinking``
  block (not ``redacted_thinking``), as its text says. (3) With thinking disabled a
  final-position assistant turn may contain neither ``thinking`` nor
  ``redacted_thinking``; the path is the first such block. Thinking blocks in earlier
  turns are accepted whatever the setting. Signatures are not verified.
- **Schema-style errors** are reported all at once (the API stops at its first); message
  rules are skipped while ``messages`` has schema errors.
- Values inside ``tool_use.input`` and ``tool_result`` contents are not walked: requests
  arrive as JSON (no cycles); `to_plain` bounds SDK objects and cycles at the boundary.
- **legacy**: old "Did not find N" text with N = the number of ``tool_use`` blocks of
  the previous assistant turn; no "tool_use last" rule (the old validator counted only);
  the per-model prefill ban is not applied (it is from 2026).
- **Allowed fields** of blocks, tools and the request come from the pinned SDK's types
  (request ``...Param`` plus response-model fields such as ``caller``), so fields the SDK
  made generally available (e.g. ``defer_loading``) are accepted.
"""

from __future__ import annotations

from autograder.contract.engine import validate_messages, validate_request
from autograder.contract.normalize import to_plain
from autograder.contract.violations import Violation

__all__ = ["Violation", "to_plain", "validate_messages", "validate_request"]
