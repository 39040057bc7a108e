"""Databases, languages, frameworks, tools and platforms a dev team asks about."""

from __future__ import annotations

from core.lexicons import TableLexicon

TECH = TableLexicon(
    name="tech",
    category="tech",
    table="""
[database]
PostgreSQL | postgres, postgresql, psql
MySQL | mysql, mariadb
SQLite | sqlite, sqlite3
MongoDB | mongodb, mongo
MongoDB Atlas | atlas, mongodb atlas, mongo atlas
Redis | redis, redis streams
Valkey | valkey
Elasticsearch | elasticsearch, elastic search
OpenSearch | opensearch
Cassandra | cassandra, apache cassandra
ClickHouse | clickhouse
Snowflake | snowflake
Neon | neon
Supabase | supabase, supabase auth
CockroachDB | cockroachdb, cockroach
InnoDB | innodb
pgvector | pgvector
Qdrant | qdrant
Weaviate | weaviate
Pinecone | pinecone
Milvus | milvus
Chroma | chroma, chromadb
LanceDB | lancedb
Vespa | vespa
PgBouncer | pgbouncer

[queue]
Apache Kafka | kafka, apache kafka
RabbitMQ | rabbitmq, rabbit
NATS | nats, nats jetstream, jetstream
Celery | celery
RQ | rq, python-rq
Dramatiq | dramatiq
Apache Airflow | airflow
dbt | dbt

[language]
Python | python, python3, cpython
JavaScript | javascript, js
TypeScript | typescript
Go | golang
Rust | | Rust
Java | java
Kotlin | kotlin
C# | c#, csharp
C++ | c++, cpp
Ruby | ruby
PHP | php
Node.js | node.js, nodejs | Node
SQL | sql
Lua | lua

[framework]
FastAPI | fastapi
Django | django
Flask | flask
Starlette | starlette
Express | express.js, expressjs
Next.js | next.js, nextjs
React | react.js | React
Vue | vue, vue.js
Svelte | svelte
SvelteKit | sveltekit
Spring Boot | spring boot | Spring
Ruby on Rails | rails, ruby on rails
Falcon | falcon
LangChain | langchain
LlamaIndex | llamaindex, llama index
Pydantic | pydantic, pydantic settings, pydantic-settings
SQLAlchemy | sqlalchemy
Uvicorn | uvicorn
Gunicorn | gunicorn
gevent | gevent
asyncio | asyncio
aiohttp | aiohttp
Requests | python requests, requests library, requests.session | Requests
httpx | httpx
urllib3 | urllib3
psycopg | psycopg, psycopg2, psycopg3, psycopg_pool
asyncpg | asyncpg
Playwright | playwright
Selenium | selenium
pytest | pytest
Mangum | mangum
Auth.js | auth.js, nextauth, next-auth
Clerk | clerk
discord.py | discord.py, discordpy
py-cord | py-cord, pycord
Slack Bolt | bolt, slack bolt, bolt for python
boto3 | boto3, botocore
PyJWT | pyjwt
OpenTelemetry | opentelemetry, otel

[tool]
Docker | docker, docker compose, docker-compose
Kubernetes | kubernetes, k8s, kube
Helm | helm
kubectl | kubectl
Karpenter | karpenter
Cluster Autoscaler | cluster autoscaler
Terraform | terraform
OpenTofu | opentofu
Pulumi | pulumi
Crossplane | crossplane
Ansible | ansible
GitHub Actions | github actions, gh actions
GitLab CI | gitlab ci
Jenkins | jenkins
Git | git
Nginx | nginx
Envoy | envoy
Istio | istio
Prometheus | prometheus
Grafana | grafana
Grafana Loki | loki, grafana loki
Sentry | sentry, sentry-sdk
Datadog | datadog
PagerDuty | pagerduty
Confluence | confluence
Jira | jira
Cloudflare | cloudflare
Cloudflare R2 | r2, cloudflare r2
Vercel | vercel
Heroku | heroku
npm | npm
pip | pip
Poetry | poetry
uv | uv

[platform]
Slack | slack
Discord | discord
GitHub | github
GitLab | gitlab
OpenAI | openai, openai api, chatgpt
Anthropic | anthropic, claude
Hugging Face | hugging face, huggingface

[protocol]
gRPC | grpc
GraphQL | graphql
REST | | REST, RESTful
HTTP/2 | http2, http/2
WebSocket | websocket, websockets
Server-Sent Events | sse, server-sent events
OAuth 2.0 | oauth, oauth2, oauth 2.0
JWT | jwt
Protocol Buffers | protobuf, protocol buffers
""",
)
