"""df36 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-second pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- Redis refusing writes: "MISCONF Redis is configured to save RDB snapshots, but is currently not able to persist on disk", stop-writes-on-bgsave-error ----
MSREDIS650 = GH + "microsoftarchive/redis/issues/650"
MSREDIS196 = GH + "microsoftarchive/redis/issues/196"
CHREDIS118 = GH + "django/channels_redis/issues/118"
LNMP2 = GH + "huiyonghkw/lnmp-docker/issues/2"
DLREDIS93 = GH + "redis/docker-library-redis/issues/93"
PROJECTR139 = GH + "activebridge/projectr/issues/139"
DPUL1471 = GH + "pulibrary/dpul/issues/1471"
MISPDASH96 = GH + "MISP/misp-dashboard/issues/96"
DOKKUREDIS77 = GH + "dokku/dokku-redis/issues/77"
ROMM1198 = GH + "rommapp/romm/issues/1198"
BITNAMIREDIS220 = GH + "bitnami/bitnami-docker-redis/issues/220"
PEATIO754 = GH + "openware/peatio/issues/754"
RD_DOKKU = "I'm using dokku-redis since last week with any issues on digitaocean droplet."
RD_ZMQ = "```\n$ sudo -u www-data ./zmq_subscriber.py\nMISCONF Redis is configured to save RDB snapshots, but it is currently not able to persist on disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error.\n```"
RD_LOG = "I have a message in the Redis log saying\n\nBeginForkOperation: system error caught. error code=0x00000000, message=Forked process did not respond in a timely mannager.: unknown error Can't save in background: fork: Invalid argument"
RD_PROC = "I can't see another redis-server process except the main process in the task manager, nor in \"client list\" command."
RD_IDEAS = "Any ideas how to tell the Redis there's no background save process and force it to save the data into the disk, before it crashes?"
RD_DOCKER = "I'm using Docker `17.05.0-ce-mac11 (17656)`."
RD_VERIFY = "I've verified the `redis` user can write in `/data` as well:"
RD_CLI = "```php\n\n$ redis-cli\n> config set stop-writes-on-bgsave-error no\n```"
RD_ERR = "MISCONF Redis is configured to save RDB snapshots, but it is currently not able to persist on disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error."


def _redismisconf(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Bug Report - MISCONF Redis is configured to save RDB snapshots, but is currently not able to persist on disk.", "u1")
    a2 = (U, "Prior to submitting a bug report, I've run a memory test which passed, and doubled paging file size, the issue still persists however.", "u1")
    rec(MSREDIS650, [a1], a2[1], True, "ellipsis", ["the issue"], "I've run a memory test which passed and doubled the paging file size, but the MISCONF error (Redis is configured to save RDB snapshots, but is currently not able to persist on disk) of Redis for Windows still persists.", author="u1")
    rec(MSREDIS650, [a1, a2], "Redis version: 3.2.100", True, "ellipsis", [], "Redis for Windows 3.2.100 fails with MISCONF: configured to save RDB snapshots, but not able to persist on disk.", author="u1")
    lend(MSREDIS650, [a1], RD_DOCKER, SAME, DLREDIS93)
    lend(MSREDIS650, [a1, a2], RD_VERIFY, SAME, DLREDIS93)

    b1 = (U, "Redis - can't [BG]SAVE after one failure", "u1")
    b3 = "This message appeared in the log more than a week ago, and since then, each time I'm trying to run \"BGSAVE\" or \"SAVE\", it throws the \"err background save already in progress\" error.."
    b6 = "I believe it is \"CONFIG SET stop-writes-on-bgsave-error no\", and then retry the BGSAVE operation."
    b7 = "The default policy is for failed BGSAVEs to halt persistence and warn about it, so that the admin can do something about what is likely low disk space."
    # The log line names the Redis log and the fork error in full: a same-author trap.
    rec(MSREDIS196, [b1], RD_LOG, False, SAME, [], None, author="u1")
    h = [b1, (U, RD_LOG, "u1")]
    rec(MSREDIS196, h, b3, True, "pronoun", ["This message"], "The Redis log message 'Can't save in background: fork: Invalid argument' appeared more than a week ago, and since then each BGSAVE or SAVE throws 'err background save already in progress'.", author="u1")
    rec(MSREDIS196, [*h, (U, b3, "u1")], RD_PROC, False, SAME, [], None, author="u1")
    h2 = [*h, (U, b3, "u1"), (U, RD_PROC, "u1")]
    rec(MSREDIS196, h2, RD_IDEAS, False, SELF, [], None, author="u1")
    rec(MSREDIS196, [*h2, (U, RD_IDEAS, "u1")], b6, True, "pronoun", ["it"], "To make Redis save again after a failed background save, run \"CONFIG SET stop-writes-on-bgsave-error no\" and then retry the BGSAVE operation.", author="u2")
    rec(MSREDIS196, [*h2, (U, RD_IDEAS, "u1"), (A, b6, "u2")], b7, True, "ellipsis", ["The default policy"], "Redis's default policy is for failed BGSAVEs to halt persistence and warn about it, so that the admin can do something about what is likely low disk space.", author="u2")

    c1 = (U, "MISCONF Redis is configured to save RDB snapshots", "u1")
    # "this error" points inside the message, and the quoted error names Redis in full.
    rec(CHREDIS118, [c1], "i am getting this error : \n" + RD_ERR, False, SELF, [], None, author="u1")
    lend(CHREDIS118, [c1], RD_PROC, SAME, MSREDIS196)
    lend(CHREDIS118, [c1], RD_DOCKER, SAME, DLREDIS93)

    d1 = (U, "MISCONF Redis is configured to save RDB snapshots, but is currently not able to persist on disk", "u1")
    d2 = (U, "Slove it like this\n\nhttps://gist.github.com/kapkaev/4619127", "u1")
    rec(LNMP2, [d1], d2[1], True, "pronoun", ["it"], "Solve lnmp-docker's 'MISCONF Redis is configured to save RDB snapshots' like this: https://gist.github.com/kapkaev/4619127", author="u1")
    # The redis-cli command names its tool and setting in full: a same-author trap.
    rec(LNMP2, [d1, d2], RD_CLI, False, SAME, [], None, author="u1")
    lend(LNMP2, [d1], RD_LOG, SAME, MSREDIS196)
    lend(LNMP2, [d1, d2], RD_IDEAS, SELF, MSREDIS196)

    e1 = (U, "Eventually getting MISCONF errors even with volume specified using docker-compose", "u1")
    e2 = (U, "I start getting these errors soon after running the container:", "u1")
    e3 = (U, "> MISCONF Redis is configured to save RDB snapshots, but is currently not able to persist on disk. Commands that may modify the data set are disabled. Please check Redis logs for details about the error.", "u1")
    e4 = (U, "Here's the relevant bit from my `docker-compose.yml`:", "u1")
    e6 = "I tried following the advice in [this StackOverflow answer](http://stackoverflow.com/a/35290309/60371) to no avail."
    rec(DLREDIS93, [e1], e2[1], True, "pronoun", ["these errors", "the container"], "I start getting MISCONF errors soon after running the official redis Docker container with a volume in docker-compose.", author="u1")
    rec(DLREDIS93, [e1, e2], e3[1], False, SAME, [], None, author="u1")
    rec(DLREDIS93, [e1, e2, e3], e4[1], True, "ellipsis", ["the relevant bit"], "Here's the part of my `docker-compose.yml` for the redis container that keeps failing with MISCONF errors:", author="u1")
    rec(DLREDIS93, [e1, e2, e3, e4], RD_DOCKER, False, SAME, [], None, author="u1")
    rec(DLREDIS93, [e1, e2, e3, e4, (U, RD_DOCKER, "u1")], e6, True, "ellipsis", ["the advice"], "I tried the advice in http://stackoverflow.com/a/35290309/60371 for the redis container's MISCONF errors to no avail.", author="u1")
    rec(DLREDIS93, [e1, e2, e3, e4, (U, RD_DOCKER, "u1"), (U, e6, "u1")], RD_VERIFY, False, SAME, [], None, author="u1")

    f1 = (U, "Redis::CommandError: MISCONF Redis is configured to save RDB snapshots, but is currently not able to persist on disk. Commands that may modify the data set are disabled. Please check Redis logs for de", "u1")
    f2 = "View details in Rollbar: [https://rollbar.com/yaroslavtupitskyi/ProjectR/items/77/](https://rollbar.com/yaroslavtupitskyi/ProjectR/items/77/)"
    rec(PROJECTR139, [f1], f2, True, "ellipsis", ["details"], "The details of ProjectR's Redis::CommandError MISCONF are in Rollbar: https://rollbar.com/yaroslavtupitskyi/ProjectR/items/77/", author="u1")
    rec(PROJECTR139, [f1, (U, f2, "u1")], "  File \"/home/deploy/shared/bundle/ruby/2.3.0/gems/redis-3.3.3/lib/redis/client.rb\", line 199, in call_pipelined", True, "ellipsis", [], "ProjectR's Redis::CommandError MISCONF is raised at /home/deploy/shared/bundle/ruby/2.3.0/gems/redis-3.3.3/lib/redis/client.rb, line 199, in call_pipelined.", author="u1")
    lend(PROJECTR139, [f1], RD_CLI, SAME, LNMP2)
    lend(PROJECTR139, [f1, (U, f2, "u1")], RD_VERIFY, SAME, DLREDIS93)

    g1 = (U, "[DPUL/staging] Redis::CommandError: MISCONF Redis is configured to save RDB snapshots, but it is currently not able to persist on disk. Commands that may modify the data set are disabled, because this", "u1")
    g2 = (U, "sudden priority: we've gotten nearly 17 thousand of these in the past 2 days.", "u1")
    g3 = "staging disk was full, passenger couldn't find js runtime, probably stemmed from testing ways to deploy without compiling assets on a box. @tpendragon resolved."
    rec(DPUL1471, [g1], g2[1], True, "pronoun", ["these"], "DPUL staging has gotten nearly 17 thousand Redis::CommandError MISCONF errors in the past 2 days.", author="u1")
    rec(DPUL1471, [g1, g2], g3, True, "ellipsis", ["staging disk"], "DPUL staging's Redis MISCONF errors came from its disk being full (probably from testing ways to deploy without compiling assets on a box); @tpendragon resolved it.", author="u1")
    lend(DPUL1471, [g1], RD_CLI, SAME, LNMP2)
    lend(DPUL1471, [g1, g2], RD_LOG, SAME, MSREDIS196)
    lend(DPUL1471, [g1], RD_IDEAS, SELF, MSREDIS196)

    m1 = (U, "MISCONF Redis - snapshots persistence", "u1")
    m3 = (U, "This is possibly a permission problem.", "u1")
    m4 = (U, "The redis process tries to write the file into that directory yet fails.", "u1")
    # The session names the command it comes from (./zmq_subscriber.py) in full: a same-author trap.
    rec(MISPDASH96, [m1], RD_ZMQ, False, SAME, [], None, author="u1")
    rec(MISPDASH96, [m1, (U, RD_ZMQ, "u1")], m3[1], True, "pronoun", ["This"], "misp-dashboard's MISCONF Redis error from zmq_subscriber.py is possibly a permission problem.", author="u1")
    rec(MISPDASH96, [m1, (U, RD_ZMQ, "u1"), m3], m4[1], True, "pronoun", ["the file", "that directory"], "misp-dashboard's redis-server on port 6250 tries to write its RDB file into its configured dir, which www-data cannot write, and fails.", author="u1")
    rec(MISPDASH96, [m1, (U, RD_ZMQ, "u1"), m3, m4], "If you do not care about persistence:\n\n```\necho \"config set stop-writes-on-bgsave-error no\" | redis-cli -p 6250\n````", True, "ellipsis", [], "If you do not care about persistence, get rid of misp-dashboard's MISCONF error with `echo \"config set stop-writes-on-bgsave-error no\" | redis-cli -p 6250`.", author="u1")
    lend(MISPDASH96, [m1], RD_DOKKU, SAME, DOKKUREDIS77)

    n1 = (U, "MISCONF Redis error", "u1")
    n3 = (U, "Since last two day it started giving these error.", "u1")
    n4 = (U, "```\nMay 07 00:23:05 gbl-dokku-01 xy-xy-xy.worker.1:  8 TID-gmsafg0o4 ERROR: heartbeat: MISCONF Redis is configured to save RDB snapshots, but is currently not able to persist on disk. Commands that may modify the data set are disabled. Please check Redis logs for details about the error.\n```", "u1")
    n5 = (U, "Any clue where could be the problem?", "u1")
    n6 = (A, "Did you run out of disk space or inodes? I can't think of any other reason you wouldn't be able to persist to disk.", "u2")
    rec(DOKKUREDIS77, [n1], RD_DOKKU, False, SAME, [], None, author="u1")
    h = [n1, (U, RD_DOKKU, "u1")]
    rec(DOKKUREDIS77, h, n3[1], True, "pronoun", ["it", "these error"], "For the last two days dokku-redis on my DigitalOcean droplet has been giving MISCONF errors.", author="u1")
    rec(DOKKUREDIS77, [*h, n3], n4[1], False, SAME, [], None, author="u1")
    rec(DOKKUREDIS77, [*h, n3, n4], n5[1], True, "ellipsis", ["the problem"], "Any clue where dokku-redis's MISCONF error (Redis not able to persist on disk) could come from?", author="u1")
    rec(DOKKUREDIS77, [*h, n3, n4, n5], n6[1], True, "ellipsis", [], "Did the dokku-redis host run out of disk space or inodes? Nothing else would stop Redis persisting to disk.", author="u2")
    rec(DOKKUREDIS77, [*h, n3, n4, n5, n6], "I restarted the container, since I couldn't find any other solution. Then it started behaving normal.", True, "ellipsis", ["the container"], "Restarting the dokku-redis container made its MISCONF errors stop.", author="u1")

    o1 = (U, "Redis permission errors", "u1")
    o2 = (U, "Using the latest Romm via docker on Unraid. I have suddenly noticed these started at some point in the past weeks:", "u1")
    o3 = (U, "545:C 19 Sep 2024 05:50:17.015 # Failed opening the temp RDB file temp-545.rdb (in server root dir /redis-data) for saving: Permission denied\n11:M 19 Sep 2024 05:50:17.116 # Background saving error", "u1")
    o4 = (U, "/redis-data was owned by root and I have changed that and the dump.db file back to redis user. However, the errors are persisting.", "u1")
    o5 = (U, "I have also noticed the total rom count has dropped so I guess romm has tried to update and failed, removing some entries.", "u1")
    o6 = (U, "/redis-data also has a lot of space so its not disk issues.", "u1")
    rec(ROMM1198, [o1], o2[1], True, "pronoun", ["these"], "Running the latest RomM via Docker on Unraid, I noticed Redis permission errors starting in the past weeks.", author="u1")
    # A bare Redis log with no tool named: its subject is the thread's RomM container (rule 1).
    rec(ROMM1198, [o1, o2], o3[1], True, "ellipsis", [], "RomM's Redis logs 'Failed opening the temp RDB file temp-545.rdb (in server root dir /redis-data) for saving: Permission denied' and 'Background saving error'.", author="u1")
    rec(ROMM1198, [o1, o2, o3], o4[1], True, "ellipsis", ["the errors"], "I changed RomM's /redis-data and dump.rdb from root back to the redis user, but the Redis permission errors persist.", author="u1")
    rec(ROMM1198, [o1, o2, o3, o4], o5[1], True, "ellipsis", [], "RomM's total ROM count dropped, probably because RomM's update failed on the Redis errors and removed entries.", author="u1")
    rec(ROMM1198, [o1, o2, o3, o4, o5], o6[1], True, "ellipsis", ["its"], "RomM's /redis-data has plenty of space, so its Redis errors are not disk issues.", author="u1")
    rec(ROMM1198, [o1, o2, o3, o4, o5, o6], "Any ideas on what I can do?", True, "ellipsis", [], "Any ideas what I can do about RomM's Redis 'Permission denied' RDB save errors?", author="u1")

    p1 = (U, "Redis MISCONF and permission denied with docker-compose", "u1")
    p2 = (U, "Hi, my docker-compose.yaml looks like below: ", "u1")
    p3 = (U, "when I'm run it on server, I'm facing ```Failed opening the RDB file dump.rdb (in server root dir /bitnami/redis/data) for saving: Permission denied```", "u1")
    p4 = (U, "is there any help?", "u1")
    p5 = (A, "This clearly seems to be a permission issue when mounting a host-path volume.", "u2")
    p6 = (A, "Could you ensure that the permissions in that mounted folder allow writing and reading to any user?", "u2")
    # A complete first-person sentence naming its own subject (my docker-compose.yaml): a same-author trap, as cp-docker-images #394's.
    rec(BITNAMIREDIS220, [p1], p2[1], False, SAME, [], None, author="u1")
    rec(BITNAMIREDIS220, [p1, p2], p3[1], True, "pronoun", ["it"], "Running my bitnami/redis docker-compose on a server, I get 'Failed opening the RDB file dump.rdb (in server root dir /bitnami/redis/data) for saving: Permission denied'.", author="u1")
    rec(BITNAMIREDIS220, [p1, p2, p3], p4[1], True, "ellipsis", [], "Is there any help for bitnami/redis's 'Failed opening the RDB file dump.rdb ... Permission denied' with docker-compose?", author="u1")
    rec(BITNAMIREDIS220, [p1, p2, p3, p4], p5[1], True, "pronoun", ["This"], "bitnami/redis's 'Failed opening the RDB file dump.rdb ... Permission denied' is a permission issue of mounting a host-path volume.", author="u2")
    rec(BITNAMIREDIS220, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", ["that mounted folder"], "Make sure the host folder mounted at /bitnami/redis/data allows reading and writing to any user.", author="u2")
    rec(BITNAMIREDIS220, [p1, p2, p3, p4, p5, p6], "@javsalgar yes, you are right, After debug I change the volumes to: \n```yaml\nvolumes:\n      - ./data/redis:/tmp\n ```\ncan I close this issue now?", True, "ellipsis", ["the volumes"], "I changed the bitnami/redis volume to ./data/redis:/tmp and the permission error is gone; can I close the issue?", author="u1")

    q1 = (U, "MISCONF Redis is configured to save RDB snapshots", "u1")
    q2 = (U, "I'm getting following error at a regular interval:", "u1")
    q3 = (U, "Redis::CommandError in Private::FundsController#index\nMISCONF Redis is configured to save RDB snapshots but is currently not able to persist on disk. Commands that may modify the data set are disabled. Please check Redis logs for details about the error. ", "u1")
    q4 = (U, "daemons log file size is huge. and it also gives following error:", "u1")
    q5 = (U, "Error message: Cannot create a temporary directory in the format of '/tmp/passenger-spawn-debug.XXX': No space left on device (errno=28)", "u1")
    rec(PEATIO754, [q1], q2[1], True, "ellipsis", [], "Peatio gives me the MISCONF Redis error at a regular interval.", author="u1")
    rec(PEATIO754, [q1, q2], q3[1], False, SAME, [], None, author="u1")
    rec(PEATIO754, [q1, q2, q3], q4[1], True, "pronoun", ["it"], "Peatio's daemons log file is huge, and Peatio also gives another error.", author="u1")
    rec(PEATIO754, [q1, q2, q3, q4], q5[1], True, "ellipsis", [], "Peatio also fails with 'Cannot create a temporary directory in the format of /tmp/passenger-spawn-debug.XXX: No space left on device (errno=28)'.", author="u1")
    rec(PEATIO754, [q1, q2, q3, q4, q5], "You are running out of your disk space. Just clean your disk & configure logrotate (or disable logs).", True, "ellipsis", ["your disk space"], "Peatio's MISCONF and 'No space left on device' errors mean the server ran out of disk space; clean the disk and configure logrotate (or disable logs).", author="u2")


# ---- Node.js 17+ resolving localhost to IPv6: "connect ECONNREFUSED ::1:27017" and 127.0.0.1 instead of localhost ----
CMONGO5 = GH + "iamshaunjp/complete-mongodb/issues/5"
URLSHORT21 = GH + "WebDevSimplified/url-shortener/issues/21"
MONGOOSE13943 = GH + "Automattic/mongoose/issues/13943"
MONGOOSE11066 = GH + "Automattic/mongoose/issues/11066"
CBOARD339 = GH + "cboard-org/cboard-api/issues/339"
GPTCHAT6 = GH + "jas3333/gptchat_pinecone/issues/6"
MDBVSC1101 = GH + "mongodb-js/vscode/issues/1101"
NFETCH1624 = GH + "node-fetch/node-fetch/issues/1624"
OPTIC2073 = GH + "opticdev/optic/pull/2073"
NPGDOCS182 = GH + "brianc/node-postgres-docs/issues/182"
GREENP189 = GH + "greenpress/greenpress/issues/189"
PILIGHT68 = GH + "knalli/homebridge-pilight/issues/68"
SOCLONE36 = GH + "salihozdemir/stackoverflow-clone/pull/36"
INSTANA2768 = GH + "instana/nodejs/pull/2768"
IP_CBOARD = "_`ECONNREFUSED ::1:27017` indicates that your localhost resolve to the IPv6 address rather than the IPv4 127.0.0.1. Try replacing localhost in your connection string with 127.0.0.1._"
IP_RECOMMEND = "For local MongoDB databases, **we recommend using `127.0.0.1` instead of `localhost`**."
IP_NODE18 = "from node 18+, internal HTTP requests to localhost are very problematic because the new default of node.js is to use IPV6."
IP_PILIGHT = "Hello, with the new nodejs lts version 18, the default address for localhost is now ::1 (ipv6)."
IP_NFETCH = "When using `node-fetch` on NodeJS 18, got ECONNREFUSED"
IP_SOCAT = "Node.js v18 resolved `localhost` to IPv6 (`::1`), while SPS `socat` was only listening on IPv4 (`127.0.0.1`)."
IP_UPDATE = "After I update my operating system and MongoDB I am started to get error while trying to connect to local MongoDB server."
IP_SERVERJS = "```\n$ node server.js\nServer listening on port: 5000\nMongooseServerSelectionError: connect ECONNREFUSED ::1:27017\n```"


def _localhostipv6(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "error MongoServerSelectionError: connect ECONNREFUSED ::1:27017", "u1")
    a2 = (U, "Is anyone else getting this error? I have not been able to find any solution.", "u1")
    a3 = (U, "The server is running and if I try to connect directly to the database it gives me this:\nIt looks like you are trying to access MongoDB over HTTP on the native driver port.", "u1")
    rec(CMONGO5, [a1], a2[1], True, "pronoun", ["this error"], "Is anyone else getting 'MongoServerSelectionError: connect ECONNREFUSED ::1:27017' in the complete-mongodb tutorial? I have not been able to find any solution.", author="u1")
    rec(CMONGO5, [a1, a2], a3[1], True, "ellipsis", ["The server", "the database"], "My local MongoDB server is running, and connecting directly to it says 'It looks like you are trying to access MongoDB over HTTP on the native driver port', yet the tutorial's app gets ECONNREFUSED ::1:27017.", author="u1")
    rec(CMONGO5, [a1, a2, a3], "if I load up mongosh it does connect.", True, "pronoun", ["it"], "mongosh does connect to the local MongoDB that the complete-mongodb app gets ECONNREFUSED ::1:27017 from.", author="u1")
    lend(CMONGO5, [a1], IP_CBOARD, SAME, CBOARD339)
    lend(CMONGO5, [a1, a2], IP_NODE18, SAME, GREENP189)

    b1 = (U, "If you are struggling to connect to the DB", "u1")
    b2 = (U, "If youre struggling to connect to the DB and get this error on the terminal MongooseServerSelectionError: connect ECONNREFUSED ::1:27017", "u1")
    b3 = (U, "Change your connection string to -mongodb://0.0.0.0:27017/", "u1")
    b5 = "This is because Node.js 18 and up prefer IPv6 addresses, which means that, on many machines, Node.js will resolve `localhost` to the IPv6 address `::1`, and Mongoose will be unable to connect unless the MongoDB instance is running with IPv6 enabled."
    rec(URLSHORT21, [b1], b2[1], True, "ellipsis", ["the DB"], "If you're struggling to connect url-shortener to its MongoDB and get MongooseServerSelectionError: connect ECONNREFUSED ::1:27017 on the terminal:", author="u1")
    rec(URLSHORT21, [b1, b2], b3[1], True, "ellipsis", ["your connection string"], "Change url-shortener's MongoDB connection string to mongodb://0.0.0.0:27017/ to fix ECONNREFUSED ::1:27017.", author="u1")
    # A maintainer-style general recommendation naming MongoDB and both hosts: a trap by a later speaker.
    rec(URLSHORT21, [b1, b2, b3], IP_RECOMMEND, False, SAME, [], None, author="u2")
    rec(URLSHORT21, [b1, b2, b3, (A, IP_RECOMMEND, "u2")], b5, True, "pronoun", ["This"], "127.0.0.1 is recommended over localhost for local MongoDB because Node.js 18 and up prefer IPv6 addresses, so localhost resolves to ::1 and Mongoose cannot connect unless MongoDB runs with IPv6 enabled.", author="u2")

    c1 = (U, "Error connecting to Mongo", "u1")
    c2 = (U, "### Mongoose version\n\n6.0", "u1")
    c3 = (U, "### Node.js version\n\nv18.17.1", "u1")
    c4 = (U, "### MongoDB version\n\nv4.2.22", "u1")
    c5 = (U, "I'm having trouble connecting to the database. When trying to connect, I receive the error below in the console.", "u1")
    rec(MONGOOSE13943, [c1], c2[1], True, "ellipsis", [], "Mongoose 6.0 gives an error connecting to MongoDB.", author="u1")
    rec(MONGOOSE13943, [c1, c2], c3[1], True, "ellipsis", [], "Mongoose 6.0 on Node.js v18.17.1 gives an error connecting to MongoDB.", author="u1")
    rec(MONGOOSE13943, [c1, c2, c3], c4[1], True, "ellipsis", [], "Mongoose 6.0 on Node.js v18.17.1 gives an error connecting to MongoDB v4.2.22.", author="u1")
    rec(MONGOOSE13943, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["the database", "the error below"], "I'm having trouble connecting Mongoose 6.0 (Node.js v18.17.1) to MongoDB v4.2.22 and receive an error in the console.", author="u1")
    # The bare error names Mongoose, its source, in full: a same-author trap.
    rec(MONGOOSE13943, [c1, c2, c3, c4, c5], "`MongooseServerSelectionError: connect ECONNREFUSED ::1:27017`", False, SAME, [], None, author="u1")
    lend(MONGOOSE13943, [c1], IP_PILIGHT, SAME, PILIGHT68)

    d1 = (U, "Error while connecting to localhost", "u1")
    d3 = (U, "This is URL that I am using to connect to db: mongodb://localhost:27017/dbname", "u1")
    rec(MONGOOSE11066, [d1], IP_UPDATE, False, SAME, [], None, author="u1")
    rec(MONGOOSE11066, [d1, (U, IP_UPDATE, "u1")], d3[1], False, SELF, [], None, author="u1")
    rec(MONGOOSE11066, [d1, (U, IP_UPDATE, "u1"), d3], "Also, when I try same URL in MongoDB Compass, everything works without problem.", True, "ellipsis", ["same URL"], "When I try mongodb://localhost:27017/dbname in MongoDB Compass, everything works, though Mongoose cannot connect to it.", author="u1")
    lend(MONGOOSE11066, [d1], IP_SOCAT, SAME, INSTANA2768)

    e1 = (U, "Database connection error: MongooseServerSelectionError: connect ECONNREFUSED ::1:27017", "u1")
    e2 = (U, "See: \n[Community forum](https://www.mongodb.com/community/forums/t/getting-error-while-connecting-to-mongodb-using-node-js/216431/4)", "u1")
    rec(CBOARD339, [e1], e2[1], True, "ellipsis", [], "For cboard-api's database connection error 'MongooseServerSelectionError: connect ECONNREFUSED ::1:27017' see https://www.mongodb.com/community/forums/t/getting-error-while-connecting-to-mongodb-using-node-js/216431/4", author="u1")
    rec(CBOARD339, [e1, e2], IP_CBOARD, False, SAME, [], None, author="u1")
    lend(CBOARD339, [e1], IP_RECOMMEND, SAME, URLSHORT21)
    lend(CBOARD339, [e1, e2], IP_NFETCH, SAME, NFETCH1624)

    f1 = (U, "Error when running server", "u1")
    f2 = (U, "Hello,\nAfter i run the server and wait for DB connection i get this:", "u1")
    f4 = (U, "My .env below:", "u1")
    rec(GPTCHAT6, [f1], f2[1], True, "ellipsis", ["the server"], "After I run gptchat_pinecone's server and wait for the DB connection I get an error.", author="u1")
    # The log names the command it comes from (`node server.js`) in full: a same-author trap.
    rec(GPTCHAT6, [f1, f2], IP_SERVERJS, False, SAME, [], None, author="u1")
    h = [f1, f2, (U, IP_SERVERJS, "u1")]
    rec(GPTCHAT6, h, f4[1], True, "ellipsis", [], "Here is my .env for gptchat_pinecone, whose server gets ECONNREFUSED ::1:27017:", author="u1")
    rec(GPTCHAT6, [*h, f4], "MONGODB=mongodb://localhost:27017/gpt", True, "ellipsis", [], "gptchat_pinecone's .env has MONGODB=mongodb://localhost:27017/gpt and the server gets ECONNREFUSED ::1:27017.", author="u1")
    lend(GPTCHAT6, [f1], IP_UPDATE, SAME, MONGOOSE11066)

    g1 = (U, "Unable to connect: connect ECONNREFUSED 127.0.0.1:27017, connect ECONNREFUSED ::1:27017", "u1")
    g2 = (U, "when I try to connect to mongo dB connections, I get this error every time and I have tried starting it from consol etc nothing worked.", "u1")
    g3 = (U, "No, I tried in vs code and compass, but both are showing the same error. Version 8.0.11.", "u1")
    rec(MDBVSC1101, [g1], g2[1], True, "pronoun", ["this error"], "When I connect to MongoDB from the MongoDB VS Code extension I get 'connect ECONNREFUSED 127.0.0.1:27017, connect ECONNREFUSED ::1:27017' every time, even after starting it from the console.", author="u1")
    rec(MDBVSC1101, [g1, g2], g3[1], True, "ellipsis", ["the same error"], "Both the MongoDB VS Code extension and Compass show 'connect ECONNREFUSED 127.0.0.1:27017, connect ECONNREFUSED ::1:27017' with MongoDB 8.0.11.", author="u1")
    rec(MDBVSC1101, [g1, g2, g3], "The error has been resolved. Thank you for your guidance.", True, "ellipsis", ["The error"], "The MongoDB VS Code extension's ECONNREFUSED error has been resolved. Thank you for your guidance.", author="u1")
    lend(MDBVSC1101, [g1], IP_NODE18, SAME, GREENP189)

    n1 = (U, "ECONNREFUSED on NodeJS 18", "u1")
    n3 = (U, "Steps to reproduce the behavior:\n\n1. Run the above in Node 18.7.0. It fails with:", "u1")
    rec(NFETCH1624, [n1], IP_NFETCH, False, SAME, [], None, author="u1")
    rec(NFETCH1624, [n1, (U, IP_NFETCH, "u1")], n3[1], True, "pronoun", ["the above", "It"], "Running my node-fetch test script (a hapi server on port 3344 fetched at http://localhost:3344) in Node 18.7.0 fails with ECONNREFUSED ::1:3344.", author="u1")
    rec(NFETCH1624, [n1, (U, IP_NFETCH, "u1"), n3], "**Expected behavior**\n\nThe same script will work in NodeJS 16.", True, "ellipsis", ["The same script"], "My node-fetch script that gets ECONNREFUSED ::1:3344 on Node 18 works in NodeJS 16.", author="u1")
    lend(NFETCH1624, [n1], IP_SOCAT, SAME, INSTANA2768)
    lend(NFETCH1624, [n1], IP_CBOARD, SAME, CBOARD339)

    o1 = (U, "use 127.0.0.1 over localhost", "u1")
    o2 = (U, "For some reason my node version + node fetch returns `ECONNREFUSED` when trying to hit a local server - this looks like it's because we're using localhost over 127.0.0.1 which node fetch appears to have some issue with?", "u1")
    rec(OPTIC2073, [o1], o2[1], True, "ellipsis", ["we"], "My node version with node-fetch returns ECONNREFUSED when Optic hits a local server, apparently because Optic uses localhost over 127.0.0.1.", author="u1")
    rec(OPTIC2073, [o1, o2], "Changing to use 127.0.0.1", True, "ellipsis", [], "This PR changes Optic to use 127.0.0.1 instead of localhost.", author="u1")
    lend(OPTIC2073, [o1], IP_PILIGHT, SAME, PILIGHT68)

    p1 = (U, "Node.js LTS v18.12.0 breaks", "u1")
    p2 = (U, "Hello, I seem to have connection issues when I tried the latest Node.js LTS. I downgraded back to v16.18.0 and everything started working again. Is there anything I can provide to assist?", "u1")
    p3 = (U, "Somehow I posted this in the docs repo! My apologies, closing this.", "u1")
    p4 = (U, "Just in case this gets indexed, and anyone else happens upon this issue (even though I created it in the wrong repo). nodejs/node#40537 explains that node v17 switched DNS resolution order to IPv6 first.", "u1")
    p5 = (U, "So, localhost in a dev machine got resolved to ::1, instead of 127.0.0.1.", "u1")
    rec(NPGDOCS182, [p1], p2[1], True, "ellipsis", [], "node-postgres has connection issues on the latest Node.js LTS v18.12.0; downgrading to v16.18.0 makes everything work again. Is there anything I can provide to assist?", author="u1")
    rec(NPGDOCS182, [p1, p2], p3[1], True, "pronoun", ["this"], "I posted the node-postgres connection issue with Node.js v18.12.0 in the node-postgres-docs repository by mistake, so I'm closing it.", author="u1")
    rec(NPGDOCS182, [p1, p2, p3], p4[1], True, "pronoun", ["this issue"], "nodejs/node#40537 explains node-postgres's connection issue on Node.js 18: node v17 switched DNS resolution order to IPv6 first.", author="u1")
    rec(NPGDOCS182, [p1, p2, p3, p4], p5[1], False, SAME, [], None, author="u1")
    rec(NPGDOCS182, [p1, p2, p3, p4, p5], "The fix is to either listen on IPv6, change localhost to 127.0.0.1, or modify DNS resolution order to prefer IPv4.", True, "ellipsis", ["The fix"], "The fix for node-postgres's connection issue on Node.js 17+ (localhost resolving to ::1) is to listen on IPv6, change localhost to 127.0.0.1, or modify DNS resolution order to prefer IPv4.", author="u1")

    q1 = (U, "Use 127.0.0.1 instead of localhost", "u1")
    q3 = (U, "Therefore, we need to convert all usage of internal HTTP requests from `localhost` to `127.0.0.1` in the local dev environment (production already uses other hostnames from k8s between services).", "u1")
    rec(GREENP189, [q1], IP_NODE18, False, SAME, [], None, author="u1")
    rec(GREENP189, [q1, (U, IP_NODE18, "u1")], q3[1], True, "ellipsis", ["we"], "greenpress needs to convert all internal HTTP requests from localhost to 127.0.0.1 in the local dev environment, because Node 18+ uses IPv6 by default.", author="u1")
    rec(GREENP189, [q1, (U, IP_NODE18, "u1"), q3], "make sure the app will work on node 18.12+ after this change.", True, "pronoun", ["the app", "this change"], "Make sure greenpress works on node 18.12+ after converting its internal requests from localhost to 127.0.0.1.", author="u1")
    lend(GREENP189, [q1], IP_UPDATE, SAME, MONGOOSE11066)

    r1 = (U, "Connection error with nodejs 18", "u1")
    r3 = (U, "But with this, the local pilight server is not reachable anymore.", "u1")
    r4 = (U, "If you change to 127.0.0.1 instead of localhost it’s working again under nodejs 18.", "u1")
    r5 = "looks like [this one](https://github.com/nodejs/node/issues/40537#issuecomment-948047193). I assume I have not to change anything here."
    rec(PILIGHT68, [r1], IP_PILIGHT, False, SAME, [], None, author="u1")
    rec(PILIGHT68, [r1, (U, IP_PILIGHT, "u1")], r3[1], True, "pronoun", ["this"], "With nodejs 18 resolving localhost to ::1, homebridge-pilight cannot reach the local pilight server anymore.", author="u1")
    rec(PILIGHT68, [r1, (U, IP_PILIGHT, "u1"), r3], r4[1], True, "pronoun", ["it"], "If you change homebridge-pilight's host to 127.0.0.1 instead of localhost it works again under nodejs 18.", author="u1")
    rec(PILIGHT68, [r1, (U, IP_PILIGHT, "u1"), r3, r4], r5, True, "pronoun", ["this one", "here"], "homebridge-pilight's nodejs 18 connection error looks like https://github.com/nodejs/node/issues/40537#issuecomment-948047193; I assume the plugin needs no change.", author="u2")

    s1 = (U, "Replace default db url = localhost with 127.0.0.1", "u1")
    s2 = (U, "While starting the server with the default db url I kept getting `Error: connect ECONNREFUSED ::1:27017`.", "u1")
    s3 = (U, "Turns out newer versions of node can experience this when 'localhost' is used as db url.", "u1")
    s4 = (U, "Replaced it with 127.0.0.1 and that seems to work fine.", "u1")
    rec(SOCLONE36, [s1], s2[1], True, "ellipsis", ["the server", "the default db url"], "While starting stackoverflow-clone's server with its default db url (localhost) I kept getting `Error: connect ECONNREFUSED ::1:27017`.", author="u1")
    rec(SOCLONE36, [s1, s2], s3[1], True, "pronoun", ["this"], "Newer versions of node can get `connect ECONNREFUSED ::1:27017` when 'localhost' is used as the db url.", author="u1")
    rec(SOCLONE36, [s1, s2, s3], s4[1], True, "pronoun", ["it", "that"], "Replacing stackoverflow-clone's localhost db url with 127.0.0.1 seems to work fine.", author="u1")
    rec(SOCLONE36, [s1, s2, s3, s4], "Yes, I found this issue, too.", True, "pronoun", ["this issue"], "I also found stackoverflow-clone's ECONNREFUSED ::1:27017 with the localhost db url.", author="u2")
    lend(SOCLONE36, [s1], IP_RECOMMEND, SAME, URLSHORT21)

    t1 = (U, "ci(sps): fix node v18 localhost resolution failures", "u1")
    rec(INSTANA2768, [t1], IP_SOCAT, False, SAME, [], None, author="u1")
    rec(INSTANA2768, [t1, (U, IP_SOCAT, "u1")], "This caused connection failures and duplicate Redis spans in the two-host tests.", True, "pronoun", ["This"], "Node.js v18 resolving localhost to ::1 while SPS socat listened only on IPv4 caused connection failures and duplicate Redis spans in instana's two-host tests.", author="u1")
    lend(INSTANA2768, [t1], IP_NFETCH, SAME, NFETCH1624)


# ---- webpack 5 dropping Node core polyfills: "BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default", "Can't resolve 'crypto'", resolve.fallback ----
VUEXEL84 = GH + "vue-electron/vuex-electron/issues/84"
AUTH0LOCK1999 = GH + "auth0/lock/issues/1999"
NFTMINT7 = GH + "alchemyplatform/nft-minter-tutorial/issues/7"
PLATSH1678 = GH + "platformsh/platformsh-docs/pull/1678"
OPOSSUM576 = GH + "nodeshift/opossum/issues/576"
OPOSSUM555 = GH + "nodeshift/opossum/pull/555"
ENCSTOR268 = GH + "michelonsouza/encrypt-storage/issues/268"
RSCHED10 = GH + "aldabil21/react-scheduler/issues/10"
OPENATT239 = GH + "Open-Attestation/open-attestation/issues/239"
FIREPROOF96 = GH + "fireproof-storage/fireproof-alpha/issues/96"
CRYPTOJS326 = GH + "brix/crypto-js/issues/326"
RVGRID30 = GH + "prabhuignoto/react-visual-grid/issues/30"
RCELO152 = GH + "celo-org/react-celo/issues/152"
WP_BREAK = "BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.\nThis is no longer the case."
WP_OPOSSUM = "Webpack 5 has removed all the node core polyfills by default, so the opossum build breaks."
WP_OPENATT = "**Problem**\nUsing react-scripts v5 in combination with the latest package version of `@govtechsg/open-attestation` results in the following error:"
WP_CELO = "I implemented use-contrackit on a react project, but i have some error in several libraries."
WP_PATH = "BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.\nThis is no longer the case. Verify if you need this module and configure a polyfill for it.\n\nIf you want to include a polyfill, you need to:\n\n\t- add a fallback 'resolve.fallback: { \"path\": require.resolve(\"path-browserify\") }'\n\t- install 'path-browserify'\nIf you don't want to include a polyfill, you can use an empty module like this:\n\tresolve.fallback: { \"path\": false }"
WP_CRYPTO = "BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.\nThis is no longer the case. Verify if you need this module and configure a polyfill for it.\n\nIf you want to include a polyfill, you need to:\n\t- add a fallback 'resolve.fallback: { \"crypto\": require.resolve(\"crypto-browserify\") }'\n\t- install 'crypto-browserify'\nIf you don't want to include a polyfill, you can use an empty module like this:\n\tresolve.fallback: { \"crypto\": false }"


def _webpack5polyfill(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Webpack 5 incompatibility", "u1")
    # The quoted webpack message names webpack and the polyfills in full: a same-author trap.
    rec(VUEXEL84, [a1], WP_BREAK, False, SAME, [], None, author="u1")
    lend(VUEXEL84, [a1], WP_CELO, SAME, RCELO152)
    lend(VUEXEL84, [a1, (U, WP_BREAK, "u1")], WP_OPENATT, SAME, OPENATT239)

    # A title-only history: the excerpt shows later comments whose authors may or may not be the opener.
    b1 = (U, "BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.", "u1")
    lend(AUTH0LOCK1999, [b1], WP_OPOSSUM, SAME, OPOSSUM576)
    lend(AUTH0LOCK1999, [b1], WP_CELO, SAME, RCELO152)

    c1 = (U, "24 Errors after step 10 \"BREAKING CHANGE; webpack <5 used to include polyfills for node.js core modules..", "u1")
    c2 = (U, "I got this error for several different modules.  Is there any kind of quick fix?  Thanks.", "u1")
    rec(NFTMINT7, [c1], c2[1], True, "pronoun", ["this error"], "In the nft-minter-tutorial (step 10) I got webpack 5's 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules' for several modules. Is there any quick fix?", author="u1")
    rec(NFTMINT7, [c1, c2], WP_PATH, False, SAME, [], None, author="u1")
    lend(NFTMINT7, [c1], WP_OPOSSUM, SAME, OPOSSUM576)

    d1 = (U, "upgrade to webpack 5", "u1")
    d2 = (U, "updates webpack to v5", "u1")
    d3 = (U, "> BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default. This is no longer the case.\nHence the need for fallbacks/polyfills", "u1")
    d4 = (U, "- adds polyfills for `buffer`, `process`, `path` and `stream`", "u1")
    rec(PLATSH1678, [d1], d2[1], True, "ellipsis", [], "This pull request updates platformsh-docs' webpack to v5.", author="u1")
    rec(PLATSH1678, [d1, d2], d3[1], True, "ellipsis", ["the need"], "Upgrading platformsh-docs to webpack 5 needs fallbacks/polyfills because webpack < 5 used to include polyfills for node.js core modules by default and no longer does.", author="u1")
    rec(PLATSH1678, [d1, d2, d3], d4[1], True, "ellipsis", [], "The webpack 5 upgrade of platformsh-docs adds polyfills for `buffer`, `process`, `path` and `stream`.", author="u1")
    rec(PLATSH1678, [d1, d2, d3, d4], "- updates webpack config for file-loader, get queries are not supported anymore (use options instead)", True, "ellipsis", [], "The webpack 5 upgrade of platformsh-docs updates the webpack config for file-loader, since get queries are not supported anymore (options are used instead).", author="u1")
    lend(PLATSH1678, [d1], WP_CELO, SAME, RCELO152)

    e1 = (U, "Update Webpack to version 5", "u1")
    rec(OPOSSUM576, [e1], WP_OPOSSUM, False, SAME, [], None, author="u1")
    rec(OPOSSUM576, [e1, (U, WP_OPOSSUM, "u1")], "I've rolledback to using webpack 4,  but we should look at upgrading to the latest version", True, "ellipsis", ["we"], "I've rolled opossum back to webpack 4, but opossum should look at upgrading to the latest webpack version.", author="u1")
    lend(OPOSSUM576, [e1], WP_OPENATT, SAME, OPENATT239)

    f1 = (U, "chore: downgrade webpack to 4.x", "u1")
    rec(OPOSSUM555, [f1], "* Webpack 5 breaks the build since it has changed how it brings in the node core polyfills", True, "ellipsis", ["the build"], "Webpack 5 breaks opossum's build since it has changed how it brings in the node core polyfills, so this PR downgrades webpack to 4.x.", author="u1")
    lend(OPOSSUM555, [f1], WP_BREAK, SAME, VUEXEL84)

    g1 = (U, "Error: Can't resolve 'crypto'", "u1")
    g2 = (U, "**Describe the bug**\nError occurs when building React project locally.", "u1")
    g3 = (U, "**To Reproduce**\nSteps to reproduce the behavior:\n$ npm run build", "u1")
    g4 = (U, "**Expected behavior**\nApplication build with no errors.", "u1")
    g5 = (U, " - OS: macOS Big Sur 11.6\n - Browser: n/a\n - Version: \"encrypt-storage\": \"^2.2.5\"", "u1")
    g6 = "In fact, found that the build did complete, it looks like it is an error message inside of a WARNING... which is kinda weird..."
    rec(ENCSTOR268, [g1], g2[1], True, "ellipsis", [], "With encrypt-storage, 'Can't resolve crypto' occurs when building a React project locally.", author="u1")
    rec(ENCSTOR268, [g1, g2], g3[1], True, "ellipsis", [], "To reproduce encrypt-storage's 'Can't resolve crypto' build error, run `npm run build` in the React project.", author="u1")
    rec(ENCSTOR268, [g1, g2, g3], g4[1], True, "ellipsis", [], "A React project using encrypt-storage is expected to build with no 'Can't resolve crypto' errors.", author="u1")
    rec(ENCSTOR268, [g1, g2, g3, g4], g5[1], True, "ellipsis", [], "encrypt-storage ^2.2.5 on macOS Big Sur 11.6 gives 'Can't resolve crypto' when building a React project.", author="u1")
    rec(ENCSTOR268, [g1, g2, g3, g4, g5], g6, True, "ellipsis", ["the build"], "The React build with encrypt-storage did complete; its 'Can't resolve crypto' error is a message inside a WARNING, which is kinda weird.", author="u1")
    lend(ENCSTOR268, [g1], WP_PATH, SAME, NFTMINT7)

    h1 = (U, "Can't resolve 'crypto'", "u1")
    h3 = (U, "FOR WEBPACK V5", "u1")
    h4 = (A, "I haven't face any errors regarding this, however `crypto` can be thrown away, since it's used just to generate random id's for local use-case, which is most likely not needed, data should be saved in remote storage.", "u2")
    h5 = (A, "If you would like, you cant delete it and replace the `randomBytes` with `Math.random` maybe. If you PR this, would appreciate it :)", "u2")
    h6 = (U, "I am using webpack 5.x and had the same issue.", "u3")
    rec(RSCHED10, [h1], WP_CRYPTO, False, SAME, [], None, author="u1")
    hh = [h1, (U, WP_CRYPTO, "u1")]
    rec(RSCHED10, hh, h3[1], True, "ellipsis", [], "react-scheduler's 'Can't resolve crypto' happens with webpack v5.", author="u1")
    rec(RSCHED10, [*hh, h3], h4[1], True, "pronoun", ["this"], "The react-scheduler maintainer hasn't seen the 'Can't resolve crypto' error, but `crypto` can be thrown away, since it's only used to generate random ids for the local use-case.", author="u2")
    rec(RSCHED10, [*hh, h3, h4], h5[1], True, "pronoun", ["it", "this"], "You can delete react-scheduler's crypto import and replace `randomBytes` with `Math.random`; a PR doing that would be appreciated.", author="u2")
    rec(RSCHED10, [*hh, h3, h4, h5], h6[1], True, "ellipsis", ["the same issue"], "I am using webpack 5.x and had react-scheduler's 'Can't resolve crypto' issue too.", author="u3")
    rec(RSCHED10, [*hh, h3, h4, h5, h6], "I found a workaround in https://stackoverflow.com/a/67076572/3800091", True, "ellipsis", ["a workaround"], "A workaround for react-scheduler's 'Can't resolve crypto' under webpack 5 is at https://stackoverflow.com/a/67076572/3800091", author="u3")

    i1 = (U, "Module not found: Error: Can't resolve crypto", "u1")
    i3 = "**Reproduction steps**\n- `npx create-react-app my-app`\n- `cd my-app`\n- `npm i @govtechsg/open-attestation`"
    rec(OPENATT239, [i1], WP_OPENATT, False, SAME, [], None, author="u1")
    rec(OPENATT239, [i1, (U, WP_OPENATT, "u1")], i3, True, "ellipsis", ["Reproduction steps"], "To reproduce open-attestation's \"Can't resolve crypto\" with react-scripts v5: `npx create-react-app my-app`, `cd my-app`, `npm i @govtechsg/open-attestation`.", author="u1")
    lend(OPENATT239, [i1], WP_OPOSSUM, SAME, OPOSSUM576)

    j1 = (U, "build polyfills into dist", "u1")
    rec(FIREPROOF96, [j1], "This is from a new create-react-app", True, "pronoun", ["This"], "Fireproof's missing-polyfill errors (webpack 5's \"Can't resolve 'crypto'\") come from a new create-react-app.", author="u1")
    lend(FIREPROOF96, [j1], WP_CRYPTO, SAME, RSCHED10)
    lend(FIREPROOF96, [j1], WP_BREAK, SAME, VUEXEL84)

    k1 = (U, "webpack 5 warning \"Module not found: Error: Can't resolve 'crypto'\".", "u1")
    k2 = (U, "both dev and production builds leave this warning. im importin a few modules such as sha1 etc. in my case the application code is meant for browser execution only.", "u1")
    k3 = (U, "besides this the build works fine. its just a warning like it says. im not entirely sure what this means and i only started using it in webpack after i update to 5 so i don't know if this was a problem before. how can i get rid of this error, should i bother?", "u1")
    rec(CRYPTOJS326, [k1], k2[1], True, "pronoun", ["this warning"], "Both dev and production webpack 5 builds importing crypto-js modules such as sha1 (browser-only code) warn \"Module not found: Error: Can't resolve 'crypto'\".", author="u1")
    rec(CRYPTOJS326, [k1, k2], k3[1], True, "pronoun", ["this"], "Apart from crypto-js's \"Can't resolve 'crypto'\" warning the webpack 5 build works fine; how can I get rid of the warning, and should I bother?", author="u1")
    rec(CRYPTOJS326, [k1, k2, k3], "nvm. fixed when i spend half a second and actually read what it tells me to do. i updated `resolve` to have", True, "pronoun", ["it"], "I fixed crypto-js's \"Can't resolve 'crypto'\" warning by doing what webpack 5's message says: adding a crypto entry to `resolve.fallback`.", author="u1")
    lend(CRYPTOJS326, [k1], WP_PATH, SAME, NFTMINT7)

    m1 = (U, "Can't resolve 'crypto' in 'D:\\devWeb\\photos-mp\\node_modules\\react-visual-grid\\dist'", "u1")
    m2 = (U, "Hi, trying your grid out but hitting this build error in simple react app:", "u1")
    m3 = (U, "my package.json\n{\n...\n    \"react\": \"^18.2.0\",\n    \"react-dom\": \"^18.2.0\",\n    \"react-scripts\": \"5.0.1\",\n    \"react-visual-grid\": \"^0.9.0\",\n...\n}", "u1")
    rec(RVGRID30, [m1], m2[1], True, "pronoun", ["your grid", "this build error"], "Trying react-visual-grid in a simple React app, the build fails with \"Can't resolve 'crypto'\" in node_modules/react-visual-grid/dist.", author="u1")
    rec(RVGRID30, [m1, m2], m3[1], True, "ellipsis", [], "react-visual-grid ^0.9.0 with react ^18.2.0 and react-scripts 5.0.1 fails to build with \"Can't resolve 'crypto'\".", author="u1")
    rec(RVGRID30, [m1, m2, m3], "Thanks!", True, "ellipsis", [], "Thanks for looking at react-visual-grid's \"Can't resolve 'crypto'\" build error!", author="u1")
    rec(RVGRID30, [m1, m2, m3, (U, "Thanks!", "u1")], "@ivantung-ms this should be fixed. can you take a look and let me know if you are still facing this issue", True, "pronoun", ["this", "this issue"], "react-visual-grid's \"Can't resolve 'crypto'\" build error should be fixed; let me know if you still face it.", author="u2")

    n1 = (U, "react-script 5.0.0 issue for use-contractkit", "u1")
    n3 = (U, "For example, i encurred in this error: \"Module not found: Error: Can’t resolve ‘crypto’\" or Browser etc.", "u1")
    n4 = (U, "Someone resolved it without use react-app-rewired or similar?", "u1")
    n5 = (U, "I found that is a problem with react script 5.0.0 that use a new version of webpack.", "u1")
    n6 = (A, "Hi @davilink92 do you still have the issue?", "u2")
    rec(RCELO152, [n1], WP_CELO, False, SAME, [], None, author="u1")
    hn = [n1, (U, WP_CELO, "u1")]
    rec(RCELO152, hn, n3[1], True, "ellipsis", ["For example"], "With use-contractkit on react-scripts 5.0.0 I get \"Module not found: Error: Can't resolve 'crypto'\" (or 'browser', etc.).", author="u1")
    rec(RCELO152, [*hn, n3], n4[1], True, "pronoun", ["it"], "Has someone resolved use-contractkit's \"Can't resolve 'crypto'\" under react-scripts 5.0.0 without react-app-rewired or similar?", author="u1")
    rec(RCELO152, [*hn, n3, n4], n5[1], True, "pronoun", ["that"], "use-contractkit's \"Can't resolve 'crypto'\" is a problem of react-scripts 5.0.0, which uses a new version of webpack.", author="u1")
    rec(RCELO152, [*hn, n3, n4, n5], n6[1], True, "ellipsis", ["the issue"], "@davilink92, do you still have use-contractkit's \"Can't resolve 'crypto'\" issue with react-scripts 5.0.0?", author="u2")
    rec(RCELO152, [*hn, n3, n4, n5, n6], "Yes, i have it with react-script 5.0.0, so i did dowgrade react-script 5.0.0 to 4.0.3. :(", True, "pronoun", ["it"], "I still have use-contractkit's \"Can't resolve 'crypto'\" with react-scripts 5.0.0, so I downgraded react-scripts to 4.0.3.", author="u1")


# ---- PyTorch DataLoader workers out of shared memory in containers: "Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)", --shm-size, --ipc=host ----
PIPEDREAM28 = GH + "msr-fiddle/pipedream/issues/28"
STCN132 = GH + "hkchengrex/STCN/issues/132"
FASTAIDC21 = GH + "fastai/docker-containers/issues/21"
RESATT2 = GH + "tengshaofeng/ResidualAttentionNetwork-pytorch/issues/2"
REPPOINTS18 = GH + "microsoft/RepPoints/issues/18"
AIVC111 = GH + "JarodMica/ai-voice-cloning/pull/111"
SIMPLERECON3 = GH + "nianticlabs/simplerecon/issues/3"
TOTSEG526 = GH + "wasserth/TotalSegmentator/pull/526"
PANGEO258 = GH + "pangeo-data/pangeo-docker-images/issues/258"
SH_WORKERS = "PyTorch uses shared memory to exchange data between parallel workers."
SH_64MB = "Docker gives running container a default of 64MB which is fairly small for any meaningful process."
SH_IPC = "With the parameter `ipc=host` you let the container access the RAM from the host."
SH_FASTAI = "Hello, I am trying to setup a fastai learning environment on my linux computer which has a nvidia 1080 TI gpu using docker containers as pointed to on fast.ai site."
SH_SETUP = "My setup is [this docker image](https://gitlab.com/nvidia/container-images/cuda/blob/master/dist/ubuntu18.04/10.1/devel/cudnn7/Dockerfile) ran with `docker run --gpus all -it --ipc=host nvidia/cuda:10.1-cudnn7-devel /bin/bash`."
SH_TRAIN = "```\nTraceback (most recent call last):\n  File \"train_pre.py\", line 52, in <module>\n    for i, (images, labels) in enumerate(train_loader):\n```"


def _shmbus(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "insufficient shared memory (shm)", "u1")
    a2 = (U, "Here is the error message, why I could complete one epoch of training, the second epoch began to report errors: This might be caused by insufficient shared memory (shm).", "u1")
    a3 = (U, "I can't understand why this mistake happened?", "u1")
    a4 = (U, "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).", "u1")
    rec(PIPEDREAM28, [a1], a2[1], True, "ellipsis", ["the error message"], "Why could I complete one epoch of PipeDream training while the second epoch began to report 'This might be caused by insufficient shared memory (shm)'?", author="u1")
    rec(PIPEDREAM28, [a1, a2], a3[1], True, "pronoun", ["this mistake"], "I can't understand why PipeDream's second training epoch fails with insufficient shared memory (shm).", author="u1")
    # A bare worker error with no tool named: its subject is the thread's training run (rule 1).
    rec(PIPEDREAM28, [a1, a2, a3], a4[1], True, "ellipsis", [], "PipeDream's training fails in its second epoch with 'ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).'", author="u1")
    rec(PIPEDREAM28, [a1, a2, a3, a4], "RuntimeError: DataLoader worker (pid 325) is killed by signal: Bus error.", True, "ellipsis", [], "PipeDream's training ends with 'RuntimeError: DataLoader worker (pid 325) is killed by signal: Bus error.' after the shm bus errors.", author="u1")
    lend(PIPEDREAM28, [a1], SH_WORKERS, SAME, TOTSEG526)
    lend(PIPEDREAM28, [a1, a2], SH_FASTAI, SAME, FASTAIDC21)

    b1 = (U, "RuntimeError: DataLoader worker (pid 46794) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.", "u1")
    b2 = (U, "Hi, how to solve this problem?", "u1")
    rec(STCN132, [b1], b2[1], True, "pronoun", ["this problem"], "How to solve STCN's 'RuntimeError: DataLoader worker is killed by signal: Bus error ... out of shared memory'?", author="u1")
    rec(STCN132, [b1, b2], "https://discuss.pytorch.org/t/training-crashes-due-to-insufficient-shared-memory-shm-nn-dataparallel/26396", True, "ellipsis", [], "For STCN's DataLoader bus error (out of shared memory) see https://discuss.pytorch.org/t/training-crashes-due-to-insufficient-shared-memory-shm-nn-dataparallel/26396", author="u2")
    lend(STCN132, [b1], SH_64MB, SAME, TOTSEG526)
    lend(STCN132, [b1, b2], SH_SETUP, SAME, REPPOINTS18)

    c1 = (U, "fastai/fastai-course and RuntimeError: DataLoader worker (pid 47) is killed by signal", "u1")
    c3 = "When I tried  bring up fastai/fastai-course and run the cell to download data files in 01_intro file in fastbook folder it erred with  the following message: \" RuntimeError: DataLoader worker (pid 47) is killed by signal: Bus\nerror. It is possible that dataloader's workers are out of shared\nmemory. Please try to raise your shared memory limit.\"."
    c5 = "I am suspecting that it may be a limitation of the virtual storage size in the image."
    c6 = "Should I use fastdotai/fastai image and -v to a folder on the host computer to circumvent this error?"
    c7 = "From the advice given on discord site for fast.ai, I got it working with the following command:\ndocker run --gpus all -p 8888:8888 -v --shm-size=3G fastdotai/fastai-course:latest ./run_jupyter.sh"
    rec(FASTAIDC21, [c1], SH_FASTAI, False, SAME, [], None, author="u1")
    h = [c1, (U, SH_FASTAI, "u1")]
    rec(FASTAIDC21, h, c3, False, SELF, [], None, author="u1")
    h = [*h, (U, c3, "u1")]
    rec(FASTAIDC21, h, "Any help would be appreciated.", True, "ellipsis", [], "Any help with the fastai/fastai-course container's 'DataLoader worker is killed by signal: Bus error' would be appreciated.", author="u1")
    h = [*h, (U, "Any help would be appreciated.", "u1")]
    rec(FASTAIDC21, h, c5, True, "pronoun", ["it", "the image"], "I suspect the fastai/fastai-course container's DataLoader bus error may be a limitation of the virtual storage size in the Docker image.", author="u1")
    rec(FASTAIDC21, [*h, (U, c5, "u1")], c6, True, "pronoun", ["this error"], "Should I use the fastdotai/fastai image and -v to a host folder to circumvent the fastai-course container's DataLoader bus error?", author="u1")
    rec(FASTAIDC21, [*h, (U, c5, "u1"), (U, c6, "u1")], c7, True, "pronoun", ["it"], "Following advice from the fast.ai discord, I got the fastai-course container working without the DataLoader bus error using: docker run --gpus all -p 8888:8888 -v --shm-size=3G fastdotai/fastai-course:latest ./run_jupyter.sh", author="u1")

    d1 = (U, "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).", "u1")
    rec(RESATT2, [d1], "I ran your code and meet the error as below:", True, "pronoun", ["your code", "the error"], "Running ResidualAttentionNetwork-pytorch's code I meet 'Unexpected bus error encountered in worker ... insufficient shared memory (shm)'.", author="u1")
    # The traceback names the script it comes from (train_pre.py) in full: a same-author trap.
    rec(RESATT2, [d1, (U, "I ran your code and meet the error as below:", "u1")], SH_TRAIN, False, SAME, [], None, author="u1")
    lend(RESATT2, [d1], SH_IPC, SAME, TOTSEG526)

    e1 = (U, "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).", "u1")
    e2 = (U, "I'm getting `ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).` when trying to launch this after following the steps on your README.", "u1")
    e4 = (U, "Host operating system is Ubuntu 18.04. 128 GB of RAM and an NVIDIA RTX 2080 Ti.", "u1")
    e6 = (U, "Edit: This is the command: `./mmdetection/tools/dist_train.sh ./configs/reppoints_moment_r101_fpn_2x_mt.py 1 --validate`", "u1")
    rec(REPPOINTS18, [e1], e2[1], True, "pronoun", ["this", "your README"], "I get 'Unexpected bus error encountered in worker ... insufficient shared memory (shm)' when launching RepPoints after following the steps in its README.", author="u1")
    rec(REPPOINTS18, [e1, e2], SH_SETUP, False, SAME, [], None, author="u1")
    h = [e1, e2, (U, SH_SETUP, "u1")]
    rec(REPPOINTS18, h, e4[1], True, "ellipsis", [], "RepPoints' shm bus error happens on an Ubuntu 18.04 host with 128 GB of RAM and an NVIDIA RTX 2080 Ti.", author="u1")
    rec(REPPOINTS18, [*h, e4], "Any thoughts?", True, "ellipsis", [], "Any thoughts on RepPoints' 'Unexpected bus error encountered in worker' in a --ipc=host container?", author="u1")
    rec(REPPOINTS18, [*h, e4, (U, "Any thoughts?", "u1")], e6[1], True, "pronoun", ["This"], "The command that gives RepPoints' shm bus error is `./mmdetection/tools/dist_train.sh ./configs/reppoints_moment_r101_fpn_2x_mt.py 1 --validate`.", author="u1")
    rec(REPPOINTS18, [*h, e4, (U, "Any thoughts?", "u1"), e6], "I'm closing this. The issue was brought on because I had attempted to modify a pre-existing container to support the --ipc=host flag.", True, "pronoun", ["this", "The issue"], "RepPoints' shm bus error was brought on because I had tried to modify a pre-existing container to support the --ipc=host flag; a new container with the flag works.", author="u1")

    f1 = (U, "Update start-docker.sh", "u1")
    rec(AIVC111, [f1], "use --ipc=host can avoid shm error (ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).)", True, "ellipsis", [], "Using --ipc=host in ai-voice-cloning's start-docker.sh avoids the shm error 'Unexpected bus error encountered in worker'.", author="u1")
    lend(AIVC111, [f1], SH_64MB, SAME, TOTSEG526)
    lend(AIVC111, [f1], SH_FASTAI, SAME, FASTAIDC21)

    # A title-only history: the excerpt shows later comments whose authors may or may not be the opener.
    g1 = (U, "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).", "u1")
    lend(SIMPLERECON3, [g1], SH_WORKERS, SAME, TOTSEG526)
    lend(SIMPLERECON3, [g1], SH_SETUP, SAME, REPPOINTS18)
    lend(SIMPLERECON3, [g1], SH_TRAIN, SAME, RESATT2)

    t1 = (U, "Use docker parameter shm-size=4G instead of ipc=host", "u1")
    t5 = "However it is not protected, and any other container can access it."
    t6 = "Using `--shm-size=4G` docker allocates that memory for the container to shared between the internal processes."
    rec(TOTSEG526, [t1], SH_WORKERS, False, SAME, [], None, author="u1")
    h = [t1, (U, SH_WORKERS, "u1")]
    rec(TOTSEG526, h, SH_64MB, False, SAME, [], None, author="u1")
    h = [*h, (U, SH_64MB, "u1")]
    rec(TOTSEG526, h, SH_IPC, False, SAME, [], None, author="u1")
    h = [*h, (U, SH_IPC, "u1")]
    rec(TOTSEG526, h, t5, True, "pronoun", ["it"], "The host RAM that a container reaches with `ipc=host` is not protected, and any other container can access it.", author="u1")
    rec(TOTSEG526, [*h, (U, t5, "u1")], t6, True, "pronoun", ["that memory"], "With `--shm-size=4G` Docker allocates 4 GB of shared memory for the TotalSegmentator container, shared between its internal processes.", author="u1")
    rec(TOTSEG526, [*h, (U, t5, "u1"), (U, t6, "u1")], "Of course you can tune the size according to the payload.", True, "ellipsis", ["the size"], "You can tune the container's --shm-size according to the payload.", author="u1")

    p1 = (U, "Increase shared memory size", "u1")
    p2 = (U, "Reported by @calebrob6, working on the Planetary Computer hub.", "u1")
    p3 = (U, "Lodging this here for now, but I'm not sure whether it can be solved in pangeo-docker-images, or whether each hub would need to do it.", "u1")
    rec(PANGEO258, [p1], p2[1], True, "ellipsis", [], "@calebrob6, working on the Planetary Computer hub, reported that the pangeo images need a larger shared memory size.", author="u1")
    rec(PANGEO258, [p1, p2], p3[1], True, "pronoun", ["this", "it"], "I'm not sure whether increasing shared memory size can be solved in pangeo-docker-images, or whether each hub would need to do it.", author="u1")
    rec(PANGEO258, [p1, p2, p3], "While training a PyTorch model with multiple workers, he's hitting an error that seems to come from a small shared memory limit", True, "pronoun", ["he"], "While training a PyTorch model with multiple workers on the Planetary Computer hub, @calebrob6 hits an error that seems to come from a small shared memory limit.", author="u1")
    lend(PANGEO258, [p1], SH_SETUP, SAME, REPPOINTS18)
    lend(PANGEO258, [p1, p2], SH_IPC, SAME, TOTSEG526)


# ---- git over HTTPS dropping large transfers: "error: RPC failed; curl 56/18/92 ...", "fatal: early EOF", "index-pack failed", http.postBuffer ----
EMSCR1580 = GH + "emscripten-core/emscripten/issues/1580"
TCORE1729 = GH + "unfoldingWord/translationCore/issues/1729"
RUNDFUNK238 = GH + "roschaefer/rundfunk-mitbestimmen/issues/238"
BOSHCF164 = GH + "cloudfoundry-community-attic/bosh-cloudfoundry/issues/164"
EOS4536 = GH + "EOSIO/eos/issues/4536"
BUCK1452 = GH + "facebook/buck/issues/1452"
ATLAS154 = GH + "MakerPress/atlas-public-feedback/issues/154"
ATLAS213 = GH + "MakerPress/atlas-public-feedback/issues/213"
CRAIYON18 = GH + "jelni/craiyon-bot/pull/18"
OHEX406 = GH + "open-horizon/examples/pull/406"
DEVENVGIT22 = GH + "OleksiyRudenko/dev-env-git/issues/22"
SWLAN8 = GH + "spacemeowx2/switch-lan-play/pull/8"
RMGIT587 = GH + "redmine-git-hosting/redmine_git_hosting/issues/587"
GT_2MB = "Git restricts the size of the HTTP buffer to 2MB by default."
GT_EOS = "hi，when I git clone https://github.com/EOSIO/eos --recursive,I meet the problem like :error: RPC failed; curl 56 LibreSSL SSL_read: SSL_ERROR_SYSCALL, errno 54\nfatal: The remote end hung up unexpectedly\nfatal: early EOF\nfatal: index-pack failed,"
GT_PETCLINIC = "$ git clone https://github.com/spring-projects/spring-petclinic.git\nCloning into 'spring-pet-clinic'...\nremote: Counting objects: 7368, done.\nerror: RPC failed; curl 56 OpenSSL SSL_read: SSL_ERROR_SYSCALL, err.no 10054\nfatal: The remote end hung up unexpectedly\nfatal: early EOF\nfatal: index-pack failed"
GT_DOTCMS = "git clone https://github.com/dotCMS\n/dotCMS.git\nCloning into 'dotCMS'...\nremote: Counting objects: 73669, done.\nremote: Compressing objects: 100% (36952/36952), done.\nerror: RPC failed; result=18, HTTP code = 200iB | 9 KiB/s\nfatal: The remote end hung up unexpectedly\nfatal: early EOF\nfatal: index-pack failed"
GT_ATLAS = "I'm trying to clone https://bjepson%40oreilly.com@atlas-server.oreilly.com/git/1230000000669.git but it fails with the following errors:"
GT_XXX = "```\ngit clone https://xx@xx/xxx.git\nCloning into 'xxx'...\nPassword for 'https://xx@xx':\nremote: Counting objects: 357, done.\nremote: Compressing objects: 100% (322/322), done.\nefrror: RPC failed; result=18, HTTP code = 200 | 3.54 MiB/s\natal: The remote end hung up unexpectedly\nfatal: early EOF\nfatal: index-pack failed\n```"
GT_PUSH = "$ git push\nPassword for 'https://mcollins@aleae.com@atlas-server.oreilly.com': \nCounting objects: 37, done.\nDelta compression using up to 4 threads.\nCompressing objects: 100% (30/30), done.\nWriting objects: 100% (30/30), 1.15 MiB | 803 KiB/s, done.\nTotal 30 (delta 13), reused 0 (delta 0)\nerror: RPC failed; result=22, HTTP code = 502\nfatal: The remote end hung up unexpectedly"


def _gitrpc(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Cloning Repository Fails", "u1")
    a2 = (U, "I just tried to clone the repository in Windows as well as in Ubuntu. In the shell I get the following error:", "u1")
    a3 = (U, "```\nerror: RPC failed; result=18, HTTP code = 200MiB | 276.00 KiB/s\nffatal: early EOF\natal: The remote end hung up unexpectedly\nfatal: index-pack failed\n```", "u1")
    rec(EMSCR1580, [a1], a2[1], True, "ellipsis", ["the repository"], "Cloning the emscripten repository fails for me on Windows as well as on Ubuntu with an error in the shell.", author="u1")
    # A bare git error with no command or repository named: its subject is the thread's clone (rule 1).
    rec(EMSCR1580, [a1, a2], a3[1], True, "ellipsis", [], "Cloning the emscripten repository fails with 'error: RPC failed; result=18, HTTP code = 200', 'fatal: early EOF', 'The remote end hung up unexpectedly', 'fatal: index-pack failed'.", author="u1")
    rec(EMSCR1580, [a1, a2, a3], "Cloning other repos works fine, so I guess it is not an error on my side or a general github error?", True, "pronoun", ["it"], "Cloning other repositories works fine, so is the emscripten clone's 'RPC failed; result=18' not an error on my side or a general GitHub error?", author="u1")
    lend(EMSCR1580, [a1], GT_2MB, SAME, ATLAS154)
    lend(EMSCR1580, [a1, a2], GT_EOS, SAME, EOS4536)

    b1 = (U, "\"Cloning into 'C:\\\\Users\\\\Russ\\\\translationCore\\\\id_act_text_ulb'...\\nfatal: early EOF\\nfatal: The remote end hung up unexpectedly\\nfatal: index-pack failed\\nerror: RPC failed; curl 18 transfer closed", "u1")
    rec(TCORE1729, [b1], "View details in Rollbar: [https://rollbar.com/ihoegen/translationCore/items/310/](https://rollbar.com/ihoegen/translationCore/items/310/)", True, "ellipsis", ["details"], "The details of translationCore's clone failure ('fatal: early EOF ... RPC failed; curl 18 transfer closed') are in Rollbar: https://rollbar.com/ihoegen/translationCore/items/310/", author="u1")
    lend(TCORE1729, [b1], GT_PETCLINIC, SAME, RUNDFUNK238)
    lend(TCORE1729, [b1], GT_ATLAS, SELF, ATLAS154)

    c1 = (U, "Issue related to enter the git command in git shell.", "u1")
    c3 = (A, "@ashu-22 I think you opened a pull request in the wrong repository. In the description, you are cloning from here: https://github.com/spring-projects/spring-petclinic", "u2")
    # The session names `git clone` and the repository in full: a same-author trap.
    rec(RUNDFUNK238, [c1], GT_PETCLINIC, False, SAME, [], None, author="u1")
    rec(RUNDFUNK238, [c1, (U, GT_PETCLINIC, "u1")], c3[1], True, "ellipsis", ["the description"], "@ashu-22 opened the spring-petclinic clone error ('RPC failed; curl 56 ... early EOF') in the wrong repository (rundfunk-mitbestimmen); the clone is from https://github.com/spring-projects/spring-petclinic", author="u2")
    rec(RUNDFUNK238, [c1, (U, GT_PETCLINIC, "u1"), c3], "No, I am going to did that thing at that time, But I never applied it.", True, "pronoun", ["that thing", "it"], "I was going to open a pull request for the spring-petclinic clone error at that time, but I never applied it.", author="u1")
    lend(RUNDFUNK238, [c1], GT_DOTCMS, SAME, BOSHCF164)

    d1 = (U, "error: RPC failed; result=18, HTTP code = 200iB | 9 KiB/s", "u1")
    d3 = (U, "ps:I've tried several times and I've got the same result.", "u1")
    d4 = (U, "Hi Guys,\n\nI'm having the same issue. Any trick ?", "u2")
    d5 = (U, "Me too!!", "u3")
    d6 = (A, "I'm a little confused. Where is everyone running these different git commands? What does this have to do with bosh-cloudfoundry?", "u4")
    rec(BOSHCF164, [d1], GT_DOTCMS, False, SAME, [], None, author="u1")
    h = [d1, (U, GT_DOTCMS, "u1")]
    rec(BOSHCF164, h, d3[1], True, "ellipsis", ["the same result"], "I've tried cloning dotCMS several times and always got 'error: RPC failed; result=18, HTTP code = 200'.", author="u1")
    rec(BOSHCF164, [*h, d3], d4[1], True, "ellipsis", ["the same issue"], "I'm having the same git clone error 'RPC failed; result=18, HTTP code = 200'. Any trick?", author="u2")
    rec(BOSHCF164, [*h, d3, d4], d5[1], True, "ellipsis", [], "I also get git clone's 'RPC failed; result=18, HTTP code = 200'!", author="u3")
    rec(BOSHCF164, [*h, d3, d4, d5], d6[1], True, "pronoun", ["these different git commands", "this"], "Where is everyone running the git clone commands that fail with 'RPC failed; result=18', and what do they have to do with bosh-cloudfoundry?", author="u4")
    rec(BOSHCF164, [*h, d3, d4, d5, d6], "In my case it was happening slow wireless connection, Please try a wired\ninternet connection. OR a good speed wireless. Thanks.", True, "pronoun", ["it"], "In my case git clone's 'RPC failed; result=18' happened on a slow wireless connection; try a wired internet connection or a fast wireless one.", author="u2")

    e1 = (U, "RPC failed; curl 56 LibreSSL SSL_read: SSL_ERROR_SYSCALL, errno 54", "u1")
    e3 = (U, "Now,I am very worry ,I need your help.", "u1")
    rec(EOS4536, [e1], GT_EOS, False, SAME, [], None, author="u1")
    rec(EOS4536, [e1, (U, GT_EOS, "u1")], e3[1], True, "ellipsis", [], "I'm very worried about `git clone https://github.com/EOSIO/eos --recursive` failing with 'RPC failed; curl 56 LibreSSL SSL_read'; I need your help.", author="u1")
    rec(EOS4536, [e1, (U, GT_EOS, "u1"), e3], "please try this solution, worked for me:\nhttps://stackoverflow.com/a/36843260", True, "pronoun", ["this solution"], "A solution for the EOSIO clone's 'RPC failed; curl 56 LibreSSL SSL_read: SSL_ERROR_SYSCALL, errno 54' that worked for me: https://stackoverflow.com/a/36843260", author="u2")
    lend(EOS4536, [e1], GT_XXX, SAME, RMGIT587)

    f1 = (U, "git clone error", "u1")
    f2 = (U, "cd buck\nerror: RPC failed; curl 56 OpenSSL SSL_read: SSL_ERROR_SYSCALL, errno 10054\nfatal: The remote end hung up unexpectedly\nfatal: early EOF\nfatal: index-pack failed", "u1")
    f3 = (A, "Please, provide more details.", "u2")
    f4 = (U, "Sir these are the errors I have got yesterday When I was trying to run that command there.", "u1")
    f5 = (U, "It is quite amazed me that I have not looked anything outside this error's.", "u1")
    f6 = (A, "So you got this error when you run `cd buck`? Did you run `git clone` before that? How did you create that folder?", "u2")
    rec(BUCK1452, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(BUCK1452, [f1, f2], f3[1], True, "ellipsis", [], "Please provide more details about the buck git clone error 'RPC failed; curl 56 OpenSSL SSL_read: SSL_ERROR_SYSCALL, errno 10054'.", author="u2")
    rec(BUCK1452, [f1, f2, f3], f4[1], True, "pronoun", ["these", "that command"], "The 'RPC failed; curl 56 ... early EOF' errors are what I got yesterday when trying to clone buck.", author="u1")
    rec(BUCK1452, [f1, f2, f3, f4], f5[1], True, "pronoun", ["this error's"], "I have seen nothing besides the 'RPC failed; curl 56' errors when cloning buck.", author="u1")
    rec(BUCK1452, [f1, f2, f3, f4, f5], f6[1], True, "pronoun", ["this error", "that folder"], "Did you get the 'RPC failed; curl 56' error when you ran `cd buck`? Did you run `git clone` of buck before that, and how did you create the buck folder?", author="u2")
    rec(BUCK1452, [f1, f2, f3, f4, f5, f6], "Yeah, I already did that thing previously. I never create that folder", True, "pronoun", ["that thing", "that folder"], "I ran `git clone` of buck before `cd buck`; I never created the buck folder myself.", author="u1")

    g1 = (U, "Error when cloning: RPC failed; result=22, HTTP code = 502", "u1")
    g3 = (U, "error: RPC failed; result=22, HTTP code = 502\nfatal: The remote end hung up unexpectedly", "u1")
    g4 = (A, "Thanks Brian. Investigating.", "u2")
    g5 = (A, "Ahh, this is the giant, giant encyclopedia book. We're having some problems with  +1gb repos, as it kills our git server.", "u2")
    g6 = (A, "Try running this command on your git client:\n\ngit config http.postBuffer 524288000", "u3")
    rec(ATLAS154, [g1], GT_ATLAS, False, SELF, [], None, author="u1")
    h = [g1, (U, GT_ATLAS, "u1")]
    rec(ATLAS154, h, g3[1], True, "ellipsis", [], "Cloning my book's repository from the O'Reilly Atlas git server fails with 'error: RPC failed; result=22, HTTP code = 502' and 'The remote end hung up unexpectedly'.", author="u1")
    rec(ATLAS154, [*h, g3], g4[1], True, "ellipsis", [], "Thanks Brian; we are investigating the Atlas clone failure 'RPC failed; result=22, HTTP code = 502'.", author="u2")
    rec(ATLAS154, [*h, g3, g4], g5[1], True, "pronoun", ["this"], "The repository failing to clone from Atlas with HTTP 502 is the giant encyclopedia book; Atlas has problems with 1GB+ repositories, as they kill its git server.", author="u2")
    rec(ATLAS154, [*h, g3, g4, g5], g6[1], True, "ellipsis", ["this command"], "To get past the Atlas clone's 'RPC failed; result=22, HTTP code = 502', run `git config http.postBuffer 524288000` on your git client.", author="u3")
    rec(ATLAS154, [*h, g3, g4, g5, g6], GT_2MB, False, SAME, [], None, author="u3")

    i1 = (U, "Can't push documents", "u1")
    i2 = (U, "## I've been running into what appears to be a github problem.  Whenever I try to push my latest commits to the main server, I get an rpc error.  Text follows:", "u1")
    i4 = (A, "Hi.  Try running this command on your git client:\n\ngit config http.postBuffer 524288000", "u2")
    rec(ATLAS213, [i1], i2[1], True, "ellipsis", ["the main server"], "Whenever I push my latest commits to the O'Reilly Atlas server I get an RPC error.", author="u1")
    rec(ATLAS213, [i1, i2], GT_PUSH, False, SAME, [], None, author="u1")
    rec(ATLAS213, [i1, i2, (U, GT_PUSH, "u1")], i4[1], True, "ellipsis", ["this command"], "To fix `git push` to Atlas failing with 'RPC failed; result=22, HTTP code = 502', run `git config http.postBuffer 524288000` on your git client.", author="u2")
    rec(ATLAS213, [i1, i2, (U, GT_PUSH, "u1"), i4], "If you have a repo with lots of images, though, you might need a bigger buffer, as described here:\n\nhttp://stackoverflow.com/questions/2702731/git-fails-when-pushing-commit-to-github", True, "ellipsis", ["a bigger buffer"], "If your repository has lots of images, you might need a git HTTP buffer bigger than the 2MB default (http.postBuffer), as described at http://stackoverflow.com/questions/2702731/git-fails-when-pushing-commit-to-github", author="u2")

    j1 = (U, "Increase git http.postBuffer", "u1")
    j2 = (U, "Increase postBuffer so that RPC errors do not happen:", "u1")
    j3 = (U, "```\n0.213 Cloning into 'td'...\n64.99 error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8) \n64.99 error: 1199 bytes of body are still expected \n64.99 fetch-pack: unexpected disconnect while reading sideband packet 64.99 fatal: early EOF\n64.99 fatal: fetch-pack: invalid index-pack output\n```", "u1")
    j4 = (A, "@maciejla how did you run into this issue? it seems like transient network error. what conditions cause it? does retrying help?", "u2")
    j5 = (U, "Definitely not a transient network error. Retrying does not help.", "u1")
    j6 = (U, "Switching to HTTP/1.1 helps (`git config --global http.version HTTP/1.1`). Increasing the postBuffer also helps.", "u1")
    rec(CRAIYON18, [j1], j2[1], True, "ellipsis", [], "Increase git's http.postBuffer in craiyon-bot's Docker build so that RPC errors do not happen.", author="u1")
    rec(CRAIYON18, [j1, j2], j3[1], True, "ellipsis", [], "craiyon-bot's Docker build fails cloning td with 'error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8)' and 'fatal: early EOF'.", author="u1")
    rec(CRAIYON18, [j1, j2, j3], j4[1], True, "pronoun", ["this issue", "it"], "@maciejla, how did you run into craiyon-bot's 'RPC failed; curl 92 HTTP/2 stream' clone error? It seems like a transient network error; what causes it, and does retrying help?", author="u2")
    rec(CRAIYON18, [j1, j2, j3, j4], j5[1], True, "ellipsis", [], "craiyon-bot's 'RPC failed; curl 92' clone error is definitely not a transient network error; retrying does not help.", author="u1")
    rec(CRAIYON18, [j1, j2, j3, j4, j5], j6[1], True, "ellipsis", [], "Switching git to HTTP/1.1 (`git config --global http.version HTTP/1.1`) fixes craiyon-bot's 'RPC failed; curl 92' clone error, and so does increasing http.postBuffer.", author="u1")
    rec(CRAIYON18, [j1, j2, j3, j4, j5, j6], "The environment is Alpine Linux 3.20.2. Maybe the postBuffer is smaller than default on Alpine? (assuming it works on other distros?)", True, "ellipsis", ["The environment"], "craiyon-bot's clone fails with 'RPC failed; curl 92' on Alpine Linux 3.20.2; is git's http.postBuffer smaller than default on Alpine?", author="u1")

    k1 = (U, "Fix the error when cloning source", "u1")
    k2 = (U, "Fix the issue :\n`error: RPC failed; curl 18 transfer closed with outstanding read data remaining`", "u1")
    k3 = (U, "More details can reference: https://github.com/open-horizon/devops/issues/26", "u1")
    k4 = (A, "What is your network like that causes you to hit this error? I've cloned 100's of git repos and never hit this error. And the examples repo isn't that big.", "u2")
    rec(OHEX406, [k1], k2[1], True, "ellipsis", [], "This PR fixes 'error: RPC failed; curl 18 transfer closed with outstanding read data remaining' when open-horizon's exchangePublish.sh clones the examples repository.", author="u1")
    rec(OHEX406, [k1, k2], k3[1], True, "ellipsis", [], "More details of the open-horizon examples clone error 'RPC failed; curl 18' are in https://github.com/open-horizon/devops/issues/26", author="u1")
    rec(OHEX406, [k1, k2, k3], k4[1], True, "pronoun", ["this error"], "What network makes you hit 'RPC failed; curl 18' when cloning open-horizon/examples? I've cloned hundreds of repositories without it, and the examples repository isn't that big.", author="u2")
    rec(OHEX406, [k1, k2, k3, k4], "My reluctance is what do i set the `http.postBuffer` value to? How do i know `524288000` will solve everyone's problem?", True, "ellipsis", ["My reluctance"], "If exchangePublish.sh sets git's `http.postBuffer` for the 'RPC failed; curl 18' clone error, what value should it be, and how do I know `524288000` will solve everyone's problem?", author="u2")
    lend(OHEX406, [k1], GT_DOTCMS, SAME, BOSHCF164)

    m1 = (U, "Add config: big repos handling", "u1")
    m2 = (U, "## Issue\n```\nCounting objects: 2649, done.\nDelta compression using up to 2 threads.\nCompressing objects: 100% (1280/1280), done.\nerror: RPC failed; result=22, HTTP code = 413 | 116 KiB/s   \nfatal: The remote end hung up unexpectedly\n```", "u1")
    m3 = (U, "## Cause\nThe default file post size for Git has been exceeded.", "u1")
    rec(DEVENVGIT22, [m1], m2[1], True, "ellipsis", [], "Pushing a big repository fails with 'error: RPC failed; result=22, HTTP code = 413' and 'The remote end hung up unexpectedly', so dev-env-git needs a config for big repositories.", author="u1")
    rec(DEVENVGIT22, [m1, m2], m3[1], True, "ellipsis", [], "Git's 'RPC failed; result=22, HTTP code = 413' when pushing a big repository is caused by exceeding Git's default file post size.", author="u1")
    rec(DEVENVGIT22, [m1, m2, m3], "## Solution\n`git config http.postBuffer 524288000`", True, "ellipsis", [], "The solution to Git's 'RPC failed; result=22, HTTP code = 413' on big repositories is `git config http.postBuffer 524288000`.", author="u1")
    lend(DEVENVGIT22, [m1], GT_2MB, SAME, ATLAS154)
    lend(DEVENVGIT22, [m1], GT_PETCLINIC, SAME, RUNDFUNK238)

    n1 = (U, "fix git and curl issue", "u1")
    n2 = (U, "The original code would cause \" error: RPC failed; curl 18 transfer closed with outstanding read data remaining \" , you should add the code \"git config –-global http.postBuffer 524288000\" to fix .", "u1")
    rec(SWLAN8, [n1], n2[1], True, "ellipsis", ["The original code"], "switch-lan-play's original build script causes 'error: RPC failed; curl 18 transfer closed with outstanding read data remaining'; add `git config --global http.postBuffer 524288000` to fix it.", author="u1")
    rec(SWLAN8, [n1, n2], "I have not encountered a similar problem, but I could merge it", True, "pronoun", ["it"], "I have not hit switch-lan-play's 'RPC failed; curl 18' clone error, but I could merge the http.postBuffer fix.", author="u2")
    lend(SWLAN8, [n1], GT_EOS, SAME, EOS4536)
    lend(SWLAN8, [n1], GT_ATLAS, SELF, ATLAS154)

    p1 = (U, "unable to clone big repository", "u1")
    p3 = (U, "but these repository cloning good locally on server", "u1")
    p4 = (U, "repository is big ~1Gb, with ~ 10 big commits. In other smallest repo error not present.", "u1")
    rec(RMGIT587, [p1], GT_XXX, False, SAME, [], None, author="u1")
    rec(RMGIT587, [p1, (U, GT_XXX, "u1")], p3[1], True, "pronoun", ["these repository"], "The big repository that fails to clone over HTTPS from redmine_git_hosting with 'RPC failed; result=18' clones fine locally on the server.", author="u1")
    rec(RMGIT587, [p1, (U, GT_XXX, "u1"), p3], p4[1], True, "ellipsis", [], "The repository failing to clone from redmine_git_hosting with 'RPC failed; result=18' is about 1GB with about 10 big commits; smaller repositories don't show the error.", author="u1")
    rec(RMGIT587, [p1, (U, GT_XXX, "u1"), p3, p4], "problem resolved!", True, "ellipsis", ["problem"], "The redmine_git_hosting big-repository clone problem ('RPC failed; result=18') is resolved!", author="u1")
    lend(RMGIT587, [p1], GT_PUSH, SAME, ATLAS213)


# ---- AWS SDKs and CLI finding no credentials: "botocore.exceptions.NoCredentialsError: Unable to locate credentials", ~/.aws/credentials in and out of containers ----
CLOUDMAP41 = GH + "duo-labs/cloudmapper/issues/41"
ANSPAN45 = GH + "PaloAltoNetworks/ansible-pan/issues/45"
LAMBDALOCAL19 = GH + "HDE/python-lambda-local/issues/19"
AWSLOGS236 = GH + "jorgebastida/awslogs/issues/236"
FMBENCH153 = GH + "aws-samples/foundation-model-benchmarking-tool/issues/153"
WARRANT108 = GH + "qwigo/warrant/issues/108"
EKSWS972 = GH + "aws-samples/eks-workshop-v2/issues/972"
CONFIDANT337 = GH + "lyft/confidant/issues/337"
RUDOLFS15 = GH + "jasonwhite/rudolfs/issues/15"
ECSDEPLOY42 = GH + "sil-org/ecs-deploy/pull/42"
AWSCLI5218 = GH + "aws/aws-cli/issues/5218"
SECVIZ109 = GH + "anaynayak/aws-security-viz/issues/109"
AWSSDKRUST665 = GH + "awslabs/aws-sdk-rust/issues/665"
AWSCLIDOCKER18 = GH + "mikesir87/aws-cli-docker/issues/18"
AW_ENVFLAG = "Docker will also only use environment variables from the host system if they are specified with the `-e` flag with `docker run`."
AW_PLAYBOOK = "Hi there\n\ni'm trying the ansible playbook aws/provision_fw_w_srule.yml"
AW_FMBENCH = "I am trying to run FM bench on an EC2 instance. I am not using SageMaker. I am getting following error:"
AW_STORED = "I also stored my aws credentials under the /root/.aws folder."
AW_SECVIZ = "I'm trying to use the container option to run aws-security-viz."
AW_CONFIDANT = "I followed the official documentation to run the confidant locally using docker desktop. these are the following commands that i followed as of now."
AW_S3 = "I have credentials in `~/.aws/credentials`, and can connect to S3 using the aws cli."
AW_CIIMAGE = "**Is your feature request related to a problem? Please describe.**\nProblem exists in CI, whenever I want to use aws-cli official image I have to build a credentials file and mount it to the container."
AW_BOTO = "How can I add credentials with using boto?\nI added my credentials info into the ~/.aws/config and ~/.aws/credentials files."
AW_ERR = "botocore.exceptions.NoCredentialsError: Unable to locate credentials"


def _awsnocreds(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "botocore.exceptions.NoCredentialsError: Unable to locate credentials", "u1")
    a2 = (U, "Must have ~/.aws/credentials file containing:\n`[default]`\n`aws_access_key_id=XXXXXXXXXXXXXX`\n`aws_secret_access_key=YYYYYYYYYYYYYYYYYYYYYYYYYYY`", "u1")
    rec(CLOUDMAP41, [a1], a2[1], True, "ellipsis", [], "To avoid NoCredentialsError in cloudmapper you must have a ~/.aws/credentials file with a [default] profile holding aws_access_key_id and aws_secret_access_key.", author="u1")
    rec(CLOUDMAP41, [a1, a2], "It sounds like you resolved your issue?  I'm closing this as configuring your account with boto or the aws cli is outside the scope of this project.", True, "pronoun", ["your issue", "this", "this project"], "cloudmapper's maintainer closes the NoCredentialsError report: configuring an AWS account with boto or the aws cli is outside cloudmapper's scope.", author="u2")
    lend(CLOUDMAP41, [a1], AW_ENVFLAG, SAME, RUDOLFS15)
    lend(CLOUDMAP41, [a1], AW_SECVIZ, SAME, SECVIZ109)

    b1 = (U, "botocore Unable to locate credentials", "u1")
    b3 = "at first i missed that i should set \"aws configure\"  and fill in my account. now that that is done, from within python i can list my s3 buckets, so the account is working."
    b4 = (U, "now when i run the playbook i get the following output error:", "u1")
    rec(ANSPAN45, [b1], AW_PLAYBOOK, False, SAME, [], None, author="u1")
    h = [b1, (U, AW_PLAYBOOK, "u1")]
    rec(ANSPAN45, h, b3, False, SELF, [], None, author="u1")
    rec(ANSPAN45, [*h, (U, b3, "u1")], b4[1], True, "ellipsis", ["the playbook"], "When I run ansible-pan's playbook aws/provision_fw_w_srule.yml (with aws configure done) I get an output error.", author="u1")
    # The bare error names botocore, its source, in full: a same-author trap.
    rec(ANSPAN45, [*h, (U, b3, "u1"), b4], AW_ERR, False, SAME, [], None, author="u1")

    c1 = (U, "botocore.exceptions.NoCredentialsError: Unable to locate credentials problem", "u1")
    c2 = (U, "I installed the npm package and tried to run a command below:\n\npython-lambda-local -l lib/ -f lambda_handler test.py event.json", "u1")
    c3 = (U, "But I get the error below:\n\nThe first:\n\n`botocore.exceptions.NoCredentialsError: Unable to locate credentials`", "u1")
    c5 = (A, "This is not an issue of `python-lambda-local`. Please check your code and usage of boto library.", "u2")
    rec(LAMBDALOCAL19, [c1], c2[1], False, SAME, [], None, author="u1")  # second reader's adjudication: "the npm package" is the command the message quotes, `python-lambda-local`, named in full, so nothing is left for the thread to give (rule 1: "A question that names its subject in full is a trap"; as this part's sessions naming their command)
    rec(LAMBDALOCAL19, [c1, c2], c3[1], True, "ellipsis", ["the error below"], "Running `python-lambda-local -l lib/ -f lambda_handler test.py event.json` gives `botocore.exceptions.NoCredentialsError: Unable to locate credentials`.", author="u1")
    rec(LAMBDALOCAL19, [c1, c2, c3], AW_STORED, False, SAME, [], None, author="u1")
    rec(LAMBDALOCAL19, [c1, c2, c3, (U, AW_STORED, "u1")], c5[1], True, "pronoun", ["This"], "The NoCredentialsError when running a function with python-lambda-local is not an issue of python-lambda-local; check your code and your usage of the boto library.", author="u2")
    rec(LAMBDALOCAL19, [c1, c2, c3, (U, AW_STORED, "u1"), c5], AW_BOTO, False, SAME, [], None, author="u1")
    rec(LAMBDALOCAL19, [c1, c2, c3, (U, AW_STORED, "u1"), c5, (U, AW_BOTO, "u1")], "I set the credentials and succeed to run the code.", True, "ellipsis", ["the code"], "After setting AWS credentials, my lambda function runs with python-lambda-local without NoCredentialsError.", author="u1")

    d1 = (U, "Botocore.exceptions.NoCredentialsError: Unable to locate credentials", "u1")
    d2 = (U, "└❯ awslogs groups --profile syd --region us-east-1\n\nYou've found a bug! Please, raise an issue attaching the following traceback\nhttps://github.com/jorgebastida/awslogs/issues/new", "u1")
    rec(AWSLOGS236, [d1], d2[1], False, SAME, [], None, author="u1")
    rec(AWSLOGS236, [d1, d2], "```Version: 0.11.0\nPython: 2.7.14 (default, May 29 2018, 18:58:31)\n[GCC 4.2.1 Compatible Apple LLVM 9.0.0 (clang-900.0.39.2)]\nboto3 version: 1.7.29\nPlatform: Darwin-16.7.0-x86_64-i386-64bit", True, "ellipsis", [], "awslogs 0.11.0 (Python 2.7.14, boto3 1.7.29, macOS Darwin 16.7.0) fails with NoCredentialsError: Unable to locate credentials for `awslogs groups --profile syd`.", author="u1")
    lend(AWSLOGS236, [d1], AW_CIIMAGE, SELF, AWSCLI5218)
    lend(AWSLOGS236, [d1], AW_CONFIDANT, SAME, CONFIDANT337)

    e1 = (U, "Unable to locate credential issue", "u1")
    e3 = (U, "NoCredentialsError: Unable to locate credentials", "u1")
    e4 = (U, "Do i need to use AWS key and access id somewhere ?", "u1")
    rec(FMBENCH153, [e1], AW_FMBENCH, False, SAME, [], None, author="u1")
    h = [e1, (U, AW_FMBENCH, "u1")]
    # A bare error with no tool named: its subject is the thread's FM bench run (rule 1).
    rec(FMBENCH153, h, e3[1], True, "ellipsis", [], "Running FM bench on an EC2 instance (not SageMaker) fails with NoCredentialsError: Unable to locate credentials.", author="u1")
    rec(FMBENCH153, [*h, e3], e4[1], True, "ellipsis", ["somewhere"], "Do I need to give FM bench an AWS access key and id somewhere to run on an EC2 instance?", author="u1")
    rec(FMBENCH153, [*h, e3, e4], "Resolved the issue. One need to install awscli and run aws configure with credential.", True, "ellipsis", ["the issue"], "FM bench's NoCredentialsError on EC2 is resolved by installing awscli and running aws configure with credentials.", author="u2")
    lend(FMBENCH153, [e1], AW_ENVFLAG, SAME, RUDOLFS15)

    f1 = (U, "Unable to locate credentials, does not login/authenticate", "u1")
    f3 = (U, "warrant registers, but does not authenticate.", "u1")
    rec(WARRANT108, [f1], AW_ERR, False, SAME, [], None, author="u1")
    rec(WARRANT108, [f1, (U, AW_ERR, "u1")], f3[1], False, SAME, [], None, author="u1")
    rec(WARRANT108, [f1, (U, AW_ERR, "u1"), f3], "What was the fix?", True, "ellipsis", ["the fix"], "What was the fix for warrant's NoCredentialsError: Unable to locate credentials when authenticating?", author="u2")
    rec(WARRANT108, [f1, (U, AW_ERR, "u1"), f3, (U, "What was the fix?", "u2")], "@dl-eric I saw this error as well, setting `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` environment variables worked for me.", True, "pronoun", ["this error"], "I saw warrant's NoCredentialsError as well; setting the `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` environment variables fixed it for me.", author="u3")
    lend(WARRANT108, [f1], AW_S3, SAME, RUDOLFS15)

    g1 = (U, "[Bug]: \"Unable to locate credentials\" when attempting \"make shell\"", "u1")
    g2 = (U, "### Installation method\n\nOwn AWS account", "u1")
    g3 = (U, "When attempting to run `make shell` in my console to set up a local development environment, I get the following error: ", "u1")
    g4 = (U, "Unable to locate credentials. You can configure credentials by running \"aws configure\".", "u1")
    g5 = (U, "I expected the container to create normally and drop me into the container's shell interface for local development", "u1")
    rec(EKSWS972, [g1], g2[1], True, "ellipsis", [], "I installed the EKS workshop in my own AWS account and `make shell` says 'Unable to locate credentials'.", author="u1")
    rec(EKSWS972, [g1, g2], g3[1], False, SAME, [], None, author="u1")
    rec(EKSWS972, [g1, g2, g3], g4[1], True, "ellipsis", [], "The EKS workshop's `make shell` fails with 'Unable to locate credentials. You can configure credentials by running \"aws configure\".'", author="u1")
    rec(EKSWS972, [g1, g2, g3, g4], g5[1], True, "ellipsis", ["the container"], "I expected the EKS workshop's `make shell` container to be created normally and drop me into its shell for local development.", author="u1")
    rec(EKSWS972, [g1, g2, g3, g4, g5], "For me, I just followed the workflow in `authoring_content.md` and I was using AWS temporary access keys added and verified by ```aws sts get-caller-identity```", True, "ellipsis", [], "I followed the EKS workshop's `authoring_content.md` workflow with AWS temporary access keys verified by `aws sts get-caller-identity`, and `make shell` still cannot locate credentials.", author="u1")
    lend(EKSWS972, [g1], AW_BOTO, SAME, LAMBDALOCAL19)

    i1 = (U, "NoCredentialsError: Unable to locate credentials", "u1")
    i3 = (U, "```\n1. docker pull lyft/confidant\n2. docker run --env-file my_config -t lyft/confidant\n```", "u1")
    i4 = (U, "3. my_config file: \n\n```\n# The region our service is running in.\nAWS_DEFAULT_REGION=ap-south-1\n```", "u1")
    rec(CONFIDANT337, [i1], AW_CONFIDANT, False, SAME, [], None, author="u1")
    h = [i1, (U, AW_CONFIDANT, "u1")]
    rec(CONFIDANT337, h, i3[1], False, SAME, [], None, author="u1")
    rec(CONFIDANT337, [*h, i3], i4[1], True, "ellipsis", [], "My my_config env file for running confidant in Docker sets AWS_DEFAULT_REGION=ap-south-1, and confidant gets NoCredentialsError.", author="u1")
    rec(CONFIDANT337, [*h, i3, i4], "the error messages.: \n\n```\nFailed to update IAM roles cache.\nTraceback (most recent call last):\n  File \"/srv/confidant/confidant/services/iamrolemanager.py\", line 19, in refresh_cache\n    ROLES = _get_iam_roles()\n```", False, SAME, [], None, author="u1")
    lend(CONFIDANT337, [i1], AW_SECVIZ, SAME, SECVIZ109)

    j1 = (U, "Failed to query S3 bucket... couldn't find AWS credentials", "u1")
    j2 = (U, "Similar to #13, I'm getting the following:\n```\n 2020-03-09T16:17:16.005 ERROR rudolfs::storage::s3 > Failed to query S3 bucket ('Couldn't find AWS credentials in environment, credentials file, or IAM role.'). Retrying...\n```", "u1")
    j4 = (U, "The shell script I'm using to run the rudolfs Docker container contains `export`s with my credentials as well. So this error message surprises me.", "u1")
    j5 = (A, "Is the file `~/.aws/credentials` inside or outside the Docker container? If outside, there is no way Docker can know about it.", "u2")
    rec(RUDOLFS15, [j1], j2[1], True, "identifier", ["#13"], "Like jasonwhite/rudolfs#13, rudolfs logs 'ERROR rudolfs::storage::s3 > Failed to query S3 bucket ('Couldn't find AWS credentials in environment, credentials file, or IAM role.'). Retrying...'", author="u1")
    rec(RUDOLFS15, [j1, j2], AW_S3, False, SAME, [], None, author="u1")
    rec(RUDOLFS15, [j1, j2, (U, AW_S3, "u1")], j4[1], True, "pronoun", ["this error message"], "My shell script running the rudolfs Docker container exports my AWS credentials, so rudolfs' 'Couldn't find AWS credentials' surprises me.", author="u1")
    rec(RUDOLFS15, [j1, j2, (U, AW_S3, "u1"), j4], j5[1], True, "ellipsis", ["the Docker container"], "Is ~/.aws/credentials inside or outside the rudolfs Docker container? If outside, Docker cannot know about it.", author="u2")
    rec(RUDOLFS15, [j1, j2, (U, AW_S3, "u1"), j4, j5], AW_ENVFLAG, False, SAME, [], None, author="u2")
    rec(RUDOLFS15, [j1, j2, (U, AW_S3, "u1"), j4, j5, (A, AW_ENVFLAG, "u2")], "@jasonwhite that's helpful, but I do have the variables set in `.env` file. Won't docker read from this?", True, "pronoun", ["the variables", "this"], "I have my AWS credential variables set in a `.env` file; won't Docker read them from there for the rudolfs container?", author="u1")

    k1 = (U, "Update ecs-deploy", "u1")
    k2 = (U, "without these env variables aws cli need to configure\n'Unable to locate credentials. You can configure credentials by running \"aws configure\".'", "u1")
    k3 = (A, "Hi @linxsys-admin , can you explain more your use case where these vars are present in the script but not as environment variables?", "u2")
    rec(ECSDEPLOY42, [k1], k2[1], True, "pronoun", ["these env variables"], "Without the AWS credential variables this PR adds to ecs-deploy, the aws cli says 'Unable to locate credentials. You can configure credentials by running \"aws configure\".'", author="u1")
    rec(ECSDEPLOY42, [k1, k2], k3[1], True, "pronoun", ["these vars"], "@linxsys-admin, can you explain your use case where the AWS credential variables are present in the ecs-deploy script but not as environment variables?", author="u2")
    rec(ECSDEPLOY42, [k1, k2, k3], "Closing for now since no response, please reopen with more details if still needed.", True, "ellipsis", [], "Closing the ecs-deploy credentials PR for now since there was no response; reopen with more details if still needed.", author="u2")
    lend(ECSDEPLOY42, [k1], AW_PLAYBOOK, SAME, ANSPAN45)

    m1 = (U, "Pass environment credential variables to docker image instead of credentials file", "u1")
    m3 = (U, "**Describe the solution you'd like**\nI would like to be able to pass these credentials by `-e` argument, fe:", "u1")
    m4 = (U, "`docker run --rm -e AWS_ACCESS_KEY_ID=$AWS_ACCESS_KEY_ID ... -v $(pwd):/aws amazon/aws-cli s3 ...`", "u1")
    m5 = (A, "I'm a bit confused here, so maybe I'm missing something but the command you proposed works as is. What is the feature you are asking for ?", "u2")
    m6 = (A, "For now I'll label this as documentation because we are missing that, but please let me know if I misunderstood something.", "u2")
    rec(AWSCLI5218, [m1], AW_CIIMAGE, False, SELF, [], None, author="u1")
    h = [m1, (U, AW_CIIMAGE, "u1")]
    rec(AWSCLI5218, h, m3[1], True, "pronoun", ["these credentials"], "I would like to pass AWS credentials to the official aws-cli Docker image with `-e` arguments instead of a mounted credentials file.", author="u1")
    rec(AWSCLI5218, [*h, m3], m4[1], False, SAME, [], None, author="u1")
    rec(AWSCLI5218, [*h, m3, m4], m5[1], True, "ellipsis", ["the command you proposed"], "`docker run --rm -e AWS_ACCESS_KEY_ID=... amazon/aws-cli s3 ...` already works as is; what feature are you asking for in the aws-cli image?", author="u2")
    rec(AWSCLI5218, [*h, m3, m4, m5], m6[1], True, "pronoun", ["this", "that"], "I'll label the aws-cli request to pass credentials to the Docker image by environment variables as documentation, because that is missing from the docs.", author="u2")
    rec(AWSCLI5218, [*h, m3, m4, m5, m6], "So @KaibaLopez take a look:", True, "ellipsis", [], "@KaibaLopez, look at how the aws-cli Docker image fails with 'Unable to locate credentials' when given `-e AWS_ACCESS_KEY_ID` and `-e AWS_SECRET_ACCESS_KEY`:", author="u1")

    n1 = (U, "[ERROR] unable to sign request without credentials set", "u1")
    n3 = "I'm running a centos 7.7 with docker 19.03.8, have followed the documentation, everything was working as expected, but when it came to launch the command:"
    n4 = (U, "get the following error, and I'm unable to launch the container:\n\n` [ERROR] unable to sign request without credentials set`", "u1")
    n5 = (U, "Do you know if I miss something? ", "u1")
    n6 = (A, "@klem-ent I think you'd have to  pass your AWS access key/secret as environment variables.", "u2")
    rec(SECVIZ109, [n1], AW_SECVIZ, False, SAME, [], None, author="u1")
    h = [n1, (U, AW_SECVIZ, "u1")]
    rec(SECVIZ109, h, n3, False, SAME, [], None, author="u1")
    h = [*h, (U, n3, "u1")]
    rec(SECVIZ109, h, n4[1], True, "ellipsis", ["the container"], "Launching the aws-security-viz container I get '[ERROR] unable to sign request without credentials set' and cannot launch it.", author="u1")
    rec(SECVIZ109, [*h, n4], n5[1], True, "ellipsis", [], "Am I missing something to run the aws-security-viz container without '[ERROR] unable to sign request without credentials set'?", author="u1")
    rec(SECVIZ109, [*h, n4, n5], n6[1], True, "ellipsis", [], "To run the aws-security-viz container you have to pass your AWS access key and secret as environment variables.", author="u2")
    rec(SECVIZ109, [*h, n4, n5, n6], "Hello @anaynayak, thanks for your answer.\n\nThe command return nothing.", True, "ellipsis", ["The command"], "Running the aws-security-viz container with the AWS keys as environment variables returns nothing.", author="u1")

    # A title-only history: the excerpt shows later comments whose authors may or may not be the opener.
    p1 = (U, "Missing Credentials when running in docker", "u1")
    lend(AWSSDKRUST665, [p1], AW_ENVFLAG, SAME, RUDOLFS15)
    lend(AWSSDKRUST665, [p1], AW_STORED, SAME, LAMBDALOCAL19)
    lend(AWSSDKRUST665, [p1], AW_CIIMAGE, SELF, AWSCLI5218)

    q1 = (U, "[Errno 2] No such file or directory: '/root/.aws/credentials' on macOS", "u1")
    q3 = (U, "I tried to execute the configure command but I got this error message:", "u1")
    q4 = (U, "`docker run --rm -tiv $HOME/.aws:/root/.aws -v $(pwd):/aws mikesir87/aws-cli aws configure\n`\n`[Errno 2] No such file or directory: '/root/.aws/credentials'`", "u1")
    q5 = (U, "Do you know how I can solve it?", "u1")
    rec(AWSCLIDOCKER18, [q1], "Hi, nice work on this repo.", True, "pronoun", ["this repo"], "Nice work on mikesir87/aws-cli-docker.", author="u1")
    h = [q1, (U, "Hi, nice work on this repo.", "u1")]
    rec(AWSCLIDOCKER18, h, q3[1], True, "ellipsis", ["the configure command"], "Running `aws configure` in the mikesir87/aws-cli Docker image gives me an error on macOS.", author="u1")
    rec(AWSCLIDOCKER18, [*h, q3], q4[1], False, SAME, [], None, author="u1")
    rec(AWSCLIDOCKER18, [*h, q3, q4], q5[1], True, "pronoun", ["it"], "How can I solve \"[Errno 2] No such file or directory: '/root/.aws/credentials'\" when running aws configure in the mikesir87/aws-cli image on macOS?", author="u1")
    rec(AWSCLIDOCKER18, [*h, q3, q4, q5], "Well, I found the issue, it was happened because I was using a symlink of my credentials file to my gdrive", True, "ellipsis", ["the issue"], "The mikesir87/aws-cli image couldn't find /root/.aws/credentials because my credentials file was a symlink to my Google Drive.", author="u1")
    lend(AWSCLIDOCKER18, [q1], AW_FMBENCH, SAME, FMBENCH153)


# ---- binaries built for newer CPUs: "Illegal instruction (core dumped)" from AVX/AVX2 code on CPUs without it ----
EQUIHASH9 = GH + "xenoncat/equihash-xenon/issues/9"
CRYPTO1BS42 = GH + "aczid/crypto1_bs/issues/42"
NND1 = GH + "al13n321/nnd/issues/1"
VSAG176 = GH + "antgroup/vsag/issues/176"
SHAPEIT73 = GH + "odelaneau/shapeit4/issues/73"
LEGACYIOS862 = GH + "LukeZGD/Legacy-iOS-Kit/issues/862"
TURBOPFOR74 = GH + "powturbo/TurboPFor-Integer-Compression/issues/74"
JSOURCE23 = GH + "jsoftware/jsource/issues/23"
HASHDL13 = GH + "keroro824/HashingDeepLearning/issues/13"
II_SSE = "The CPUs I use do support SSE/SSE2 and SSSE3/SSE4_1/SSE4_2."
II_A10 = "my CPU is a  AMD A10-7850K, here is the cpu flags:"
II_SHAPEIT = "Hi everyone,\n\nTried to install SHAPEIT 4.2.2 inside container with singularity :"
II_AVX1 = "for whatever reason, solver_avx1 seems to work."
II_RUNME = "```\n/runme Config_amz.csv\nnew Network\nnew Layer\nnew Node array\nIllegal instruction (core dumped)\n```"
II_DMESG = "dmesg says\n[`7506565.490401] traps: runme[27327] trap invalid opcode ip:5654a0192380 sp:7ffd6a645dd0 error:0 in runme[5654a0188000+1c000]`"
II_NND = "```\n ./nnd  nnd \nIllegal instruction (core dumped)\n\n```"


def _illegalinsn(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "running solver_avx2: Illegal instruction (core dumped)", "u1")
    a2 = (U, "on linux x86_64, i run:\n```\ncd Linux/demo\nmake\n./solver_avx2\n```\nand get", "u1")
    a3 = (U, "```\nReading input.bin\nRunning solver...\nIllegal instruction (core dumped)\n```", "u1")
    a5 = (U, "this seems to also be the case if i run `fasm equihash_avx?.asm -m 400000` on the asm parts, and copy in their resulting .o files.", "u1")
    a6 = (A, "The error message means that your CPU does not support AVX2 instruction set.", "u2")
    rec(EQUIHASH9, [a1], a2[1], True, "ellipsis", [], "On linux x86_64, running `cd Linux/demo; make; ./solver_avx2` of equihash-xenon gives 'Illegal instruction (core dumped)'.", author="u1")
    # A bare log with no command named: its subject is the thread's solver run (rule 1).
    rec(EQUIHASH9, [a1, a2], a3[1], True, "ellipsis", [], "equihash-xenon's solver_avx2 prints 'Reading input.bin', 'Running solver...' and then 'Illegal instruction (core dumped)'.", author="u1")
    rec(EQUIHASH9, [a1, a2, a3], II_AVX1, False, SAME, [], None, author="u1")
    rec(EQUIHASH9, [a1, a2, a3, (U, II_AVX1, "u1")], a5[1], True, "pronoun", ["this", "the case"], "equihash-xenon's solver_avx2 also dies with 'Illegal instruction' if I assemble the asm parts with `fasm equihash_avx?.asm -m 400000` and copy in the resulting .o files.", author="u1")
    rec(EQUIHASH9, [a1, a2, a3, (U, II_AVX1, "u1"), a5], a6[1], True, "ellipsis", ["The error message"], "'Illegal instruction (core dumped)' from equihash-xenon's solver_avx2 means that your CPU does not support the AVX2 instruction set.", author="u2")
    rec(EQUIHASH9, [a1, a2, a3, (U, II_AVX1, "u1"), a5, a6], "This is the reason for writing solver_avx1, to support older CPUs.", True, "pronoun", ["This"], "equihash-xenon has solver_avx1 because older CPUs without AVX2 get 'Illegal instruction' from solver_avx2.", author="u2")

    b1 = (U, "illegal instruction (core dumped) error when running without AVX.", "u1")
    b2 = (U, "The tool doesn't work on older CPUs without AVX support.", "u1")
    b3 = (U, "It always gives me this error: illegal instruction (core dumped) after collecting nonces.", "u1")
    b5 = (U, "Do I need to run a custom command in order to use SSE instruction set?", "u1")
    b6 = (A, "Hi, the first few lines of the Makefile try to help you with this issue.", "u2")
    rec(CRYPTO1BS42, [b1], b2[1], True, "ellipsis", ["The tool"], "crypto1_bs doesn't work on older CPUs without AVX support.", author="u1")
    rec(CRYPTO1BS42, [b1, b2], b3[1], True, "pronoun", ["It", "this error"], "crypto1_bs always gives 'illegal instruction (core dumped)' after collecting nonces on a CPU without AVX.", author="u1")
    rec(CRYPTO1BS42, [b1, b2, b3], II_SSE, False, SAME, [], None, author="u1")
    rec(CRYPTO1BS42, [b1, b2, b3, (U, II_SSE, "u1")], b5[1], True, "ellipsis", [], "Do I need a custom command for crypto1_bs's libnfc_crypto1_crack to use the SSE instruction set instead of AVX?", author="u1")
    rec(CRYPTO1BS42, [b1, b2, b3, (U, II_SSE, "u1"), b5], b6[1], True, "pronoun", ["this issue"], "The first few lines of crypto1_bs's Makefile help with the illegal instruction on CPUs without AVX (try -msse, -msse2, -mavx or -mavx2 in CFLAGS).", author="u2")
    rec(CRYPTO1BS42, [b1, b2, b3, (U, II_SSE, "u1"), b5, b6], "Thank you! I used -msse2 and it fixed my problem.", True, "pronoun", ["it", "my problem"], "Building crypto1_bs with -msse2 fixed its illegal instruction on my CPU without AVX.", author="u1")

    c1 = (U, "Illegal instruction in AMD A10 cpu", "u1")
    c2 = (U, "trying to run the downloaded static binary, i can execute the nnd --help, but trying to really use it in a binary i get:", "u1")
    c5 = (U, "So probably this is compiled to run on more recent cpus, with something that i'm missing", "u1")
    rec(NND1, [c1], c2[1], True, "ellipsis", ["the downloaded static binary"], "nnd's downloaded static binary runs `nnd --help`, but using it on a binary on my AMD A10 CPU gives an illegal instruction.", author="u1")
    rec(NND1, [c1, c2], II_NND, False, SAME, [], None, author="u1")
    rec(NND1, [c1, c2, (U, II_NND, "u1")], II_A10, False, SAME, [], None, author="u1")
    rec(NND1, [c1, c2, (U, II_NND, "u1"), (U, II_A10, "u1")], c5[1], True, "pronoun", ["this"], "nnd's static binary is probably compiled for more recent CPUs with an instruction set extension that my AMD A10-7850K lacks.", author="u1")
    rec(NND1, [c1, c2, (U, II_NND, "u1"), (U, II_A10, "u1"), c5], "Correct, it's compiled with AVX2, `.cargo/config.toml` says why:", True, "pronoun", ["it"], "nnd's binary is compiled with AVX2 (target-feature=+avx2); its `.cargo/config.toml` says why.", author="u2")

    d1 = (U, "illegal instruction on platform which has avx only", "u1")
    d2 = (U, "Describe the bug :\nillegal instruction error when run on platform without avx2 but have avx only, which the program is compiled in avx2", "u1")
    d3 = (U, "Environment :\n- compile platform (have avx2)\n- platform not support avx2", "u1")
    rec(VSAG176, [d1], d2[1], True, "ellipsis", ["the program"], "vsag compiled with AVX2 gives an illegal instruction error when run on a platform with AVX but without AVX2.", author="u1")
    rec(VSAG176, [d1, d2], d3[1], True, "ellipsis", [], "vsag was compiled on a platform with AVX2 and run on one without AVX2, giving an illegal instruction.", author="u1")
    rec(VSAG176, [d1, d2, d3], "ralated pull request:\n#175 \n#177", True, "ellipsis", [], "The pull requests related to vsag's illegal instruction on AVX-only platforms are antgroup/vsag#175 and antgroup/vsag#177.", author="u1")
    lend(VSAG176, [d1], II_A10, SAME, NND1)
    lend(VSAG176, [d1, d2], II_SHAPEIT, SAME, SHAPEIT73)

    e1 = (U, "Illegal instruction (core dumped)", "u1")
    rec(SHAPEIT73, [e1], II_SHAPEIT, False, SAME, [], None, author="u1")
    lend(SHAPEIT73, [e1], II_SSE, SAME, CRYPTO1BS42)
    lend(SHAPEIT73, [e1, (U, II_SHAPEIT, "u1")], II_AVX1, SAME, EQUIHASH9)

    f1 = (U, "Illegal instruction (core dumped) error on older AMD CPU", "u1")
    f2 = (U, "Hi, I'm getting an illegal instruction error when running the script.", "u1")
    f3 = (U, "It seems the precompiled sideloader binary requires AVX instructions, which my CPU does not have.", "u1")
    f4 = (U, "Would it be possible to provide a more compatible build of the tool? Thanks!", "u1")
    rec(LEGACYIOS862, [f1], f2[1], True, "ellipsis", ["the script"], "I'm getting an illegal instruction error when running the Legacy-iOS-Kit script on an older AMD CPU.", author="u1")
    rec(LEGACYIOS862, [f1, f2], f3[1], True, "ellipsis", ["the precompiled sideloader binary"], "Legacy-iOS-Kit's precompiled sideloader binary seems to require AVX instructions, which my older AMD CPU does not have.", author="u1")
    rec(LEGACYIOS862, [f1, f2, f3], f4[1], True, "ellipsis", ["the tool"], "Could Legacy-iOS-Kit provide a sideloader build that works on CPUs without AVX?", author="u1")
    rec(LEGACYIOS862, [f1, f2, f3, f4], "unfortunately i cant seem to fix this issue, try to take this issue upstream if something can be done about this: https://github.com/Dadoum/Sideloader", True, "pronoun", ["this issue", "this"], "Legacy-iOS-Kit can't fix the sideloader binary's illegal instruction on CPUs without AVX; take it upstream to https://github.com/Dadoum/Sideloader", author="u2")
    lend(LEGACYIOS862, [f1], II_RUNME, SAME, HASHDL13)
    lend(LEGACYIOS862, [f1, f2], II_SSE, SAME, CRYPTO1BS42)

    g1 = (U, "Illegal Instruction", "u1")
    g2 = (U, "When I execute the example from Readme:\n````\n./icapp -Ft ts.txt -I15 -J15\n````\nI immediately get the error \"Illegal Instruction\".", "u1")
    g3 = (U, "The command was executed under Ubuntu 20.04 with an Intel(R) Xeon(R) CPU E5-2697 v3 @ 2.60GHz, after executing `make`.", "u1")
    g4 = (U, "Under MacOS, the library works however. Does anyone have an idea what could be the issue?", "u1")
    g5 = (A, "Use lscpu to view the extended instruction set supported by the cpu. Check the coredump file to find the illegal instruction", "u2")
    rec(TURBOPFOR74, [g1], g2[1], True, "ellipsis", ["the example from Readme"], "Running TurboPFor's README example `./icapp -Ft ts.txt -I15 -J15` immediately gives \"Illegal Instruction\".", author="u1")
    rec(TURBOPFOR74, [g1, g2], g3[1], True, "ellipsis", ["The command"], "TurboPFor's `./icapp -Ft ts.txt -I15 -J15` gives Illegal Instruction on Ubuntu 20.04 with an Intel Xeon E5-2697 v3, after `make`.", author="u1")
    rec(TURBOPFOR74, [g1, g2, g3], g4[1], True, "ellipsis", ["the library", "the issue"], "TurboPFor works under macOS; what could cause its Illegal Instruction on Ubuntu 20.04 with a Xeon E5-2697 v3?", author="u1")
    rec(TURBOPFOR74, [g1, g2, g3, g4], g5[1], True, "ellipsis", ["the cpu", "the coredump file"], "For TurboPFor's Illegal Instruction, use lscpu to view the CPU's extended instruction sets and check the core dump to find the illegal instruction.", author="u2")
    rec(TURBOPFOR74, [g1, g2, g3, g4, g5], "It's too late for a response, but... Your CPU is supporting AVX2 and icapp should normally work.", True, "ellipsis", ["Your CPU"], "The Xeon E5-2697 v3 supports AVX2, so TurboPFor's icapp should normally work on it.", author="u3")

    # A title-only history: the excerpt shows later comments whose authors may or may not be the opener.
    j1 = (U, "Illegal instruction", "u1")
    lend(JSOURCE23, [j1], II_A10, SAME, NND1)
    lend(JSOURCE23, [j1], II_DMESG, SAME, HASHDL13)
    lend(JSOURCE23, [j1], II_NND, SAME, NND1)

    k1 = (U, "Illegal instruction (core dumped)", "u1")
    k2 = (U, "I have the following issue:", "u1")
    k4 = (U, "I reversed to [2d10d46 ](https://github.com/keroro824/HashingDeepLearning/commit/2d10d46b5f6f1eda5d19f27038a596446fc17cee) and then I was able to run the experiment.", "u1")
    rec(HASHDL13, [k1], k2[1], True, "ellipsis", [], "HashingDeepLearning gives me 'Illegal instruction (core dumped)'.", author="u1")
    rec(HASHDL13, [k1, k2], II_RUNME, False, SAME, [], None, author="u1")
    rec(HASHDL13, [k1, k2, (U, II_RUNME, "u1")], k4[1], True, "ellipsis", ["the experiment"], "After reverting HashingDeepLearning to commit 2d10d46 I was able to run the Config_amz experiment without the illegal instruction.", author="u1")
    rec(HASHDL13, [k1, k2, (U, II_RUNME, "u1"), k4], II_DMESG, False, SAME, [], None, author="u1")
    lend(HASHDL13, [k1, k2], II_SHAPEIT, SAME, SHAPEIT73)


# ---- macOS command line tools gone after an upgrade: "xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun", xcode-select --install ----
DWYLDEV51 = GH + "dwyl/dev-setup/issues/51"
SCREENON4 = GH + "DudeNr33/screen-on-time/issues/4"
AUTOUPD7 = GH + "t-lark/Auto-Update/issues/7"
WECHATICU25 = GH + "MustangYM/WeChatICU-ForMac/issues/25"
NPM11962 = GH + "npm/npm/issues/11962"
PASSUPD16 = GH + "roddhjav/pass-update/issues/16"
FREESIDECAR3 = GH + "ben-z/free-sidecar/issues/3"
TEXTPROC13 = GH + "writecrow/text_processing/issues/13"
XC_ERR = "xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun"
XC_GITMAC = "Attempting to use `git` on `new` Mac getting the following error: 🤦♂️ "
XC_NPMGIT = "Command failed: git clone --template=/Users/MT/.npm/_git-remotes/_templates --mirror git://github.com/stephen/node-sonos.git /Users/MT/.npm/_git-remotes/git-github-com-stephen-node-sonos-git-stephen-1-0-0-6a58f9b2"
XC_SIDECAR = "`xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun\n/System/Library/PrivateFrameworks/SidecarCore.framework/Versions/A/SidecarCore: the codesign_allocate helper tool cannot be found or used`"


def _xcrunpath(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools)", "u1")
    a3 = (U, "```\n" + XC_ERR + "\n```", "u1")
    a4 = (U, "This appears to be the exact issue:\nhttps://ma.ttias.be/mac-os-xcrun-error-invalid-active-developer-path-missing-xcrun/", "u1")
    a5 = (U, "```sh\nxcode-select --install\n```\nWaiting for xcode to install. ... ⏳ ", "u1")
    rec(DWYLDEV51, [a1], XC_GITMAC, False, SAME, [], None, author="u1")
    # The quoted error names xcrun, the tool it comes from, in full: a same-author trap.
    rec(DWYLDEV51, [a1, (U, XC_GITMAC, "u1")], a3[1], False, SAME, [], None, author="u1")
    h = [a1, (U, XC_GITMAC, "u1"), a3]
    rec(DWYLDEV51, h, a4[1], True, "pronoun", ["This"], "The exact issue behind git's 'xcrun: error: invalid active developer path' on a new Mac is described at https://ma.ttias.be/mac-os-xcrun-error-invalid-active-developer-path-missing-xcrun/", author="u1")
    rec(DWYLDEV51, [*h, a4], a5[1], True, "ellipsis", [], "To fix 'xcrun: error: invalid active developer path' I ran `xcode-select --install` and am waiting for Xcode's command line tools to install.", author="u1")
    rec(DWYLDEV51, [*h, a4, a5], "Appears to have worked. Closing. ✅", True, "ellipsis", [], "`xcode-select --install` appears to have fixed 'xcrun: error: invalid active developer path' on the new Mac; closing.", author="u1")
    lend(DWYLDEV51, [a1], XC_NPMGIT, SAME, NPM11962)

    b1 = (U, "invalid active developer path", "u1")
    b2 = (U, "Hello! Great tool. When running the code via Terminal I get an error:", "u1")
    b4 = (U, "Previously ran without problems.\nPlease help me fix it.", "u1")
    b5 = (A, "did you by any chance update your macOS version recently?", "u2")
    b6 = (A, "This looks like a general `xcode` problem.", "u2")
    rec(SCREENON4, [b1], b2[1], True, "ellipsis", ["the code"], "Running screen-on-time via Terminal gives me an 'invalid active developer path' error.", author="u1")
    rec(SCREENON4, [b1, b2], XC_ERR, False, SAME, [], None, author="u1")
    h = [b1, b2, (U, XC_ERR, "u1")]
    rec(SCREENON4, h, b4[1], True, "ellipsis", [], "screen-on-time previously ran without problems; please help me fix its 'xcrun: error: invalid active developer path'.", author="u1")
    rec(SCREENON4, [*h, b4], b5[1], True, "ellipsis", [], "Did you update your macOS version recently, before screen-on-time started failing with 'xcrun: error: invalid active developer path'?", author="u2")
    rec(SCREENON4, [*h, b4, b5], b6[1], True, "pronoun", ["This"], "'xcrun: error: invalid active developer path' looks like a general Xcode problem, not one of screen-on-time.", author="u2")
    rec(SCREENON4, [*h, b4, b5, b6], "Hi, Andreas! Yes, I've updated macOS and that's why that problem happened and started suspecting it right away.", True, "pronoun", ["that problem", "it"], "Yes, I updated macOS, and that is why screen-on-time's 'xcrun: error: invalid active developer path' happened.", author="u1")

    c1 = (U, "xcrun error", "u1")
    c2 = (U, "I am getting the following error while running the script.", "u1")
    rec(AUTOUPD7, [c1], c2[1], True, "ellipsis", ["the script"], "I am getting an xcrun error while running t-lark's Auto-Update script.", author="u1")
    rec(AUTOUPD7, [c1, c2], "Script result: " + XC_ERR, True, "ellipsis", ["Script result"], "t-lark's Auto-Update script results in 'xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun'.", author="u1")
    lend(AUTOUPD7, [c1], XC_GITMAC, SAME, DWYLDEV51)
    lend(AUTOUPD7, [c1, c2], XC_SIDECAR, SAME, FREESIDECAR3)

    d1 = (U, "xcrun: error: invalid active developer path", "u1")
    # The description quotes the error itself, so "this problem" points inside the message: a same-author trap (a self-contained pronoun).
    rec(WECHATICU25, [d1], "xcrun: error: invalid active developer path\n\nHow do I solve this problem?", False, SELF, [], None, author="u1")
    rec(WECHATICU25, [d1, (U, "xcrun: error: invalid active developer path\n\nHow do I solve this problem?", "u1")], "xcode-select --install", True, "ellipsis", [], "Run `xcode-select --install` to fix 'xcrun: error: invalid active developer path'.", author="u2")
    lend(WECHATICU25, [d1], XC_NPMGIT, SAME, NPM11962)
    lend(WECHATICU25, [d1], XC_ERR, SAME, SCREENON4)

    e1 = (U, "npm ERR! xcrun: error: invalid active developer path", "u1")
    e2 = (U, "Is the path still working?", "u1")
    e4 = (A, "Hi! This is not an npm issue, but an issue with the OSX Command Line Tools.", "u2")
    rec(NPM11962, [e1], e2[1], True, "ellipsis", ["the path"], "Is the Command Line Tools developer path still working, given npm's 'xcrun: error: invalid active developer path'?", author="u1")
    rec(NPM11962, [e1, e2], XC_NPMGIT, False, SAME, [], None, author="u1")
    rec(NPM11962, [e1, e2, (U, XC_NPMGIT, "u1")], e4[1], True, "pronoun", ["This"], "npm's 'xcrun: error: invalid active developer path' is not an npm issue but one of the OS X Command Line Tools.", author="u2")
    rec(NPM11962, [e1, e2, (U, XC_NPMGIT, "u1"), e4], "According to my googlin', it looks like simply configuring the correct path to your Xcode should fix the problem: `sudo xcode-select -switch /Developer/Applications/Xcode.app` or similar.", True, "ellipsis", ["the problem"], "Configuring the correct path to Xcode (`sudo xcode-select -switch /Developer/Applications/Xcode.app` or similar) should fix 'xcrun: error: invalid active developer path' during npm install.", author="u2")

    f1 = (U, "xcrun: error on OS X during install", "u1")
    f2 = (U, "I following the installation instructions:\n\n```\ngit clone https://github.com/roddhjav/pass-update/\ncd pass-update\nsudo make install PREFIX=/usr/local\n```", "u1")
    f3 = (U, "but I get the following error:", "u1")
    f4 = (U, "```\n" + XC_ERR + "\n```", "u1")
    rec(PASSUPD16, [f1], f2[1], False, SAME, [], None, author="u1")  # second reader's adjudication: the instructions are quoted whole and name the project (`git clone https://github.com/roddhjav/pass-update/`, `cd pass-update`) and their commands in full (rule 1: "A question that names its subject in full is a trap"; "one that names the command, tool or project it comes from in full is a trap")
    rec(PASSUPD16, [f1, f2], f3[1], True, "ellipsis", [], "Installing pass-update on OS X with `sudo make install PREFIX=/usr/local` gives an xcrun error.", author="u1")
    rec(PASSUPD16, [f1, f2, f3], f4[1], False, SAME, [], None, author="u1")
    rec(PASSUPD16, [f1, f2, f3, f4], "Not sure what is causing this. Thanks for any help.", True, "pronoun", ["this"], "What is causing 'xcrun: error: invalid active developer path' when installing pass-update on OS X?", author="u1")

    g1 = (U, "xcrun error at step 8", "u1")
    g2 = (U, "Hi, \n\nThank you for trying to help the community left out by Apple.", "u1")
    g3 = (U, "I get an error at step 8:", "u1")
    g5 = (U, "Any idea on how I best proceed?", "u1")
    g6 = (U, "Solved.\n\nrunning \n\n`xcode-select --install`\n\n did the trick for me.", "u1")
    rec(FREESIDECAR3, [g1], g2[1], True, "ellipsis", [], "Thank you for free-sidecar, which helps the community left out by Apple's Sidecar restrictions.", author="u1")
    rec(FREESIDECAR3, [g1, g2], g3[1], True, "ellipsis", [], "I get an xcrun error at step 8 of free-sidecar's instructions.", author="u1")
    rec(FREESIDECAR3, [g1, g2, g3], XC_SIDECAR, False, SAME, [], None, author="u1")
    h = [g1, g2, g3, (U, XC_SIDECAR, "u1")]
    rec(FREESIDECAR3, h, g5[1], True, "ellipsis", [], "How should I proceed with free-sidecar's step 8 after 'xcrun: error: invalid active developer path' and 'the codesign_allocate helper tool cannot be found or used'?", author="u1")
    rec(FREESIDECAR3, [*h, g5], g6[1], True, "ellipsis", [], "Running `xcode-select --install` solved free-sidecar's step-8 xcrun error for me.", author="u1")
    rec(FREESIDECAR3, [*h, g5, g6], "Great! Good to hear :). I’ll mark this as a dupe of #2 if anyone still experiences issues after running `xcode-select --install`.", True, "pronoun", ["this"], "Good to hear; free-sidecar's step-8 xcrun error will be marked a duplicate of ben-z/free-sidecar#2 if anyone still has issues after `xcode-select --install`.", author="u2")

    i1 = (U, "Text processing issue", "u1")
    i3 = (A, "Hi @gao339 ! I did a little Googling and I ran across the exact error you experienced on your Mac with running git: \n\nhttps://apple.stackexchange.com/questions/254380/macos-sierra-invalid-active-developer-path", "u2")
    i4 = (A, "Tomorrow, let's try running `xcode-select --install` in your terminal and see if that fixes the issue for you.", "u2")
    rec(TEXTPROC13, [i1], XC_ERR, False, SAME, [], None, author="u1")
    rec(TEXTPROC13, [i1, (U, XC_ERR, "u1")], i3[1], True, "ellipsis", ["the exact error"], "The 'xcrun: error: invalid active developer path' from text_processing on a Mac is the git error described at https://apple.stackexchange.com/questions/254380/macos-sierra-invalid-active-developer-path", author="u2")
    rec(TEXTPROC13, [i1, (U, XC_ERR, "u1"), i3], i4[1], True, "pronoun", ["that", "the issue"], "Try running `xcode-select --install` in your terminal to fix text_processing's 'xcrun: error: invalid active developer path'.", author="u2")
    rec(TEXTPROC13, [i1, (U, XC_ERR, "u1"), i3, i4], "This was indeed resolved by the above method. Closing.", True, "pronoun", ["This", "the above method"], "text_processing's 'xcrun: error: invalid active developer path' was resolved by running `xcode-select --install`; closing.", author="u2")
    lend(TEXTPROC13, [i1], XC_SIDECAR, SAME, FREESIDECAR3)
    lend(TEXTPROC13, [i1], XC_GITMAC, SAME, DWYLDEV51)


# ---- Kafka clients without a partition leader: "Error while fetching metadata with correlation id N : {topic=LEADER_NOT_AVAILABLE}", LeaderNotAvailableException, advertised listeners ----
CANAL1444 = GH + "alibaba/canal/issues/1444"
DSPARK22 = GH + "NVIDIA-AI-IOT/deepstream_360_d_smart_parking_application/issues/22"
SPKAFKA12 = GH + "spotify/docker-kafka/issues/12"
SPKAFKA42 = GH + "spotify/docker-kafka/issues/42"
DCACHE4925 = GH + "dCache/dcache/issues/4925"
WMKAFKA409 = GH + "wurstmeister/kafka-docker/issues/409"
WMKAFKA213 = GH + "wurstmeister/kafka-docker/issues/213"
TESTCONT3647 = GH + "testcontainers/testcontainers-java/issues/3647"
KOFFMON21 = GH + "Morningstar/kafka-offset-monitor/issues/21"
HKTWEET5 = GH + "heroku/kafka-tweet-producer/issues/5"
CPDOCKER394 = GH + "confluentinc/cp-docker-images/issues/394"
WMKAFKA169 = GH + "wurstmeister/kafka-docker/issues/169"
CKPY431 = GH + "confluentinc/confluent-kafka-python/issues/431"
KF_CKPY = "setting up docker containers (kafka, zookeeper) and trying to (publish and) consume from another, receive the following error:\n`KafkaError{code=LEADER_NOT_AVAILABLE,val=5,str=\"Broker: Leader not available\"} ` "
KF_BILLING = "I'm experimenting with Kafka to process billing files."
KF_ZK = "Because the dCache internal Zookeeper was running in a local domain anyway, I decided to use it for Kafka too."
KF_FEDORA = "I'm on Fedora and start the container like this:\n`docker run -p 2181:2181 -p 9092:9092 --env ADVERTISED_HOST=127.0.0.1 --env ADVERTISED_PORT=9092 spotify/kafka`"
KF_SWARM = "I hava a physical server that run one service out of the swarm mode，then my kafka was running in the swarm mode，so，I expose every container ports 9092 to outside。but it returns with the error log："
KF_CANALLOG = "2019-01-17 11:49:28.205 [kafka-producer-network-thread | producer-1] WARN  org.apache.kafka.clients.NetworkClient - [Producer clientId=producer-1] Error while fetching metadata with correlation id 1 : {example=LEADER_NOT_AVAILABLE}"
KF_PRODUCER = "```\nbin  ./kafka-console-producer.sh --broker-list $KAFKA --topic test\nSLF4J: Failed to load class \"org.slf4j.impl.StaticLoggerBinder\".\nMessage\n[2015-05-07 11:30:13,965] WARN Error while fetching metadata [{TopicMetadata for topic test -> \nNo partition metadata for topic test due to kafka.common.LeaderNotAvailableException}] for topic [test]: class kafka.common.LeaderNotAvailableException  (kafka.producer.BrokerPartitionInfo)\n```"
KF_HEROKU = "Topic definitely exists (in this case messages), Heroku Kafka Version is basic-0."


def _kafkaleader(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "[Producer clientId=producer-1] Error while fetching metadata with correlation id 1 : {example=LEADER_NOT_AVAILABLE}", "u1")
    a2 = (U, "environment\nCentOS Linux release 7.5.1804 (Core)\njava version \"1.8.0_191\"\n\ncanal 1.1.3\nmysql 5.7.24", "u1")
    rec(CANAL1444, [a1], a2[1], True, "ellipsis", [], "canal 1.1.3's Kafka producer logs 'Error while fetching metadata with correlation id 1 : {example=LEADER_NOT_AVAILABLE}' on CentOS 7.5.1804 with Java 1.8.0_191 and MySQL 5.7.24.", author="u1")
    # The log line names org.apache.kafka.clients.NetworkClient, its source, in full: a same-author trap.
    rec(CANAL1444, [a1, a2], KF_CANALLOG, False, SAME, [], None, author="u1")
    lend(CANAL1444, [a1], KF_BILLING, SAME, DCACHE4925)
    lend(CANAL1444, [a1, a2], KF_FEDORA, SAME, SPKAFKA42)

    b1 = (U, "Error while fetching metadata with correlation id 1355 : {metromind-start=LEADER_NOT_AVAILABLE}", "u1")
    b2 = (U, "After successfully the analytic server start scrip, i have started facing the below errors continuously. ", "u1")
    rec(DSPARK22, [b1], b2[1], True, "ellipsis", ["the analytic server start scrip", "the below errors"], "After running the smart parking application's analytics server start script, I continuously get Kafka's 'Error while fetching metadata with correlation id ... : {metromind-start=LEADER_NOT_AVAILABLE}'.", author="u1")
    # Second reader's adjudication: the line names a logger class (`clients.NetworkClient`), not Kafka, the command
    # or the project it comes from, so its only missing subject is the thread's application (rule 1's bare error,
    # an ellipsis; as this part's "RuntimeError: DataLoader worker ... Bus error." and canal's line, which names
    # org.apache.kafka in full, a trap).
    rec(DSPARK22, [b1, b2], "20/03/07 11:13:29 WARN clients.NetworkClient: Error while fetching metadata with correlation id 1355 : {metromind-start=LEADER_NOT_AVAILABLE}", True, "ellipsis", [], "After starting the smart parking application's analytics server, Kafka's client keeps logging '20/03/07 11:13:29 WARN clients.NetworkClient: Error while fetching metadata with correlation id 1355 : {metromind-start=LEADER_NOT_AVAILABLE}'.", author="u1")
    lend(DSPARK22, [b1], KF_SWARM, SELF, WMKAFKA213)
    lend(DSPARK22, [b1, b2], KF_CANALLOG, SAME, CANAL1444)

    c1 = (U, "LeaderNotAvailableException", "u1")
    c2 = (U, "I'm trying to get your Kafka container running for testing purposes, but I always run into the issue that I get an LeaderNotAvailableException if I follow the run steps as described on your Github page.", "u1")
    rec(SPKAFKA12, [c1], c2[1], True, "pronoun", ["your Kafka container", "your Github page"], "Running spotify/docker-kafka's Kafka container for testing as its GitHub page describes, I always get a LeaderNotAvailableException.", author="u1")
    rec(SPKAFKA12, [c1, c2], KF_PRODUCER, False, SAME, [], None, author="u1")
    lend(SPKAFKA12, [c1], KF_BILLING, SAME, DCACHE4925)

    d1 = (U, "kafka.common.LeaderNotAvailableException", "u1")
    d2 = (U, "I get a LeaderNotAvailableException when I use the console producer from the docker host.", "u1")
    d4 = (U, "Then I try to write to it:\n`./kafka-console-producer.sh --broker-list localhost:9092 --topic test`", "u1")
    rec(SPKAFKA42, [d1], d2[1], True, "ellipsis", [], "I get a LeaderNotAvailableException when I use Kafka's console producer from the docker host against the spotify/kafka container.", author="u1")
    rec(SPKAFKA42, [d1, d2], KF_FEDORA, False, SAME, [], None, author="u1")
    h = [d1, d2, (U, KF_FEDORA, "u1")]
    rec(SPKAFKA42, h, d4[1], True, "pronoun", ["it"], "Then I write to the spotify/kafka container with `./kafka-console-producer.sh --broker-list localhost:9092 --topic test` and get LeaderNotAvailableException.", author="u1")
    rec(SPKAFKA42, [*h, d4], "What am I doing wrong?", True, "ellipsis", [], "What am I doing wrong to get LeaderNotAvailableException from the spotify/kafka container's console producer?", author="u1")
    rec(SPKAFKA42, [*h, d4, (U, "What am I doing wrong?", "u1")], "Nevermind on this one. Apperantly it starts really slow and Kafka wasn't ready yet.", True, "pronoun", ["this one", "it"], "Never mind the LeaderNotAvailableException: the spotify/kafka container starts really slowly and Kafka wasn't ready yet.", author="u1")

    e1 = (U, "Kafka does not work with dCache internal Zookeeper: LEADER_NOT_AVAILABLE", "u1")
    e4 = (U, "When starting the Kafka console consumer, I ran into this:", "u1")
    e5 = (U, "When I switched Kafka to the Zookeeper that came with Kafka, the problems were over.", "u1")
    rec(DCACHE4925, [e1], KF_BILLING, False, SAME, [], None, author="u1")
    h = [e1, (U, KF_BILLING, "u1")]
    rec(DCACHE4925, h, KF_ZK, False, SELF, [], None, author="u1")
    h = [*h, (U, KF_ZK, "u1")]
    rec(DCACHE4925, h, e4[1], True, "pronoun", ["this"], "Starting the Kafka console consumer against dCache's internal Zookeeper, I get 'Error while fetching metadata ... {test=LEADER_NOT_AVAILABLE}'.", author="u1")
    rec(DCACHE4925, [*h, e4], e5[1], True, "ellipsis", ["the problems"], "When I switched Kafka from dCache's internal Zookeeper to the Zookeeper that comes with Kafka, the LEADER_NOT_AVAILABLE problems were over.", author="u1")
    rec(DCACHE4925, [*h, e4, e5], "Opened this issue to have it documented somewhere.", True, "pronoun", ["this issue", "it"], "I opened the dCache issue on Kafka's LEADER_NOT_AVAILABLE with dCache's internal Zookeeper to have it documented somewhere.", author="u1")

    # A title-only history: the excerpt shows later comments whose authors may or may not be the opener.
    f1 = (U, "[ERROR] kafka cluster can not find leader", "u1")
    lend(WMKAFKA409, [f1], KF_FEDORA, SAME, SPKAFKA42)
    lend(WMKAFKA409, [f1], KF_ZK, SELF, DCACHE4925)
    lend(WMKAFKA409, [f1], KF_HEROKU, SAME, HKTWEET5)

    g1 = (U, "Fetching metadata with correlation id 750 for topic from broker failed", "u1")
    g3 = (U, "[INFO]Disconnecting from kafka1:9092\n[INFO]Fetching metadata from broker id:2 ,host：kafka3，port：9092 with correlation id 750 for 1 topic（s）Set(GW_GIS_LOC)\n[INFO]Connected to kafka3:9092 for producing\n[INFO]Disconecting from kafka3:9092\n[WARN]Fetching topic metadata with correlation id 750 for topic from broker failed", "u1")
    g4 = (A, "Hi @lee-cn - please can you include any configuration files, docker versions and OS information to help people answer this question. Thanks.", "u2")
    rec(WMKAFKA213, [g1], KF_SWARM, False, SELF, [], None, author="u1")
    rec(WMKAFKA213, [g1, (U, KF_SWARM, "u1")], g3[1], True, "ellipsis", [], "My producer outside swarm mode logs 'Fetching topic metadata with correlation id 750 for topic from broker failed' against the kafka-docker brokers kafka1 and kafka3 on port 9092.", author="u1")
    rec(WMKAFKA213, [g1, (U, KF_SWARM, "u1"), g3], g4[1], True, "pronoun", ["this question"], "@lee-cn, please include configuration files, docker versions and OS information for the kafka-docker swarm metadata-fetch failure.", author="u2")
    rec(WMKAFKA213, [g1, (U, KF_SWARM, "u1"), g3, g4], "Closing due to staleness. No further info provided.", True, "ellipsis", [], "Closing the kafka-docker swarm metadata-fetch issue due to staleness; no further info was provided.", author="u2")

    i1 = (U, "KafkaContainer: Error while fetching metadata with correlation id LEADER_NOT_AVAILABLE", "u1")
    i2 = (U, "Environment :  Macos  11.0.1\nDocker Env: Docker version 20.10.0, build 7287ab3", "u1")
    rec(TESTCONT3647, [i1], i2[1], True, "ellipsis", [], "Testcontainers' KafkaContainer gives LEADER_NOT_AVAILABLE on macOS 11.0.1 with Docker 20.10.0.", author="u1")
    rec(TESTCONT3647, [i1, i2], "jar version:\n\n        <dependency>\n            <groupId>org.testcontainers</groupId>\n            <artifactId>kafka</artifactId>\n            <version>1.15.1</version>\n            <scope>test</scope>\n        </dependency>", True, "ellipsis", [], "org.testcontainers:kafka 1.15.1's KafkaContainer gives 'Error while fetching metadata with correlation id ... LEADER_NOT_AVAILABLE'.", author="u1")
    lend(TESTCONT3647, [i1], KF_SWARM, SELF, WMKAFKA213)
    lend(TESTCONT3647, [i1, i2], KF_BILLING, SAME, DCACHE4925)

    # A title-only history: the excerpt starts inside the opener's log.
    k1 = (U, "Error while fetching metadata with correlation id 12 : {__consumer_offsets=UNKNOWN}", "u1")
    lend(KOFFMON21, [k1], KF_PRODUCER, SAME, SPKAFKA12)
    lend(KOFFMON21, [k1], KF_HEROKU, SAME, HKTWEET5)
    lend(KOFFMON21, [k1], KF_CANALLOG, SAME, CANAL1444)

    m1 = (U, "Error while fetching metadata with correlation id", "u1")
    m2 = (U, "I was following the instructions, however I get an error after the start:\nError while fetching metadata with correlation id = xyz {messages=UNKNOWN_TOPIC_OR_PARTITION}.", "u1")
    m4 = (U, "The KAFKA_URL is being set here as usual: bootstrap.servers=${KAFKA_URL//kafka+ssl:\\/\\//}", "u1")
    m5 = (U, "As I understood the reason could be that listeners are not set properly in Kafka Server configuration, however, as far as I know these properties can not be changed in Heroku Kafka?", "u1")
    rec(HKTWEET5, [m1], m2[1], True, "ellipsis", ["the instructions"], "Following kafka-tweet-producer's instructions, I get 'Error while fetching metadata with correlation id = xyz {messages=UNKNOWN_TOPIC_OR_PARTITION}' after the start.", author="u1")
    rec(HKTWEET5, [m1, m2], KF_HEROKU, False, SAME, [], None, author="u1")
    h = [m1, m2, (U, KF_HEROKU, "u1")]
    rec(HKTWEET5, h, m4[1], True, "ellipsis", ["here"], "kafka-tweet-producer sets KAFKA_URL as usual: bootstrap.servers=${KAFKA_URL//kafka+ssl:\\/\\//}, yet fetching metadata fails with UNKNOWN_TOPIC_OR_PARTITION.", author="u1")
    rec(HKTWEET5, [*h, m4], m5[1], True, "ellipsis", ["the reason"], "Could kafka-tweet-producer's UNKNOWN_TOPIC_OR_PARTITION come from listeners not set properly in the Kafka server configuration, which can't be changed in Heroku Kafka?", author="u1")
    rec(HKTWEET5, [*h, m4, m5], "Any ideas how to fix this? It looks like clients get wrong configuration from Kafka.", True, "pronoun", ["this"], "Any ideas how to fix kafka-tweet-producer's 'Error while fetching metadata ... UNKNOWN_TOPIC_OR_PARTITION' on Heroku Kafka? Clients seem to get wrong configuration from Kafka.", author="u1")

    s1 = (U, "issue in connecting Kafka running in docker - Leader not available", "u1")
    s2 = (U, "I have the below configuration in docker compose yml file for advertised listeners\nMy docker-compose.yml", "u1")
    s3 = (U, "and I connect this kafka using below property using java producer code \n`props.put(\"bootstrap.servers\", \"lnc52c9:29092\"); `", "u1")
    s4 = (U, " I am getting the below error\n\n> WARN o.apache.kafka.clients.NetworkClient - Error while fetching metadata with correlation id 1 : {foo=LEADER_NOT_AVAILABLE}", "u1")
    s5 = (U, "The host is ping- able from my machine because its all in the same network ,no firewall issues.", "u1")
    s6 = (U, "when I use the command hostname in the docker container I can see the same host name. Am I missing something?", "u1")
    # A complete first-person sentence naming its own subject (the compose file's advertised listeners): a same-author trap.
    rec(CPDOCKER394, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(CPDOCKER394, [s1, s2], s3[1], True, "pronoun", ["this kafka"], "I connect to the cp-kafka Docker broker from Java producer code with bootstrap.servers=lnc52c9:29092 and get 'Leader not available'.", author="u1")
    rec(CPDOCKER394, [s1, s2, s3], s4[1], False, SAME, [], None, author="u1")
    rec(CPDOCKER394, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["The host"], "The cp-kafka Docker host lnc52c9 is pingable from my machine (same network, no firewall), yet the producer gets LEADER_NOT_AVAILABLE.", author="u1")
    rec(CPDOCKER394, [s1, s2, s3, s4, s5], s6[1], True, "ellipsis", ["the docker container", "the same host name"], "`hostname` inside the cp-kafka container shows lnc52c9, the advertised host; what am I missing to avoid LEADER_NOT_AVAILABLE?", author="u1")
    rec(CPDOCKER394, [s1, s2, s3, s4, s5, s6], "I'm facing this problem too, is there more info on how to fix this?", True, "pronoun", ["this problem", "this"], "I also get LEADER_NOT_AVAILABLE from cp-kafka running in Docker; is there more info on how to fix it?", author="u2")

    t1 = (U, "Cannot consume nor produce from/to Kafka with default compose file", "u1")
    t2 = (U, "Replacing the KAFKA_ADVERTISED_HOST_NAME with 0.0.0.0 (I'm trying to run it locally), I'm able to successfully run the compose file.", "u1")
    rec(WMKAFKA169, [t1], t2[1], True, "ellipsis", ["the compose file"], "With KAFKA_ADVERTISED_HOST_NAME set to 0.0.0.0 to run locally, kafka-docker's default compose file runs, but I cannot consume or produce.", author="u1")
    rec(WMKAFKA169, [t1, t2], "Modifying the compose file to expose kafka on my host's 9092 port does the trick but is not an option since I would like to spawn several instances.", True, "ellipsis", ["the compose file", "the trick"], "Exposing Kafka on the host's port 9092 in kafka-docker's compose file fixes the LEADER_NOT_AVAILABLE, but I want several instances, so that is no option.", author="u1")
    lend(WMKAFKA169, [t1], KF_CKPY, SAME, CKPY431)

    # Only the opener's description is usable (the rest is an IPython session): it gives a history for lends.
    u1_ = (U, "LEADER_NOT_AVAILABLE - docker container", "u1")
    rec(CKPY431, [u1_], KF_CKPY, False, SAME, [], None, author="u1")
    lend(CKPY431, [u1_], KF_BILLING, SAME, DCACHE4925)
    lend(CKPY431, [u1_, (U, KF_CKPY, "u1")], KF_FEDORA, SAME, SPKAFKA42)
    lend(HKTWEET5, [m1], KF_CKPY, SAME, CKPY431)

# ---- GPU libraries missing at runtime: "Could not load dynamic library 'libcudart.so.11.0'; dlerror: ... cannot open shared object file", LD_LIBRARY_PATH ----
DREAMTALK32 = GH + "ali-vilab/dreamtalk/issues/32"
TALKGAUSS58 = GH + "Fictionarry/TalkingGaussian/issues/58"
GTDRL7 = GH + "neardws/Game-Theoretic-Deep-Reinforcement-Learning/issues/7"
GTDRL9 = GH + "neardws/Game-Theoretic-Deep-Reinforcement-Learning/issues/9"
UPCTF7 = GH + "mesunhlf/UPC-tf/issues/7"
JAX3746 = GH + "jax-ml/jax/issues/3746"
CUHKSZ69 = GH + "tonyyxliu/CUHKSZ-CSC4005/issues/69"
TSNECUDA126 = GH + "CannyLab/tsne-cuda/issues/126"
BEHAVIOR385 = GH + "JdeRobot/BehaviorMetrics/issues/385"
JETSON4 = GH + "balena-io-experimental/jetson-sample-new/issues/4"
PADDLEOCR9049 = GH + "PaddlePaddle/PaddleOCR/issues/9049"
KERASMOL80 = GH + "maxhodak/keras-molecules/issues/80"
SSDCAFFE482 = GH + "weiliu89/caffe/issues/482"
CPCL4 = GH + "leofansq/CPCL/issues/4"
CL_CUDA10 = "I am using cuda 10.0, python 2.7.15, on GPU."
CL_CAFFETB = "Traceback (most recent call last):\n  File \"/home/smie/SSD/caffe/data/VOC0712/../../scripts/create_annoset.py\", line 7, in <module>\n    from caffe.proto import caffe_pb2\nImportError: libcudart.so.7.5: cannot open shared object file: No such file or directory"
CL_DSO = "2024-02-25 18:52:47.991396: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib/python3.10/dist-packages/cv2/../../lib64:/usr/lib64-nvidia"
CL_DRIVER = "Command:\n```\npython3 driver.py -c configs/DL-tensorflow.yml -g\n```"
CL_JETSON = "Followed [this](https://forums.developer.nvidia.com/t/tensorflow-for-jetson-tx2/64596) guide to install tensorflow-gpu 2.3.1 (Python 3.6+JetPack4.4) on my device."
CL_EXPORT = "Solution: set the following environment variable and try again\n`export LD_LIBRARY_PATH=/opt/nvidia/hpc_sdk/Linux_x86_64/21.7/cuda/11.4/lib64:$LD_LIBRARY_PATH`"
CL_GPUDEVICE = "2022-07-10 15:08:09.276917: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.\nSkipping registering GPU devices..."


def _cudartmissing(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib/python3.10/dist-packages/cv2/../../lib64:/usr/lib64-nvidia", "u1")
    # The log line names TensorFlow's loader, its source, in full: a same-author trap.
    rec(DREAMTALK32, [a1], CL_DSO, False, SAME, [], None, author="u1")
    lend(DREAMTALK32, [a1], CL_JETSON, SAME, JETSON4)
    lend(DREAMTALK32, [a1, (U, CL_DSO, "u1")], CL_GPUDEVICE, SAME, BEHAVIOR385)

    b1 = (U, "Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory", "u1")
    b2 = (U, "Hi，i'm not sure why this problem will happen, because the version we need is 11.3. Then what should i do to solve this problem ,Thank you !", "u1")
    b3 = (A, "Hi, this seems to be the problem of your global CUDA environment, but not only in the conda environment.", "u2")
    b4 = (A, "Therefore, this can not be solved by `conda install` I guess.", "u2")
    rec(TALKGAUSS58, [b1], b2[1], True, "pronoun", ["this problem"], "Why does TalkingGaussian fail to load libcudart.so.11.0 when the CUDA version it needs is 11.3, and how do I solve it?", author="u1")
    rec(TALKGAUSS58, [b1, b2], b3[1], True, "pronoun", ["this"], "TalkingGaussian's missing libcudart.so.11.0 seems to be a problem of your global CUDA environment, not only of the conda environment.", author="u2")
    rec(TALKGAUSS58, [b1, b2, b3], b4[1], True, "pronoun", ["this"], "TalkingGaussian's missing libcudart.so.11.0 probably cannot be solved by `conda install`.", author="u2")
    rec(TALKGAUSS58, [b1, b2, b3, b4], "Maybe you can refer to this for a solution https://stackoverflow.com/questions/70967651/could-not-load-dynamic-library-libcudart-so-11-0", True, "pronoun", ["this"], "A possible solution for 'Could not load dynamic library libcudart.so.11.0' is at https://stackoverflow.com/questions/70967651/could-not-load-dynamic-library-libcudart-so-11-0", author="u2")

    c1 = (U, "Could not load dynamic library 'libcudart.so.11.0'", "u1")
    rec(GTDRL7, [c1], "![Could not load dynamic library 'libcudart so 11 0'](https://user-images.githubusercontent.com/79743447/224550508-9e98893e-305f-4cd4-b864-94cd337aecca.JPG)", True, "ellipsis", [], "A screenshot of Game-Theoretic-Deep-Reinforcement-Learning failing with 'Could not load dynamic library libcudart.so.11.0'.", author="u1")
    lend(GTDRL7, [c1], CL_EXPORT, SAME, CUHKSZ69)

    d1 = (U, "Could not load dynamic library 'libcudart.so.11.0", "u1")
    rec(GTDRL9, [d1], "![Libcudart so 11 0](https://user-images.githubusercontent.com/79743447/229116392-02e46492-055f-4ed5-836d-20ff0c79b615.JPG)", True, "ellipsis", [], "A screenshot of Game-Theoretic-Deep-Reinforcement-Learning again failing to load libcudart.so.11.0.", author="u1")
    lend(GTDRL9, [d1], CL_DRIVER, SAME, BEHAVIOR385)

    e1 = (U, "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory", "u1")
    rec(UPCTF7, [e1], "Sorry, I have not seen this problem before. Maybe something is wrong with Cuda version?", True, "pronoun", ["this problem"], "UPC-tf's maintainer has not seen 'ImportError: libcudart.so.11.0: cannot open shared object file'; maybe the CUDA version is wrong?", author="u2")
    lend(UPCTF7, [e1], CL_DSO, SAME, DREAMTALK32)
    lend(UPCTF7, [e1], CL_JETSON, SAME, JETSON4)

    # A title-only history: the excerpt shows a later comment whose author may or may not be the opener.
    f1 = (U, "Could not load dynamic library 'libcudart.so.11.0'", "u1")
    lend(JAX3746, [f1], CL_GPUDEVICE, SAME, BEHAVIOR385)
    lend(JAX3746, [f1], CL_JETSON, SAME, JETSON4)

    g1 = (U, "error while loading shared libraries: libcudart,so.11.0: cannot open shared object file: No such file or directory", "u1")
    rec(CUHKSZ69, [g1], CL_EXPORT, True, "ellipsis", [], "To fix 'error while loading shared libraries: libcudart.so.11.0' on the CSC4005 cluster, run `export LD_LIBRARY_PATH=/opt/nvidia/hpc_sdk/Linux_x86_64/21.7/cuda/11.4/lib64:$LD_LIBRARY_PATH` and try again.", author="u1")
    rec(CUHKSZ69, [g1, (U, CL_EXPORT, "u1")], "Or you can add this line at the end of `~/.bashrc` file and call `source ~/.bashrc` to let it take effect.", True, "pronoun", ["this line"], "Or add `export LD_LIBRARY_PATH=/opt/nvidia/hpc_sdk/Linux_x86_64/21.7/cuda/11.4/lib64:$LD_LIBRARY_PATH` at the end of ~/.bashrc and run `source ~/.bashrc`.", author="u1")
    lend(CUHKSZ69, [g1], CL_DRIVER, SAME, BEHAVIOR385)

    i1 = (U, "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory", "u1")
    i2 = (A, "This is likely due to an incorrect linked CUDA library (or the lack of CUDA on your system).", "u2")
    rec(TSNECUDA126, [i1, (U, "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory", "u1")], i2[1], True, "pronoun", ["This"], "tsne-cuda's 'ImportError: libcudart.so.11.0: cannot open shared object file' is likely due to an incorrectly linked CUDA library or no CUDA on the system.", author="u2")
    rec(TSNECUDA126, [i1, (U, "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory", "u1"), i2], "Make sure that you have CUDA installed, and that libcudart.so.11.0 is on your link path (or use LD_LIBRARY_PATH to correct this).", True, "pronoun", ["this"], "To fix tsne-cuda's missing libcudart.so.11.0, make sure CUDA is installed and libcudart.so.11.0 is on your link path (or set LD_LIBRARY_PATH).", author="u2")

    k1 = (U, "Skipping registering GPU devices", "u1")
    k3 = (U, "Warning:\n```\ntensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcusolver.so.11'; dlerror: libcusolver.so.11: cannot open shared object file: No such file or directory\n```", "u1")
    rec(BEHAVIOR385, [k1], CL_DRIVER, False, SAME, [], None, author="u1")
    rec(BEHAVIOR385, [k1, (U, CL_DRIVER, "u1")], k3[1], False, SAME, [], None, author="u1")
    rec(BEHAVIOR385, [k1, (U, CL_DRIVER, "u1"), k3], CL_GPUDEVICE, False, SAME, [], None, author="u1")
    lend(BEHAVIOR385, [k1], CL_EXPORT, SAME, CUHKSZ69)

    m1 = (U, "How to install CuDNN?", "u1")
    m2 = (U, "Thanks for your great repo!", "u1")
    rec(JETSON4, [m1], m2[1], True, "ellipsis", ["your great repo"], "Thanks for balena's jetson-sample-new repository!", author="u1")
    rec(JETSON4, [m1, m2], CL_JETSON, False, SAME, [], None, author="u1")
    rec(JETSON4, [m1, m2, (U, CL_JETSON, "u1")], "But I cannot get my GPU working with tensorflow:", True, "ellipsis", [], "After installing tensorflow-gpu 2.3.1 on my Jetson with jetson-sample-new, I cannot get the GPU working with TensorFlow (cuDNN seems missing).", author="u1")
    lend(JETSON4, [m1], CL_DSO, SAME, DREAMTALK32)

    n1 = (U, "ImportError: libcudart.so.10.2: cannot open shared object file: No such file or directory", "u1")
    n2 = (U, "Has the problem been solved?", "u1")
    n3 = (A, "An error message indicates that the cuda.so file cannot be found, please check whether libcudart.so.10.2 exists in the cuda/lib64 directory", "u2")
    n4 = (U, "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory", "u1")
    n5 = (U, "How to resolve this issue , any update ?", "u3")
    rec(PADDLEOCR9049, [n1], n2[1], True, "ellipsis", ["the problem"], "Has PaddleOCR's 'ImportError: libcudart.so.10.2: cannot open shared object file' been solved?", author="u1")
    rec(PADDLEOCR9049, [n1, n2], n3[1], True, "ellipsis", ["the cuda.so file"], "PaddleOCR's ImportError means libcudart.so.10.2 cannot be found; check whether it exists in the cuda/lib64 directory.", author="u2")
    # A bare error with no tool named: its subject is the thread's PaddleOCR import (rule 1).
    rec(PADDLEOCR9049, [n1, n2, n3], n4[1], True, "ellipsis", [], "PaddleOCR now fails with 'ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory'.", author="u1")
    rec(PADDLEOCR9049, [n1, n2, n3, n4], n5[1], True, "pronoun", ["this issue"], "How do I resolve PaddleOCR's 'ImportError: libcudart.so: cannot open shared object file'? Any update?", author="u3")
    rec(PADDLEOCR9049, [n1, n2, n3, n4, n5], "```\nconda install cudatoolkit=10.2\nexport LD_LIBRARY_PATH=~/miniconda3/envs/env_paddle/lib\n```\nthis works for me", True, "pronoun", ["this"], "`conda install cudatoolkit=10.2` and `export LD_LIBRARY_PATH=~/miniconda3/envs/env_paddle/lib` fixed PaddleOCR's missing libcudart.so.10.2 for me.", author="u4")

    o1 = (U, "ImportError: libcudart.so.8.0", "u1")
    o2 = (U, "I receive the following error when trying to train the model. \nImportError: libcudart.so.8.0: cannot open shared object file: No such file or directory", "u1")
    o4 = (U, "Hi, I am facing the same problem. How did you solve it?", "u2")
    rec(KERASMOL80, [o1], o2[1], True, "ellipsis", ["the model"], "Training keras-molecules' model fails with 'ImportError: libcudart.so.8.0: cannot open shared object file: No such file or directory'.", author="u1")
    rec(KERASMOL80, [o1, o2], CL_CUDA10, False, SAME, [], None, author="u1")
    rec(KERASMOL80, [o1, o2, (U, CL_CUDA10, "u1")], o4[1], True, "ellipsis", ["the same problem", "it"], "I also get keras-molecules' 'ImportError: libcudart.so.8.0' when training; how did you solve it?", author="u2")
    rec(KERASMOL80, [o1, o2, (U, CL_CUDA10, "u1"), o4], "Does https://github.com/tensorflow/tensorflow/issues/5343 help you solve the issue? Make sure your cuda is installed in an accessible way (possibly via conda).", True, "ellipsis", ["the issue"], "For keras-molecules' 'ImportError: libcudart.so.8.0', see tensorflow/tensorflow#5343 and make sure CUDA is installed in an accessible way (possibly via conda).", author="u3")

    q1 = (U, "ImportError: libcudart.so.7.5: cannot open shared object file: No such file or directory", "u1")
    q2 = (U, "Hello,when I ./data/VOC0712/creat_data.sh,there has an error.But I'm using a version of cuda8.0", "u1")
    rec(SSDCAFFE482, [q1], q2[1], True, "ellipsis", ["an error"], "Running SSD caffe's ./data/VOC0712/create_data.sh fails with 'ImportError: libcudart.so.7.5', but I'm using CUDA 8.0.", author="u1")
    rec(SSDCAFFE482, [q1, q2], CL_CAFFETB, False, SAME, [], None, author="u1")
    rec(SSDCAFFE482, [q1, q2, (U, CL_CAFFETB, "u1")], "If you have downloaded the anaconda2, you can input export LD_LIBRARY_PATH=“home/your name/anaconda2/lib” to solve your problem", True, "ellipsis", ["your problem"], "If you use Anaconda2, `export LD_LIBRARY_PATH=\"/home/<your name>/anaconda2/lib\"` solves SSD caffe's 'ImportError: libcudart.so.7.5'.", author="u2")

    r1 = (U, "ImportError: libcudart.so.10.0: cannot open shared object file: No such file or directory", "u1")
    r2 = (U, "When I am trying to reproduce this project,I encountered this problem.What can I do to solve this problem?Thanks in advance!", "u1")
    r3 = (A, "It is caused by your CUDA environment. See https://stackoverflow.com/questions/55224016/importerror-libcublas-so-10-0-cannot-open-shared-object-file-no-such-file-or for more information.", "u2")
    rec(CPCL4, [r1], r2[1], True, "pronoun", ["this project", "this problem"], "Reproducing CPCL I get 'ImportError: libcudart.so.10.0: cannot open shared object file'; how do I solve it?", author="u1")
    rec(CPCL4, [r1, r2], r3[1], True, "pronoun", ["It"], "CPCL's 'ImportError: libcudart.so.10.0' is caused by your CUDA environment; see https://stackoverflow.com/questions/55224016/importerror-libcublas-so-10-0-cannot-open-shared-object-file-no-such-file-or", author="u2")
    rec(CPCL4, [r1, r2, r3], "Thank you!I found the problem is that I erroneously configed the CUDA path.", True, "ellipsis", ["the problem"], "CPCL's 'ImportError: libcudart.so.10.0' came from my misconfigured CUDA path.", author="u1")
    lend(CPCL4, [r1], CL_CAFFETB, SAME, SSDCAFFE482)
    lend(TSNECUDA126, [i1], CL_CUDA10, SAME, KERASMOL80)
    lend(GTDRL9, [d1], CL_CUDA10, SAME, KERASMOL80)
    lend(DREAMTALK32, [a1], CL_CAFFETB, SAME, SSDCAFFE482)


# ---- Gradle builds running out of class metadata space: "java.lang.OutOfMemoryError: Metaspace", "The Daemon will expire after the build after running out of JVM Metaspace", MaxMetaspaceSize ----
WALA1185 = GH + "wala/WALA/pull/1185"
NOWINANDROID741 = GH + "android/nowinandroid/issues/741"
CALCITE2174 = GH + "apache/calcite/pull/2174"
DATAFORGE67 = GH + "SciProgCentre/dataforge-core/pull/67"
OTELJAVA642 = GH + "open-telemetry/opentelemetry-java-instrumentation/pull/642"
GRAILS13441 = GH + "apache/grails-core/pull/13441"
DAGP982 = GH + "autonomousapps/dependency-analysis-gradle-plugin/issues/982"
ORTSERVER111 = GH + "eclipse-apoapsis/ort-server/pull/111"
MS_WALA = "I was seeing out-of-memory errors during concurrent Java compilation, specifically reporting depletion of the metaspace."
MS_ORT = "With the default values of 512 MiB heap space and 384 MiB metaspace the Gradle daemon often expired, because it was running out of metaspace."
MS_DAEMON = "```\nThe Daemon will expire after the build after running out of JVM Metaspace.\nThe project memory settings are likely not configured or are configured to an insufficient value.\nThe daemon will restart for the next build, which may increase subsequent build times.\nThese settings can be adjusted by setting 'org.gradle.jvmargs' in 'gradle.properties'.\nThe currently configured max heap space is '4 GiB' and the configured max metaspace is '1 GiB'.\n```"
MS_DAEMON16 = "```\nThe Daemon will expire after the build after running out of JVM Metaspace.\nThe project memory settings are likely not configured or are configured to an insufficient value.\nThe daemon will restart for the next build, which may increase subsequent build times.\nThese settings can be adjusted by setting 'org.gradle.jvmargs' in 'gradle.properties'.\nThe currently configured max heap space is '16 GiB' and the configured max metaspace is '1 GiB'.\n```"


def _metaspace(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Enlarge Gradle daemon's metaspace size limit", "u1")
    a3 = (U, "That space defaults to 256 MB, so let's enlarge it by 50% and see if the errors go away.", "u1")
    rec(WALA1185, [a1], MS_WALA, False, SAME, [], None, author="u1")
    rec(WALA1185, [a1, (U, MS_WALA, "u1")], a3[1], True, "pronoun", ["That space"], "The Gradle daemon's metaspace defaults to 256 MB, so this PR enlarges it by 50% for WALA's build to see if the out-of-memory errors go away.", author="u1")
    rec(WALA1185, [a1, (U, MS_WALA, "u1"), a3], "[Possibly related.](https://youtrack.jetbrains.com/issue/KT-56093)", True, "ellipsis", [], "https://youtrack.jetbrains.com/issue/KT-56093 is possibly related to WALA's Gradle daemon running out of metaspace.", author="u1")
    lend(WALA1185, [a1], MS_ORT, SAME, ORTSERVER111)

    b1 = (U, "[Bug]: The current build pipeline quickly runs out of Metaspace", "u1")
    b2 = (U, "### What happened?\n\nhttps://github.com/android/nowinandroid/actions/runs/5004866573/jobs/8968022134#step:9:1337", "u1")
    rec(NOWINANDROID741, [b1], b2[1], True, "ellipsis", [], "Now in Android's CI build running out of Metaspace is shown at https://github.com/android/nowinandroid/actions/runs/5004866573/jobs/8968022134#step:9:1337", author="u1")
    # Gradle's own message names the daemon, org.gradle.jvmargs and its limits in full: a same-author trap.
    rec(NOWINANDROID741, [b1, b2], MS_DAEMON, False, SAME, [], None, author="u1")
    h = [b1, b2, (U, MS_DAEMON, "u1")]
    rec(NOWINANDROID741, h, "I'm not sure when this started to happen though.", True, "pronoun", ["this"], "I'm not sure when Now in Android's CI Gradle daemon started running out of JVM Metaspace.", author="u1")
    rec(NOWINANDROID741, [*h, (U, "I'm not sure when this started to happen though.", "u1")], "Not present anymore.", True, "ellipsis", [], "Now in Android's CI build no longer runs out of Metaspace.", author="u1")
    lend(NOWINANDROID741, [b1], MS_WALA, SAME, WALA1185)

    c1 = (U, "Add MaxMetaspaceSize=512m to avoid metaspace issues when building Calcite", "u1")
    rec(CALCITE2174, [c1], "Gradle defaults to 256m which seems to be too small", True, "ellipsis", [], "Gradle's default MaxMetaspaceSize of 256m seems to be too small for building Calcite.", author="u1")
    lend(CALCITE2174, [c1], MS_ORT, SAME, ORTSERVER111)
    lend(CALCITE2174, [c1], MS_DAEMON16, SAME, DAGP982)

    # A title-only history: the pull request has no description.
    d1 = (U, "Set 2 GB Metaspace size for Gradle build VM", "u1")
    lend(DATAFORGE67, [d1], MS_WALA, SAME, WALA1185)
    lend(DATAFORGE67, [d1], MS_DAEMON, SAME, NOWINANDROID741)

    e1 = (U, "Add jvmargs to gradle.properties to provide more RAM when building", "u1")
    e2 = (U, "I got an out-of-heap space when working in the project in IntelliJ and it suggests raising the RAM like this.", "u1")
    e3 = (U, "I have a feeling previously, the metaspace flag of 1G was implicitly causing Gradle to use more RAM while now it's the default, I think is just hundreds of MB.", "u1")
    e4 = (U, "I went with 2G arbitrarily since in other large projects I've had better experience with it than 1G and haven't needed more.", "u1")
    e5 = (A, "I think this is better put into local `~/.gradle/gradle.properties` file. It may differ from env to env, how much memory one can give to gradle.", "u2")
    e6 = (U, "How about setting to 1g then so at least it matches the previous behavior?", "u1")
    rec(OTELJAVA642, [e1], e2[1], True, "ellipsis", ["the project"], "Working on opentelemetry-java-instrumentation in IntelliJ I got an out-of-heap-space error, and IntelliJ suggests raising Gradle's RAM via jvmargs.", author="u1")
    rec(OTELJAVA642, [e1, e2], e3[1], True, "ellipsis", ["the metaspace flag"], "I suspect opentelemetry-java-instrumentation's former 1G metaspace flag made Gradle use more RAM, while now Gradle's default is just hundreds of MB.", author="u1")
    rec(OTELJAVA642, [e1, e2, e3], e4[1], True, "ellipsis", [], "I set opentelemetry-java-instrumentation's Gradle jvmargs to 2G arbitrarily, since 2G worked better than 1G in other large projects.", author="u1")
    rec(OTELJAVA642, [e1, e2, e3, e4], e5[1], True, "pronoun", ["this"], "Gradle memory settings for opentelemetry-java-instrumentation are better put into the local ~/.gradle/gradle.properties, since the memory one can give Gradle differs between environments.", author="u2")
    rec(OTELJAVA642, [e1, e2, e3, e4, e5], e6[1], True, "ellipsis", [], "How about setting opentelemetry-java-instrumentation's Gradle jvmargs to 1g so it matches the previous metaspace behavior?", author="u1")
    rec(OTELJAVA642, [e1, e2, e3, e4, e5, e6], "How does it “match”? :) It was metaspace option, not it is heap :)", True, "pronoun", ["it"], "How would a 1g heap setting match the old behavior of opentelemetry-java-instrumentation, when the old flag was a metaspace option and the new one is heap?", author="u2")

    f1 = (U, "chore(build): Increase MaxMetaspaceSize", "u1")
    rec(GRAILS13441, [f1], "Because the groovydoc task got OutOfMemory java.lang.OutOfMemoryError: Metaspace", True, "ellipsis", [], "grails-core's build increases MaxMetaspaceSize because its groovydoc task got java.lang.OutOfMemoryError: Metaspace.", author="u1")
    lend(GRAILS13441, [f1], MS_DAEMON16, SAME, DAGP982)
    lend(GRAILS13441, [f1], MS_WALA, SAME, WALA1185)

    g1 = (U, "Plugin requires a lot of JVM metaspace", "u1")
    g2 = (U, "**Plugin version**\n\n1.24.0\n\n**Gradle version**\n\n8.3\n\n**JDK version**\n\n20", "u1")
    g3 = (U, "I see this log from gradle often during analysis", "u1")
    g5 = (U, "Presumably because of all the classloading. May be useful to doc somewhere recommending raising metaspace, as gradle's default is pretty puny", "u1")
    rec(DAGP982, [g1], g2[1], True, "ellipsis", [], "dependency-analysis-gradle-plugin 1.24.0 with Gradle 8.3 and JDK 20 requires a lot of JVM metaspace.", author="u1")
    rec(DAGP982, [g1, g2], g3[1], True, "ellipsis", ["analysis"], "I often see a Gradle log about running out of metaspace during dependency-analysis-gradle-plugin's analysis.", author="u1")
    rec(DAGP982, [g1, g2, g3], MS_DAEMON16, False, SAME, [], None, author="u1")
    rec(DAGP982, [g1, g2, g3, (U, MS_DAEMON16, "u1")], g5[1], True, "ellipsis", [], "dependency-analysis-gradle-plugin's metaspace use presumably comes from all its classloading; its docs could recommend raising metaspace, as Gradle's default is small.", author="u1")
    rec(DAGP982, [g1, g2, g3, (U, MS_DAEMON16, "u1"), g5], "Not sure if this is a bug, an enhancement, or something I can't do anything about thanks to more fundamental issues with Gradle.", True, "pronoun", ["this"], "I'm not sure whether dependency-analysis-gradle-plugin's high metaspace use is a bug, an enhancement, or something Gradle's fundamentals prevent me from fixing.", author="u2")

    i1 = (U, "build: Increase the memory for the Gradle daemon", "u1")
    rec(ORTSERVER111, [i1], MS_ORT, False, SAME, [], None, author="u1")
    rec(ORTSERVER111, [i1, (U, MS_ORT, "u1")], "While at it, also set the file encoding to UTF-8.", True, "ellipsis", ["While at it"], "Besides raising the Gradle daemon's memory, ort-server's build also sets the file encoding to UTF-8.", author="u1")
    lend(ORTSERVER111, [i1], MS_DAEMON, SAME, NOWINANDROID741)


# ==== part 2 (helper cdf2, thirty-second pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- motorised curtains and roller blinds: SwitchBot Curtain in Home Assistant and Homebridge, IKEA Fyrtur on Homey ----
P2_SBBLE43 = P2_GH + "OpenWonderLabs/SwitchBotAPI-BLE/issues/43"
P2_HBSB432 = P2_GH + "OpenWonderLabs/homebridge-switchbot/issues/432"
P2_HBSB14 = P2_GH + "OpenWonderLabs/homebridge-switchbot/issues/14"
P2_HBSBO176 = P2_GH + "OpenWonderLabs/homebridge-switchbot-openapi/issues/176"
P2_PYSB195 = P2_GH + "sblibs/pySwitchbot/issues/195"
P2_TRAD78 = P2_GH + "athombv/com.ikea.tradfri/pull/78"
# ---- Nuki smart locks: unlock versus unlatch in HomeKit bridges and a Raspberry Pi bridge ----
P2_HBN27 = P2_GH + "lukasroegner/homebridge-nuki/issues/27"
P2_HBN10 = P2_GH + "lukasroegner/homebridge-nuki/issues/10"
P2_HBNB25 = P2_GH + "ebaauw/homebridge-nb/issues/25"
P2_NIO41 = P2_GH + "benzman81/homebridge-nukiio/issues/41"
P2_NIO90 = P2_GH + "benzman81/homebridge-nukiio/issues/90"
P2_RNB13 = P2_GH + "dauden1184/RaspiNukiBridge/issues/13"
# ---- car head units: wireless Android Auto dongles and CarPlay on a Raspberry Pi ----
P2_WAA205 = P2_GH + "nisargjhaveri/WirelessAndroidAutoDongle/issues/205"
P2_WAA225 = P2_GH + "nisargjhaveri/WirelessAndroidAutoDongle/issues/225"
P2_WAA7 = P2_GH + "nisargjhaveri/WirelessAndroidAutoDongle/issues/7"
P2_RCP73 = P2_GH + "rhysmorgan134/react-carplay/issues/73"
P2_RCP11 = P2_GH + "rhysmorgan134/react-carplay/issues/11"
P2_RCP55 = P2_GH + "rhysmorgan134/react-carplay/issues/55"
P2_WCP24 = P2_GH + "45clouds/WirelessCarPlay/issues/24"
P2_DASH16 = P2_GH + "openDsh/dash/issues/16"
P2_LVCP18 = P2_GH + "ludwig-v/wireless-carplay-dongle-reverse-engineering/issues/18"
P2_TARP42 = P2_GH + "tesla-android/android-raspberry-pi/issues/42"
# ---- smartwatch faces: Amazfit and Zepp OS watch faces, .bin editors and packers ----
P2_NAW50 = P2_GH + "novvember/amazfit-watchfaces/issues/50"
P2_NAW1 = P2_GH + "novvember/amazfit-watchfaces/issues/1"
P2_V1WE43 = P2_GH + "v1ack/watchfaceEditor/issues/43"
P2_V1WE52 = P2_GH + "v1ack/watchfaceEditor/issues/52"
P2_SAWE8 = P2_GH + "SashaCX75/AmazFit_Watchface_Editor/issues/8"
P2_AMZF250 = P2_GH + "piggz/harbour-amazfish/issues/250"
P2_GPAT20 = P2_GH + "ghtalpo/py_amazfit_tools/issues/20"
P2_GPAT26 = P2_GH + "ghtalpo/py_amazfit_tools/issues/26"
P2_TPAT18 = P2_GH + "Tnxec2/py_amazfit_tools/issues/18"
# ---- label makers: Brother P-touch tape widths, blank labels and raster drivers ----
P2_BPT4 = P2_GH + "treideme/brother_pt/issues/4"
P2_PTD3 = P2_GH + "philpem/printer-driver-ptouch/issues/3"
P2_PTD16 = P2_GH + "philpem/printer-driver-ptouch/issues/16"
P2_PTD10 = P2_GH + "philpem/printer-driver-ptouch/issues/10"
P2_NBPT19 = P2_GH + "nbuchwitz/ptouch/issues/19"
P2_PTPHP1 = P2_GH + "talpadk/ptouch-php/issues/1"
P2_P710_3 = P2_GH + "robby-cornelissen/pt-p710bt-label-maker/issues/3"
P2_BQLI10 = P2_GH + "matmair/brother_ql-inventree/pull/10"
P2_BLAB7 = P2_GH + "fuzeman/brother-label/issues/7"

# ---- air purifiers: Levoit Core and Vital purifiers on ESPHome, Homebridge and a Home Assistant card ----
P2_ELAP54 = P2_GH + "acvigue/esphome-levoit-air-purifier/issues/54"
P2_ELAP21 = P2_GH + "acvigue/esphome-levoit-air-purifier/issues/21"
P2_ELAP22 = P2_GH + "acvigue/esphome-levoit-air-purifier/issues/22"
P2_TSV10 = P2_GH + "mickgiles/homebridge-tsvesync/issues/10"
P2_PURC107 = P2_GH + "denysdovhan/purifier-card/issues/107"
P2_HBLAP100 = P2_GH + "RaresAil/homebridge-levoit-air-purifier/issues/100"
P2_HBLCC1 = P2_GH + "tushardhadiwal/homebridge-levoitcore-client/issues/1"
# ---- bathroom scales: Xiaomi Mi Scale and body composition readings over Bluetooth ----
P2_OSC676 = P2_GH + "oliexdev/openScale/issues/676"
P2_OSC362 = P2_GH + "oliexdev/openScale/issues/362"
P2_OSC830 = P2_GH + "oliexdev/openScale/issues/830"
P2_OSC549 = P2_GH + "oliexdev/openScale/issues/549"
P2_XMS10 = P2_GH + "lolouk44/xiaomi_mi_scale/issues/10"
P2_XMS50 = P2_GH + "lolouk44/xiaomi_mi_scale/issues/50"
P2_GW3_2 = P2_GH + "AlexxIT/gw3/issues/2"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# curtains and blinds
P2_C_YEARS = "SwitchBot curtain is working for years with no issues. Now I have issues to close the curtain."
P2_C_SETPOS = "[6/5/2021, 10:12:32 AM] [SwitchBot] Sending request for Shade Curtain Curtain to SwitchBot API. command: setPosition parameter: 0,ff,0 commandType: command"
P2_C_PUSHED = "[4/30/2021, 6:28:15 PM] [SwitchBot] Curtain Living Room Curtain Curtain Changes pushed - { statusCode: 100, body: {}, message: 'success' }"
# Nuki locks
P2_L_NATIVE = "I got a Nuki Smart Lock yesterday and added it to HomeKit using the native HomeKit support of the lock."
P2_L_HOMEKIT = "Hitting a lock button which state is already open will trigger a close of the door since home kit does not know door latches."
P2_L_HANODOOR = "Homeassistant doesn't have a button to call the unlatch command, but you can call the service"
P2_L_DOCKER = "I'm running the homebridge in a docker container."
P2_L_AUTOUNLOCK = "I am using the auto unlock feature of the Nuki App, however, sometimes I don't reach the door fast enough to open it while the latch is pulled (and I don't want to extend the time)."
# car head units
P2_A_ATOTO = "I have an ATOTO YS102SL (now out of production) with a \"Linux\" proprietary OS."
P2_A_MFI = "Unfortunately apple uses something called an MFI chip which allows only authorised devices to interact with the phone, the carlinkit already has this."
P2_A_PI3B = "I'm running a raspberry pi 3B, Raspberry Pi OS (64 bit) and a CPC200-U2W-Plus carlinkit dongle."
P2_A_NODONGLE = "I am looking for a way to connect with carplay without dongles on a RPI."
P2_A_DASHAA = "There already existed an open source Android Auto, so it was easy enough for me to build into dash."
P2_A_CALL = "I observed that whenever I receive or make a phone call on my headunit, Android Auto disconnects after few seconds while the call is going on."
# smartwatch faces
P2_W_HORIZON = "I wanted to install the \"Horizon: watchface in the Zepp Store, but when I choose the watchfave I get the Message, that Zepp was not able to load the watchface."
P2_W_BALANCE = "I use a Amazfit Balance (1)."
P2_W_GTS = "I would love to see a Watchface Editor for the Amazfit GTS!"
P2_W_BUNDLE = "I tried https://github.com/chm-dev/GTS-watchface-bundle but unpacking my bin watch faces is working only 1/5 of the time and crashes with python error."
P2_W_GTR47 = "The normal Amazfit GTR has 47mm Diameter and a higher Display-Resolution as my smaller 42mm-Variant."
P2_W_ZEPPGEN = "In Zepp application you can select a background, a text color and it will generate a watchface for you."
P2_W_CREATED = "Hi, i created several watchfaces for GTR-47mm."
# label makers
P2_P_QR = "I'm trying to print QR codes with brother_pt"
P2_P_9700 = "I've got a 9700PC, which I've been using as a 9500PC \"just fine\"  However, attempting to print on 36mm tape simply prints me blank labels."
P2_P_E550W = "I'm struggling to get my PT-E550W to print correctly."
P2_P_PROTO = "Brother may have added something to the PT-P700 protocol which rastertoptch needs to handle differently to other printers."
P2_P_CUSTOM = "For the P-touch plastic tape printers (PT series), you need to set a custom page size in the printer settings."
P2_P_MARGIN = "Just like regular printers the label writer has some margins on which the printer cannot print."
P2_P_RASTER = "Supporting 3.5mm tape should be no problem, inside the Brother raster language it is just considered as a 4 mm tape."

# air purifiers
P2_V_ESPHOME = "I'm using ESPHome 2025.4.1"
P2_V_FANENT = "Levoit Purifier is a fan, click on the icon and it should give you speed options."
P2_V_LOG = "[VeSync] [Levoit 131S Air Purifier] changeFanSpeed: Error code -11000030: illegal argument"
P2_V_PUR131 = "I am specifically using the LV-PUR131 Model."
P2_V_FILTERAPP = "Filter life notification comes through VeSync App, since Filter replacement is once in a 6 month process, development for notification may not be worth it at the moment."
# bathroom scales
P2_S_XMTZC02 = "Just purchased the Mi Body Composition Scale Model: XMTZC02HM"
P2_S_NOCONNECT = "Installed OpenScale but it won't connect to the Mi Scale."
P2_S_BT42 = "Hi, \nI read that OpenScale suports Xiaomi Mi Body Composition Scale 2, but I read also that uses Bluetooth 4.2 not 5.0."
P2_S_V2METRIC = "Xiaomi scale v2 should work also with the body metric (but could be possible they have change something on the firmware that would break the openScale support)"
P2_S_GOTO = "In openScale goto settings->Bluetooth search for the scale click on it and they click on the Bluetooth icon in openScale in the overview fragment."
P2_S_ESPHOMEBASE = "ESPHome is based on a completely different base/OS."


# Every lender is a group of this part (every lending thread also gives a history).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

AREAS = [_redismisconf, _localhostipv6, _webpack5polyfill, _shmbus, _gitrpc, _awsnocreds, _illegalinsn, _xcrunpath, _kafkaleader, _cudartmissing, _metaspace]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def P2_curtains(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- motorised curtains and roller blinds: SwitchBot Curtain in Home Assistant and Homebridge, IKEA Fyrtur on Homey ----
    t = (U, "SwitchBot Curtain no longer working in Home Assistant", "u1")
    a1 = (U, P2_C_YEARS, "u1")
    a2 = (U, "When I use the app I can close it and can see the right status in homeassistant. But when I hit the homeassistant button and nothing happens.", "u1")
    a3 = (U, "Of course my automations no longer work either.", "u1")
    a4 = (U, "- OS: RPi\n- Software: HomeAssistant", "u1")
    a5 = (A, "Then you will need to open an issue with Home Assistant.", "u2")
    # The opener names the device and its problem: a complete first-person statement (rule 1).
    rec(P2_SBBLE43, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_SBBLE43, [t, a1], a2[1], True, "pronoun", ["the app", "it"], "When I use the SwitchBot app I can close my SwitchBot curtain and see the right status in Home Assistant, but when I hit the Home Assistant button nothing happens.", author="u1")
    rec(P2_SBBLE43, [t, a1, a2], a3[1], True, "ellipsis", ["either"], "My Home Assistant automations for my SwitchBot curtain no longer work either, since the curtain no longer closes from Home Assistant.", author="u1")
    # An environment fragment leans on the thread (rule 1, rule 6).
    rec(P2_SBBLE43, [t, a1, a2, a3], a4[1], True, "ellipsis", [], "My SwitchBot curtain that no longer closes from Home Assistant runs with Home Assistant on a Raspberry Pi.", author="u1")
    rec(P2_SBBLE43, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["Then"], "If a SwitchBot curtain closes from the SwitchBot app but not from the Home Assistant button, you will need to open an issue with Home Assistant.", author="u2")
    lend(P2_SBBLE43, [t, a1, a2], P2_C_PUSHED, SAME, P2_HBSBO176)

    t = (U, "Bug: Curtain does not open close reliably (OpenAPI)", "u1")
    b1 = (U, "When setting the curtain to fully open/closed in Home app, they do not always respond", "u1")
    b2 = (U, "Set up curtains with Open API, and open/close them with Home app", "u1")
    b3 = (U, "When the curtains fail to close, I often see that their current position is already at 0 (despite that they are actually fully open therefore should be 100).", "u1")
    b4 = (U, "[DEBUG] Curtain: Curtain No OpenAPI Changes, CurrentPosition & TargetPosition Are the Same.  CurrentPosition: 0, TargetPosition  0", "u1")
    b5 = (U, "What appears to me is that the plugin thinks the curtains are already closed so did not actually send the close command to SwitchBot.", "u1")
    b6 = "As a workaround, I set position to \"1% open\" when I intend to fully close the curtains, and that improved the reliability, but left a 6% opening."
    rec(P2_HBSB432, [t], b1[1], True, "ellipsis", ["the curtain"], "With homebridge-switchbot (OpenAPI), when I set my SwitchBot curtains to fully open or closed in the Home app, they do not always respond.", author="u1")
    # A bare log line whose only missing subject is the thread's plugin (rule 1, quoted errors).
    rec(P2_HBSB432, [t, b1, b2, b3], b4[1], True, "ellipsis", [], "homebridge-switchbot logs \"[DEBUG] Curtain: Curtain No OpenAPI Changes, CurrentPosition & TargetPosition Are the Same. CurrentPosition: 0, TargetPosition 0\" when my SwitchBot curtain fails to close.", author="u1")
    rec(P2_HBSB432, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["the plugin", "the curtains"], "It appears that homebridge-switchbot thinks my SwitchBot curtains are already closed, so it does not actually send the close command to SwitchBot.", author="u1")
    rec(P2_HBSB432, [t, b1, b2, b3, b4, b5], b6, True, "ellipsis", ["the curtains"], "As a workaround for homebridge-switchbot not closing my SwitchBot curtains, I set the position to 1% open when I intend to fully close them; that improved reliability but left a 6% opening.", author="u1")
    lend(P2_HBSB432, [t, b1], P2_C_YEARS, SAME, P2_SBBLE43)
    lend(P2_HBSB432, [t, b1, b2], P2_C_PUSHED, SAME, P2_HBSBO176)

    t = (U, "Curtains do not open or close, but its state is reported correctly", "u1")
    c1 = (U, "Curtains no longer respond to open/close commands from homebridge UI or home app on iOS.", "u1")
    c2 = (U, "Closing from the SwitchBot app works fine, and the status change is accurately reflected", "u1")
    c3 = (U, "Tried reinstalling the plugin/purging cache, and regenerating API key but doesn't seem to fix it.", "u1")
    c4 = (U, P2_C_SETPOS, "u1")
    rec(P2_HBSB14, [t], c1[1], True, "ellipsis", [], "My SwitchBot curtains no longer respond to open/close commands from homebridge-switchbot, in the Homebridge UI or the Home app on iOS.", author="u1")
    rec(P2_HBSB14, [t, c1], c2[1], True, "ellipsis", [], "Closing my SwitchBot curtains from the SwitchBot app works fine, and homebridge-switchbot reflects the status change accurately.", author="u1")
    rec(P2_HBSB14, [t, c1, c2], c3[1], True, "pronoun", ["the plugin", "it"], "I tried reinstalling homebridge-switchbot, purging its cache and regenerating the SwitchBot API key, but that doesn't fix the curtains not responding to open/close commands.", author="u1")
    # The log names its plugin ("[SwitchBot]"), the API and the command in full (rule 1, quoted errors).
    rec(P2_HBSB14, [t, c1, c2, c3], c4[1], False, SAME, [], None, author="u1")

    t = (U, "Curtain commands don't work in homekit", "u1")
    d1 = (U, "When trying to control the curtains in homekit, using the slider or press the buttons nothing happens to the curtains.", "u1")
    d2 = (U, "Try to control the curtain in homekit.", "u1")
    d3 = (U, "I expect the curtains to move.", "u1")
    d4 = (U, P2_C_PUSHED, "u1")
    rec(P2_HBSBO176, [t], d1[1], True, "ellipsis", ["the curtains"], "When I try to control my SwitchBot curtains in HomeKit through homebridge-switchbot-openapi, nothing happens to them with the slider or the buttons.", author="u1")
    rec(P2_HBSBO176, [t, d1], d2[1], True, "ellipsis", ["the curtain"], "To reproduce the homebridge-switchbot-openapi bug, try to control a SwitchBot curtain in HomeKit.", author="u1")
    rec(P2_HBSBO176, [t, d1, d2], d3[1], True, "ellipsis", ["the curtains"], "I expect my SwitchBot curtains to move when I control them in HomeKit through homebridge-switchbot-openapi.", author="u1")
    rec(P2_HBSBO176, [t, d1, d2, d3], d4[1], False, SAME, [], None, author="u1")
    lend(P2_HBSBO176, [t], P2_C_YEARS, SAME, P2_SBBLE43)
    lend(P2_HBSBO176, [t, d1, d2], P2_C_SETPOS, SAME, P2_HBSB14)

    t = (U, "Curtain controls fail after some hours , fixed by restarting HA", "u1")
    e1 = (U, "Home Assistant 2023.3.1", "u1")
    e2 = (U, "The controls for the curtain motors stops working after a while, but can be fixed by restarting Home Assistant.", "u1")
    e3 = (U, "I found the following logs that seem related to this problem:", "u1")
    e4 = "(CA:16:84:DD:6B:8B): communication failed; Stopping trying; RSSI: -63"
    rec(P2_PYSB195, [t], e1[1], True, "ellipsis", [], "I run Home Assistant 2023.3.1, where the SwitchBot curtain controls fail after some hours until Home Assistant is restarted.", author="u1")
    rec(P2_PYSB195, [t, e1], e2[1], True, "ellipsis", ["the curtain motors"], "The controls for my SwitchBot curtain motors (pySwitchbot) stop working in Home Assistant after a while, but can be fixed by restarting Home Assistant.", author="u1")
    rec(P2_PYSB195, [t, e1, e2, e3], e4, True, "ellipsis", [], "pySwitchbot logs \"(CA:16:84:DD:6B:8B): communication failed; Stopping trying; RSSI: -63\" when my SwitchBot curtain controls stop working in Home Assistant.", author="u1")
    lend(P2_PYSB195, [t, e1, e2], P2_C_SETPOS, SAME, P2_HBSB14)
    lend(P2_PYSB195, [t], P2_C_PUSHED, SAME, P2_HBSBO176)
    lend(P2_PYSB195, [t, e1], P2_C_YEARS, SAME, P2_SBBLE43)

    # A pull request: its author (RobinBol) answers the asker, so the author's turns are `assistant` (as df35's nfarina PR).
    f1 = (A, "Adds support for Fyrtur and Kadrilj roller blinds", "u1")
    f2 = (A, "Supported functionality:\n- Moving blinds up and down to a relative percentage using a dim slider\n- Displaying current battery levels", "u1")
    f3 = (U, "Hi how do download this uppdate?", "u2")
    f4 = "Just keep an eye on the beta channel of this app in the Homey Apps store!"
    rec(P2_TRAD78, [f1], f2[1], True, "ellipsis", [], "The Homey IKEA TRÅDFRI app's Fyrtur and Kadrilj roller blind support moves the blinds up and down to a relative percentage with a dim slider and displays their battery levels.", author="u1")
    rec(P2_TRAD78, [f1, f2], f3[1], True, "pronoun", ["this uppdate"], "How do I download the Homey IKEA TRÅDFRI app update that adds Fyrtur and Kadrilj roller blind support?", author="u2")
    rec(P2_TRAD78, [f1, f2, f3], f4, True, "pronoun", ["this app"], "To get the Fyrtur and Kadrilj roller blind support, keep an eye on the beta channel of the IKEA TRÅDFRI app in the Homey Apps store.", author="u1")
    lend(P2_TRAD78, [f1], P2_C_YEARS, SAME, P2_SBBLE43)
    lend(P2_TRAD78, [f1, f2, f3], P2_C_SETPOS, SAME, P2_HBSB14)
    lend(P2_TRAD78, [f1, f2], P2_C_PUSHED, SAME, P2_HBSBO176)


def P2_locks(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Nuki smart locks: unlock versus unlatch in HomeKit bridges and a Raspberry Pi bridge ----
    t = (U, "unlatsch on smart look no function", "u1")
    n1 = (U, "i have the 2 switches in the HOME app; look and unlock is working perfect but the unlatch switch has no function; with unlock or looked.", "u1")
    n2 = (U, "if i set unlock to unlock to true i also can produce a unlatch command on the log but not wies the Latch switch", "u1")
    n3 = (U, "do you have any idea ?", "u1")
    n4 = "Fixed in #28, new version 0.7.4 on NPM."
    rec(P2_HBN27, [t], n1[1], True, "ellipsis", ["the unlatch switch"], "With homebridge-nuki I have the 2 switches in the Home app; lock and unlock work perfectly, but the unlatch switch for my Nuki smart lock has no function, whether it is unlocked or locked.", author="u1")
    rec(P2_HBN27, [t, n1], n2[1], True, "ellipsis", ["the Latch switch"], "In homebridge-nuki, if I set unlatchFromUnlockedToUnlocked to true I can produce an unlatch command in the log, but not with the Latch switch.", author="u1")
    rec(P2_HBN27, [t, n1, n2], n3[1], True, "ellipsis", [], "Do you have any idea why the homebridge-nuki unlatch switch has no function on my Nuki smart lock?", author="u1")
    rec(P2_HBN27, [t, n1, n2, n3], n4, True, "ellipsis", [], "The homebridge-nuki unlatch switch having no function is fixed in #28, in version 0.7.4 on NPM.", author="u2")

    t = (U, "Question about the security of HomeKit unlatch functionality", "u1")
    m1 = (U, P2_L_NATIVE, "u1")
    m2 = (U, "Out of the box, the lock doesn't support the separation of unlock and unlatch, so that I find it quite dangerous to use the native HomeKit integration.", "u1")
    m3 = (U, "If I accidentally hit the lock in the Home app, the door will open immediately and I have no way to close it while not at home.", "u1")
    m4 = (U, "So here is my question: If I remove the lock from HomeKit and re-add it using the homebridge-nuki plugin, the behavior will change to a much more secure one, if I set the configuration as follows:\n```\nunlatchFromLockedToUnlocked: false\nunlatchFromUnlockedToUnlocked: true\n```", "u1")
    m5 = (U, "So, did I get this right and there is then no way to accidentally unlatch the door by tapping?", "u1")
    m6 = "Hi Felix, yes, this is exactly why I implemented the additional settings."
    # "it" is the lock of the same sentence (rule 2).
    rec(P2_HBN10, [t], m1[1], False, SELF, [], None, author="u1")
    rec(P2_HBN10, [t, m1], m2[1], True, "pronoun", ["the lock"], "Out of the box, the Nuki Smart Lock's native HomeKit support doesn't separate unlock and unlatch, so I find its native HomeKit integration quite dangerous to use.", author="u1")
    rec(P2_HBN10, [t, m1, m2], m3[1], True, "pronoun", ["the lock"], "With the Nuki Smart Lock's native HomeKit integration, if I accidentally hit the lock in the Home app, the door opens immediately and I have no way to close it while not at home.", author="u1")
    rec(P2_HBN10, [t, m1, m2, m3, m4], m5[1], True, "pronoun", ["this"], "With homebridge-nuki set to unlatchFromLockedToUnlocked: false and unlatchFromUnlockedToUnlocked: true, is there then no way to accidentally unlatch my Nuki-locked door by tapping in the Home app?", author="u1")
    rec(P2_HBN10, [t, m1, m2, m3, m4, m5], m6, True, "pronoun", ["this", "the additional settings"], "Yes: preventing an accidental unlatch by tapping the Nuki lock in the Home app is exactly why homebridge-nuki has the unlatchFromLockedToUnlocked and unlatchFromUnlockedToUnlocked settings.", author="u2")
    lend(P2_HBN10, [t, m1], P2_L_HOMEKIT, SAME, P2_NIO41)

    t = (U, "Every unlock is an unlatch", "u1")
    o1 = (U, "Every time I unlock the lock with Homekit, the apartment door opens completely.", "u1")
    o2 = (U, "I have activated the second lock (the \"latch\"-lock) to fully open the door in the configuration.", "u1")
    o3 = (U, "**Is there a way to unlock the lock without opening the door?**", "u1")
    o4 = (U, "I have already changed the door type in the Nuki app, but unfortunately that hasn't changed anything.", "u1")
    o5 = (A, "Homebridge NB should unlock the door, irrespective of the door setting (knob vs level).", "u2")
    o6 = (A, "What’s the output of `nb -DD -H `_hostname_`:`_port_`lockAction `_nukiID_ `0 1`?  Does this unlock or unlatch the door?", "u2")
    o7 = (U, "I've tried about 3 hours to run the command line tool, but I failed 😔", "u1")
    o8 = (U, P2_L_DOCKER, "u1")
    rec(P2_HBNB25, [t], o1[1], True, "pronoun", ["the lock"], "Every time I unlock my Nuki lock with HomeKit through Homebridge NB, the apartment door opens completely.", author="u1")
    rec(P2_HBNB25, [t, o1, o2], o3[1], True, "pronoun", ["the lock"], "Is there a way to unlock my Nuki lock through Homebridge NB without opening the door?", author="u1")
    # An attempt that leans on the thread's problem ("hasn't changed anything"), as rule 6's "I did but ...".
    rec(P2_HBNB25, [t, o1, o2, o3], o4[1], True, "ellipsis", ["that"], "I have already changed the door type in the Nuki app, but the door still opens completely whenever Homebridge NB unlocks my Nuki lock.", author="u1")
    # Names the plugin and states what it should do: a general claim (ruling before df36).
    rec(P2_HBNB25, [t, o1, o2, o3, o4], o5[1], False, SAME, [], None, author="u2")
    # An answer in a complete sentence naming its own subject (ruling before df36).
    rec(P2_HBNB25, [t, o1, o2, o3, o4, o5, o6, o7], o8[1], False, SAME, [], None, author="u1")
    lend(P2_HBNB25, [t, o1], P2_L_NATIVE, SELF, P2_HBN10)

    t = (U, "Only unlatch if current state is unlocked", "u1")
    p1 = (U, "Currently, if the door is locked and I hit the 'always unlatch' button, it unlocks AND unlatches the door.", "u1")
    p2 = (U, "Is it possible to add an options to only unlatch the door if the current state is unlocked?", "u1")
    p3 = (U, P2_L_AUTOUNLOCK, "u1")
    p4 = (U, "I want to avoid unlocking my door if I accidentally hit any unlock button from control center.", "u1")
    p5 = (A, P2_L_HOMEKIT, "u2")
    p6 = "@tschortsch3711 With v0.10.0 you can now use automations/scenes to dis-/allow unlatching."
    rec(P2_NIO41, [t], p1[1], True, "ellipsis", ["the 'always unlatch' button"], "Currently in homebridge-nukiio, if my Nuki-locked door is locked and I hit the 'always unlatch' button, it unlocks AND unlatches the door.", author="u1")
    rec(P2_NIO41, [t, p1], p2[1], True, "ellipsis", [], "Is it possible to add an option to homebridge-nukiio to only unlatch the door if the Nuki lock's current state is unlocked?", author="u1")
    # "it" is the door of the same sentence, and the Nuki App is named (rule 2).
    rec(P2_NIO41, [t, p1, p2], p3[1], False, SELF, [], None, author="u1")
    rec(P2_NIO41, [t, p1, p2, p3], p4[1], False, SAME, [], None, author="u1")
    rec(P2_NIO41, [t, p1, p2, p3, p4], p5[1], False, SAME, [], None, author="u2")
    rec(P2_NIO41, [t, p1, p2, p3, p4, p5], p6, True, "ellipsis", [], "With homebridge-nukiio v0.10.0 you can now use HomeKit automations/scenes to disallow or allow unlatching the Nuki lock.", author="u2")

    t = (U, "Smart Door Unlatch and lock state problems", "u1")
    q1 = (U, "I have correctly configured my smart door.", "u1")
    q2 = (U, "I have enabled the uses door latch option.", "u1")
    q3 = (U, "When the \"Allowed Unlatch\" switch is activated, the door opens without problems.", "u1")
    q4 = (U, "However, I cannot understand why once opened in the home app it immediately blocks and says closed when it is still open.", "u1")
    q5 = "Another thing that seems not to work is the update of the status and the status of the sensor."
    rec(P2_NIO90, [t], q1[1], True, "ellipsis", [], "I have correctly configured my Nuki Smart Door in homebridge-nukiio.", author="u1")
    rec(P2_NIO90, [t, q1], q2[1], True, "ellipsis", [], "I have enabled the usesDoorLatch option for my Nuki Smart Door in homebridge-nukiio.", author="u1")
    rec(P2_NIO90, [t, q1, q2, q3], q4[1], True, "pronoun", ["it"], "Once I open my Nuki Smart Door in the Home app through homebridge-nukiio, why does it immediately show as locked and closed when the door is still open?", author="u1")
    rec(P2_NIO90, [t, q1, q2, q3, q4], q5, True, "ellipsis", ["the sensor"], "In homebridge-nukiio, the lock status of my Nuki Smart Door and the status of its door sensor also do not seem to update.", author="u1")

    t = (U, "Open door function", "u1")
    r1 = (U, "Is there a way to add the open door function of the app?", "u1")
    r2 = (U, "It works well to lock and unlock the door.", "u1")
    r3 = (U, "But my door has a door knob so I need an open door function.", "u1")
    r4 = (A, "The unlatch command is supported.", "u2")
    r5 = (A, "Are you using it with homeassistant?", "u2")
    r6 = (A, P2_L_HANODOOR, "u2")
    rec(P2_RNB13, [t], r1[1], True, "ellipsis", ["the app"], "Is there a way to add the Nuki app's open door function to RaspiNukiBridge?", author="u1")
    rec(P2_RNB13, [t, r1], r2[1], True, "pronoun", ["It"], "RaspiNukiBridge works well to lock and unlock my Nuki-locked door.", author="u1")
    rec(P2_RNB13, [t, r1, r2, r3], r4[1], True, "ellipsis", [], "RaspiNukiBridge supports the Nuki unlatch command.", author="u2")
    rec(P2_RNB13, [t, r1, r2, r3, r4], r5[1], True, "pronoun", ["it"], "Are you using RaspiNukiBridge with Home Assistant?", author="u2")
    # Names Home Assistant and the command: a general claim (ruling before df36).
    rec(P2_RNB13, [t, r1, r2, r3, r4, r5], r6[1], False, SAME, [], None, author="u2")
    lend(P2_RNB13, [t, r1], P2_L_HOMEKIT, SAME, P2_NIO41)


def P2_carunits(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- car head units: wireless Android Auto dongles and CarPlay on a Raspberry Pi ----
    t = (U, "Android Headunit and HUR Support with raspebrry pi(WirelessAndroidAutoDongle)", "u1")
    a1 = (U, "I have Android Headunit . currently using Android auto with Headunit reloaded app", "u1")
    a2 = (U, "but when I tried to use this program. the phone shows android auto connected with raspberry pi but Head unit doesn't recognise the connected USB.", "u1")
    a3 = (A, "use Headunit Reloaded apps and tools for wireless functionality.", "u2")
    a4 = (A, "If your headunit does not have wifi (and/or bluetooth), then it might be indeed problem.", "u2")
    a5 = (U, "My head unit has wifi and Bluetooth. but it gets disconnected after some time.", "u1")
    a6 = "that means connection issues. It happens when connection is through 2.4 GHz wifi."
    rec(P2_WAA205, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_WAA205, [t, a1], a2[1], True, "pronoun", ["this program"], "When I tried WirelessAndroidAutoDongle, the phone shows Android Auto connected to the Raspberry Pi, but my Android head unit doesn't recognise the connected USB.", author="u1")
    rec(P2_WAA205, [t, a1, a2, a3], a4[1], True, "pronoun", ["it"], "If your head unit does not have Wi-Fi (and/or Bluetooth), that might indeed be why it doesn't recognise the WirelessAndroidAutoDongle Raspberry Pi.", author="u2")
    rec(P2_WAA205, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["it"], "My Android head unit has Wi-Fi and Bluetooth, but its WirelessAndroidAutoDongle connection gets disconnected after some time.", author="u1")
    rec(P2_WAA205, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["that", "It"], "A WirelessAndroidAutoDongle connection that drops after some time means connection issues; it happens when the connection is through 2.4 GHz Wi-Fi.", author="u2")

    t = (U, "Android Auto Disconnects during BT phone call", "u1")
    b1 = (U, P2_A_CALL, "u1")
    b2 = (U, "Then Android Auto reconnects when the phone call is ended.", "u1")
    b3 = "Headunit: Sony XAV 5500\nPhone: Google Pixel 6\nDongle board: Raspberry Pi Zero 2 W"
    rec(P2_WAA225, [t], b1[1], False, SAME, [], None, author="u1")
    rec(P2_WAA225, [t, b1], b2[1], True, "pronoun", ["Then", "the phone call"], "With WirelessAndroidAutoDongle, Android Auto reconnects when a phone call on my head unit has ended, after disconnecting during the call.", author="u1")
    # An environment fragment leans on the thread (rule 1).
    rec(P2_WAA225, [t, b1, b2], b3, True, "ellipsis", [], "My WirelessAndroidAutoDongle setup where Android Auto disconnects during phone calls: head unit Sony XAV 5500, phone Google Pixel 6, dongle board Raspberry Pi Zero 2 W.", author="u1")

    t = (U, "Frequent disconnections with ATOTO headunit", "u1")
    c1 = (U, P2_A_ATOTO, "u1")
    c2 = "I tried your project on an RPi4, but it didn't work at all. The head unit didn't even recognize the device."
    rec(P2_WAA7, [t], c1[1], False, SAME, [], None, author="u1")
    rec(P2_WAA7, [t, c1], c2, True, "pronoun", ["your project", "The head unit"], "I tried WirelessAndroidAutoDongle on a Raspberry Pi 4, but it didn't work at all with my ATOTO YS102SL; the head unit didn't even recognize the device.", author="u1")

    t = (U, "Which dongle?", "u1")
    d1 = (U, "carlinkit have so many dongles, but which one do I need?", "u1")
    d2 = (U, "I installed this repo on my raspberrypi 4 and there is \"Plug-In Carplay Dongle an Press\"", "u1")
    d3 = (U, "But which dongle? I'd like to uuse wireless", "u1")
    d4 = (A, "Creator has his own hardware, search for PIMOST HAT, you need something to sniff MOST network in order this to work properly.", "u2")
    d5 = (A, "Most bus is not required react CarPlay at all.", "u3")
    d6 = "The dongle required are the cpc200-ccpa or the wired equivalent."
    rec(P2_RCP73, [t], d1[1], True, "ellipsis", [], "Carlinkit has so many dongles; which one do I need for react-carplay?", author="u1")
    rec(P2_RCP73, [t, d1, d2, d3], d4[1], True, "pronoun", ["Creator", "this"], "The creator of react-carplay has his own hardware; search for the PIMOST HAT: you need something to sniff the MOST network for react-carplay to work properly.", author="u2")
    # Corrects the helper above but names the bus and the project: a general claim (rule 3 with rule 1).
    rec(P2_RCP73, [t, d1, d2, d3, d4], d5[1], False, SAME, [], None, author="u3")
    rec(P2_RCP73, [t, d1, d2, d3, d4, d5], d6, True, "ellipsis", ["The dongle required"], "The Carlinkit dongle required for react-carplay is the CPC200-CCPA or the wired equivalent.", author="u3")

    t = (U, "Why do we need calinkit?", "u1")
    e1 = (U, "Why do we need a calinkit? Can we not plug an iPhone directly into the pi? If not, why not? And can a calinkit not be reverse engineered so the pi can do it?", "u1")
    e2 = (A, P2_A_MFI, "u2")
    e3 = "I have a similar dongle called JoyeAuto WJAC-1. Would it be possible to make this work with your project?"
    rec(P2_RCP11, [t], e1[1], True, "ellipsis", ["the pi"], "Why does react-carplay need a Carlinkit dongle? Can we not plug an iPhone directly into the Raspberry Pi running react-carplay, and can a Carlinkit not be reverse engineered so the Pi can do it?", author="u1")
    # "this" is the MFI chip of the same sentence; a general claim naming Apple's chip (rule 2).
    rec(P2_RCP11, [t, e1], e2[1], False, SELF, [], None, author="u2")
    rec(P2_RCP11, [t, e1, e2], e3, True, "pronoun", ["your project", "this", "a similar dongle"], "I have a dongle similar to the Carlinkit, called JoyeAuto WJAC-1; would it be possible to make it work with react-carplay?", author="u3")

    t = (U, "Carlinkit CPC200-U2W-Plus & Raspberry Pi 3B Compatible?", "u1")
    f1 = (U, P2_A_PI3B, "u1")
    f2 = (U, "Do you know if these two are compatible?", "u1")
    f3 = "I've plugged in the dongle and pressed the \"Plug-In Carplay Dongle and Press\" button with no reaction."
    rec(P2_RCP55, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_RCP55, [t, f1], f2[1], True, "pronoun", ["these two"], "Is a Raspberry Pi 3B running Raspberry Pi OS (64 bit) compatible with a CPC200-U2W-Plus Carlinkit dongle for react-carplay?", author="u1")
    rec(P2_RCP55, [t, f1, f2], f3, True, "ellipsis", ["the dongle"], "I've plugged in my CPC200-U2W-Plus Carlinkit dongle and pressed react-carplay's \"Plug-In Carplay Dongle and Press\" button with no reaction.", author="u1")

    t = (U, "Has anyone ever got this working?", "u1")
    g1 = (U, "Hey, I've been thinking about making a wireless dongle for my car (carplay & android auto) with a raspberry pi and i've come across this repo", "u1")
    g2 = (U, "I understand that there are a lot of technical limitations/issues with a carplay adapter due to the MFi chip being a thing, which, if I've made the right research about it, should be what encrypts the communication between the iphone and the car.", "u1")
    g3 = (U, "would it be possible to buy one of those chips, solder it onto the rpi and actually make the connection/encryption-decryption work?", "u1")
    g4 = "Ok i take back what i said about soldering the chip, apparently it's REALLY small and i never realized it"
    rec(P2_WCP24, [t], g1[1], True, "pronoun", ["this repo"], "I've been thinking about making a wireless CarPlay and Android Auto dongle for my car with a Raspberry Pi, and I've come across the 45clouds WirelessCarPlay repository.", author="u1")
    # "it" is the MFi chip of the same sentence (rule 2).
    rec(P2_WCP24, [t, g1], g2[1], False, SELF, [], None, author="u1")
    rec(P2_WCP24, [t, g1, g2], g3[1], True, "pronoun", ["those chips", "it"], "Would it be possible to buy an Apple MFi chip, solder it onto a Raspberry Pi and make the CarPlay connection's encryption and decryption work with WirelessCarPlay?", author="u1")
    rec(P2_WCP24, [t, g1, g2, g3], g4, True, "pronoun", ["the chip"], "I take back what I said about soldering an Apple MFi chip onto a Raspberry Pi: the MFi chip is apparently REALLY small.", author="u1")
    lend(P2_WCP24, [t], P2_A_NODONGLE, SAME, P2_LVCP18)
    lend(P2_WCP24, [t, g1, g2], P2_A_PI3B, SAME, P2_RCP55)

    t = (U, "New feature request: Apple CarPlay support", "u1")
    h1 = (U, "Hi, I am thinking about installing this in a Prius 2009 2nd Gen, and I have an iPhone.", "u1")
    h2 = (U, "If possible, is it easy to add Apple CarPlay support if I wanted to fork this repository?", "u1")
    h3 = (A, "Unfortunately not 😟", "u2")
    h4 = (A, P2_A_DASHAA, "u2")
    h5 = (A, "But there would be a lot of work needed (if possible at all) to do something similar for CarPlay.", "u2")
    h6 = (A, "The only version of Apple Carplay for Raspberry Pi that I've seen or heard of is an app for Android.", "u3")
    rec(P2_DASH16, [t], h1[1], True, "pronoun", ["this"], "I am thinking about installing openDsh dash in a 2009 2nd-gen Prius, and I have an iPhone.", author="u1")
    rec(P2_DASH16, [t, h1], h2[1], True, "pronoun", ["this repository"], "Is it easy to add Apple CarPlay support to openDsh dash if I fork it?", author="u1")
    rec(P2_DASH16, [t, h1, h2], h3[1], True, "ellipsis", [], "Unfortunately it is not easy to add Apple CarPlay support to openDsh dash.", author="u2")
    # "it" is the open source Android Auto of the same sentence, and dash is named (rule 2).
    rec(P2_DASH16, [t, h1, h2, h3], h4[1], False, SELF, [], None, author="u2")
    rec(P2_DASH16, [t, h1, h2, h3, h4], h5[1], True, "pronoun", ["something similar"], "Building Apple CarPlay into openDsh dash, as was done with the open source Android Auto, would need a lot of work, if it is possible at all.", author="u2")
    rec(P2_DASH16, [t, h1, h2, h3, h4, h5], h6[1], False, SAME, [], None, author="u3")

    t = (U, "Running on Rasppberry pi", "u1")
    i1 = (U, "Is it possible to load the project up to a different ARM like Raspberry PI?", "u1")
    i2 = (U, P2_A_NODONGLE, "u1")
    i3 = (U, "But I think there is a custom chip to spoof the apple authentication, so I'm not sure it can be done without additional hardware", "u2")
    rec(P2_LVCP18, [t], i1[1], True, "pronoun", ["the project"], "Is it possible to load the wireless-carplay-dongle-reverse-engineering project onto a different ARM board like a Raspberry Pi?", author="u1")
    rec(P2_LVCP18, [t, i1], i2[1], False, SAME, [], None, author="u1")
    rec(P2_LVCP18, [t, i1, i2], i3[1], True, "pronoun", ["it"], "I think the wireless CarPlay dongles have a custom chip to spoof Apple authentication, so I'm not sure CarPlay on a Raspberry Pi can be done without additional hardware.", author="u2")
    lend(P2_LVCP18, [t, i1], P2_A_MFI, SELF, P2_RCP11)
    lend(P2_LVCP18, [t], P2_A_CALL, SAME, P2_WAA225)
    lend(P2_LVCP18, [t, i1, i2, i3], P2_A_PI3B, SAME, P2_RCP55)

    t = (U, "Which dongle do you recommend for android Auto", "u1")
    j1 = (U, "Instructions say you need a dongle. The Carlinkit folks sell many of these.", "u1")
    j2 = (U, "Is the dongle to plug into the Pi and trick your phone into thinking it's connecting to a Carplay enabled car entertainment system?", "u1")
    j3 = "Does that mean it's effectively streaming/re-streaming twice? Once from phone to Carplay, then from Pi to browser?"
    rec(P2_TARP42, [t], j1[1], True, "ellipsis", ["Instructions"], "The tesla-android android-raspberry-pi instructions say you need a dongle for Android Auto, and the Carlinkit folks sell many of them.", author="u1")
    rec(P2_TARP42, [t, j1], j2[1], True, "pronoun", ["the dongle", "the Pi"], "Is the dongle for tesla-android's Raspberry Pi plugged into the Pi to make the phone think it is connecting to a CarPlay-enabled car entertainment system?", author="u1")
    rec(P2_TARP42, [t, j1, j2], j3, True, "pronoun", ["that", "it"], "Does using a Carlinkit dongle with tesla-android's Raspberry Pi mean the video is effectively streamed twice, once from the phone to the dongle and then from the Pi to the browser?", author="u1")
    lend(P2_TARP42, [t], P2_A_ATOTO, SAME, P2_WAA7)
    lend(P2_TARP42, [t, j1], P2_A_DASHAA, SELF, P2_DASH16)
    lend(P2_TARP42, [t, j1, j2], P2_A_NODONGLE, SAME, P2_LVCP18)


def P2_watchfaces(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- smartwatch faces: Amazfit and Zepp OS watch faces, .bin editors and packers ----
    t = (U, "Horizon: It's impossible to load the Watchface in the Zepp Store", "u1")
    k1 = (U, P2_W_HORIZON, "u1")
    k2 = (U, P2_W_BALANCE, "u1")
    k3 = (A, "Hi! I see that users download this watchface.", "u2")
    k4 = (A, "I think the problem may be on the Zepp store side or with your connection.", "u2")
    k5 = "You can install it manually with zip-file: https://github.com/novvember/amazfit-watchfaces/releases/tag/horizon_1-0-2"
    # The opener names the watch face, the store and the message: complete in itself (rule 1).
    rec(P2_NAW50, [t], k1[1], False, SAME, [], None, author="u1")
    # A complete first-person environment sentence naming its subject (rule 1).
    rec(P2_NAW50, [t, k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_NAW50, [t, k1, k2], k3[1], True, "pronoun", ["this watchface"], "Users do download the Horizon watch face from the Zepp Store.", author="u2")
    rec(P2_NAW50, [t, k1, k2, k3], k4[1], True, "pronoun", ["the problem"], "The Zepp Store failing to load the Horizon watch face on an Amazfit Balance may be a problem on the Zepp Store side or with your connection.", author="u2")
    rec(P2_NAW50, [t, k1, k2, k3, k4], k5, True, "pronoun", ["it"], "You can install the Horizon watch face manually with the zip file: https://github.com/novvember/amazfit-watchfaces/releases/tag/horizon_1-0-2", author="u2")

    t = (U, "Spin2 text not display on watch face", "u1")
    l1 = (U, "Watch face applied but most text doesn't display on it.", "u1")
    l2 = (U, "I also tried apply spin2 watchface from zepp official app (watch faces) and got same result.", "u1")
    l3 = (U, "Device: Amazfit gtr3\nFirmware version: 7.47.5.1", "u1")
    l4 = (A, "The issue is that the watch face uses text with a custom font.", "u2")
    l5 = "This feature is supported in ZeppOS only starting from version 2.0."
    rec(P2_NAW1, [t], l1[1], True, "ellipsis", ["it"], "The Spin2 watch face is applied but most of its text doesn't display.", author="u1")
    rec(P2_NAW1, [t, l1], l2[1], True, "ellipsis", ["same result"], "I also tried applying the Spin2 watch face from the official Zepp app and most of its text still doesn't display.", author="u1")
    rec(P2_NAW1, [t, l1, l2], l3[1], True, "ellipsis", [], "The Spin2 watch face text doesn't display on my Amazfit GTR 3 with firmware 7.47.5.1.", author="u1")
    rec(P2_NAW1, [t, l1, l2, l3], l4[1], True, "pronoun", ["The issue", "the watch face"], "The Spin2 watch face's text doesn't display because it uses text with a custom font.", author="u2")
    rec(P2_NAW1, [t, l1, l2, l3, l4], l5, True, "pronoun", ["This feature"], "Text with a custom font in a watch face is supported in Zepp OS only from version 2.0.", author="u2")

    t = (U, "amazfit gtr support", "u1")
    m1 = (U, "Is there any chance for this editor to support the amazfit gtr as well?", "u1")
    m2 = (U, "It seems like it's using the same method with a .bin file containing json and images in it.", "u1")
    m3 = (A, "I'm working on it", "u2")
    m4 = "But now you can use this fork: https://ghbhaha.github.io/watchfaceEditor/"
    rec(P2_V1WE43, [t], m1[1], True, "pronoun", ["this editor"], "Is there any chance for v1ack's watchfaceEditor to support the Amazfit GTR as well?", author="u1")
    rec(P2_V1WE43, [t, m1], m2[1], True, "pronoun", ["It", "it"], "The Amazfit GTR seems to use the same watch face method as the watches watchfaceEditor supports, a .bin file containing JSON and images.", author="u1")
    rec(P2_V1WE43, [t, m1, m2], m3[1], True, "pronoun", ["it"], "I'm working on Amazfit GTR support in watchfaceEditor.", author="u2")
    rec(P2_V1WE43, [t, m1, m2, m3], m4, True, "ellipsis", ["now"], "Until watchfaceEditor supports the Amazfit GTR, you can use the fork at https://ghbhaha.github.io/watchfaceEditor/ for GTR watch faces.", author="u2")
    lend(P2_V1WE43, [t], P2_W_CREATED, SAME, P2_GPAT20)
    lend(P2_V1WE43, [t, m1], P2_W_GTR47, SAME, P2_AMZF250)

    t = (U, "Amazfit GTS Support in Future?", "u1")
    n1 = (U, P2_W_GTS, "u1")
    n2 = (U, "I made so many good Watchfaces for the BIP with your tool and would love to be creative again for my new watch :-)", "u1")
    n3 = (U, P2_W_BUNDLE, "u2")
    n4 = "Is your project would be using some work already done there to support GTS ?"
    rec(P2_V1WE52, [t], n1[1], False, SAME, [], None, author="u1")
    rec(P2_V1WE52, [t, n1], n2[1], True, "pronoun", ["your tool", "my new watch"], "I made many watch faces for the Amazfit Bip with watchfaceEditor and would love to do the same for my new Amazfit GTS.", author="u1")
    rec(P2_V1WE52, [t, n1, n2], n3[1], False, SAME, [], None, author="u2")
    rec(P2_V1WE52, [t, n1, n2, n3], n4, True, "pronoun", ["your project", "there"], "Would watchfaceEditor use some of the work already done in chm-dev/GTS-watchface-bundle to support the Amazfit GTS?", author="u2")

    t = (U, "GTS animation (beta)", "u1")
    o1 = (U, "Try to decompress the bin file of the green LCD digital dial, add a preview picture, repack it, upload it to GTS, and there will be a number that can't display a certain position normally, or simply cause GTS to restart continuously.", "u1")
    o2 = (U, "Can we judge that the compiled software may not be perfect enough?", "u1")
    o3 = "I have no way to test on GTS. On GTR 47, everything works fine."
    rec(P2_SAWE8, [t], o1[1], True, "ellipsis", [], "If I decompress the .bin file of the green LCD digital watch face with AmazFit_Watchface_Editor, add a preview picture, repack it and upload it to an Amazfit GTS, a digit at some position doesn't display or the GTS restarts continuously.", author="u1")
    rec(P2_SAWE8, [t, o1], o2[1], True, "pronoun", ["the compiled software"], "Can we conclude that AmazFit_Watchface_Editor's packing of GTS watch faces may not be perfect enough?", author="u1")
    rec(P2_SAWE8, [t, o1, o2], o3, True, "ellipsis", [], "I have no way to test AmazFit_Watchface_Editor on the Amazfit GTS; on the GTR 47, repacked watch faces work fine.", author="u2")
    lend(P2_SAWE8, [t], P2_W_BUNDLE, SAME, P2_V1WE52)
    lend(P2_SAWE8, [t, o1, o2], P2_W_CREATED, SAME, P2_GPAT20)
    lend(P2_SAWE8, [t, o1], P2_W_GTS, SAME, P2_V1WE52)

    t = (U, "Amazfit GTR 42mm Watchfaces are not regognized as valid.", "u1")
    p1 = (U, "When trying to send a new Watchface to my Amazfit GTR 42mm, App complains the Binary-File isn´t compatible/valid.", "u1")
    p2 = (U, P2_W_GTR47, "u1")
    p3 = (U, "The Watchfaces are not compatible to each other.", "u1")
    p4 = (U, "So it seems that this smaller 42mm-Variant is not prepared in the Code.", "u1")
    p5 = "I second this, this seems to be a problem for the GTR2 as well"
    rec(P2_AMZF250, [t], p1[1], True, "ellipsis", ["App"], "When I try to send a new watch face to my Amazfit GTR 42mm, Amazfish complains the binary file isn't compatible/valid.", author="u1")
    # Names both watches and their sizes: a general claim complete in itself (ruling before df36).
    rec(P2_AMZF250, [t, p1], p2[1], False, SAME, [], None, author="u1")
    rec(P2_AMZF250, [t, p1, p2], p3[1], True, "ellipsis", ["The Watchfaces"], "Watch faces of the Amazfit GTR 47mm and GTR 42mm are not compatible with each other.", author="u1")
    rec(P2_AMZF250, [t, p1, p2, p3], p4[1], True, "pronoun", ["this smaller 42mm-Variant", "the Code"], "It seems the Amazfit GTR 42mm variant is not handled in Amazfish's code for sending watch faces.", author="u1")
    rec(P2_AMZF250, [t, p1, p2, p3, p4], p5, True, "pronoun", ["this"], "Amazfish not recognising watch faces as valid seems to be a problem for the Amazfit GTR 2 as well, not only the GTR 42mm.", author="u2")
    lend(P2_AMZF250, [t], P2_W_BALANCE, SAME, P2_NAW50)

    t = (U, "Packed bin does not get installed", "u1")
    q1 = (U, P2_W_CREATED, "u1")
    q2 = (U, "Although they seem to be ok, when installed at the watch they fail.", "u1")
    q3 = "You can close this one too. Finally i've was able to create it, was a problem with a .png file."
    rec(P2_GPAT20, [t], q1[1], False, SAME, [], None, author="u1")
    rec(P2_GPAT20, [t, q1], q2[1], True, "pronoun", ["they"], "My watch faces for the Amazfit GTR 47mm packed with py_amazfit_tools seem OK, but they fail when installed on the watch.", author="u1")
    rec(P2_GPAT20, [t, q1, q2], q3, True, "pronoun", ["this one", "it"], "You can close my py_amazfit_tools issue about a packed GTR watch face not installing: I finally created it; the problem was a .png file.", author="u1")
    lend(P2_GPAT20, [t, q1], P2_W_HORIZON, SAME, P2_NAW50)
    lend(P2_GPAT20, [t, q1, q2], P2_W_GTR47, SAME, P2_AMZF250)

    t = (U, "Amazfit gtr2", "u1")
    r1 = (U, "Work with Amazfit gtr2 watchfaces?", "u1")
    r2 = "Not at all. I don't know the structure of watchfaces from gtr2/gts2."
    rec(P2_GPAT26, [t], r1[1], True, "ellipsis", [], "Does py_amazfit_tools work with Amazfit GTR 2 watch faces?", author="u1")
    rec(P2_GPAT26, [t, r1], r2, True, "ellipsis", [], "py_amazfit_tools does not work at all with Amazfit GTR 2 watch faces; I don't know the structure of GTR 2/GTS 2 watch faces.", author="u2")
    lend(P2_GPAT26, [t], P2_W_GTS, SAME, P2_V1WE52)
    lend(P2_GPAT26, [t, r1], P2_W_HORIZON, SAME, P2_NAW50)
    lend(P2_GPAT26, [t, r1], P2_W_BUNDLE, SAME, P2_V1WE52)

    t = (U, "Special custom watchface from Zepp application", "u1")
    s1 = (U, P2_W_ZEPPGEN, "u1")
    s2 = (U, "The resulting watchface is really weird.", "u1")
    s3 = (A, "such wf have GTS2 and GTR2 too. I don't know how to unpack this.", "u2")
    s4 = "So you think this .bin file is universal and would work on other watches?"
    # "it" is the Zepp application of the same sentence (rule 2).
    rec(P2_TPAT18, [t], s1[1], False, SELF, [], None, author="u1")
    rec(P2_TPAT18, [t, s1], s2[1], True, "pronoun", ["The resulting watchface"], "The watch face the Zepp application generates from a chosen background and text color is really weird.", author="u1")
    rec(P2_TPAT18, [t, s1, s2], s3[1], True, "pronoun", ["such wf", "this"], "The GTS 2 and GTR 2 also have watch faces generated by the Zepp application, and I don't know how to unpack them with py_amazfit_tools.", author="u2")
    rec(P2_TPAT18, [t, s1, s2, s3], s4, True, "pronoun", ["this .bin file"], "Do you think the .bin file of a Zepp-generated custom watch face is universal and would work on other Amazfit watches?", author="u1")
    lend(P2_TPAT18, [t], P2_W_GTR47, SAME, P2_AMZF250)
    lend(P2_TPAT18, [t, s1, s2], P2_W_BALANCE, SAME, P2_NAW50)


def P2_labelmakers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- label makers: Brother P-touch tape widths, blank labels and raster drivers ----
    t = (U, "at least one dimension needs to match the tape width (%i, %i) vs %i (111, 111, 70)", "u1")
    a1 = (U, P2_P_QR, "u1")
    a2 = (U, "I've created a QR code PNG file using the tool 'qrencode':\n`qrencode -o qr_label.png 'https://example.org'`", "u1")
    a3 = (U, "This creates a PNG file with a size of 111x111 pixels.", "u1")
    a4 = (U, "When I try to print this .png on my Brother P-touch E550W, I get the following error:", "u1")
    a5 = (U, "Brother PT-E550W (<SERIALNR>):\n + Media width: 12mm\n + Media type : LAMINATED_TAPE", "u1")
    a6 = "Is this a Python2 vs Python3 issue, or should I change the resolution of my PNG file to a specific size?"
    # The opener names what they print and the tool: a complete first-person statement (rule 1).
    rec(P2_BPT4, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_BPT4, [t, a1, a2], a3[1], True, "pronoun", ["This"], "The command `qrencode -o qr_label.png 'https://example.org'` creates a PNG file of 111x111 pixels.", author="u1")
    rec(P2_BPT4, [t, a1, a2, a3], a4[1], True, "pronoun", ["this .png"], "When I try to print a 111x111 pixel QR code PNG with brother_pt on my Brother P-touch E550W, I get the error \"at least one dimension needs to match the tape width (%i, %i) vs %i (111, 111, 70)\".", author="u1")
    # The printer's info output: an environment fragment that leans on the thread (rule 1).
    rec(P2_BPT4, [t, a1, a2, a3, a4], a5[1], True, "ellipsis", [], "brother_pt reports my Brother PT-E550W, which fails to print a 111x111 pixel QR code, as having 12mm laminated tape.", author="u1")
    rec(P2_BPT4, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["this"], "Is brother_pt's \"at least one dimension needs to match the tape width\" error for a 111x111 pixel PNG on 12mm tape a Python 2 vs Python 3 issue, or should I resize the PNG to a specific size?", author="u1")
    lend(P2_BPT4, [t], P2_P_CUSTOM, SAME, P2_PTD10)

    t = (U, "PT-9700PC fails to print on 36mm tape", "u1")
    b1 = (U, P2_P_9700, "u1")
    b2 = (U, "What I've discovered, (painfully) is that I can only print 24mm tall, and that printing to tz-36 is rotated.", "u1")
    b3 = "Anything bigger than this simply prints a blank label of the expected length."
    rec(P2_PTD3, [t], b1[1], False, SAME, [], None, author="u1")
    rec(P2_PTD3, [t, b1], b2[1], True, "ellipsis", [], "With printer-driver-ptouch on my Brother PT-9700PC, I can only print 24mm tall, and printing to tz-36 comes out rotated.", author="u1")
    rec(P2_PTD3, [t, b1, b2], b3, True, "pronoun", ["this"], "With printer-driver-ptouch on my Brother PT-9700PC, anything taller than 24mm simply prints a blank label of the expected length.", author="u1")

    t = (U, "PT-P700 empty print", "u1")
    c1 = (U, "I have tried using this driver with the PT-P700, but unfortunately it doesn't seem to work 100% correctly.", "u1")
    c2 = (U, "However, it only prints an empty label with the 24mm Tape.", "u1")
    c3 = (U, "Same problem here installed Debian printer-driver-ptouch (1.5.1-2) package.", "u2")
    c4 = (U, "9mm is working, 24mm is empty. No Windows available for test.", "u2")
    c5 = P2_P_PROTO
    rec(P2_PTD16, [t], c1[1], True, "pronoun", ["this driver"], "I have tried using printer-driver-ptouch with the Brother PT-P700, but it doesn't seem to work 100% correctly.", author="u1")
    rec(P2_PTD16, [t, c1], c2[1], True, "pronoun", ["it"], "printer-driver-ptouch only prints an empty label on the Brother PT-P700 with 24mm tape.", author="u1")
    rec(P2_PTD16, [t, c1, c2, c3], c4[1], True, "ellipsis", [], "With printer-driver-ptouch on the Brother PT-P700, 9mm tape prints but 24mm tape comes out empty.", author="u2")
    # A maintainer's general claim naming the printer, its protocol and the filter (ruling before df36).
    rec(P2_PTD16, [t, c1, c2, c3, c4], c5, False, SAME, [], None, author="u3")

    t = (U, "Issues with PT-E550W", "u1")
    d1 = (U, P2_P_E550W, "u1")
    d2 = (U, "Installed on Manjaro via the AUR.", "u1")
    d3 = P2_P_CUSTOM
    rec(P2_PTD10, [t], d1[1], False, SAME, [], None, author="u1")
    rec(P2_PTD10, [t, d1], d2[1], True, "ellipsis", [], "I installed printer-driver-ptouch for my Brother PT-E550W on Manjaro via the AUR.", author="u1")
    # An instruction naming the printers and the setting (df35's "You need to allow "LG Connect Apps"" ruling).
    rec(P2_PTD10, [t, d1, d2], d3, False, SAME, [], None, author="u2")

    t = (U, "[BUG] Incorrect pin config for PTP900W", "u1")
    e1 = (U, "On my PTP900W I tested the tapes I have in my possession (all Brother original) and found:\n* tape 6, 12, 24mm: I had to swap left & right pins\n* tape 18mm: I had to use 168 left and 158 right", "u1")
    e2 = (U, "PS: I made a CLI application to create, and print from, DXF templates, based on your library: https://github.com/bernieke/ptouch-template", "u1")
    e3 = "thanks for reporting - I will check against the tapes I have here at get back to you."
    rec(P2_NBPT19, [t], e1[1], True, "ellipsis", [], "With the nbuchwitz ptouch library on my Brother PT-P900W, I had to swap the left and right pins for 6, 12 and 24mm tape and use 168 left and 158 right for 18mm tape.", author="u1")
    rec(P2_NBPT19, [t, e1], e2[1], True, "pronoun", ["your library"], "I made a CLI application to create and print from DXF templates based on the nbuchwitz ptouch library: https://github.com/bernieke/ptouch-template", author="u1")
    rec(P2_NBPT19, [t, e1, e2], e3, True, "ellipsis", [], "Thanks for reporting the incorrect PT-P900W pin config in the ptouch library; I will check it against the tapes I have and get back to you.", author="u2")
    lend(P2_NBPT19, [t], P2_P_9700, SAME, P2_PTD3)
    lend(P2_NBPT19, [t, e1], P2_P_MARGIN, SAME, P2_PTPHP1)
    lend(P2_NBPT19, [t, e1, e2], P2_P_PROTO, SAME, P2_PTD16)

    t = (U, "Label Height Larger Than 128 px / 18mm", "u1")
    f1 = (U, "Have you had any luck printing a larger label height?  I am attempting to print to a 24mm label.", "u1")
    f2 = (A, "The label cartridge I have is the 24mm one that came with the printer.", "u2")
    f3 = (U, "I was not able to print the full label height of 24mm.", "u1")
    f4 = (U, "It appears the print head is only 18mm wide, and therefore purchasing a label larger than 18mm has no advantage with the PT-P700.", "u1")
    f5 = (A, "The 24mm role has 128 printable pixels, at the printer resolution of 180 DPI that should result in a 18.06 mm high image.", "u2")
    f6 = P2_P_MARGIN
    rec(P2_PTPHP1, [t], f1[1], True, "ellipsis", [], "Have you had any luck printing a label taller than 128 px / 18mm with ptouch-php? I am attempting to print to a 24mm label.", author="u1")
    rec(P2_PTPHP1, [t, f1], f2[1], True, "ellipsis", ["the printer"], "The label cartridge I use with ptouch-php is the 24mm one that came with the Brother P-touch printer.", author="u2")
    rec(P2_PTPHP1, [t, f1, f2, f3], f4[1], False, SAME, [], None, author="u1")
    rec(P2_PTPHP1, [t, f1, f2, f3, f4], f5[1], True, "ellipsis", ["the printer"], "The 24mm TZe roll has 128 printable pixels; at the Brother PT-P700's resolution of 180 DPI that should give an 18.06 mm high image.", author="u2")
    rec(P2_PTPHP1, [t, f1, f2, f3, f4, f5], f6, False, SAME, [], None, author="u2")
    lend(P2_PTPHP1, [t, f1], P2_P_E550W, SAME, P2_PTD10)

    t = (U, "print with 12mm tape", "u1")
    g1 = (U, "I  want to print with 12mm tape on the PT-P710BT, but i don't know what to change in the code.", "u1")
    g2 = (U, "I've already tried changing the image size to 64x64 and  `IMAGE_HEIGHT = 64` but this alone doesn't work.", "u1")
    g3 = (U, "Color format of the png is 8bit grayscale with alpha channel.", "u1")
    g4 = (U, "I could not try if it works with 24mm tape since i don't have any.", "u1")
    g5 = "I had to replace the `\\x18` = 24 by `\\x0C` = 12."
    rec(P2_P710_3, [t], g1[1], True, "ellipsis", ["the code"], "I want to print with 12mm tape on the Brother PT-P710BT using pt-p710bt-label-maker, but I don't know what to change in its code.", author="u1")
    rec(P2_P710_3, [t, g1, g2], g3[1], True, "ellipsis", ["the png"], "The PNG I print with pt-p710bt-label-maker on 12mm tape is 8-bit grayscale with an alpha channel.", author="u1")
    rec(P2_P710_3, [t, g1, g2, g3], g4[1], True, "pronoun", ["it"], "I could not try whether pt-p710bt-label-maker works with 24mm tape since I don't have any.", author="u1")
    rec(P2_P710_3, [t, g1, g2, g3, g4], g5, True, "ellipsis", [], "To print on 12mm tape with pt-p710bt-label-maker I had to replace `\\x18` (24) by `\\x0C` (12) in the print information command.", author="u1")
    lend(P2_P710_3, [t], P2_P_QR, SAME, P2_BPT4)
    lend(P2_P710_3, [t, g1], P2_P_PROTO, SAME, P2_PTD16)

    # A pull request: its author (matmair) is `assistant`, the tester (stv0g) `user`, as df35's nfarina PR.
    h0 = (A, "Update labels.py", "u1")
    h1 = (A, "Added ptouch tape sizes from https://download.brother.com/welcome/docp100407/cv_ptp900_eng_raster_101.pdf, page 20\nTested with 36mm tape on PT_P950NW printer", "u1")
    h2 = (A, "There are some discrepancies with those values between PRs - I do not have a PT printer available so I can not verify the labels.", "u1")
    h3 = (U, "I tested this PR with a 9mm tape. But It just prints an empty label which is also longer than specified.", "u2")
    h4 = "I measured the label to 86mm length when it should be 50mm instead."
    rec(P2_BQLI10, [h0, h1], h2[1], True, "pronoun", ["those values"], "There are discrepancies in the P-touch tape size values between the brother_ql-inventree labels.py pull requests, and I have no PT printer to verify the labels.", author="u1")
    rec(P2_BQLI10, [h0, h1, h2], h3[1], True, "pronoun", ["this PR"], "I tested the brother_ql-inventree pull request adding P-touch tape sizes with 9mm tape, but it just prints an empty label that is also longer than specified.", author="u2")
    rec(P2_BQLI10, [h0, h1, h2, h3], h4, True, "ellipsis", ["the label"], "With the brother_ql-inventree P-touch tape size pull request, my 9mm label measured 86mm long when it should be 50mm.", author="u2")
    lend(P2_BQLI10, [h0, h1], P2_P_CUSTOM, SAME, P2_PTD10)
    lend(P2_BQLI10, [h0], P2_P_RASTER, SELF, P2_BLAB7)
    lend(P2_BQLI10, [h0, h1, h2], P2_P_E550W, SAME, P2_PTD10)

    t = (U, "Add 3.5mm tape and correct geometry for 360 dpi P-touch printers", "u1")
    i1 = (U, "Since it looks like this plugin is going to be used for InvenTree, I would like to see all tapes to be correct for the PT series of printers.", "u1")
    i2 = (U, P2_P_RASTER, "u1")
    i3 = "The values for the pte labels match the Brother raster language definition, so they should work fine."
    rec(P2_BLAB7, [t], i1[1], True, "pronoun", ["this plugin"], "Since brother-label looks set to be used for InvenTree, I would like all tapes in brother-label to be correct for the Brother PT series of printers.", author="u1")
    # "it" is the 3.5mm tape of the same sentence (rule 2).
    rec(P2_BLAB7, [t, i1], i2[1], False, SELF, [], None, author="u1")
    rec(P2_BLAB7, [t, i1, i2], i3, True, "ellipsis", ["the pte labels"], "The proposed brother-label definitions for the 180 dpi P-touch (pte) labels match the Brother raster language definition, so they should work fine.", author="u1")
    lend(P2_BLAB7, [t], P2_P_9700, SAME, P2_PTD3)
    lend(P2_BLAB7, [t, i1, i2], P2_P_QR, SAME, P2_BPT4)
    lend(P2_BLAB7, [t, i1], P2_P_MARGIN, SAME, P2_PTPHP1)


def P2_purifiers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- air purifiers: Levoit Core and Vital purifiers on ESPHome, Homebridge and a Home Assistant card ----
    t = (U, "Filter Life (200s)", "u1")
    a1 = (U, "Any way to add support for tracking the filter's life like with the VeSync app?", "u1")
    a2 = (A, "From my testing this appears to be handled in the original VeSync firmware, so it would need to be reimplemented in the esphome firmware.", "u2")
    a3 = (A, "I'm guessing it is a function of run time and fan speed.", "u2")
    a4 = (A, "i have a working version here: \nhttps://github.com/tuct/esphome-projects/tree/main/projects/free-levoit/levoit-core300s", "u3")
    a5 = (A, "the filter life time is based in the actual runtime and speed and implemented on the esp side.", "u3")
    a6 = (U, "Will this work with the 200s? I see you've noted it but doesn't look like it's been confirmed and I don't want to brick it", "u1")
    a7 = "@tuct it would be great if we could get a PR for filter life, would really improve the QoL of this repo. thanks!"
    rec(P2_ELAP54, [t], a1[1], True, "ellipsis", [], "Is there any way to add filter life tracking, like the VeSync app's, to esphome-levoit-air-purifier for the Levoit Core 200S?", author="u1")
    rec(P2_ELAP54, [t, a1], a2[1], True, "pronoun", ["this", "it"], "Levoit filter life tracking appears to be handled in the original VeSync firmware, so it would need to be reimplemented in the esphome-levoit-air-purifier firmware.", author="u2")
    rec(P2_ELAP54, [t, a1, a2, a3, a4], a5[1], True, "ellipsis", ["the filter life time"], "In tuct's ESPHome Levoit Core 300S project, the filter life time is based on the actual runtime and fan speed and implemented on the ESP side.", author="u3")
    rec(P2_ELAP54, [t, a1, a2, a3, a4, a5], a6[1], True, "pronoun", ["this", "it"], "Will tuct's ESPHome Levoit firmware with filter life tracking work on the Levoit Core 200S? It doesn't look confirmed and I don't want to brick my purifier.", author="u1")
    rec(P2_ELAP54, [t, a1, a2, a3, a4, a5, a6], a7, True, "pronoun", ["this repo"], "@tuct it would be great to get a pull request adding filter life tracking to esphome-levoit-air-purifier; it would really improve its quality of life.", author="u4")

    t = (U, "Levoit Core 200S - Fan Speed control", "u1")
    b1 = (U, "I've succesfully installed it on a Levoit Core 200S and all seems to be working fine however, I don't have the option to control the fan speed (0, 1, 2 or 3) in HA", "u1")
    b2 = (A, P2_V_FANENT, "u2")
    b3 = "Oh… you are right :-S I didn’t realize on that!"
    rec(P2_ELAP21, [t], b1[1], True, "pronoun", ["it"], "I've installed esphome-levoit-air-purifier on a Levoit Core 200S and all seems to work, but I don't have the option to control the fan speed (0, 1, 2 or 3) in Home Assistant.", author="u1")
    # The entity is named and "it" is that entity, within the sentence (rule 2; an answer naming its subject, ruling before df36).
    rec(P2_ELAP21, [t, b1], b2[1], False, SELF, [], None, author="u2")
    rec(P2_ELAP21, [t, b1, b2], b3, True, "pronoun", ["that"], "You are right, I didn't realize the esphome-levoit-air-purifier \"Levoit Purifier\" entity is a fan whose icon gives the speed options.", author="u1")

    t = (U, "Levoit Purifier Component always reports state: off", "u1")
    c1 = (U, "I've just flashed my core300s and controlling the device works, however the fan speed reporting doesn't work properly.", "u1")
    c2 = (U, "When changing the fan speed both using the web interface and the buttons on the device itself the device reports back with the correct speed but state OFF", "u1")
    c3 = P2_V_ESPHOME
    rec(P2_ELAP22, [t], c1[1], True, "ellipsis", [], "I've just flashed my Levoit Core 300S with esphome-levoit-air-purifier; controlling it works, but its fan speed reporting doesn't work properly.", author="u1")
    # A complete first-person environment sentence naming its subject (rule 1).
    rec(P2_ELAP22, [t, c1, c2], c3, False, SAME, [], None, author="u1")

    t = (U, "Levoit LV-PUR131S support", "u1")
    d1 = (U, "Hello,  installed the plugin to controll Levoit 131s purifier but every time the plugin update device state I get this error in homebridge log", "u1")
    d2 = (U, P2_V_LOG, "u1")
    d3 = (A, "@juanpixito I have made some updates to try to better support these device classes.", "u2")
    d4 = (A, "I don't own one of these models specifically so it is difficult to test.", "u2")
    d5 = (U, "That is a lot better. The only issue I see is that it doesn't update the speed when you turn on the power.", "u3")
    d6 = "I waited, it and did update after like 30 seconds, but to max and it wasn't on max. Odd."
    rec(P2_TSV10, [t], d1[1], True, "pronoun", ["the plugin", "this error"], "I installed homebridge-tsvesync to control my Levoit LV-PUR131S purifier, but every time the plugin updates the device state I get an error in the Homebridge log.", author="u1")
    # The log names its plugin ("[VeSync]"), the purifier and the call in full (rule 1, quoted errors).
    rec(P2_TSV10, [t, d1], d2[1], False, SAME, [], None, author="u1")
    rec(P2_TSV10, [t, d1, d2], d3[1], True, "pronoun", ["these device classes"], "I have updated homebridge-tsvesync to try to better support the Levoit LV-PUR131S purifier class.", author="u2")
    rec(P2_TSV10, [t, d1, d2, d3], d4[1], True, "pronoun", ["these models"], "I don't own a Levoit LV-PUR131S, so it is difficult for me to test homebridge-tsvesync with it.", author="u2")
    rec(P2_TSV10, [t, d1, d2, d3, d4], d5[1], True, "pronoun", ["That", "it"], "homebridge-tsvesync's update is a lot better for the Levoit LV-PUR131S; the only issue is that it doesn't update the fan speed when you turn the power on.", author="u3")
    rec(P2_TSV10, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["it"], "After about 30 seconds homebridge-tsvesync did update the Levoit purifier's fan speed after power-on, but to max although it wasn't on max.", author="u3")

    t = (U, "Add Support for Levoit Air Purifiers", "u1")
    e1 = (U, "I was hoping you might add support for Levoit Air Purifiers.", "u1")
    e2 = (U, P2_V_PUR131, "u1")
    e3 = (U, "The air purifier is connected to Home Assistant via VeSync integration.", "u1")
    e4 = (A, "Just go ahead and try your model with this card.", "u2")
    e5 = "I can't test it with every purifier."
    rec(P2_PURC107, [t], e1[1], True, "ellipsis", [], "Could purifier-card add support for Levoit air purifiers?", author="u1")
    rec(P2_PURC107, [t, e1], e2[1], False, SAME, [], None, author="u1")
    rec(P2_PURC107, [t, e1, e2], e3[1], True, "pronoun", ["The air purifier"], "My Levoit LV-PUR131 air purifier is connected to Home Assistant via the VeSync integration.", author="u1")
    rec(P2_PURC107, [t, e1, e2, e3], e4[1], True, "pronoun", ["your model", "this card"], "Just try your Levoit LV-PUR131 with purifier-card.", author="u2")
    rec(P2_PURC107, [t, e1, e2, e3, e4], e5, True, "pronoun", ["it"], "I can't test purifier-card with every air purifier.", author="u2")
    lend(P2_PURC107, [t, e1], P2_V_ESPHOME, SAME, P2_ELAP22)

    t = (U, "Vital S200 Controls", "u1")
    f1 = (U, "While I am happy to see that the plugin supports Vital 200S, there does seem to be a problem in which the fan speeds can't be adjusted (with the exception to sleep mode), and Auto Mode can't be toggled.", "u1")
    f2 = (U, "The plugin also takes a moment for it to update if changes are made on the physical device.", "u1")
    f3 = (U, "May be related but mine is not pulling in the air quality sensor info tile (aq/pm2.5).", "u2")
    f4 = "Same issue with the Vital S200. Auto mode toggle does not work"
    rec(P2_HBLAP100, [t], f1[1], True, "pronoun", ["the plugin"], "homebridge-levoit-air-purifier supports the Levoit Vital 200S, but its fan speeds can't be adjusted (except sleep mode) and Auto Mode can't be toggled.", author="u1")
    rec(P2_HBLAP100, [t, f1], f2[1], True, "pronoun", ["The plugin"], "homebridge-levoit-air-purifier also takes a moment to update when changes are made on the Levoit Vital 200S itself.", author="u1")
    rec(P2_HBLAP100, [t, f1, f2], f3[1], True, "ellipsis", ["mine"], "My Levoit Vital 200S in homebridge-levoit-air-purifier is not pulling in the air quality (PM2.5) sensor tile.", author="u2")
    rec(P2_HBLAP100, [t, f1, f2, f3], f4, True, "ellipsis", ["Same issue"], "With homebridge-levoit-air-purifier and the Levoit Vital 200S, the Auto Mode toggle does not work.", author="u3")
    lend(P2_HBLAP100, [t], P2_V_PUR131, SAME, P2_PURC107)
    lend(P2_HBLAP100, [t, f1], P2_V_LOG, SAME, P2_TSV10)

    t = (U, "Feature Suggestions", "u1")
    g1 = (U, "Is it possible to add functionality for the sleep feature, and the timer feature?", "u1")
    g2 = (U, "Maybe a notification of filter life too?", "u1")
    g3 = (A, P2_V_FILTERAPP, "u2")
    g4 = "As far I know, Homekit API does not support this at the moment. Homekit API also does not support Sleep Mode at the moment."
    rec(P2_HBLCC1, [t], g1[1], True, "ellipsis", [], "Is it possible to add the Levoit Core purifier's sleep and timer features to homebridge-levoitcore-client?", author="u1")
    rec(P2_HBLCC1, [t, g1], g2[1], True, "ellipsis", [], "Could homebridge-levoitcore-client also give a filter life notification for the Levoit Core purifier?", author="u1")
    # "it" is the development of the same sentence; the app is named (rule 2).
    rec(P2_HBLCC1, [t, g1, g2], g3[1], False, SELF, [], None, author="u2")
    rec(P2_HBLCC1, [t, g1, g2, g3], g4, True, "pronoun", ["this"], "As far as I know, the HomeKit API does not support time-based automation of a Levoit purifier's timer at the moment, nor Sleep Mode.", author="u2")
    lend(P2_HBLCC1, [t], P2_V_FANENT, SELF, P2_ELAP21)
    lend(P2_HBLCC1, [t, g1], P2_V_ESPHOME, SAME, P2_ELAP22)


def P2_scales(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- bathroom scales: Xiaomi Mi Scale and body composition readings over Bluetooth ----
    t = (U, "Bluetooth connection issues with supported Xiaomi Mi scale v2", "u1")
    a1 = (U, "Well, in the Bluetooth connection app of android i can scan and see the device but not been able to connect with the hint \"connection only possible with an app\".", "u1")
    a2 = (U, "In openscale the same issue: detection possitive but no connection possible.", "u1")
    a3 = P2_S_GOTO
    rec(P2_OSC676, [t, a1], a2[1], True, "ellipsis", ["the same issue"], "In openScale my Xiaomi Mi Scale v2 is detected but no connection is possible.", author="u1")
    # An instruction naming the app and its settings; "it" is the scale of the same sentence (rule 2).
    rec(P2_OSC676, [t, a1, a2], a3, False, SELF, [], None, author="u2")

    t = (U, "OpenScale not connecting to Mi Scale v2", "u1")
    b1 = (U, P2_S_XMTZC02, "u1")
    b2 = (U, P2_S_NOCONNECT, "u1")
    b3 = "I powered off my phone. Powered back on again and now it works."
    rec(P2_OSC362, [t], b1[1], False, SAME, [], None, author="u1")
    # "it" is OpenScale, and the scale is named, within the sentence (rule 2).
    rec(P2_OSC362, [t, b1], b2[1], False, SELF, [], None, author="u1")
    rec(P2_OSC362, [t, b1, b2], b3, True, "pronoun", ["it"], "After I powered my phone off and on again, openScale now connects to my Mi Body Composition Scale XMTZC02HM.", author="u1")

    t = (U, "I wanna buy a scale, but I can't figure out what would be the smoothest experience.", "u1")
    c1 = (U, "As the title says, I would like to buy a scale to use with the open scale app.", "u1")
    c2 = (U, "Initially I was thinking to get the Xiaomi Mi Body Composition Scale 2, but I can read that it used to be a problem that you couldn't monitor body metrics on that scale. Is this still the case?", "u1")
    c3 = (U, "Hi I have the very same scale from few weeks and works fine with my Pixel 4a.", "u2")
    c4 = P2_S_V2METRIC
    # Restates the title with the app named; "As the title says" only says where it was said first (rule 1). Hard call.
    rec(P2_OSC830, [t], c1[1], False, SAME, [], None, author="u1")
    rec(P2_OSC830, [t, c1], c2[1], True, "ellipsis", [], "Is it still a problem that openScale can't show body metrics from the Xiaomi Mi Body Composition Scale 2?", author="u1")
    rec(P2_OSC830, [t, c1, c2, c3], c4, False, SAME, [], None, author="u3")

    t = (U, "Xiaomi Mi Body Composition Scale 2 Bluetooth 5.0 not 4.x version", "u1")
    d1 = (U, P2_S_BT42, "u1")
    d2 = "If I bought a Bluetooth 5.0 version ,\"Xiaomi Mi Body Composition Scale 2 Bluetooth 5.0\" it is also supported?"
    rec(P2_OSC549, [t], d1[1], False, SAME, [], None, author="u1")
    rec(P2_OSC549, [t, d1], d2, True, "ellipsis", [], "Is the Bluetooth 5.0 version of the Xiaomi Mi Body Composition Scale 2 also supported by openScale?", author="u1")

    t = (U, "work perfect!!!", "u1")
    e0 = (U, "i dont know how to send you massage but maybe you can build integration same for Xiaomi Mi Scale?", "u1")
    e1 = (A, "Which scale do you have, can you send me a picture?", "u2")
    e2 = (A, "What happens when you try to run my app? Do you get any data? What do you see in the logs?", "u2")
    e3 = (U, "I have Xiaomi Mi Weight Scale 2 XMTZC04HM. How do you think it will work? It sends only weight value", "u3")
    e4 = (A, "@lukich48 it doesn't look like your scale has Bluetooth?", "u2")
    e5 = "@lolouk44 No, it has bluetooth. I receive values of weight in Mi Fit through bluetooth ."
    rec(P2_XMS10, [t, e0], e1[1], True, "ellipsis", [], "Which Xiaomi Mi scale do you have for xiaomi_mi_scale? Can you send me a picture?", author="u2")
    rec(P2_XMS10, [t, e0, e1], e2[1], True, "pronoun", ["my app"], "What happens when you try to run xiaomi_mi_scale with your Xiaomi scale? Do you get any data, and what do you see in the logs?", author="u2")
    rec(P2_XMS10, [t, e0, e1, e2], e3[1], True, "pronoun", ["it"], "I have a Xiaomi Mi Weight Scale 2 XMTZC04HM; how do you think xiaomi_mi_scale will work with it? It sends only a weight value.", author="u3")
    rec(P2_XMS10, [t, e0, e1, e2, e3], e4[1], True, "pronoun", ["your scale"], "It doesn't look like the Xiaomi Mi Weight Scale 2 XMTZC04HM has Bluetooth, does it?", author="u2")
    rec(P2_XMS10, [t, e0, e1, e2, e3, e4], e5, True, "pronoun", ["it"], "The Xiaomi Mi Weight Scale 2 XMTZC04HM does have Bluetooth: I receive its weight values in Mi Fit through Bluetooth.", author="u3")

    t = (U, "Use with Bidge ESP32 and ESPHome", "u1")
    y1 = (U, "I would like to ask for an aid to be able to use this project by integrating it with a bridge made with an ESP32 and connected with Home assistant via ESPHome. it's possible?", "u1")
    y2 = (A, "Thanks for your interest. An official ESPHome integration already exists:\nhttps://esphome.io/components/sensor/xiaomi_miscale.html", "u2")
    y3 = (U, "Thanks for the answer, I have already seen the official integration of ESPHome but you can only extract two values (weight and impedance) while with your integration it is possible to extract many more values (BMI, water, visceral fat, etc.).", "u1")
    y4 = (A, "no that wouln't work.\nMy code is based on a docker container running linux, HCI0 is location of the Bluetooth radio on a Linux system.", "u2")
    y5 = P2_S_ESPHOMEBASE
    rec(P2_XMS50, [t], y1[1], True, "pronoun", ["this project"], "Can xiaomi_mi_scale be used with an ESP32 Bluetooth bridge connected to Home Assistant via ESPHome?", author="u1")
    rec(P2_XMS50, [t, y1], y2[1], True, "ellipsis", [], "An official ESPHome integration for the Xiaomi Mi Scale already exists: https://esphome.io/components/sensor/xiaomi_miscale.html", author="u2")
    rec(P2_XMS50, [t, y1, y2], y3[1], True, "pronoun", ["your integration"], "The official ESPHome Xiaomi Mi Scale integration only extracts weight and impedance, while xiaomi_mi_scale extracts many more values (BMI, water, visceral fat, etc.).", author="u1")
    # Names ESPHome and says what it is: a general claim (ruling before df36).
    rec(P2_XMS50, [t, y1, y2, y3, y4], y5, False, SAME, [], None, author="u2")
    lend(P2_XMS50, [t], P2_S_XMTZC02, SAME, P2_OSC362)

    t = (U, "Mi Scale 2", "u1")
    x1 = (U, "Hello! very wonderful work! one question, I read that it should support the Mi Scale 2, but how did you manage to add the scale to the gateway?", "u1")
    x2 = (A, "The data from the scales is unencrypted. You just need to weigh yourself", "u2")
    rec(P2_GW3_2, [t], x1[1], True, "pronoun", ["it", "the gateway"], "I read that AlexxIT's gw3 should support the Mi Scale 2; how do you add the scale to the Xiaomi gateway?", author="u1")
    rec(P2_GW3_2, [t, x1], x2[1], True, "ellipsis", [], "To add a Mi Scale 2 to gw3 you just need to weigh yourself: the data from the scale is unencrypted.", author="u2")
    lend(P2_GW3_2, [t], P2_S_BT42, SAME, P2_OSC549)
    lend(P2_GW3_2, [t, x1], P2_S_NOCONNECT, SELF, P2_OSC362)
    lend(P2_GW3_2, [t], P2_S_ESPHOMEBASE, SAME, P2_XMS50)
    lend(P2_GW3_2, [t, x1, x2], P2_S_GOTO, SELF, P2_OSC676)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_curtains, P2_locks, P2_carunits, P2_watchfaces, P2_labelmakers, P2_purifiers, P2_scales):
        area(rec, U, A, lend, SAME, SELF)
