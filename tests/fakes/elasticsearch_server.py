"""A local fake of the Elasticsearch REST API, enough for the official Python client.

What the client needs (checked against elasticsearch-py 9.5): every 2xx answer
carries `X-Elastic-Product: Elasticsearch` (else UnsupportedProductError),
bodies come back as `application/vnd.elasticsearch+json` (the client sends
`compatible-with=9` Accept/Content-Type headers), errors use ES's
`{"error": {"root_cause": [...], "type", "reason"}, "status"}` shape.

Served: `GET /`, `POST /{index}/_search` (multi_match with boosts, highlight,
from/size, track_total_hits, terms aggregations with ES's refusal on text
fields) and `GET /{index}/_doc/{id}`; API-key auth when a key is set.

`flavor="opensearch"` answers like OpenSearch: no product header, its
distribution in `GET /`, and 406 for Elasticsearch's compatibility media types.
`flavor="other"` is some other server that answers ES-shaped JSON.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from aiohttp import web

from tests.fakes.http_server import FakeServer

CONTENT_TYPE = "application/vnd.elasticsearch+json;compatible-with=9"
# author is `text` with a `.keyword` sub-field, as dynamic mapping makes it.
TEXT_FIELDS = {"title", "text", "author"}
KEYWORD_FIELDS = {"author.keyword", "year", "tags"}

DOCUMENTS: list[dict[str, Any]] = [
    {
        "_id": "kb-1",
        "title": "Rotating Kafka TLS certificates",
        "text": "Kafka brokers reload certificates without a restart when ssl.keystore is updated. "
        "Rotate one broker at a time.",
        "author": "Dana Ops",
        "year": 2025,
        "tags": ["kafka", "tls"],
        "url": "https://kb.example/kafka-tls",
    },
    {
        "_id": "kb-2",
        "title": "Postgres failover runbook",
        "text": "Promote the replica with pg_ctl promote, then repoint PgBouncer. Kafka consumers reconnect on their own.",
        "author": "Dana Ops",
        "year": 2024,
        "tags": ["postgres"],
    },
    {
        "_id": "kb-3",
        "title": "Kafka consumer lag alerts",
        "text": "Alert when consumer lag grows for ten minutes; a stuck partition is the usual cause.",
        "author": "Lee Dev",
        "year": 2025,
        "tags": ["kafka", "alerts"],
    },
]


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


Flavor = Literal["elasticsearch", "opensearch", "other"]


class ElasticsearchFake(FakeServer):
    def __init__(self, index: str = "documents", api_key: str | None = None, flavor: Flavor = "elasticsearch") -> None:
        super().__init__()
        self.index = index
        self.api_key = api_key
        self.flavor = flavor
        self.app.middlewares.append(self._auth)
        self.app.router.add_get("/", self._info)
        self.app.router.add_route("*", "/{index}/_search", self._search)
        self.app.router.add_get("/{index}/_doc/{id}", self._get)

    def search_bodies(self) -> list[dict[str, Any]]:
        return [json.loads(r.body) for r in self.requests if r.path.endswith("/_search")]

    def _json(self, body: Any, status: int = 200) -> web.Response:
        headers = {"Content-Type": CONTENT_TYPE if self.flavor == "elasticsearch" else "application/json; charset=UTF-8"}
        if self.flavor == "elasticsearch":
            headers["X-Elastic-Product"] = "Elasticsearch"
        return web.Response(body=json.dumps(body).encode(), status=status, headers=headers)

    def _error(self, status: int, kind: str, reason: str) -> web.Response:
        error = {"root_cause": [{"type": kind, "reason": reason}], "type": kind, "reason": reason}
        return self._json({"error": error, "status": status}, status)

    @web.middleware
    async def _auth(self, request: web.Request, handler: Any) -> web.StreamResponse:
        if self.api_key and request.headers.get("Authorization") != f"ApiKey {self.api_key}":
            return self._error(401, "security_exception", "unable to authenticate with provided credentials and anonymous access is not allowed for this request")
        media = f"{request.headers.get('Accept', '')} {request.headers.get('Content-Type', '')}"
        if self.flavor == "opensearch" and "vnd.elasticsearch" in media:
            return self._error(406, "media_type_header_exception", f"Invalid media-type value on headers {media.strip()}")
        if "index" in request.match_info and request.match_info["index"] != self.index:
            name = request.match_info["index"]
            return self._error(404, "index_not_found_exception", f"no such index [{name}]")
        return await handler(request)

    async def _info(self, request: web.Request) -> web.Response:
        version: dict[str, str] = {"number": "9.1.0"}
        if self.flavor == "opensearch":
            version = {"distribution": "opensearch", "number": "2.19.0"}
        return self._json({"name": "fake", "cluster_name": "fake", "version": version, "tagline": "You Know, for Search"})

    async def _search(self, request: web.Request) -> web.Response:
        body = json.loads(await request.text() or "{}")
        query = body.get("query", {"match_all": {}})
        scored = [(self._score(query, doc), doc) for doc in DOCUMENTS]
        matched = sorted(((s, d) for s, d in scored if s > 0), key=lambda pair: -pair[0])
        result: dict[str, Any] = {
            "took": 1,
            "timed_out": False,
            "hits": {"total": {"value": len(matched), "relation": "eq"}, "max_score": None, "hits": []},
        }
        start, size = int(body.get("from", 0)), int(body.get("size", 10))
        for score, doc in matched[start : start + size]:
            hit: dict[str, Any] = {"_index": self.index, "_id": doc["_id"], "_score": score, "_source": _source(doc)}
            if "highlight" in body:
                hit["highlight"] = self._highlight(query, doc, body["highlight"])
            result["hits"]["hits"].append(hit)
        for name, agg in (body.get("aggregations") or body.get("aggs") or {}).items():
            field = agg["terms"]["field"]
            if field in TEXT_FIELDS:
                return self._error(
                    400,
                    "illegal_argument_exception",
                    f"Text fields are not optimised for operations that require per-document field data like "
                    f"aggregations and sorting, so these operations are disabled by default. Please use a keyword "
                    f"field instead. Alternatively, set fielddata=true on [{field}] in order to load field data by "
                    f"uninverting the inverted index.",
                )
            result.setdefault("aggregations", {})[name] = _terms([d for _, d in matched], field, agg["terms"].get("size", 10))
        return self._json(result)

    async def _get(self, request: web.Request) -> web.Response:
        doc = next((d for d in DOCUMENTS if d["_id"] == request.match_info["id"]), None)
        if doc is None:
            return self._json({"_index": self.index, "_id": request.match_info["id"], "found": False}, 404)
        return self._json({"_index": self.index, "_id": doc["_id"], "_version": 1, "found": True, "_source": _source(doc)})

    def _score(self, query: dict[str, Any], doc: dict[str, Any]) -> float:
        if "match_all" in query:
            return 1.0
        spec = query["multi_match"]
        terms = _words(spec["query"])
        score = 0.0
        for field_spec in spec["fields"]:
            field, _, boost = field_spec.partition("^")
            field_words = _words(str(doc.get(field, "")))
            score += float(boost or 1) * sum(field_words.count(t) for t in terms)
        return score

    def _highlight(self, query: dict[str, Any], doc: dict[str, Any], spec: dict[str, Any]) -> dict[str, list[str]]:
        terms = set(_words(query.get("multi_match", {}).get("query", "")))
        pre, post = spec.get("pre_tags", ["<em>"])[0], spec.get("post_tags", ["</em>"])[0]
        out: dict[str, list[str]] = {}
        for field in spec["fields"]:
            sentences = [s for s in re.split(r"(?<=\.)\s+", str(doc.get(field, ""))) if set(_words(s)) & terms]
            if sentences:
                out[field] = [
                    re.sub(r"[A-Za-z0-9]+", lambda m: f"{pre}{m[0]}{post}" if m[0].lower() in terms else m[0], s)
                    for s in sentences
                ]
        return out


def _source(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "_id"}


def _terms(docs: list[dict[str, Any]], field: str, size: int) -> dict[str, Any]:
    counts: dict[Any, int] = {}
    base = field.removesuffix(".keyword")
    for doc in docs:
        values = doc.get(base)
        for value in values if isinstance(values, list) else [values]:
            if value is not None:
                counts[value] = counts.get(value, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))
    shown = ranked[:size]
    return {
        "doc_count_error_upper_bound": 0,
        "sum_other_doc_count": sum(c for _, c in ranked[size:]),
        "buckets": [{"key": k, "doc_count": c} for k, c in shown],
    }
