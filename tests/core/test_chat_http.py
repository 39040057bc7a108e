"""`ChatTransport` against a local OpenAI-compatible server, side by side with the SDK's
own request path (`AsyncOpenAI.post`) that it replaces: the same request on the wire, the
same body back, the same error types, statuses, headers and messages."""

from __future__ import annotations

import json
import socket
import ssl
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import openai
import pytest
from aiohttp import web
from openai import AsyncOpenAI, DefaultAioHttpClient

from core.chat_http import ChatTransport
from tests.fakes.openai_server import FakeOpenAI

BODY: dict[str, Any] = {
    "model": "m",
    "messages": [{"role": "user", "content": "Wie heißt das Paket? ✓"}],
    "temperature": 0.2,
    "response_format": {"type": "json_object"},
}


@pytest.fixture
async def fake() -> AsyncIterator[FakeOpenAI]:
    async with FakeOpenAI() as server:
        yield server


def client_for(base_url: str, timeout: float = 5.0) -> AsyncOpenAI:
    return AsyncOpenAI(
        base_url=base_url, api_key="sk-test", timeout=timeout, max_retries=0, organization="org-1",
        http_client=DefaultAioHttpClient(timeout=timeout),
    )


async def both(base_url: str, timeout: float = 5.0) -> list[Any]:
    """What the SDK's path and the transport, on one client for `base_url`, each return or
    raise for the next two scripted answers."""
    client = client_for(base_url, timeout)
    transport = ChatTransport(client)
    outcomes: list[Any] = []
    try:
        for send in (lambda: client.post("/chat/completions", body=BODY, cast_to=bytes), lambda: transport.post(BODY)):
            try:
                outcomes.append(await send())
            except openai.OpenAIError as exc:
                outcomes.append(exc)
    finally:
        await transport.close()
        await client.close()
    return outcomes


async def test_a_completion_is_sent_with_the_sdks_url_headers_and_body(fake: FakeOpenAI) -> None:
    fake.reply("one").reply("one")
    sdk, ours = await both(fake.base_url)
    assert json.loads(ours)["choices"][0]["message"]["content"] == "one"
    assert json.loads(sdk)["choices"] == json.loads(ours)["choices"]
    first, second = fake.requests
    assert first.body == second.body == BODY
    # Per-request headers of the SDK's (retry count, read timeout, host, length) aside,
    # every header it sends is sent: auth, organization, user agent, content type.
    sdk_headers = {k.lower(): v for k, v in first.headers.items() if not k.lower().startswith("x-stainless-r")}
    our_headers = {k.lower(): v for k, v in second.headers.items()}
    for name in ("authorization", "openai-organization", "user-agent", "content-type", "accept"):
        assert our_headers[name] == sdk_headers[name]
    assert our_headers["authorization"] == "Bearer sk-test"


@pytest.mark.parametrize(
    ("status", "headers"),
    [(429, {"Retry-After": "2"}), (400, {}), (401, {}), (404, {}), (500, {}), (503, {"Retry-After": "1"})],
)
async def test_an_error_status_raises_what_the_sdk_raises(fake: FakeOpenAI, status: int, headers: dict[str, str]) -> None:
    fake.error(status, "scripted trouble", headers=headers).error(status, "scripted trouble", headers=headers)
    sdk, ours = await both(fake.base_url)
    assert isinstance(sdk, openai.APIStatusError)
    assert type(ours) is type(sdk)
    assert (ours.status_code, str(ours), ours.body) == (sdk.status_code, str(sdk), sdk.body)
    assert ours.response.headers.get("retry-after") == sdk.response.headers.get("retry-after")


async def test_a_server_that_does_not_answer_in_time_is_a_timeout(fake: FakeOpenAI) -> None:
    fake.hang().hang()
    sdk, ours = await both(fake.base_url, timeout=0.3)
    assert isinstance(sdk, openai.APITimeoutError)
    assert isinstance(ours, openai.APITimeoutError)


async def test_a_refused_connection_is_a_connection_error() -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    sdk, ours = await both(f"http://127.0.0.1:{port}/v1")
    assert isinstance(sdk, openai.APIConnectionError)
    assert isinstance(ours, openai.APIConnectionError)


def test_the_url_keeps_the_base_urls_path() -> None:
    assert ChatTransport(client_for("http://127.0.0.1:9/openai/v1")).url == "http://127.0.0.1:9/openai/v1/chat/completions"
    assert ChatTransport(client_for("http://127.0.0.1:9/v1/")).url == "http://127.0.0.1:9/v1/chat/completions"


async def test_the_proxy_the_environment_names_is_used_as_the_sdk_uses_it(
    fake: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The fake stands in for the proxy: a request for a host that does not exist reaches it
    # only through HTTP_PROXY, for the SDK and the transport alike.
    monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{fake.port}")
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    fake.reply("via proxy").reply("via proxy")
    sdk, ours = await both("http://model.invalid/v1")
    assert json.loads(sdk)["choices"][0]["message"]["content"] == "via proxy"
    assert json.loads(ours)["choices"][0]["message"]["content"] == "via proxy"


async def test_a_host_the_environment_exempts_from_the_proxy_is_reached_directly(
    fake: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    with socket.socket() as s:  # a proxy that refuses every connection
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    client = client_for(fake.base_url)
    transport = ChatTransport(client)
    try:
        fake.reply("direct")
        reply = await transport.post(BODY)
    finally:
        await transport.close()
        await client.close()
    assert json.loads(reply)["choices"][0]["message"]["content"] == "direct"


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, as PEM files."""
    import datetime
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = folder / "cert.pem", folder / "key.pem"
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ))
    return cert_file, key_file


@pytest.fixture
async def tls_model(tmp_path: Path) -> AsyncIterator[tuple[str, Path]]:
    """An https endpoint answering every completion with "over tls"; its certificate file."""
    cert_file, key_file = self_signed(tmp_path)

    async def completion(request: web.Request) -> web.Response:
        await request.read()
        return web.json_response({
            "id": "c1", "object": "chat.completion", "created": 0, "model": "m",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": "over tls"}, "finish_reason": "stop"}],
        })

    app = web.Application()
    app.router.add_post("/v1/chat/completions", completion)
    runner = web.AppRunner(app)
    await runner.setup()
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert_file, key_file)
    site = web.TCPSite(runner, "127.0.0.1", 0, ssl_context=context)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield f"https://127.0.0.1:{port}/v1", cert_file
    await runner.cleanup()


async def test_https_checks_the_certificate_against_the_roots_the_sdk_trusts(
    tls_model: tuple[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    url, cert_file = tls_model
    # Unknown to the system's roots: refused by both.
    sdk, ours = await both(url)
    assert isinstance(sdk, openai.APIConnectionError) and isinstance(ours, openai.APIConnectionError)
    # Named by SSL_CERT_FILE (a private CA, as in many companies): accepted by both.
    monkeypatch.setenv("SSL_CERT_FILE", str(cert_file))
    sdk, ours = await both(url)
    assert json.loads(sdk)["choices"][0]["message"]["content"] == "over tls"
    assert json.loads(ours)["choices"][0]["message"]["content"] == "over tls"
