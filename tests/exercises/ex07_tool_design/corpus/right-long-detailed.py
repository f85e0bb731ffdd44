# corpus: a long, detailed description with 돌려줍니다 at the end
# kind: right
# expect: 1 passed | 2 passed | 2 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed | 2 passed
# %% ex07_tool_answer
TOOL = {'name': 'search_tickets',
 'description': "헬프데스크 티켓 시스템에서 한 직원이 올린 티켓만 찾는 읽기 전용 도구입니다. 데이터를 바꾸지 않습니다. 직원이 '제가 올린 건 어떻게 "
                "됐나요?'처럼 자기 티켓의 진행 상황을 물을 때 사용합니다. 상태나 날짜로 좁힐 수 있습니다. 티켓을 새로 접수하거나 수정하는 요청에는 사용하지 "
                '마세요(create_ticket을 쓰세요). 티켓 번호, 제목, 상태, 생성일을 최신순으로 돌려주며, 결과가 더 있으면 next_cursor를 '
                '돌려줍니다.',
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
