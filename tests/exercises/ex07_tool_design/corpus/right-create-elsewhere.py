# corpus: '새 티켓 생성은 create_ticket을 쓰세요. 이 도구로는 티켓을 만들 수 없습니다'; 돌려드리며
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_tool_answer
TOOL = {'name': 'search_tickets',
 'description': '특정 직원(사번)의 헬프데스크 티켓을 검색합니다. 직원이 자기 티켓 상태를 물을 때 사용합니다. 새 티켓 생성은 create_ticket을 '
                '쓰세요. 이 도구로는 티켓을 만들 수 없습니다. 찾은 티켓을 최신순으로 돌려드리며, 다음 페이지가 있으면 next_cursor를 같이 드립니다.',
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
