# corpus: a dataclass per result, turned into the block with a method
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 api_answered | 2 passed
# %% ex03_tool_results_answer
from dataclasses import dataclass


@dataclass
class ToolAnswer:
    call_id: str
    text: str
    failed: bool = False

    def as_block(self):
        block = {"type": "tool_result", "tool_use_id": self.call_id, "content": self.text}
        if self.failed:
            block["is_error"] = True
        return block


def tool_results_message(response):
    answers = []
    for block in response.content:
        if block.type != "tool_use":
            continue
        try:
            answers.append(ToolAnswer(block.id, execute_tool(block.name, block.input)))
        except Exception as error:
            answers.append(ToolAnswer(block.id, str(error), failed=True))
    return {"role": "user", "content": [a.as_block() for a in answers]}
