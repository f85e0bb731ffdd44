# corpus: cursor has no description
# kind: wrong
# expect: 1 passed | 0 param_undescribed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_tool_answer
TOOL = {'name': 'search_tickets',
 'description': '사번 하나로 그 직원이 올린 헬프데스크 티켓을 찾아 최신 것부터 돌려준다. 직원이 자기 티켓이 어떻게 됐는지 물을 때 쓴다. 새 티켓을 만들 때는 '
                '쓰지 않고 대신 create_ticket을 쓴다. 티켓마다 번호, 제목, 상태, 만든 날짜를 돌려주고, 더 있으면 next_cursor를 함께 '
                '준다.',
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
                                 'cursor': {'type': 'string'}},
                  'required': ['requester_id'],
                  'additionalProperties': False}}
