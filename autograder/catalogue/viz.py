"""Labels of the conversation pictures (conversation view, sequence diagram, latency timeline)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # conversation view
    "viz.role.user": {"ko": "사용자 (user)", "en": "user"},
    "viz.role.assistant": {"ko": "모델 (assistant)", "en": "assistant"},
    "viz.role.other": {"ko": "알 수 없는 역할 {role!r}", "en": "unknown role {role!r}"},
    "viz.block.text": {"ko": "텍스트", "en": "text"},
    "viz.block.tool_use": {"ko": "도구 호출 요청 {label}", "en": "tool call {label}"},
    "viz.block.tool_result": {"ko": "도구 결과 {label}", "en": "tool result {label}"},
    "viz.block.other": {"ko": "{type} 블록", "en": "{type} block"},
    "viz.block.is_error": {"ko": "is_error: 실패한 호출", "en": "is_error: failed call"},
    "viz.block.unpaired": {"ko": "짝 없음", "en": "unpaired"},
    "viz.block.unanswered": {
        "ko": "아직 결과가 없음",
        "en": "no result yet",
    },
    "viz.title": {
        "ko": "messages 배열: 메시지 {count}개",
        "en": "messages array: {count} messages",
    },
    "viz.tools": {"ko": "tools: {names}", "en": "tools: {names}"},
    "viz.no_tools": {"ko": "tools: 없음", "en": "tools: none"},
    "viz.ok": {
        "ko": "계약 검사: 문제 없음 (API가 받아들이는 모양)",
        "en": "contract check: no problems (the API accepts this shape)",
    },
    "viz.problems": {
        "ko": "계약 검사: 문제 {count}개 (첫 번째가 API의 400 오류가 됩니다)",
        "en": "contract check: {count} problem(s) (the first one is the API's 400 error)",
    },
    "viz.problem": {"ko": "문제", "en": "problem"},
    # sequence diagram
    "viz.seq.user": {"ko": "사용자", "en": "User"},
    "viz.seq.host": {"ko": "호스트 앱 (여러분의 코드)", "en": "Host app (your code)"},
    "viz.seq.model": {"ko": "모델 (API)", "en": "Model (API)"},
    "viz.seq.request": {
        "ko": "요청 {number}: messages {count}개, tools {tools}개{extra}",
        "en": "request {number}: {count} messages, {tools} tools{extra}",
    },
    "viz.seq.results": {"ko": "tool_result {count}개 추가", "en": "{count} tool_result added"},
    "viz.seq.run_tools": {"ko": "도구 실행: {names}", "en": "runs tools: {names}"},
    "viz.seq.response": {
        "ko": "응답 {number}: stop_reason={stop}{calls}",
        "en": "response {number}: stop_reason={stop}{calls}",
    },
    "viz.seq.error": {
        "ko": "HTTP {status} 오류: {message}",
        "en": "HTTP {status} error: {message}",
    },
    "viz.seq.empty": {"ko": "기록된 요청이 없습니다", "en": "no recorded requests"},
    # JSON view
    "viz.json.hidden": {
        "ko": "… 생략: 항목 {count}개 (앞 요청과 같음)",
        "en": "… hidden: {count} item(s) (same as before)",
    },
    # latency timeline
    "viz.time.sequential": {"ko": "한 번에 하나씩", "en": "one at a time"},
    "viz.time.parallel": {"ko": "병렬", "en": "parallel"},
    "viz.time.total": {"ko": "전체 {seconds:.2f}초", "en": "total {seconds:.2f} s"},
    "viz.time.xlabel": {"ko": "경과 시간 (초)", "en": "elapsed time (s)"},
    "viz.time.title": {
        "ko": "도구 호출 지연 시간: 순차 {sequential:.2f}초 vs 병렬 {parallel:.2f}초",
        "en": "tool-call latency: sequential {sequential:.2f} s vs parallel {parallel:.2f} s",
    },
}
