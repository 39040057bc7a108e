"""The Web API calls every answer makes, posted without the Slack SDK's per-call layers.

An answer makes three Web API calls (`chat.startStream`, `chat.appendStream`,
`chat.stopStream`; `chat.postMessage` and `chat.update` without streaming). Through
the SDK's `AsyncWebClient` each costs ~35-40% more loop CPU than the same POST on
the same aiohttp session (docs/scaling.md, twenty-fourth pass): its generated
method rebuilds the arguments and walks every block through `isinstance` checks,
then `api_call` joins the URL and rebuilds the headers on every call. `JsonPoster.post`
sends the same request the SDK would (URL, JSON body, headers, the client's
session, SSL and proxy settings) and reads the response as the SDK does, through
the client's own retry handlers, so a 429, a 5xx or a dropped connection is
retried exactly as before and a refusal raises the SDK's own `SlackApiError`.
Every other method still goes through the SDK.
"""

from __future__ import annotations

import json
from typing import Any

import aiohttp
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.request import HttpRequest
from slack_sdk.http_retry.response import HttpResponse
from slack_sdk.http_retry.state import RetryState
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.web.async_slack_response import AsyncSlackResponse
from slack_sdk.web.internal_utils import (
    _build_unexpected_body_error_message,
    _get_headers,
    _warn_if_message_text_content_is_missing,
)

# SDK method name -> Web API method, for the calls an answer makes (each takes a JSON body).
POSTED = {
    "chat_postMessage": "chat.postMessage",
    "chat_update": "chat.update",
    "chat_startStream": "chat.startStream",
    "chat_appendStream": "chat.appendStream",
    "chat_stopStream": "chat.stopStream",
}
# The SDK warns about a message without top-level text for these, as it does before sending.
_TEXT_CHECKED = frozenset({"chat.postMessage", "chat.update"})


class JsonPoster:
    """Posts `POSTED` methods for one `AsyncWebClient`, on its session, with its retry handlers."""

    def __init__(self, client: AsyncWebClient) -> None:
        self.client = client
        # What `api_call` rebuilds on every call: the token, the SDK's user agent, the
        # client's own headers, the JSON content type.
        self._headers = _get_headers(
            headers=dict(client.headers), token=client.token, has_json=True, has_files=False,
            request_specific_headers=dict(client.headers),
        )

    async def post(self, api_method: str, body: dict[str, Any]) -> dict[str, Any]:
        """The response's data for `body` (None values already left out), as the SDK's call returns it."""
        client = self.client
        if api_method in _TEXT_CHECKED:
            _warn_if_message_text_content_is_missing(api_method, body)
        for name, value in client.default_params.items():
            body.setdefault(name, value)
        url = client.base_url + api_method
        session = client.session
        if session is None or session.closed:
            # Only a client without a running session: the SDK opens one per call.
            return (await getattr(client, _sdk_name(api_method))(**body)).data  # type: ignore[no-any-return]
        request = HttpRequest(method="POST", url=url, headers=self._headers)
        state = RetryState()
        while True:
            state.next_attempt_requested = False
            response: HttpResponse | None = None
            try:
                async with session.post(
                    url, json=body, headers=self._headers, ssl=client.ssl, proxy=client.proxy
                ) as res:
                    data, response = await _read(res)
                    for handler in client.retry_handlers:
                        if await handler.can_retry_async(state=state, request=request, response=response):
                            await handler.prepare_for_next_attempt_async(state=state, request=request, response=response)
                            break
                    if not state.next_attempt_requested:
                        if res.status == 200 and isinstance(data, dict) and data.get("ok", False):
                            return data
                        # A refusal: the SDK's own response raises the SDK's own error.
                        AsyncSlackResponse(
                            client=client, http_verb="POST", api_url=url, req_args={"json": body},
                            data=data, headers=res.headers, status_code=res.status,  # type: ignore[arg-type]
                        ).validate()
                        return data  # validate() passed: binary data, which these methods never answer
            except Exception as error:  # as the SDK: any failure is offered to the retry handlers
                for handler in client.retry_handlers:
                    if await handler.can_retry_async(state=state, request=request, response=response, error=error):
                        await handler.prepare_for_next_attempt_async(
                            state=state, request=request, response=response, error=error
                        )
                        break
                if not state.next_attempt_requested:
                    raise


async def _read(res: aiohttp.ClientResponse) -> tuple[Any, HttpResponse]:
    """The body and the retry handlers' view of it, read as the SDK reads a response."""
    if res.content_type == "application/gzip":
        data: Any = await res.read()
        return data, HttpResponse(status_code=res.status, headers=res.headers, data=data)  # type: ignore[arg-type]
    if res.content_type == "text/plain":
        text = await res.text()
        return text, HttpResponse(status_code=res.status, headers=res.headers, data=text)  # type: ignore[arg-type]
    try:
        data = await res.json()
    except aiohttp.ContentTypeError:
        return {}, HttpResponse(status_code=res.status, headers=res.headers)  # type: ignore[arg-type]
    except json.JSONDecodeError:
        try:
            raise SlackApiError(_build_unexpected_body_error_message(await res.text()), res)
        except Exception as e:  # the SDK wraps its own message once more; so do we
            raise SlackApiError(f"Unexpectedly failed to read the response body: {str(e)}", res) from e
    return data, HttpResponse(status_code=res.status, headers=res.headers, body=data)  # type: ignore[arg-type]


def _sdk_name(api_method: str) -> str:
    return next(name for name, method in POSTED.items() if method == api_method)
