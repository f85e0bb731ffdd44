"""Real SDK helpers against the simulator: streaming, AsyncAnthropic, the SDK's tool runner."""

from __future__ import annotations

import asyncio
import itertools
import json
import time

import anthropic
from anthropic import beta_tool

from autograder.config import MODEL
from autograder.simulator import Latency, get_scenario, get_simulator, make_client
from autograder.simulator.handlers import handlers

MERIDIAN = get_scenario("meridian")


def test_stream_gives_the_same_final_message_as_create():
    scenario = get_scenario("two_orders")
    kwargs = {
        "model": MODEL,
        "max_tokens": 512,
        "tools": scenario.tools,
        "messages": [{"role": "user", "content": scenario.prompt("ko")}],
    }
    created = make_client().messages.create(**kwargs)
    with make_client().messages.stream(**kwargs) as stream:
        texts = list(stream.text_stream)
        streamed = stream.get_final_message()
    assert streamed.model_dump(exclude={"id"}) == created.model_dump(exclude={"id"})
    assert "".join(texts) == created.content[0].text
    assert [b.input for b in streamed.content if b.type == "tool_use"][1] == {
        "order_id": "ORD-2026-9001"
    }


def test_raw_stream_has_the_apis_event_sequence():
    client = make_client("weather")
    scenario = get_scenario("weather")
    events = client.messages.create(
        model=MODEL,
        max_tokens=256,
        tools=scenario.tools,
        messages=[{"role": "user", "content": scenario.prompt("en")}],
        stream=True,
    )
    kinds = [event.type for event in events]
    assert kinds[0] == "message_start" and kinds[-2:] == ["message_delta", "message_stop"]
    assert "content_block_start" in kinds and "content_block_stop" in kinds
    exchange = get_simulator(client).transcript.last
    assert exchange.stream and exchange.response["stop_reason"] == "tool_use"


#: Long enough that scheduling on a busy 2-core machine (~0.1 s seen) cannot blur the
#: difference between overlapped calls (~1 x) and calls in a row (3 x).
CONCURRENT_LATENCY = 0.4


def test_async_client_runs_meridian_lookups_concurrently():
    latency = Latency(model=CONCURRENT_LATENCY)

    async def main() -> float:
        client = make_client("meridian", async_client=True, latency=latency)
        assert isinstance(client, anthropic.AsyncAnthropic)
        messages = [{"role": "user", "content": MERIDIAN.prompt("en")}]
        started = time.perf_counter()
        replies = await asyncio.gather(
            *(
                client.messages.create(
                    model=MODEL, max_tokens=256, tools=MERIDIAN.tools, messages=messages
                )
                for _ in range(3)
            )
        )
        elapsed = time.perf_counter() - started
        assert all(r.stop_reason == "tool_use" and len(r.content) == 3 for r in replies)
        assert len(get_simulator(client).transcript) == 3
        return elapsed

    # overlapped, not 3 x the latency in a row
    assert asyncio.run(main()) < CONCURRENT_LATENCY * 2


def test_async_create_then_answer_end_to_end():
    async def main() -> anthropic.types.Message:
        client = make_client("weather", async_client=True)
        scenario = get_scenario("weather")
        messages = [{"role": "user", "content": scenario.prompt("en")}]
        first = await client.messages.create(
            model=MODEL, max_tokens=256, tools=scenario.tools, messages=messages
        )
        call = first.content[0]
        messages += [
            {"role": "assistant", "content": first.content},
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": call.id, "content": "sunny, 26 C"}
                ],
            },
        ]
        return await client.messages.create(
            model=MODEL, max_tokens=256, tools=scenario.tools, messages=messages
        )

    final = asyncio.run(main())
    assert final.stop_reason == "end_turn" and "sunny, 26 C" in final.content[0].text


@beta_tool
def get_weather(city: str) -> str:
    """Current weather of a city.

    Args:
        city: the city's English name, e.g. Hangzhou
    """
    return json.dumps({"city": city, "condition": "sunny", "temperature_c": 26})


def test_sdk_tool_runner_completes_weather_offline():
    client = make_client()
    runner = client.beta.messages.tool_runner(
        model=MODEL,
        max_tokens=512,
        tools=[get_weather],
        messages=[{"role": "user", "content": "What's the weather in Hangzhou?"}],
    )
    final = runner.until_done()
    assert final.stop_reason == "end_turn"
    assert "sunny" in final.content[0].text and "26" in final.content[0].text
    transcript = get_simulator(client).transcript
    sent, seen = transcript.requests(), transcript.conversations()
    assert len(sent) == 2 and all(e.ok for e in transcript)
    assert (
        sent[1]["thread"]["type"] == "continue" and "tools" not in sent[1]
    )  # the SDK's threads beta
    assert seen[1]["messages"][2]["content"][0]["tool_use_id"] == "toolu_01Weather9527"
    assert seen[1]["tools"][0]["name"] == "get_weather"


def _meridian_tools() -> list:
    table = handlers("meridian")

    @beta_tool
    def get_project_status(job_number: str) -> str:
        """Project status by job number, e.g. MEG-2026-0142."""
        return table["get_project_status"](job_number=job_number)

    @beta_tool
    def get_site_weather(site: str) -> str:
        """Today's weather at a site, e.g. Riverside."""
        return table["get_site_weather"](site=site)

    @beta_tool
    def get_permit_state(permit_id: str) -> str:
        """Whether a permit is valid, e.g. P-88213."""
        return table["get_permit_state"](permit_id=permit_id)

    return [get_project_status, get_site_weather, get_permit_state]


