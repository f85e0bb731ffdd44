"""Reference answers and typical wrong answers of the lessons' practice cells.

Kept out of the released lessons: the tests paste ``answer`` into the practice cell (found
by its metadata ``course.practice``) and run the lesson; each ``wrong`` source must fail the
named check, and each ``right`` source (``RIGHT`` below: the same answer written another
way, in a shape the API accepts too) must pass every check. Answers are written the way a
learner might, not the shortest way.
"""

ANSWERS = {
    "l01_run_call": {
        "answer": """
def run_call(block, handlers):
    tool = handlers[block.name]
    return tool(**block.input)
""",
        "wrong": {
            "dict_not_unpacked": (
                "def run_call(block, handlers):\n    return handlers[block.name](block.input)\n",
                "practice_l01_no_crash",
            ),
            "looks_up_by_id": (
                "def run_call(block, handlers):\n    return handlers[block.id](**block.input)\n",
                "practice_l01_no_crash",
            ),
            "always_weather": (
                "def run_call(block, handlers):\n"
                "    return handlers['get_weather'](city=block.input['city'])\n",
                "practice_l01_runs_once",
            ),
            "forgets_return": (
                "def run_call(block, handlers):\n    handlers[block.name](**block.input)\n",
                "practice_l01_returns_result",
            ),
        },
    },
    "l02_valid_call": {
        "answer": """
import jsonschema

def is_valid_call(block, tools):
    for tool in tools:
        if tool["name"] == block.name:
            validator = jsonschema.Draft202012Validator(tool["input_schema"])
            return validator.is_valid(block.input)
    return False
""",
        "wrong": {
            "name_only": (
                "def is_valid_call(block, tools):\n"
                "    return block.name in [t['name'] for t in tools]\n",
                "practice_l02_verdicts",
            ),
            "raises_on_bad_input": (
                "import jsonschema\n"
                "def is_valid_call(block, tools):\n"
                "    tool = next(t for t in tools if t['name'] == block.name)\n"
                "    jsonschema.validate(block.input, tool['input_schema'])\n"
                "    return True\n",
                "practice_l02_no_crash",
            ),
            "first_tool_schema": (
                "import jsonschema\n"
                "def is_valid_call(block, tools):\n"
                "    names = [t['name'] for t in tools]\n"
                "    ok = jsonschema.Draft202012Validator(tools[0]['input_schema'])"
                ".is_valid(block.input)\n"
                "    return block.name in names and ok\n",
                "practice_l02_verdicts",
            ),
            "exact_keys": (
                "def is_valid_call(block, tools):\n"
                "    for t in tools:\n"
                "        if t['name'] == block.name:\n"
                "            props = t['input_schema']['properties']\n"
                "            return set(block.input) == set(props)\n"
                "    return False\n",
                "practice_l02_verdicts",
            ),
        },
    },
    "l03_results_message": {
        "answer": """
def results_message(calls, run):
    blocks = []
    for call in calls:
        blocks.append({"type": "tool_result", "tool_use_id": call.id, "content": run(call)})
    return {"role": "user", "content": blocks}
""",
        "wrong": {
            "first_only": (
                "def results_message(calls, run):\n"
                "    c = calls[0]\n"
                "    return {'role': 'user', 'content': [\n"
                "        {'type': 'tool_result', 'tool_use_id': c.id, 'content': run(c)}]}\n",
                "practice_l03_every_call_answered",
            ),
            "name_as_id": (
                "def results_message(calls, run):\n"
                "    return {'role': 'user', 'content': [\n"
                "        {'type': 'tool_result', 'tool_use_id': c.name, 'content': run(c)}"
                " for c in calls]}\n",
                "practice_l03_every_call_answered",
            ),
            "one_message_each": (
                "def results_message(calls, run):\n"
                "    return [{'role': 'user', 'content': [\n"
                "        {'type': 'tool_result', 'tool_use_id': c.id, 'content': run(c)}]}"
                " for c in calls]\n",
                "practice_l03_one_user_message",
            ),
            "text_first": (
                "def results_message(calls, run):\n"
                "    blocks = [{'type': 'text', 'text': '결과입니다'}]\n"
                "    blocks += [{'type': 'tool_result', 'tool_use_id': c.id, 'content': run(c)}"
                " for c in calls]\n"
                "    return {'role': 'user', 'content': blocks}\n",
                "practice_l03_api_accepts",
            ),
        },
    },
    "l03_error_result": {
        "answer": """
def error_result(call, problem):
    return {
        "type": "tool_result",
        "tool_use_id": call.id,
        "content": f"{problem}. 잠시 뒤 다시 조회하거나 사용자에게 나중에 확인하겠다고 알려 주세요.",
        "is_error": True,
    }
""",
        "wrong": {
            "string_flag": (
                "def error_result(call, problem):\n"
                "    return {'type': 'tool_result', 'tool_use_id': call.id,\n"
                "            'content': problem + '. 나중에 다시 시도하세요.', 'is_error': 'true'}\n",
                "practice_l03_error_flag",
            ),
            "no_flag": (
                "def error_result(call, problem):\n"
                "    return {'type': 'tool_result', 'tool_use_id': call.id,\n"
                "            'content': problem + '. 나중에 다시 시도하세요.'}\n",
                "practice_l03_error_flag",
            ),
            "problem_only": (
                "def error_result(call, problem):\n"
                "    return {'type': 'tool_result', 'tool_use_id': call.id,\n"
                "            'content': problem, 'is_error': True}\n",
                "practice_l03_error_text",
            ),
        },
    },
    "l04_guarded_transfer": {
        "answer": """
def guarded_transfer(accounts, source, target, amount):
    balance = accounts[source]
    if amount <= 0:
        raise Refused(f"{amount}달러는 옮길 수 없습니다. 0보다 큰 금액을 사용자에게 물어보세요.")
    if amount > balance:
        raise Refused(
            f"{source} 잔액이 {balance}달러뿐이라 {amount}달러를 옮기지 않았습니다. "
            "사용자에게 잔액을 알려 주세요."
        )
    accounts[source] = balance - amount
    accounts[target] = accounts[target] + amount
""",
        "wrong": {
            "no_guard": (
                "def guarded_transfer(accounts, source, target, amount):\n"
                "    accounts[source] -= amount\n    accounts[target] += amount\n",
                "practice_l04_refuses",
            ),
            "moves_then_checks": (
                "def guarded_transfer(accounts, source, target, amount):\n"
                "    accounts[source] -= amount\n    accounts[target] += amount\n"
                "    if accounts[source] < 0 or amount <= 0:\n"
                "        raise ValueError(f'잔액 부족: 60달러')\n",
                "practice_l04_refuses",
            ),
            "off_by_one": (
                "def guarded_transfer(accounts, source, target, amount):\n"
                "    if amount <= 0 or amount >= accounts[source]:\n"
                "        raise ValueError(f'잔액 {accounts[source]}달러')\n"
                "    accounts[source] -= amount\n    accounts[target] += amount\n",
                "practice_l04_moves_money",
            ),
            "silent_message": (
                "def guarded_transfer(accounts, source, target, amount):\n"
                "    if amount <= 0 or amount > accounts[source]:\n"
                "        raise ValueError('안 됩니다')\n"
                "    accounts[source] -= amount\n    accounts[target] += amount\n",
                "practice_l04_message_for_model",
            ),
        },
    },
    "l05_next_step": {
        "answer": """
def next_step(stop_reason):
    if stop_reason == "tool_use":
        return RUN_TOOLS
    if stop_reason in ("end_turn", "stop_sequence"):
        return ANSWER
    if stop_reason == "max_tokens":
        return RETRY_BIGGER
    if stop_reason == "pause_turn":
        return CONTINUE
    return STOP
""",
        "wrong": {
            "everything_else_answers": (
                "def next_step(stop_reason):\n"
                "    return 'run_tools' if stop_reason == 'tool_use' else 'answer'\n",
                "practice_l05_max_tokens",
            ),
            "pause_is_stop": (
                "def next_step(stop_reason):\n"
                "    return {'tool_use': 'run_tools', 'end_turn': 'answer',\n"
                "            'stop_sequence': 'answer', 'max_tokens': 'retry_bigger'}"
                ".get(stop_reason, 'stop')\n",
                "practice_l05_pause_turn",
            ),
            "refusal_retried": (
                "def next_step(stop_reason):\n"
                "    return {'tool_use': 'run_tools', 'end_turn': 'answer',\n"
                "            'stop_sequence': 'answer', 'pause_turn': 'continue'}"
                ".get(stop_reason, 'retry_bigger')\n",
                "practice_l05_refusal",
            ),
            "context_window_retried": (
                "def next_step(stop_reason):\n"
                "    return {'tool_use': RUN_TOOLS, 'end_turn': ANSWER, 'stop_sequence': ANSWER,\n"
                "            'max_tokens': RETRY_BIGGER, 'pause_turn': CONTINUE, 'refusal': STOP}"
                ".get(stop_reason, RETRY_BIGGER)\n",
                "practice_l05_context_window",
            ),
        },
    },
    "l05_capped_loop": {
        "answer": """
import json

def capped_loop(client, question, tools, handlers, max_calls):
    messages = [{"role": "user", "content": question}]
    response = client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=messages)
    calls_made = 1
    while response.stop_reason == "tool_use" and calls_made < max_calls:
        results = []
        for block in response.content:
            if block.type == "tool_use":
                output = handlers[block.name](**block.input)
                results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
        messages.append({"role": "assistant", "content": response.content})
        messages.append({"role": "user", "content": results})
        response = client.messages.create(
            model=MODEL, max_tokens=1024, tools=tools, messages=messages
        )
        calls_made += 1
    return response
""",
        "wrong": {
            "no_cap": (
                "def capped_loop(client, question, tools, handlers, max_calls):\n"
                "    messages = [{'role': 'user', 'content': question}]\n"
                "    r = client.messages.create(model=MODEL, max_tokens=1024, tools=tools,"
                " messages=messages)\n"
                "    while r.stop_reason == 'tool_use':\n"
                "        res = [{'type': 'tool_result', 'tool_use_id': b.id,\n"
                "                'content': handlers[b.name](**b.input)}\n"
                "               for b in r.content if b.type == 'tool_use']\n"
                "        messages += [{'role': 'assistant', 'content': r.content},\n"
                "                     {'role': 'user', 'content': res}]\n"
                "        r = client.messages.create(model=MODEL, max_tokens=1024, tools=tools,"
                " messages=messages)\n"
                "    return r\n",
                "practice_l05_cap_holds",
            ),
            "one_round_only": (
                "def capped_loop(client, question, tools, handlers, max_calls):\n"
                "    messages = [{'role': 'user', 'content': question}]\n"
                "    r = client.messages.create(model=MODEL, max_tokens=1024, tools=tools,"
                " messages=messages)\n"
                "    if r.stop_reason == 'tool_use':\n"
                "        res = [{'type': 'tool_result', 'tool_use_id': b.id,\n"
                "                'content': handlers[b.name](**b.input)}\n"
                "               for b in r.content if b.type == 'tool_use']\n"
                "        messages += [{'role': 'assistant', 'content': r.content},\n"
                "                     {'role': 'user', 'content': res}]\n"
                "        r = client.messages.create(model=MODEL, max_tokens=1024, tools=tools,"
                " messages=messages)\n"
                "    return r\n",
                "practice_l05_loop_finishes",
            ),
            "raises_at_cap": (
                "def capped_loop(client, question, tools, handlers, max_calls):\n"
                "    messages = [{'role': 'user', 'content': question}]\n"
                "    r = client.messages.create(model=MODEL, max_tokens=1024, tools=tools,"
                " messages=messages)\n"
                "    n = 1\n"
                "    while r.stop_reason == 'tool_use':\n"
                "        if n >= max_calls:\n"
                "            raise RuntimeError('too many rounds')\n"
                "        res = [{'type': 'tool_result', 'tool_use_id': b.id,\n"
                "                'content': handlers[b.name](**b.input)}\n"
                "               for b in r.content if b.type == 'tool_use']\n"
                "        messages += [{'role': 'assistant', 'content': r.content},\n"
                "                     {'role': 'user', 'content': res}]\n"
                "        r = client.messages.create(model=MODEL, max_tokens=1024, tools=tools,"
                " messages=messages)\n"
                "        n += 1\n"
                "    return r\n",
                "practice_l05_cap_holds",
            ),
        },
    },
    "l06_run_batch": {
        "answer": """
from concurrent.futures import ThreadPoolExecutor

def run_batch(calls, handlers):
    def one(call):
        block = {"type": "tool_result", "tool_use_id": call.id}
        try:
            block["content"] = handlers[call.name](**call.input)
        except Exception as problem:
            block["content"] = f"{call.name}: {problem}. 다시 시도하거나 사용자에게 알려 주세요."
            block["is_error"] = True
        return block

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        return list(pool.map(one, calls))
""",
        "wrong": {
            "no_try": (
                "from concurrent.futures import ThreadPoolExecutor\n"
                "def run_batch(calls, handlers):\n"
                "    def one(c):\n"
                "        return {'type': 'tool_result', 'tool_use_id': c.id,\n"
                "                'content': handlers[c.name](**c.input)}\n"
                "    with ThreadPoolExecutor() as pool:\n"
                "        return list(pool.map(one, calls))\n",
                "practice_l06_no_escape",
            ),
            "sequential": (
                "def run_batch(calls, handlers):\n"
                "    out = []\n"
                "    for c in calls:\n"
                "        try:\n"
                "            out.append({'type': 'tool_result', 'tool_use_id': c.id,\n"
                "                        'content': handlers[c.name](**c.input)})\n"
                "        except Exception as e:\n"
                "            out.append({'type': 'tool_result', 'tool_use_id': c.id,\n"
                "                        'content': str(e), 'is_error': True})\n"
                "    return out\n",
                "practice_l06_concurrent",
            ),
            "drops_failures": (
                "from concurrent.futures import ThreadPoolExecutor\n"
                "def run_batch(calls, handlers):\n"
                "    def one(c):\n"
                "        try:\n"
                "            return {'type': 'tool_result', 'tool_use_id': c.id,\n"
                "                    'content': handlers[c.name](**c.input)}\n"
                "        except Exception:\n"
                "            return None\n"
                "    with ThreadPoolExecutor() as pool:\n"
                "        return [r for r in pool.map(one, calls) if r]\n",
                "practice_l06_one_result_each",
            ),
        },
    },
    "l07_fix_tool": {
        "answer": """
my_tool = {
    "name": "get_delivery_eta",
    "description": (
        "주문 하나의 배송 단계와 도착 예정일을 찾아 준다. 데이터를 바꾸지 않는다. "
        "배송지 변경이나 취소에는 쓰지 않고, 그때는 대신 update_delivery를 쓴다."
    ),
    "input_schema": {
        "type": "object",
        "properties": {
            "order_id": {"type": "string", "description": "주문 번호. 예: ORD-2026-8842"},
            "date": {"type": "string", "format": "date", "description": "기준일(YYYY-MM-DD)"},
        },
        "required": ["order_id"],
        "additionalProperties": False,
    },
}
""",
        "wrong": {
            "renamed_only": (
                "my_tool = {'name': 'get_delivery', 'description': '배송',\n"
                "           'input_schema': {'type': 'object', 'properties': {\n"
                "               'id': {'type': 'string'}, 'date': {'type': 'string'}}}}\n",
                "practice_l07_review_clean",
            ),
            "bad_name_chars": (
                "my_tool = {'name': 'get_delivery eta', 'description': '주문의 배송 단계와 도착 예정일을"
                " 찾는다. 취소에는 쓰지 않고 대신 cancel_order를 쓴다. 데이터를 바꾸지 않는다.',\n"
                "           'input_schema': {'type': 'object', 'properties': {'order_id': {\n"
                "               'type': 'string', 'description': '주문 번호. 예: ORD-2026-8842'}},\n"
                "               'required': ['order_id'], 'additionalProperties': False}}\n",
                "practice_l07_review_clean",
            ),
            "name_too_long": (
                "my_tool = {'name': 'get_' + 'delivery_' * 20 + 'eta',\n"
                "           'description': '주문의 배송 단계와 도착 예정일을 찾는다. 취소에는 쓰지 않고"
                " 대신 cancel_order를 쓴다. 데이터를 바꾸지 않는다.',\n"
                "           'input_schema': {'type': 'object', 'properties': {'order_id': {\n"
                "               'type': 'string', 'description': '주문 번호. 예: ORD-2026-8842'}},\n"
                "               'required': ['order_id'], 'additionalProperties': False}}\n",
                "practice_l07_api_accepts",
            ),
            "purpose_dropped": (
                "my_tool = {'name': 'do_nothing_now', 'description': '아무 일도 하지 않는 도구다."
                " 어떤 질문에도 쓰지 않는다. 대신 다른 도구를 쓴다. 부작용도 없다.',\n"
                "           'input_schema': {'type': 'object', 'properties': {},\n"
                "               'required': ['x'], 'additionalProperties': False}}\n",
                "practice_l07_keeps_purpose",
            ),
        },
    },
    "l08_approval": {
        "answer": """
def execute_with_approval(call, handlers, irreversible, approve):
    if call.name in irreversible:
        question = f"{call.name}을(를) {call.input}로 실행할까요? 되돌릴 수 없습니다."
        if not approve(question):
            return {
                "type": "tool_result",
                "tool_use_id": call.id,
                "content": "사용자가 승인하지 않아 실행하지 않았습니다. 다시 시도하지 마세요.",
                "is_error": True,
            }
    output = handlers[call.name](**call.input)
    return {"type": "tool_result", "tool_use_id": call.id, "content": output}
""",
        "wrong": {
            "never_asks": (
                "def execute_with_approval(call, handlers, irreversible, approve):\n"
                "    out = handlers[call.name](**call.input)\n"
                "    return {'type': 'tool_result', 'tool_use_id': call.id, 'content': out}\n",
                "practice_l08_asks_first",
            ),
            "asks_after_running": (
                "def execute_with_approval(call, handlers, irreversible, approve):\n"
                "    out = handlers[call.name](**call.input)\n"
                "    if call.name in irreversible and not approve(str(call.input)):\n"
                "        return {'type': 'tool_result', 'tool_use_id': call.id,\n"
                "                'content': '승인 없음', 'is_error': True}\n"
                "    return {'type': 'tool_result', 'tool_use_id': call.id, 'content': out}\n",
                "practice_l08_no_run_without_yes",
            ),
            "asks_for_everything": (
                "def execute_with_approval(call, handlers, irreversible, approve):\n"
                "    if not approve(f'{call.name} {call.input}'):\n"
                "        return {'type': 'tool_result', 'tool_use_id': call.id,\n"
                "                'content': '승인 없음', 'is_error': True}\n"
                "    out = handlers[call.name](**call.input)\n"
                "    return {'type': 'tool_result', 'tool_use_id': call.id, 'content': out}\n",
                "practice_l08_runs_when_approved",
            ),
        },
    },
    "l09_tool_messages": {
        "answer": """
import json

def tool_messages(tool_calls, run):
    replies = []
    for tool_call in tool_calls:
        arguments = json.loads(tool_call.function.arguments)
        replies.append({"role": "tool", "tool_call_id": tool_call.id, "content": run(arguments)})
    return replies
""",
        "wrong": {
            "arguments_not_parsed": (
                "def tool_messages(tool_calls, run):\n"
                "    return [{'role': 'tool', 'tool_call_id': tc.id,\n"
                "             'content': run(tc.function.arguments)} for tc in tool_calls]\n",
                "practice_l09_no_crash",
            ),
            "first_only": (
                "import json\n"
                "def tool_messages(tool_calls, run):\n"
                "    tc = tool_calls[0]\n"
                "    return [{'role': 'tool', 'tool_call_id': tc.id,\n"
                "             'content': run(json.loads(tc.function.arguments))}]\n",
                "practice_l09_one_per_call",
            ),
            "anthropic_shape": (
                "import json\n"
                "def tool_messages(tool_calls, run):\n"
                "    return [{'role': 'user', 'content': [{'type': 'tool_result',\n"
                "             'tool_use_id': tc.id, 'content': run(json.loads(tc.function.arguments))}"
                " for tc in tool_calls]}]\n",
                "practice_l09_one_per_call",
            ),
        },
    },
}

