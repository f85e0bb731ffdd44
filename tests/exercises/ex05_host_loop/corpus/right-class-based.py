# corpus: a small class holding the conversation
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 3 passed
# %% ex05_run_loop_answer
class Conversation:
    def __init__(self, question, tools):
        self.tools = tools
        self.messages = [{"role": "user", "content": question}]

    def ask(self):
        response = call_model(tools=self.tools, messages=self.messages)
        self.messages.append({"role": "assistant", "content": response.content})
        return response

    def answer(self, response):
        results = [{"type": "tool_result", "tool_use_id": b.id, "content": execute_tool(b.name, b.input)}
                   for b in response.content if b.type == "tool_use"]
        self.messages.append({"role": "user", "content": results})


def run_loop(user_message, tools, max_rounds=10):
    talk = Conversation(user_message, tools)
    for _ in range(max_rounds):
        response = talk.ask()
        if response.stop_reason == "max_tokens":
            return {"status": "max_tokens", "messages": talk.messages}
        if response.stop_reason != "tool_use":
            return {"status": "done", "messages": talk.messages}
        talk.answer(response)
    return {"status": "max_rounds", "messages": talk.messages}
