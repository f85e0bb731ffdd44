# Source: openai/openai-python@e43b422412a9e96c9cc5192c61fffbe2d7e04836 examples/module_client.py (Apache-2.0 licence, see NOTICE). Patched: the placeholder key and
# base URL lines read the environment instead (the compat suite points them at the simulator).
import openai

# will default to `os.environ['OPENAI_API_KEY']` if not explicitly set
openai.api_key = __import__("os").environ["OPENAI_API_KEY"]  # patched: was "..."

# all client options can be configured just like the `OpenAI` instantiation counterpart
openai.base_url = __import__("os").environ["OPENAI_BASE_URL"]  # patched: was "https://..."
openai.default_headers = {"x-foo": "true"}

# all API calls work in the exact same fashion as well
stream = openai.chat.completions.create(
    model="gpt-4",
    messages=[
        {
            "role": "user",
            "content": "How do I output all files in a directory using Python?",
        },
    ],
    stream=True,
)

for chunk in stream:
    print(chunk.choices[0].delta.content or "", end="", flush=True)

print()
