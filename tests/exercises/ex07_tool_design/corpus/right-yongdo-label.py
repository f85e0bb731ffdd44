# corpus: 용도 / 주의 / 결과 labels in one line each
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_tool_answer
TOOL = {'name': 'search_tickets',
 'description': '용도: 직원이 자기가 올린 티켓의 처리 상태를 물을 때 쓴다.\n'
                '주의: 새 티켓을 접수할 때는 쓰지 않는다. create_ticket을 쓸 것.\n'
                '결과: 최신순 티켓 목록(ticket_id, title, status, created_at)과 next_cursor.',
 'input_schema': {'type': 'object',
                  'properties': {'requester_id': {'type': 'string',
                                                  'pattern': '^E-\\d{5}$',
                                                  'description': "티켓을 올린 직원의 사번('E-' 다음에 숫자 다섯). "
                                                                 '예: E-20417'},
                                 'status': {'type': 'string',
                                            'enum': ['open', 'in_progress', 'resolved'],
                                            'description': '이 상태의 티켓만 원할 때. 없으면 모든 상태'},
                                 'created_after': {'type': 'string',
                                                   'format': 'date',
                                                   'description': '이 날짜(YYYY-MM-DD, 그날 포함) 이후에 만든 '
                                                                  '티켓만'},
                                 'limit': {'type': 'integer',
                                           'minimum': 1,
                                           'maximum': 20,
                                           'description': '한 번에 돌려줄 티켓 수(기본 5, 최대 20)'},
                                 'cursor': {'type': 'string',
                                            'description': '다음 페이지를 받을 때, 앞 결과의 next_cursor 값 '
                                                           '그대로'}},
                  'required': ['requester_id'],
                  'additionalProperties': False}}
