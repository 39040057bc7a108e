FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DATA_DIR=/data \
    SLACK_HTTP_HOST=0.0.0.0 \
    METRICS_HOST=0.0.0.0 \
    HEALTH_HOST=0.0.0.0

WORKDIR /app
# .env.example: a bad setting's start-up message names the line documenting it (core/config.py).
COPY pyproject.toml README.md .env.example ./
COPY core ./core
COPY bot ./bot
RUN pip install . \
 && useradd --create-home --uid 10001 bot \
 && mkdir -p /data && chown bot:bot /data

USER bot
VOLUME ["/data"]
# Slack HTTP mode listens here (on every interface of the container: SLACK_HTTP_HOST
# above); Socket Mode and Discord need no inbound port. With METRICS_PORT set, Socket
# Mode, Discord and workers serve /metrics there (METRICS_HOST above); with HEALTH_PORT
# set, every process answers its liveness probe there from a thread (HEALTH_HOST above).
EXPOSE 3000
ENTRYPOINT ["research-bot"]
CMD ["serve", "slack", "--mode", "socket"]
