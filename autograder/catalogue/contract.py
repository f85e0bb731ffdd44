"""Learner explanations for the contract engine's violations (keys ``contract.*``).

Every entry says what is wrong and where (``{path}``), then gives a hint that points at
the fix without writing it out. ``{path}`` is always available; the other fields are the
violation's params.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "contract.body_not_object": {
        "ko": "요청 본문이 JSON 객체(dict)가 아닙니다. 힌트: model, max_tokens, messages를 키로 가진 dict 하나를 보내야 합니다.",
        "en": "The request body is not a JSON object (dict). Hint: send one dict with the keys model, max_tokens and messages.",
    },
    "contract.field_required": {
        "ko": "{path}에 꼭 있어야 하는 필드가 빠졌습니다. 힌트: 필드 이름의 철자와, 그 필드를 어느 객체 안에 넣었는지 확인해 보세요.",
        "en": "A required field is missing at {path}. Hint: check the field's spelling and which object it belongs to.",
    },
    "contract.not_a_dict": {
        "ko": "{path}의 값은 객체(dict)여야 하는데 다른 형태입니다. 힌트: 문자열이나 리스트로 감싸지 않았는지 보세요.",
        "en": "The value at {path} must be an object (dict). Hint: check it is not wrapped in a string or a list.",
    },
    "contract.not_an_object": {
        "ko": '{path}의 값은 type 필드를 가진 객체(dict)여야 합니다. 힌트: 문자열 하나만 넣지 말고 {{"type": ...}} 모양으로 적어 보세요.',
        "en": 'The value at {path} must be an object with a type field. Hint: write it as {{"type": ...}}, not as a bare string.',
    },
    "contract.not_a_string": {
        "ko": "{path}의 값은 문자열이어야 합니다. 힌트: 숫자나 객체가 들어가지 않았는지 확인하세요.",
        "en": "The value at {path} must be a string. Hint: check that no number or object ended up there.",
    },
    "contract.not_a_list": {
        "ko": "{path}의 값은 리스트여야 합니다. 힌트: 항목이 하나뿐이어도 [ ]로 감싸야 합니다.",
        "en": "The value at {path} must be a list. Hint: wrap it in [ ] even when it has one item.",
    },
    "contract.not_an_integer": {
        "ko": '{path}의 값은 정수여야 합니다. 힌트: 문자열 "1024"가 아니라 숫자 1024처럼 적습니다.',
        "en": 'The value at {path} must be an integer. Hint: write 1024, not the string "1024".',
    },
    "contract.not_a_boolean": {
        "ko": '{path}의 값은 true 또는 false여야 합니다. 힌트: 문자열 "true"와 불리언 True는 다릅니다.',
        "en": 'The value at {path} must be true or false. Hint: the string "true" is not the boolean True.',
    },
    "contract.too_small": {
        "ko": "{path}의 값은 {minimum} 이상이어야 합니다.",
        "en": "The value at {path} must be at least {minimum}.",
    },
    "contract.pattern_mismatch": {
        "ko": "{path}의 문자열이 허용된 형식({pattern})에 맞지 않습니다. 영문자, 숫자, _ 와 - 만 쓸 수 있습니다. 힌트: 공백, 점, 한글이 섞이지 않았는지 보세요.",
        "en": "The string at {path} does not match the allowed form ({pattern}): letters, digits, _ and - only. Hint: look for spaces, dots or non-Latin characters.",
    },
    "contract.string_too_short": {
        "ko": "{path}의 문자열이 비어 있습니다. 최소 한 글자가 필요합니다.",
        "en": "The string at {path} is empty; at least one character is needed.",
    },
    "contract.string_too_long": {
        "ko": "{path}의 문자열이 너무 깁니다({length}자, 최대 {maximum}자). 힌트: 짧고 뜻이 분명한 이름을 쓰세요.",
        "en": "The string at {path} is too long ({length} characters, at most {maximum}). Hint: use a short, clear name.",
    },
    "contract.extra_field": {
        "ko": "{path}는 API가 모르는 필드입니다. 힌트: 철자를 확인하고, 다른 API(예: OpenAI)의 필드를 섞어 쓰지 않았는지 보세요.",
        "en": "{path} is a field the API does not know. Hint: check the spelling and that no field of another API (e.g. OpenAI) slipped in.",
    },
    "contract.unknown_tag": {
        "ko": "{path}의 type 값 '{tag}'은(는) 이 자리에 올 수 없습니다. 허용되는 값: {expected}.",
        "en": "The type '{tag}' at {path} is not allowed here. Allowed: {expected}.",
    },
    "contract.missing_tag": {
        "ko": '{path}의 블록에 type 필드가 없습니다. 힌트: 모든 콘텐츠 블록은 "type"으로 자기 종류를 밝혀야 합니다.',
        "en": 'The block at {path} has no type field. Hint: every content block names its kind in "type".',
    },
    "contract.content_invalid": {
        "ko": "{path}는 문자열이거나 콘텐츠 블록의 리스트여야 합니다.",
        "en": "{path} must be a string or a list of content blocks.",
    },
    "contract.messages_empty": {
        "ko": "messages가 비어 있습니다. 최소 한 개의 메시지가 필요합니다.",
        "en": "messages is empty; at least one message is required.",
    },
    "contract.system_role": {
        "ko": '{path}의 role이 "system"입니다. 시스템 프롬프트는 messages가 아니라 요청 최상위의 system 필드에 넣습니다.',
        "en": 'The role at {path} is "system". The system prompt goes in the request\'s top-level system field, not in messages.',
    },
    "contract.invalid_role": {
        "ko": '{path}의 role {role}은(는) 쓸 수 없습니다. role은 "user" 또는 "assistant"뿐입니다. 힌트: 도구 결과에는 "tool" 역할이 없습니다. tool_result 블록을 user 메시지에 담으세요.',
        "en": 'The role {role} at {path} is not allowed: only "user" or "assistant". Hint: there is no "tool" role; tool results travel as tool_result blocks in a user message.',
    },
    "contract.empty_content": {
        "ko": "{path}의 content가 비어 있습니다. 비어 있어도 되는 것은 맨 마지막 assistant 메시지뿐입니다.",
        "en": "The content at {path} is empty; only a final assistant message may be empty.",
    },
    "contract.empty_text_block": {
        "ko": "{path}의 text 블록이 빈 문자열입니다. 힌트: 보낼 내용이 없다면 블록 자체를 빼세요.",
        "en": "The text block at {path} is an empty string. Hint: leave the block out when there is nothing to say.",
    },
    "contract.whitespace_text_block": {
        "ko": "{path}의 text 블록에 공백 문자만 있습니다. 힌트: 실제 글자가 있는 텍스트만 보내세요.",
        "en": "The text block at {path} holds only whitespace. Hint: send text with real characters only.",
    },
    "contract.final_trailing_whitespace": {
        "ko": "마지막 assistant 메시지({path})가 공백으로 끝납니다. 힌트: 끝의 공백과 줄바꿈을 지우세요.",
        "en": "The final assistant message ({path}) ends with whitespace. Hint: strip the trailing spaces and newlines.",
    },
    "contract.prefill_unsupported": {
        "ko": "대화가 assistant 메시지({path})로 끝납니다. 모델 {model}은(는) assistant 미리 채우기(prefill)를 지원하지 않으므로 마지막 메시지는 user여야 합니다. 힌트: 모델 응답을 추가했다면, 그 뒤에 이어질 user 메시지(예: tool_result)도 붙였는지 확인하세요.",
        "en": "The conversation ends with an assistant message ({path}). Model {model} does not support assistant prefill, so the last message must be a user message. Hint: after appending the model's reply, did you also append the user message that follows it (e.g. the tool_result)?",
    },
    "contract.prefill_with_tools": {
        "ko": "대화가 assistant 메시지({path})로 끝나는데 tools가 있습니다. 예전 API는 도구를 쓸 때 assistant 미리 채우기를 허용하지 않았습니다.",
        "en": "The conversation ends with an assistant message ({path}) while tools are defined; the old API did not allow prefill when using tools.",
    },
    "contract.block_wrong_role": {
        "ko": "{path}의 {block_type} 블록은 {role} 메시지에만 들어갈 수 있습니다. 힌트: tool_use는 모델(assistant)이 만들고, tool_result는 여러분의 코드(user)가 보냅니다.",
        "en": "The {block_type} block at {path} may only appear in a {role} message. Hint: the model (assistant) writes tool_use; your code (user) sends tool_result.",
    },
    "contract.tool_use_ids_not_unique": {
        "ko": "{path}의 tool_use id '{id}'는 이미 {first}에서 쓰였습니다. 힌트: 같은 응답을 messages에 두 번 추가하지 않았는지 보세요.",
        "en": "The tool_use id '{id}' at {path} was already used at {first}. Hint: check that the same response was not appended to messages twice.",
    },
    "contract.tool_use_without_result": {
        "ko": "{path} 메시지가 바로 앞 assistant 메시지의 tool_use에 답하지 않습니다(답이 없는 id: {ids}). 힌트: tool_use 하나마다 같은 id를 가진 tool_result가 바로 다음 user 메시지의 맨 앞에 있어야 합니다.",
        "en": "The message at {path} does not answer the tool_use of the assistant message just before it (ids: {ids}). Hint: every tool_use needs a tool_result with the same id at the start of the very next user message.",
    },
    "contract.tool_use_not_last": {
        "ko": "앞 assistant 메시지에서 tool_use 블록 뒤에 다른 블록이 이어집니다(id: {ids}). 그래서 API는 {path}의 결과를 짝으로 인정하지 않습니다. 힌트: 합쳐진 assistant 메시지에서 tool_use 블록이 맨 끝에 오는지 보세요.",
        "en": "In the assistant message before {path}, other blocks follow the tool_use blocks (ids: {ids}), so the API does not pair them with the results. Hint: tool_use blocks must come last in the (merged) assistant turn.",
    },
    "contract.tool_result_not_first": {
        "ko": "{path}에 tool_result가 있지만 다른 블록 뒤에 있습니다(id: {ids}). 힌트: tool_result 블록을 content 맨 앞에 두고, 텍스트는 그 뒤에 붙이세요.",
        "en": "{path} has the tool_result, but after another block (ids: {ids}). Hint: put the tool_result blocks first in content and any text after them.",
    },
    "contract.unexpected_tool_result": {
        "ko": "{path}의 tool_result가 가리키는 id({ids})가 바로 앞 assistant 메시지의 어떤 tool_use에도 없습니다. 힌트: tool_use_id에는 도구 이름이 아니라 tool_use 블록의 id를 넣고, 모델 응답을 messages에 추가했는지도 확인하세요.",
        "en": "The tool_result at {path} refers to ids ({ids}) that no tool_use of the assistant message just before has. Hint: tool_use_id takes the tool_use block's id (not the tool name); also check that the model's reply was appended to messages.",
    },
    "contract.tool_result_duplicated": {
        "ko": "{path}는 같은 호출(id: {ids})에 대한 두 번째 tool_result입니다. 힌트: tool_use 하나에는 tool_result를 정확히 하나만 보내세요 — 결과를 두 번 붙이지 않았는지 확인하세요.",
        "en": "{path} is a second tool_result for the same call (id: {ids}). Hint: each tool_use gets exactly one tool_result; check that the result is not appended twice.",
    },
    "contract.legacy_missing_results": {
        "ko": "(예전 API) {path}는 tool_result 블록 {count}개로 시작해야 합니다.",
        "en": "(old API) {path} must begin with {count} tool_result block(s).",
    },
    "contract.legacy_alternation": {
        "ko": "(예전 API) {path}에서 {role} 역할이 연달아 나옵니다. 2024-10-08 이전에는 user와 assistant가 번갈아 나와야 했습니다.",
        "en": "(old API) The {role} role repeats at {path}; before 2024-10-08 user and assistant had to alternate.",
    },
    "contract.legacy_first_not_user": {
        "ko": "(예전 API) 첫 메시지({path})가 user가 아닙니다. 2024-10-08 이전에는 첫 메시지가 user여야 했습니다.",
        "en": "(old API) The first message ({path}) is not a user message; before 2024-10-08 it had to be.",
    },
    "contract.legacy_tools_required": {
        "ko": "(예전 API) messages에 tool_use/tool_result 블록이 있는데 tools가 없습니다. 2025-02-27 이전에는 이때 tools가 필수였습니다.",
        "en": "(old API) messages hold tool_use/tool_result blocks but no tools are defined; before 2025-02-27 tools were then required.",
    },
    "contract.tool_names_not_unique": {
        "ko": "도구 이름 '{name}'이(가) {path}에서 한 번 더 쓰였습니다. 도구 이름은 서로 달라야 합니다.",
        "en": "The tool name '{name}' is used again at {path}; tool names must be unique.",
    },
    "contract.literal_mismatch": {
        "ko": "{path}의 값이 맞지 않습니다. 이 종류의 Anthropic 정의 도구는 name을 {expected} 값으로 써야 합니다.",
        "en": "{path} is wrong; this kind of Anthropic-defined tool must have the name {expected}.",
    },
    "contract.schema_type_not_object": {
        "ko": '{path}의 값이 {found}입니다. input_schema의 최상위 type은 "object"여야 합니다.',
        "en": '{path} is {found}; the top-level type of input_schema must be "object".',
    },
    "contract.schema_combinator": {
        "ko": "{path}의 최상위에 oneOf/allOf/anyOf가 있습니다. 힌트: 최상위는 평범한 object로 두고, 선택지는 properties 안쪽에서 표현하세요.",
        "en": "{path} uses oneOf/allOf/anyOf at the top level. Hint: keep the top level a plain object and express alternatives inside properties.",
    },
    "contract.schema_invalid": {
        "ko": "{path}가 올바른 JSON Schema(draft 2020-12)가 아닙니다: {problem}",
        "en": "{path} is not a valid JSON Schema (draft 2020-12): {problem}",
    },
    "contract.strict_additional_properties": {
        "ko": '{path}는 strict: true인데, 스키마 안의 어떤 object에 "additionalProperties": false가 없습니다. 힌트: 안쪽 object까지 모두 확인하세요.',
        "en": '{path} sets strict: true but some object in its schema lacks "additionalProperties": false. Hint: check nested objects too.',
    },
    "contract.tool_choice_without_tools": {
        "ko": 'tool_choice가 "{choice}"인데 tools가 없습니다. 힌트: 이 요청에도 tools를 함께 보내세요. 도구 정의는 매 요청마다 필요합니다.',
        "en": 'tool_choice is "{choice}" but no tools are given. Hint: send tools with this request too; tool definitions are needed on every request.',
    },
    "contract.tool_choice_unknown_tool": {
        "ko": "tool_choice가 강제하는 도구 '{name}'이(가) tools에 없습니다.",
        "en": "tool_choice forces the tool '{name}', which is not in tools.",
    },
    "contract.thinking_with_forced_tool": {
        "ko": '확장 사고(thinking)를 켠 요청에서 tool_choice가 "{choice}"로 도구 사용을 강제합니다. 힌트: thinking과 함께 쓸 수 있는 tool_choice는 auto와 none뿐입니다.',
        "en": 'Extended thinking is enabled while tool_choice "{choice}" forces tool use. Hint: only auto and none work together with thinking.',
    },
    "contract.thinking_must_lead": {
        "ko": "확장 사고(thinking)를 켠 요청에서 도구 결과를 보내는데, 그 tool_use가 들어 있던 assistant 메시지({path})가 thinking 블록으로 시작하지 않고 {found} 블록으로 시작합니다. 힌트: 직전 응답의 content를 thinking 블록까지 (signature도 그대로) 빠짐없이 돌려보내세요.",
        "en": "Extended thinking is enabled and you send tool results, but the assistant message holding that tool_use ({path}) starts with a {found} block instead of a thinking block. Hint: send the previous response's content back in full, thinking blocks (with their signature) included.",
    },
    "contract.thinking_last": {
        "ko": "마지막 assistant 메시지가 thinking 블록({path})으로 끝납니다. 힌트: assistant 메시지로 요청을 끝내려면(prefill) 마지막 블록이 thinking이 아니어야 합니다.",
        "en": "The final assistant message ends with a thinking block ({path}). Hint: a request that ends with an assistant message (prefill) must not end on a thinking block.",
    },
    "contract.thinking_when_disabled": {
        "ko": "thinking을 켜지 않은 요청인데, 마지막 위치의 assistant 메시지에 thinking 블록({path})이 있습니다. 힌트: thinking 블록을 보내려면 요청에 thinking을 켜거나, 그 블록을 빼세요.",
        "en": "Thinking is not enabled, but the assistant message in the final position contains a thinking block ({path}). Hint: enable thinking in the request to send thinking blocks, or leave that block out.",
    },
    "contract.internal_error": {
        "ko": "요청을 검사하는 중 검사기 내부 문제({error})가 생겼습니다. 여러분의 잘못이 아닙니다. 강사에게 알려 주세요.",
        "en": "The checker hit an internal problem ({error}) while checking the request. This is not your fault; please tell the instructor.",
    },
}