#: Other right answers: shapes the API accepts as well (text blocks for a `content` string,
#: SDK param types), other ways to write the same logic.
RIGHT = {
    "l03_results_message": {
        "text_blocks": (
            "def results_message(calls, run):\n"
            "    return {'role': 'user', 'content': [\n"
            "        {'type': 'tool_result', 'tool_use_id': c.id,\n"
            "         'content': [{'type': 'text', 'text': run(c)}]} for c in calls]}\n"
        ),
        "sdk_param_types": (
            "from anthropic.types import ToolResultBlockParam\n"
            "def results_message(calls, run):\n"
            "    blocks = [ToolResultBlockParam(type='tool_result', tool_use_id=c.id, content=run(c))\n"
            "              for c in calls]\n"
            "    return {'role': 'user', 'content': tuple(blocks)}\n"
        ),
    },
    "l03_error_result": {
        "text_blocks": (
            "def error_result(call, problem):\n"
            "    return {'type': 'tool_result', 'tool_use_id': call.id, 'is_error': True,\n"
            "            'content': [{'type': 'text', 'text': problem + '.'},\n"
            "                        {'type': 'text', 'text': ' 잠시 뒤에 다시 조회해 보세요.'}]}\n"
        ),
    },
    "l06_run_batch": {
        "text_blocks_and_submit": (
            "from concurrent.futures import ThreadPoolExecutor\n"
            "def run_batch(calls, handlers):\n"
            "    with ThreadPoolExecutor(max_workers=4) as pool:\n"
            "        futures = [pool.submit(handlers[c.name], **c.input) for c in calls]\n"
            "    out = []\n"
            "    for call, future in zip(calls, futures):\n"
            "        block = {'type': 'tool_result', 'tool_use_id': call.id}\n"
            "        try:\n"
            "            block['content'] = [{'type': 'text', 'text': future.result()}]\n"
            "        except Exception as e:\n"
            "            block['content'] = [{'type': 'text', 'text': f'실패: {e}'}]\n"
            "            block['is_error'] = True\n"
            "        out.append(block)\n"
            "    return out\n"
        ),
    },
    "l08_approval": {
        "text_blocks": (
            "def execute_with_approval(call, handlers, irreversible, approve):\n"
            "    if call.name in irreversible and not approve(\n"
            "            f'{call.input[\"order_id\"]} 주문을 환불할까요? 되돌릴 수 없습니다.'):\n"
            "        return {'type': 'tool_result', 'tool_use_id': call.id, 'is_error': True,\n"
            "                'content': [{'type': 'text', 'text': '사용자가 환불을 승인하지 않았습니다.'}]}\n"
            "    out = handlers[call.name](**call.input)\n"
            "    return {'type': 'tool_result', 'tool_use_id': call.id,\n"
            "            'content': [{'type': 'text', 'text': out}]}\n"
        ),
    },
    "l09_tool_messages": {
        "text_parts": (
            "import json\n"
            "def tool_messages(tool_calls, run):\n"
            "    return [{'role': 'tool', 'tool_call_id': tc.id,\n"
            "             'content': [{'type': 'text', 'text': run(json.loads(tc.function.arguments))}]}\n"
            "            for tc in tool_calls]\n"
        ),
    },
    "l04_guarded_transfer": {
        "value_error": (
            "def guarded_transfer(accounts, source, target, amount):\n"
            "    balance = accounts[source]\n"
            "    if not 0 < amount <= balance:\n"
            "        raise ValueError(f'{source}의 잔액은 {balance}달러입니다. 옮기지 않았습니다.')\n"
            "    accounts[source], accounts[target] = balance - amount, accounts[target] + amount\n"
        ),
    },
}

#: Names the answer cells can use from the lesson's earlier cells (the test provides them).
CONTEXT = """
from autograder import MODEL

class Refused(Exception):
    pass

RUN_TOOLS, ANSWER, RETRY_BIGGER, CONTINUE, STOP = (
    "run_tools", "answer", "retry_bigger", "continue", "stop"
)
"""
