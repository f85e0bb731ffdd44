"""The API's error texts, one template per catalogue key (api_rules.md, Part A).

Each entry is ``key -> (rule, template)``. ``{at}`` is the location prefix exactly as the
API prints it (``messages.2``, ``tools.0.custom.name``); the other fields are filled from
the violation's params. Texts marked *verbatim* in the spec are copied character for
character, back-ticks included; the few the spec calls *uncertain* are marked below.
"""

from __future__ import annotations

_PAIR_TAIL = (
    "Each `tool_use` block must have a corresponding `tool_result` block in the next message."
)
_MISSING = (
    "{at}: `tool_use` ids were found without `tool_result` blocks immediately after: {ids}. "
    + _PAIR_TAIL
)

TEXTS: dict[str, tuple[str, str]] = {
    # Schema-style (pydantic-like) texts; the rule id is overridden per location.
    "contract.body_not_object": ("A-R2", "Input should be a valid dictionary"),
    "contract.field_required": ("A-R2", "{at}: Field required"),
    "contract.not_a_dict": ("A-R2", "{at}: Input should be a valid dictionary"),
    "contract.not_an_object": ("A-R2", "{at}: Input should be an object"),
    "contract.not_a_string": ("A-R2", "{at}: Input should be a valid string"),
    "contract.not_a_list": ("A-R2", "{at}: Input should be a valid list"),
    "contract.not_an_integer": ("A-R2", "{at}: Input should be a valid integer"),
    "contract.not_a_boolean": ("A-R2", "{at}: Input should be a valid boolean"),
    "contract.too_small": ("A-R2", "{at}: Input should be greater than or equal to {minimum}"),
    "contract.pattern_mismatch": ("A-R10", "{at}: String should match pattern '{pattern}'"),
    "contract.string_too_short": ("A-R10", "{at}: String should have at least 1 character"),
    "contract.string_too_long": ("A-R19", "{at}: String should have at most {maximum} characters"),
    "contract.extra_field": ("A-R9", "{at}: Extra inputs are not permitted"),
    "contract.unknown_tag": (
        "A-R9",
        "{at}: Input tag '{tag}' found using 'type' does not match any of the expected tags: {expected}",
    ),
    "contract.missing_tag": ("A-R9", "{at}: Unable to extract tag using discriminator 'type'"),
    "contract.content_invalid": ("A-R6", "{at}: Input should be a valid list"),  # uncertain
    # A-R2 .. A-R8: messages.
    "contract.messages_empty": ("A-R2", "messages: at least one message is required"),
    "contract.system_role": (
        "A-R3",
        "{at}: use the top-level 'system' parameter for the initial system prompt",
    ),
    "contract.invalid_role": ("A-R3", "{at}: Input should be 'user' or 'assistant'"),  # uncertain
    "contract.empty_content": (
        "A-R6",
        "{at}: all messages must have non-empty content except for the optional final assistant message",
    ),
    "contract.empty_text_block": ("A-R6", "messages: text content blocks must be non-empty"),
    "contract.whitespace_text_block": (
        "A-R6",
        "messages: text content blocks must contain non-whitespace text",
    ),
    "contract.final_trailing_whitespace": (
        "A-R7",
        "messages: final assistant content cannot end with trailing whitespace",
    ),
    "contract.prefill_unsupported": (
        "A-R7",
        "This model does not support assistant message prefill. The conversation must end with a user message.",
    ),
    "contract.prefill_with_tools": (
        "A-R7",
        "Your API request included an `assistant` message in the final position, which would "
        "pre-fill the `assistant` response. When using tools, pre-filling the `assistant` "
        "response is not supported.",
    ),
    # `tool_result` text is verbatim; the symmetric `assistant` form is uncertain.
    "contract.block_wrong_role": (
        "A-R8",
        "{at}: `{block_type}` blocks can only be in `{role}` messages",
    ),
    # A-R11 .. A-R18: pairing.
    "contract.tool_use_ids_not_unique": ("A-R11", "{at}: `tool_use` ids must be unique"),
    "contract.tool_use_without_result": ("A-R14", _MISSING),
    "contract.tool_use_not_last": ("A-R12", _MISSING),
    "contract.tool_result_not_first": ("A-R16", _MISSING),
    "contract.unexpected_tool_result": (
        "A-R15",
        "{at}: unexpected `tool_use_id` found in `tool_result` blocks: {ids}. "
        "Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
    ),
    # Uncertain: quoted without back-ticks by two independent clients (see the package docstring).
    "contract.tool_result_duplicated": (
        "A-R15",
        "{at}: each tool_use must have a single result. "
        "Found multiple tool_result blocks with id: {ids}",
    ),
    "contract.legacy_missing_results": (
        "A-R14",
        "{at}: Did not find {count} `tool_result` block(s) at the beginning of this message. "
        "Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.",
    ),
    "contract.legacy_alternation": (
        "A-R4",
        'messages: roles must alternate between "user" and "assistant", but found multiple "{role}" roles in a row',
    ),
    "contract.legacy_first_not_user": ("A-R5", 'messages: first message must use the "user" role'),
    "contract.legacy_tools_required": (
        "A-R18",
        "Requests which include `tool_use` or `tool_result` blocks must define tools.",
    ),
    # A-R19 .. A-R23: tools and tool_choice.
    "contract.tool_names_not_unique": ("A-R19", "tools: Tool names must be unique."),
    # pydantic's literal_error wording at the API's tagged path; the exact API text is uncertain
    "contract.literal_mismatch": ("A-R19", "{at}: Input should be {expected}"),
    "contract.schema_type_not_object": ("A-R20", "{at}: Input should be 'object'"),
    "contract.schema_combinator": (
        "A-R20",
        "{at}: input_schema does not support oneOf, allOf, or anyOf at the top level",
    ),
    # Verbatim up to "https://platform.claude.com/d…"; the end of the URL is our completion.
    "contract.schema_invalid": (
        "A-R20",
        "{at}: JSON schema is invalid. It must match JSON Schema draft 2020-12 "
        "(https://json-schema.org/draft/2020-12). Learn more about tool use at "
        "https://platform.claude.com/docs/en/agents-and-tools/tool-use/overview",
    ),
    "contract.strict_additional_properties": (
        "A-R21",
        "{at}: For 'object' type, 'additionalProperties' must be explicitly set to false",
    ),
    # Both uncertain (A-R23): texts of our own in the API's style.
    "contract.tool_choice_without_tools": (
        "A-R23",
        "tool_choice: tool_choice may only be specified while providing tools.",
    ),
    "contract.tool_choice_unknown_tool": (
        "A-R23",
        "tool_choice.tool.name: Tool '{name}' not found in tools.",
    ),
    "contract.thinking_with_forced_tool": (
        "A-R23",
        "Thinking may not be enabled when tool_choice forces tool use.",
    ),
    # A-R24: extended thinking with tool use (verbatim, "preceeding" included).
    "contract.thinking_must_lead": (
        "A-R24",
        "{at}.type: Expected `thinking` or `redacted_thinking`, but found `{found}`. "
        "When `thinking` is enabled, a final `assistant` message must start with a thinking "
        "block (preceeding the lastmost set of `tool_use` and `tool_result` blocks). "
        "We recommend you include thinking blocks from previous turns. To avoid this "
        "requirement, disable `thinking`. Please consult our documentation at "
        "https://docs.claude.com/en/docs/build-with-claude/extended-thinking",
    ),
    "contract.thinking_last": (
        "A-R24",
        "{at}: The final block in an assistant message cannot be `thinking`.",
    ),
    "contract.thinking_when_disabled": (
        "A-R24",
        "{at}: When thinking is disabled, an `assistant` message in the final position "
        "cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request.",
    ),
    "contract.internal_error": ("A-R1", "messages: the request could not be checked ({error})"),
}
