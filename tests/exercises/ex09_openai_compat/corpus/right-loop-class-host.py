# corpus: a small host class holding the history and the request options
# kind: right
# expect: 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 1 passed | 2 passed
# %% ex09_loop_answer
def to_openai_tool(tool):
    return {"type": "function", "function": {"name": tool["name"], "description": tool["description"], "parameters": tool["input_schema"]}}


class ChatHost:
    def __init__(self, client, tools, execute_tool, parallel):
        self.client = client
        self.execute_tool = execute_tool
        self.options = {"model": MODEL, "tools": [to_openai_tool(t) for t in tools]}
        if not parallel:
            self.options["parallel_tool_calls"] = False
        self.messages = []

    def ask(self):
        return self.client.chat.completions.create(messages=self.messages, **self.options).choices[0]

    def answer_calls(self, message):
        self.messages.append(message.model_dump(exclude_none=True))
        for call in message.tool_calls:
            arguments = json.loads(call.function.arguments)
            self.messages.append({"role": "tool", "tool_call_id": call.id, "content": self.execute_tool(call.function.name, arguments)})

    def run(self, question):
        self.messages.append({"role": "user", "content": question})
        choice = self.ask()
        while choice.finish_reason == "tool_calls":
            self.answer_calls(choice.message)
            choice = self.ask()
        return choice.message.content


def answer_with_openai(client, question, tools, execute_tool, parallel=True):
    return ChatHost(client, tools, execute_tool, parallel).run(question)
