# corpus: a small class collects the results and renders the message
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
class ResultCollector:
    def __init__(self):
        self.blocks = []

    def ok(self, call_id, text):
        self.blocks.append({"type": "tool_result", "tool_use_id": call_id, "content": text})

    def fail(self, call_id, error):
        self.blocks.append({"type": "tool_result", "tool_use_id": call_id, "content": str(error), "is_error": True})

    def message(self):
        return {"role": "user", "content": self.blocks}


def tool_results_message(response):
    collector = ResultCollector()
    for block in response.content:
        if block.type == "tool_use":
            try:
                collector.ok(block.id, execute_tool(block.name, block.input))
            except Exception as error:
                collector.fail(block.id, error)
    return collector.message()
