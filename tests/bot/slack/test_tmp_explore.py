import json
from tests.bot.slack.conftest import Harness, text_of, CHANNEL
from tests.fakes.slack_api import FakeSlack

async def test_explore(harness: Harness, fake: FakeSlack) -> None:
    ts = await harness.mention("How does `a &lt; b &amp;&amp; c` work in AWS Lambda &amp; ECS?")
    await harness.answer_in(ts)
    for m in fake.in_thread(CHANNEL, ts):
        print("MSG", repr(m.text[:300]), repr(text_of(m)[:600]))
    await harness.mention("sources", thread_ts=ts)
    await harness.answer_in(ts, count=2)
    await harness.mention("source 1", thread_ts=ts)
    await harness.mention("show [1]", thread_ts=ts)
    ms = await harness.answer_in(ts, count=4)
    for m in ms[1:]:
        print("MSG2", repr(text_of(m)[:800]))
    print(json.dumps(fake.called("chat.startStream"))[:1500])
