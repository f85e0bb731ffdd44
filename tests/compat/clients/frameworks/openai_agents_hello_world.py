# Source: openai/openai-agents-python@7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7 examples/basic/hello_world.py (MIT). Verbatim.
import asyncio

from agents import Agent, Runner


async def main():
    agent = Agent(
        name="Assistant",
        instructions="You only respond in haikus.",
    )

    result = await Runner.run(agent, "Tell me about recursion in programming.")
    print(result.final_output)
    # Function calls itself,
    # Looping in smaller pieces,
    # Endless by design.


if __name__ == "__main__":
    asyncio.run(main())