def test_sdk_tool_runner_completes_meridian_offline():
    client = make_client("meridian")
    runner = client.beta.messages.tool_runner(
        model=MODEL,
        max_tokens=512,
        tools=_meridian_tools(),
        messages=[{"role": "user", "content": MERIDIAN.prompt("ko")}],
    )
    final = runner.until_done()
    assert final.stop_reason == "end_turn"
    for value in ("기초 공사", "맑음", "유효"):  # the results, translated for the reader
        assert value in final.content[0].text
    requests = get_simulator(client).transcript.conversations()
    results = requests[1]["messages"][-1]["content"]
    assert len(requests) == 2 and len(results) == 3  # one user message, three results


def test_meridian_handlers_spend_the_seed_latencies_and_overlap_in_threads(monkeypatch):
    """The seed's totals follow from the latencies (19.9 s one at a time, 10.8 s at once);
    each handler call spends at least its look-up's latency, one at a time the waits do
    not overlap, and in threads all three waits are under way at once. Only lower bounds
    and orderings are asserted: an upper bound on wall time fails on a busy machine."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from autograder.simulator import latency as latency_module

    seed = Latency.meridian(scale=1.0)
    looks = [seed.tool_seconds(c["tool"]) for c in MERIDIAN.rounds[0]]
    assert round(2 * seed.model_seconds() + sum(looks), 6) == 19.9
    assert round(2 * seed.model_seconds() + max(looks), 6) == 10.8

    waits: list[tuple[str, float, float]] = []
    spend = latency_module.sleep_for_tool

    def recorded(name: str, latency: Latency) -> None:
        started = time.perf_counter()
        spend(name, latency)
        waits.append((name, started, time.perf_counter()))

    monkeypatch.setattr(latency_module, "sleep_for_tool", recorded)
    latency = Latency.meridian(scale=0.1)  # look-ups of 0.46 / 0.45 / 0.46 s
    table = handlers("meridian", latency)
    calls = MERIDIAN.rounds[0]
    ready = threading.Barrier(len(calls))

    def run(call: dict) -> str:
        ready.wait()  # all three threads are started before any call
        return table[call["tool"]](**call["input"])

    for call in calls:
        table[call["tool"]](**call["input"])
    one_by_one, waits[:] = list(waits), []
    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        list(pool.map(run, calls))
    at_once = list(waits)

    for name, start, end in one_by_one + at_once:
        assert end - start >= latency.tool_seconds(name)
    assert [name for name, _, _ in one_by_one] == [c["tool"] for c in calls]
    assert all(a[2] <= b[1] for a, b in itertools.pairwise(one_by_one))
    assert sorted(name for name, _, _ in at_once) == sorted(c["tool"] for c in calls)
    assert max(start for _, start, _ in at_once) < min(end for _, _, end in at_once)


def test_sync_client_spends_the_model_latency():
    client = make_client("weather", latency=Latency(model=0.05))
    scenario = get_scenario("weather")
    started = time.perf_counter()
    client.messages.create(
        model=MODEL,
        max_tokens=64,
        tools=scenario.tools,
        messages=[{"role": "user", "content": scenario.prompt("en")}],
    )
    assert time.perf_counter() - started >= 0.05
    assert get_simulator(client).transcript.last.delay == 0.05


def test_async_meridian_loop_runs_the_three_lookups_with_gather():
    from autograder.simulator.latency import asleep_for_tool

    latency = Latency.meridian(scale=0.02)  # tools 0.092 / 0.090 / 0.092 s, model 0.062 s
    table = handlers("meridian")
    waits: list[tuple[float, float]] = []

    async def run_tool(block) -> dict:
        started = time.perf_counter()
        await asleep_for_tool(block.name, latency)
        waits.append((started, time.perf_counter()))
        return {
            "type": "tool_result",
            "tool_use_id": block.id,
            "content": table[block.name](**block.input),
        }

    async def main() -> tuple[anthropic.types.Message, float]:
        client = make_client("meridian", async_client=True, latency=latency)
        messages = [{"role": "user", "content": MERIDIAN.prompt("ko")}]
        kwargs = {"model": MODEL, "max_tokens": 512, "tools": MERIDIAN.tools}
        reply = await client.messages.create(messages=messages, **kwargs)
        calls = [b for b in reply.content if b.type == "tool_use"]
        started = time.perf_counter()
        results = await asyncio.gather(*(run_tool(b) for b in calls))
        tools_time = time.perf_counter() - started
        messages += [
            {"role": "assistant", "content": reply.content},
            {"role": "user", "content": list(results)},
        ]
        return await client.messages.create(messages=messages, **kwargs), tools_time

    final, tools_time = asyncio.run(main())
    assert final.stop_reason == "end_turn" and "P-88213" in final.content[0].text
    assert tools_time >= 0.09 and len(waits) == 3
    # overlapped: every look-up started before any ended (not one after another)
    assert max(start for start, _ in waits) < min(end for _, end in waits)
