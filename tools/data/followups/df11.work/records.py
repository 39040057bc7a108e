"""df11 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Fitting data aimed at the detector's known weakness: standalone questions asked inside a thread
of the same area whose subject is a tool named in lower case (jedis, rspack, podman, valkey), and
real follow-ups that name a tool the thread already used in lower case; see `df11.decisions.md`."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- containers: podman instead of docker ----
VECTOR = GH + "vectordotdev/vector/pull/1736"
MINISWE = GH + "SWE-agent/mini-swe-agent/pull/101"
SLICK = GH + "scmmishra/slick-deploy/issues/24"
TNF = GH + "redhat-best-practices-for-k8s/test-network-function/issues/171"
TOOLHIVE = GH + "stacklok/toolhive/issues/1573"
DEVOPS = GH + "tungbq/devops-basics/issues/303"
# ---- downloaders: yt-dlp instead of youtube-dl ----
NCD = GH + "shiningw/ncdownloader/issues/36"
WEBDL = GH + "Timber1900/WebDL/issues/76"
# ---- key-value stores: valkey instead of redis ----
TAKEOUT = GH + "tighten/takeout/issues/379"
DBBACKUP = GH + "RealOrangeOne/docker-db-auto-backup/issues/81"
TASKIQ = GH + "taskiq-python/taskiq-redis/issues/120"
PUPPET = GH + "voxpupuli/puppet-redis/issues/573"
ASYNCREDIS = GH + "socketry/async-redis/issues/57"
SHLINK = GH + "shlinkio/shlink.io/issues/897"
PROTOBUF = GH + "sewenew/redis-protobuf/issues/29"
JEDIS = GH + "redis/jedis/issues/3916"
VERTX = GH + "vert-x3/vertx-redis-client/pull/556"
# ---- one port for ssh and https (sslh) ----
STREISAND = GH + "StreisandEffect/streisand/pull/53"
STDISC = GH + "StreisandEffect/discussions/issues/105"
SPKSRC = GH + "SynoCommunity/spksrc/issues/799"
# ---- backups through rclone ----
RUSTIC348 = GH + "rustic-rs/rustic/issues/348"
RUSTIC343 = GH + "rustic-rs/rustic/issues/343"
# ---- vector databases: chroma ----
COGNITA = GH + "truefoundry/cognita/issues/431"
DBX = GH + "t8y2/dbx/issues/1857"

# ---- JavaScript runtimes and package managers: deno, bun, pnpm ----
DENOALGO = GH + "trekhleb/javascript-algorithms/issues/623"
GOOGLESR = GH + "typicalninja/google-sr/pull/42"
PQUEUE = GH + "sindresorhus/p-queue/issues/173"
ENVINFO = GH + "tabrindle/envinfo/pull/269"
JSSM = GH + "StoneCypher/jssm/pull/550"
EXECJS = GH + "rails/execjs/pull/127"
WEBCONT = GH + "stackblitz/webcontainer-core/issues/1249"
RSPACK = GH + "web-infra-dev/rspack/issues/4203"
# ---- screen sharing under sway ----
SWAY4412 = GH + "swaywm/sway/issues/4412"
SWAY6759 = GH + "swaywm/sway/issues/6759"
SWAY5083 = GH + "swaywm/sway/issues/5083"
SWAY3282 = GH + "swaywm/sway/issues/3282"

# ---- tmux sessions restored by tmux-resurrect ----
TMUX3724 = GH + "tmux/tmux/issues/3724"
RES463 = GH + "tmux-plugins/tmux-resurrect/issues/463"
RES192 = GH + "tmux-plugins/tmux-resurrect/issues/192"
RES413 = GH + "tmux-plugins/tmux-resurrect/issues/413"
RES452 = GH + "tmux-plugins/tmux-resurrect/issues/452"

# ---- ZeroTier relayed connections ----
ZT926 = GH + "zerotier/ZeroTierOne/issues/926"
ZT748 = GH + "zerotier/ZeroTierOne/issues/748"
ZT891 = GH + "zerotier/ZeroTierOne/issues/891"
ZT1371 = GH + "zerotier/ZeroTierOne/issues/1371"
ZT2203 = GH + "zerotier/ZeroTierOne/issues/2203"

# ---- sqlite instead of postgres ----
SZURU = GH + "rr-/szurubooru/issues/487"

# Threads that only lend a question: the rest of each is no exchange, or one the part's rows already cover.
QUESTION_ONLY: tuple[str, ...] = (WEBDL, DBX, RES413, RES452, ZT1371, ZT2203)

# ---- the bank: real questions from df11 threads, placed after another df11 thread of the same area ----
# Name their subject (traps wherever they go):
Q_JEDIS = "Does jedis support valkey connections ?"
Q_JEDIS2 = "Does jedis supports interface to Valkey in java?"
Q_SHLINK = "Shlink has supported redis for some time for a few features. The integration is done via predis, which currently supports both Redis and ValKey (a Redis fork), so it should be mentioned in the docs that both technologies are supported."
Q_TOOLHIVE = "Unable to access mounted volumes in a container running via rootless podman"
Q_PODMAN = "Podman is a drop-in command line replacement for docker that adds the ability to run containers rootless with no daemon."
Q_DBX = "DBX 已支持 Qdrant / Milvus / Weaviate，但 ChromaDB 还没支持。用 ChromaDB 的用户没法在 DBX 里直接浏览数据。"
Q_OCSERV = "FYI it's possible to share same port between OpenConnect and Nginx/Apache https://github.com/openconnect/recipes/blob/master/ocserv-multihost.md"
Q_RSPACK = "rspack v0.3.4 cannot be started in mono-repo when using workspaces in package.json"
Q_RSPACK2 = "I've used rspack in a number of projects with impressive results, and I really like it. However, when installing it with `pnpm` in a simple [mono-repo](https://github.com/TNO/cat) to build my GUI in `packages/gui`, a simple command like `npx rspack --version` failed"
Q_WEBCONT = "Is there a plan to use Bun as a runtime for webContainers? Would it be possible?"
Q_RES413 = "tmux resurrect stopped restoring programs all of a sudden for seemingly no reason"
Q_RES452 = "So, tmux-resurrect works. I currently have ressurect set up and it correctly preserves pane contents. However, I notice that when I save a session and restore tmux, the panes are all \"scrolled up.\""
Q_ZT1371 = "Why is it faster to connect to my peer via Earth than via my own private ZT network?"
Q_ZT2203 = "zerotier does not use tcp relay unless forceTcpRelay is set to true"
# Need the thread's project (follow-ups after a thread they fit; most name the tool the thread already used):
F_SLICK = "Have you tried this with PodMan?"
F_PODMANFEAT = "Feat: Support podman"
F_TNF = "should work with podman too instead of forcing to have docker installed."
F_YTDLPCHANGE = "Change from yt-dl to yt-dlp"
F_VALKEYADD = "Add support for Valkey as a replacement for Redis for folks that would like to use it."
F_VALKEYPLAN = "Any plans to support Valkey ?"
F_VALKEYCLIENT = "Does the client support valkey ?"
F_VALKEYPARAM = "It would be great if this module could parameterise all references to 'redis' and make it configurable, so it could also support the valkey alternative."
F_VALKEYDOC = "Document support for ValKey"
F_VALKEYMODULE = "Has anyone tested this module works with https://github.com/valkey-io/valkey?"

F_DENO = "Can you please add deno support?"
F_DENOPLAN = "Does it have a plan to support Deno in future?"
F_BUNRT = "Add Bun as an available runtime"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    TRAP_SAME = "trap_same_domain_new_topic"

    # ---- containers: podman instead of docker ----
    v1 = (A, "chore(operations): Add support for running containers under Podman. " + Q_PODMAN.replace("Podman is", "[Podman](https://github.com/containers/libpod) is") + " For running things like `make generate` this may be a useful solution for some.")
    rec(VECTOR, [v1], Q_TOOLHIVE, False, TRAP_SAME, [], None, qsrc=TOOLHIVE)
    rec(VECTOR, [v1], F_SLICK, True, "pronoun", ["this"], "Have you tried running Vector's containers (e.g. `make generate`) with Podman?", qsrc=SLICK)

    m1 = (U, F_PODMANFEAT)
    rec(MINISWE, [m1], Q_PODMAN, False, TRAP_SAME, [], None, qsrc=VECTOR)
    rec(MINISWE, [m1], Q_TOOLHIVE, False, TRAP_SAME, [], None, qsrc=TOOLHIVE)
    rec(MINISWE, [m1], F_SLICK, True, "pronoun", ["this"], "Have you tried mini-swe-agent with Podman?", qsrc=SLICK)

    s1 = (U, "Use with Podman? " + F_SLICK)
    rec(SLICK, [s1], Q_PODMAN, False, TRAP_SAME, [], None, qsrc=VECTOR)
    rec(SLICK, [s1], F_PODMANFEAT, True, "ellipsis", [], "Feature request: support podman in slick-deploy.", qsrc=MINISWE)

    t1 = (U, "podman support. run-container.sh " + F_TNF)
    ta = (A, "Tracked on our backlog internally by: https://issues.redhat.com/browse/CTONET-776")
    ta2 = (A, "WIP:  #230")
    t_all = [t1, ta, ta2, (A, "Resolved by #230")]
    rec(TNF, t_all, Q_PODMAN, False, TRAP_SAME, [], None, qsrc=VECTOR)
    rec(TNF, t_all, Q_TOOLHIVE, False, TRAP_SAME, [], None, qsrc=TOOLHIVE)
    rec(TNF, t_all, F_SLICK, True, "pronoun", ["this"], "Have you tried test-network-function's run-container.sh with Podman since #230?", qsrc=SLICK)

    h1 = (U, Q_TOOLHIVE + ". Volumes mounted into MCP server contains via the `--volume` flag are inaccessible inside the container. Given rootless podman, and the podman.socket service active, run an MCP server and pass a volume through from the host to the container. I used the `git` MCP server for testing. ``` thv run git --volume $PWD:/host ``` Try to access to mounted filesystem ``` $ podman exec -it git ls /host ls: cannot open directory '/host': Permission denied ``` I've mostly seen this be caused by selinux contexts (e.g. if I append :z / :Z to the volume mount instructions in a podman run command). I can't find any way to set those values via `thv run`.")
    rec(TOOLHIVE, [h1], Q_PODMAN, False, TRAP_SAME, [], None, qsrc=VECTOR)
    rec(TOOLHIVE, [h1], F_TNF, True, "ellipsis", [], "ToolHive should work with podman too instead of forcing to have docker installed.", qsrc=TNF)

    d1 = (U, "podman: init a section for `podman` tool")
    rec(DEVOPS, [d1], Q_TOOLHIVE, False, TRAP_SAME, [], None, qsrc=TOOLHIVE)
    rec(DEVOPS, [d1], F_PODMANFEAT, True, "ellipsis", [], "Feature request: add a podman section to devops-basics.", qsrc=MINISWE)

    # ---- downloaders: yt-dlp instead of youtube-dl ----
    n1 = (U, "Use yt-dlp insteed of youtube-dl. A fork of youtube-dl exist : https://github.com/yt-dlp/yt-dlp It's more often updated and have a better downloading speed (43Mo/s VS 100Ko/s for me) . If you want and if it's not too much work (i have no idea), this should be a good alternative :)")
    na = (A, "Hi, I will try this alternative and replace the original one with it if it works well! Thank you")
    rec(NCD, [n1, na, (U, "Great, thanks you :)")], F_YTDLPCHANGE, True, "ellipsis", [], "Change ncdownloader from youtube-dl to yt-dlp.", qsrc=WEBDL)

    # ---- key-value stores: valkey instead of redis ----
    k1 = (U, "Valkey support. " + F_VALKEYADD)
    rec(TAKEOUT, [k1], Q_JEDIS, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(TAKEOUT, [k1], Q_SHLINK, False, TRAP_SAME, [], None, qsrc=SHLINK)
    rec(TAKEOUT, [k1], F_VALKEYDOC, True, "ellipsis", [], "Document Takeout's support for Valkey.", qsrc=SHLINK)

    b1 = (U, "Valkey support. Sine redis became proprietary about a year ago, many projects are switching to valkey (https://hub.docker.com/r/valkey/valkey/) It's a drop-in replacement, so it should just be a matter of adding it to the provider patterns for redis.")
    ba = (A, "This _should_ be resolved by #100. Hopefully the CLI is the same.")
    rec(DBBACKUP, [b1, ba], Q_JEDIS2, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(DBBACKUP, [b1, ba], F_VALKEYDOC, True, "ellipsis", [], "Document docker-db-auto-backup's support for Valkey.", qsrc=SHLINK)

    q1 = (U, F_VALKEYPLAN)
    qa = (A, "Valkey uses the same interface as Redis, so you can use this package with Valkey without any issues. However, we’ve also created the [taskiq-valkey](https://github.com/taskiq-python/taskiq-valkey) package in case any incompatibilities arise in the future.")
    rec(TASKIQ, [q1, qa], Q_JEDIS, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(TASKIQ, [q1, qa], Q_SHLINK, False, TRAP_SAME, [], None, qsrc=SHLINK)
    rec(TASKIQ, [q1, qa], F_VALKEYMODULE, True, "pronoun", ["this module"], "Has anyone tested that taskiq-redis works with Valkey (https://github.com/valkey-io/valkey)?", qsrc=PROTOBUF)

    u1 = (U, "Consider supporting valkey. Valkey is the community driven/supported open source fork of Redis Server. " + F_VALKEYPARAM)
    ua = (A, "Duplicates #544")
    rec(PUPPET, [u1, ua], Q_JEDIS2, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(PUPPET, [u1, ua], F_VALKEYCLIENT, True, "ellipsis", [], "Does puppet-redis support valkey?", qsrc=ASYNCREDIS)
    rec(PUPPET, [u1, ua], F_VALKEYMODULE, True, "pronoun", ["this module"], "Has anyone tested that the puppet-redis module works with Valkey (https://github.com/valkey-io/valkey)?", qsrc=PROTOBUF)

    r1 = (U, "Valkey support ? Hello, Redis opensource is no more a thing and the community seems to use valkey as the new redis opensource. " + F_VALKEYCLIENT + " Do you think I can add the valkey in CI ? Thanks.")
    ra = (A, "I merged CI for testing with valkey. At this time, I don't want to rename the gem, but I'll consider it in the future.")
    rec(ASYNCREDIS, [r1, ra], Q_SHLINK, False, TRAP_SAME, [], None, qsrc=SHLINK)
    rec(ASYNCREDIS, [r1, ra], Q_JEDIS, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(ASYNCREDIS, [r1, ra], F_VALKEYDOC, True, "ellipsis", [], "Document async-redis's support for Valkey.", qsrc=SHLINK)

    l1 = (A, F_VALKEYDOC + ". " + Q_SHLINK)
    rec(SHLINK, [l1], Q_JEDIS2, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(SHLINK, [l1], F_VALKEYPARAM, True, "pronoun", ["this module"], "It would be great if Shlink could parameterise all references to 'redis' and make them configurable, so it could also support the valkey alternative.", qsrc=PUPPET)

    o1 = (U, "Valkey support? " + F_VALKEYMODULE)
    oa = (A, "valkey is compatible with redis' protocol. So you can use it to send commands to valkey.")
    oa2 = (A, "My bad! I thought you were asking questions on redis-plus-plus. So sorry!!! I did not test redis-protobuf with valkey. If valkey's module protocol is compatible with Redis, it should work. You can try to load it with valkey.")
    rec(PROTOBUF, [o1, oa, oa2], Q_JEDIS, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(PROTOBUF, [o1, oa, oa2], F_VALKEYDOC, True, "ellipsis", [], "Document redis-protobuf's support for Valkey.", qsrc=SHLINK)

    j1 = (U, Q_JEDIS + " " + Q_JEDIS2)
    ja = (A, "Jedis is a Redis official client library. As a RESP-compatible library, it can work with forks without guaranteeing future compatibility due to API changes or deprecations.")
    rec(JEDIS, [j1, ja], Q_SHLINK, False, TRAP_SAME, [], None, qsrc=SHLINK)
    rec(JEDIS, [j1, ja], F_VALKEYPARAM, True, "pronoun", ["this module"], "It would be great if Jedis could parameterise all references to 'redis' and make them configurable, so it could also support the valkey alternative.", qsrc=PUPPET)

    x1 = (A, "add note on Valkey support terms")
    rec(VERTX, [x1], Q_JEDIS2, False, TRAP_SAME, [], None, qsrc=JEDIS)
    rec(VERTX, [x1], F_VALKEYPLAN, True, "ellipsis", [], "Are there plans for the Vert.x Redis client to support Valkey?", qsrc=TASKIQ)
    rec(VERTX, [x1], F_VALKEYMODULE, True, "pronoun", ["this module"], "Has anyone tested that the Vert.x Redis client works with Valkey (https://github.com/valkey-io/valkey)?", qsrc=PROTOBUF)

    # ---- one port for ssh and https (sslh) ----
    g1 = (U, "Port 443 (HTTPS/SSL) only. " + Q_OCSERV + " This means you can serve on same port: 1) SSH 2) Nginx SSL 3) OpenConnect 4) OpenVPN")
    ga = (A, "@dimzon Thanks for the link. I've gone over them, and they all seem to proxy based on SNI, which would require a valid domain and SSL certificates for the VPNs, which Streisand does not currently do in the meantime - I don't think this is a solution that will work for us unfortunately.")
    rec(STDISC, [g1, ga], "Let's encrypt?", True, "ellipsis", [], "Could Streisand use Let's Encrypt to get the valid domain certificates that SNI-based port sharing on 443 needs?")
    h2 = (A, "use sslh as port multiplexer to access ssl, openvpn & ssh on port 443. as discussed in #39. Tested successfully on Digitalocean.")
    rec(STREISAND, [h2], Q_OCSERV, False, TRAP_SAME, [], None, qsrc=STDISC)
    y9 = (U, "[Request] ssl and ssh on same port integrated. Hi, Is it possible to add ssl and ssh configuration on the same port on the package ? Because if I modified haproxy.cfg file to add a listen port for that, I cannot more use Haproxy GUI. Thanks in advanced for your return.")
    rec(SPKSRC, [y9], Q_OCSERV, False, TRAP_SAME, [], None, qsrc=STDISC)

    # ---- backups through rclone ----
    z1 = (U, "backup stalls when using rclone. The backup works if I run it using a folder target, but when using rclone s3 it stalls")
    rec(RUSTIC348, [z1], "can init repo using rclone, but cannot backup to it or view snapshots", True, "ellipsis", [], "With rustic, I can init a repository using rclone, but cannot back up to it or view snapshots.", qsrc=RUSTIC343)

    # ---- vector databases: chroma ----
    co1 = (U, "Add ChromaDB vector database support")
    rec(COGNITA, [co1], Q_DBX, False, TRAP_SAME, [], None, qsrc=DBX)

    # ---- JavaScript runtimes and package managers: deno, bun, pnpm ----
    ja1 = (U, "Deno support. " + F_DENO + " This package is plain JS, so add Deno support should be easy")
    rec(DENOALGO, [ja1], Q_RSPACK, False, TRAP_SAME, [], None, qsrc=RSPACK)
    rec(DENOALGO, [ja1], Q_WEBCONT, False, TRAP_SAME, [], None, qsrc=WEBCONT)
    rec(DENOALGO, [ja1], F_BUNRT, True, "ellipsis", [], "Add Bun as an available runtime for javascript-algorithms.", qsrc=EXECJS)

    gs1 = (A, "docs: mention deno install/support in readme. I have verified the package works on deno with the `npm:` specifier. this adds the note mentioning this.")
    rec(GOOGLESR, [gs1], Q_RSPACK2, False, TRAP_SAME, [], None, qsrc=RSPACK)
    rec(GOOGLESR, [gs1], Q_WEBCONT, False, TRAP_SAME, [], None, qsrc=WEBCONT)
    rec(GOOGLESR, [gs1], F_BUNRT, True, "ellipsis", [], "Add Bun as a supported runtime for google-sr.", qsrc=EXECJS)

    pq1 = (U, "Support deno. I want to use this project in Deno, unfortunately, this project doesn't support Deno. " + F_DENOPLAN)
    pqa = (A, "Deno suports npm packages: https://deno.land/manual@v1.29.4/node I don't plan any special Deno support.")
    pq_all = [pq1, pqa, (U, "Thank you.")]
    rec(PQUEUE, pq_all, Q_RSPACK, False, TRAP_SAME, [], None, qsrc=RSPACK)
    rec(PQUEUE, pq_all, Q_WEBCONT, False, TRAP_SAME, [], None, qsrc=WEBCONT)
    rec(PQUEUE, pq_all, F_BUNRT, True, "ellipsis", [], "Add Bun as a supported runtime for p-queue.", qsrc=EXECJS)

    ev1 = (U, "feat: support deno")
    rec(ENVINFO, [ev1], Q_RSPACK2, False, TRAP_SAME, [], None, qsrc=RSPACK)
    rec(ENVINFO, [ev1], F_BUNRT, True, "ellipsis", [], "Add Bun as an available runtime that envinfo reports.", qsrc=EXECJS)

    js1 = (A, "Reattempt deno support")
    rec(JSSM, [js1], Q_RSPACK, False, TRAP_SAME, [], None, qsrc=RSPACK)
    rec(JSSM, [js1], F_DENOPLAN, True, "pronoun", ["it"], "Does jssm plan to support Deno in future?", qsrc=PQUEUE)

    ex1 = (U, F_BUNRT)
    exa = (A, "We can probably give it priority over node. Bun users are likely to also have node around. The inverse is less likely.")
    rec(EXECJS, [ex1, exa], Q_WEBCONT, False, TRAP_SAME, [], None, qsrc=WEBCONT)
    rec(EXECJS, [ex1, exa], Q_RSPACK2, False, TRAP_SAME, [], None, qsrc=RSPACK)
    rec(EXECJS, [ex1, exa], F_DENO, True, "ellipsis", [], "Can you please add Deno support to ExecJS as a runtime?", qsrc=DENOALGO)

    wc1 = (U, "Framework support for [BUN]. Ok, I know that Bun is not a framework. But: " + Q_WEBCONT + " Thanx!")
    wca = (A, "Hi! :wave: We don't have any immediate plans to support the Bun runtime. This might or might not change in the future, but I'm closing this issue for now, as it's not really actionable/trackable.")
    wc_all = [wc1, wca, (U, "Thank you for your reply!")]
    rec(WEBCONT, wc_all, "@kirjavascript as alternative, can be added the support for the [bun](https://www.npmjs.com/package/bun) dependency?", True, "ellipsis", [], "As an alternative to the Bun runtime, can WebContainers add support for the bun npm dependency (https://www.npmjs.com/package/bun)?")
    rec(WEBCONT, wc_all, Q_RSPACK2, False, TRAP_SAME, [], None, qsrc=RSPACK)
    rec(WEBCONT, wc_all, F_DENO, True, "ellipsis", [], "Can you please add Deno support to WebContainers?", qsrc=DENOALGO)

    rs1 = (U, Q_RSPACK + ". " + Q_RSPACK2 + ": ```bash npm ERR! could not determine executable to run ``` The root cause, I assume, is that my root `package.json` contains a `\"workspaces\": [\"packages/*\"]`. Without it, it runs just fine.")
    rec(RSPACK, [rs1], F_DENOPLAN, True, "pronoun", ["it"], "Does rspack plan to support Deno in future?", qsrc=PQUEUE)
    rec(RSPACK, [rs1], F_DENO, True, "ellipsis", [], "Can you please add Deno support to rspack?", qsrc=DENOALGO)

    # ---- screen sharing under sway: the threads' own next messages (one cluster, 4 records) ----
    sw1 = (U, "Can't use discord screenshare. Step to reproduce: - Download Discord desktop client - Open discord - Start a call - Try to share the entire screen - It will show a black screen with only the cursor moving")
    swa = (A, "They need to use our protocol for screen capture.")
    rec(SWAY4412, [sw1, swa], "yep but How I can use discord screen sharing with your software then ?", True, "pronoun", ["your software"], "How can I use Discord screen sharing with sway, if Discord does not use sway's screen capture protocol?")
    sm1 = (U, "Mirror each display output to its respective xwayland display as a screenshare workaround. Most applications that support screen sharing like Discord and MS Teams don't support the Wayland way of sharing your screen. These applications can only see the XWayland displays. So my proposal is to add a config option to mirror each display to its respective XWayland display for an easier screen sharing experience.")
    rec(SWAY6759, [sm1, (A, "Sorry, we won't support this.")], "Is there a specific reason why?", True, "ellipsis", [], "Is there a specific reason why sway won't support mirroring each display output to its XWayland display as a screen-sharing workaround?")
    sz1 = (U, "Screen sharing through Slack/Teams or similar. Has anyone been successful in sharing the screen through `Slack` or `Teams`? The official Teams client crashes if I attempt to do so, Slack only show my mouse on a black screen. I believe `Zoom` worked when I tried a few months back. I’ll confirm next week.")
    rec(SWAY5083, [sz1], "How did you get zoom screen sharing to work?", True, "ellipsis", [], "How did you get Zoom screen sharing to work on sway?")
    sc1 = (U, "sharing windows in chrome/firefox does only work partially. when i have  a meeting in e.g. google meet (or hangouts) and i want to share a window of my screen (or a screen) not all windows do appear. in firefox-wayland e.g. wayland terminal windows do not appear but also some other apps")
    sca = (A, "This is expected. I think firefox-wayland is in the process of implementing xdg-desktop-portal. When that happens, a wlroots portal could be used for screen sharing.")
    rec(SWAY3282, [sc1, sca], "how does gnome make it work then and could that be enabled too temporary?", True, "pronoun", ["it", "that"], "How does GNOME make window sharing in Chrome/Firefox work under Wayland, and could that be enabled temporarily in sway?")

    # ---- tmux sessions restored by tmux-resurrect (tmux-resurrect: one cluster, 3 records) ----
    tm1 = (U, "Problem recreate pane. Version tmux 3.3a Platform: Debian 12 I get an error when I want to recreate all panes incl. the ssh scripts that log in to different places. Command C-a C-r loads all panes but without scripts. Command C-a R shows: #### /root/.tmux/resurrect/last:1: unknown command: pane What do I need to change or add to get the correct function? Thanks for all the help.")
    tma = (A, "Sorry, you will need to ask whoever wrote the scripts that you are using.")
    tmq = "I'm sorry. Not so good in English. What I am referring to is not a real script. I'm only referring to a command like \"ssh -p2222 server2\" and also \"ssh -p2222 server3\" to connect to these servers in separate windows."
    # Corrects what "scripts" meant in the first message: a correction by rule 3.
    rec(TMUX3724, [tm1, tma], tmq, True, "correction", [], "By the ssh scripts I mean only commands like \"ssh -p2222 server2\" and \"ssh -p2222 server3\" that connect to servers in separate tmux windows: how do I get tmux 3.3a with tmux-resurrect to recreate the panes with those commands?")
    rec(TMUX3724, [tm1, tma], Q_RES413, False, TRAP_SAME, [], None, qsrc=RES413)
    rec(TMUX3724, [tm1, tma, (U, tmq), (A, "Try asking here: https://github.com/tmux-plugins/tmux-resurrect")], Q_RES452, False, TRAP_SAME, [], None, qsrc=RES452)

    rr1 = (U, "Did plugins update then made restore- lost names and got new small vertical panes On plugin update need to auto save in new format if there is new format For old formats when moving configs, then will not work correct making new panes.")
    rec(RES463, [rr1], "How to fix this ressurect file?", True, "pronoun", ["this ressurect file"], "How do I fix an old-format tmux-resurrect save file that, after a plugin update, restores with lost names and new small vertical panes?")
    rec(RES463, [rr1], Q_RES452, False, TRAP_SAME, [], None, qsrc=RES452)
    rc1 = (U, "cat: /Users/.tmux/resurrect/pane_contents//pane-jcs:5.1: No such file or directory. I get `cat: /Users/shashwat/.tmux/resurrect/pane_contents//pane-jcs:5.1: No such file or directory` in every window of the when I resurrect. Also none of the contents of the pane are resurrected.")
    rca = (A, "Hm.. this feature should work nicely. It's been out for years now and worked for me personally without problems. Would you mind providing your `tmux.conf`? Did you try the usual stuff: completely restarting tmux after installing the plugin and/or changing some tmux-ressurect options?")
    rec(RES192, [rc1, rca], Q_RES413, False, TRAP_SAME, [], None, qsrc=RES413)

    # ---- ZeroTier relayed connections (one cluster, 4 records) ----
    zt1 = (U, "Low spead conection my home PC and mobile conection 3G 4G. I want to connect to my home PC from my android mobile phone. On the phone using 3G, 4G connection. The problem is that I get a big ping 150-200 ms. and a very low speed of 15-20 kb/s. How can I optimize my connection? Firewall on router and on PC disables.")
    zta = (A, "https://zerotier.atlassian.net/wiki/spaces/SD/pages/6815768/Router+Configuration+Tips which two nodes are you pinging between? can you post the ping time to the path to 159924d630? (35.236.x.x)? where are you located?")
    rec(ZT926, [zt1, zta], "How to do it? Ukraine", True, "pronoun", ["it"], "How do I post the ping time to the ZeroTier path of 159924d630 (35.236.x.x)? I am located in Ukraine.")
    rec(ZT926, [zt1, zta], Q_ZT1371, False, TRAP_SAME, [], None, qsrc=ZT1371)
    zm1 = (U, "zerotier: use own moon if no peer2peer connection can be established. In our setup, no peer2peer connection can be established, but we can not change that fact. The roots to relay data (as fallback if no peer2peer) from zerotier are quite slow when copying data (<1 MByte/sec). So we added our own moon using a VPS with public ip and added the moon to the clients using `sudo zerotier-cli orbit ...` and it shows up as moon in `listpeers` Problem: even after a restart, copying is still slow no traffic routed over moon (as seen in `nethogs`) How can I force the peers to use our own faster moon if no p2p connection is possible?")
    rec(ZT748, [zm1], Q_ZT2203, False, TRAP_SAME, [], None, qsrc=ZT2203)
    zp1 = (U, "Packet loss problem. I am using ZeroTier and I have connected to another PC. It seems I am having a lot of packet loss. I tried testing in the Virtual Machine changed my ip location to a various location. But the problem still remains... Is this a problem related setting up IP or what?")
    zpa = (A, "Hey, it's probably relaying through our last-resort relay servers.")
    rec(ZT891, [zp1, zpa], Q_ZT2203, False, TRAP_SAME, [], None, qsrc=ZT2203)

    # ---- sqlite instead of postgres: the thread's own next message ----
    sq1 = (U, "Feature request: SQLite support. Add support for sqlite database.")
    rec(SZURU, [sq1], "Or navigate a little bit what should I replace to use sqlite instead of postgreaql", True, "ellipsis", [], "Or point me to what I should replace in szurubooru to use sqlite instead of PostgreSQL.")
